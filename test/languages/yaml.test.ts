import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// YAML is outlined, not parsed as code: the keys at the top of each document are definitions of
// kind `key`, and one level deeper under `jobs` and `services` (a workflow's jobs, a Compose file's
// services); a document that is a list shows the first key of each item.

// A realistic GitHub Actions workflow, and a second document in the same file. Steps, matrices and
// the keys of a job are not in the outline: the job is.
const WORKFLOW = `# CI: test on every push and pull request, publish on tags.
name: CI

on:
  push:
    branches: [main]
    tags: ["v*"]
  pull_request:

permissions:
  contents: read

env:
  NODE_VERSION: "20"

jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: \${{ matrix.node }}
      - run: npm ci
      - run: npm test

  "build docs":
    needs: test
    runs-on: ubuntu-latest
    steps:
      - run: npm run docs

  publish:
    if: startsWith(github.ref, 'refs/tags/')
    needs: [test, "build docs"]
    runs-on: ubuntu-latest
    steps:
      - run: npm publish
---
# A second document in the same file: its top-level keys too.
kind: ConfigMap
metadata:
  name: shop
`;

test('yaml: a workflow: its top-level keys and its jobs', async () => {
  const tags = await tagsOf('yaml', WORKFLOW);
  assert.deepEqual(defsOf(tags), [
    { name: 'name', kind: 'key', line: 2, signature: 'name: CI' },
    { name: 'on', kind: 'key', line: 4, signature: 'on' },
    { name: 'permissions', kind: 'key', line: 10, signature: 'permissions' },
    { name: 'env', kind: 'key', line: 13, signature: 'env' },
    { name: 'jobs', kind: 'key', line: 16, signature: 'jobs' },
    { name: 'test', kind: 'key', line: 17, signature: 'test' },
    { name: 'build docs', kind: 'key', line: 30, signature: '"build docs"' },
    { name: 'publish', kind: 'key', line: 36, signature: 'publish' },
    { name: 'kind', kind: 'key', line: 44, signature: 'kind: ConfigMap' },
    { name: 'metadata', kind: 'key', line: 45, signature: 'metadata' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['2-2', '4-8', '10-11', '13-14', '16-41', '17-28', '30-34', '36-41', '44-44', '45-47'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});

const COMPOSE = `services:
  web:
    build: .
    ports: ["8080:8080"]
    depends_on: [db]
  db:
    image: postgres:16
volumes:
  data: {}
`;

test('yaml: a Compose file: its services', async () => {
  const tags = await tagsOf('yaml', COMPOSE);
  assert.deepEqual(defsOf(tags), [
    { name: 'services', kind: 'key', line: 1, signature: 'services' },
    { name: 'web', kind: 'key', line: 2, signature: 'web' },
    { name: 'db', kind: 'key', line: 6, signature: 'db' },
    { name: 'volumes', kind: 'key', line: 8, signature: 'volumes' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['1-7', '2-5', '6-7', '8-10'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});

const PLAYBOOK = `- name: Install the shop server
  hosts: web
  tasks:
    - name: Install packages
      apt:
        name: nginx
- hosts: db
  roles: [postgres]
`;

test('yaml: an Ansible playbook: a list, the first key of each play', async () => {
  const tags = await tagsOf('yaml', PLAYBOOK);
  assert.deepEqual(defsOf(tags), [
    { name: 'name', kind: 'key', line: 1, signature: '- name: Install the shop server' },
    { name: 'hosts', kind: 'key', line: 7, signature: '- hosts: db' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['1-1', '7-7'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});
