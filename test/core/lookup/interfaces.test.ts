import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shapeOf } from '../../../src/core/lookup/interfaces';

// A Go method's shape, which an interface's method and a type's must share: its name, and its
// numbers of parameters and results.

test("a Go method's shape counts parameters and results, from a declaration's head or an interface's", () => {
  assert.equal(shapeOf('Get', 'func (s *Store[T]) Get(k string) (string, error)'), 'Get/1/2');
  assert.equal(shapeOf('Get', 'Get(k string) (string, error)'), 'Get/1/2');
  assert.equal(shapeOf('Put', 'func (m Mem) Put(k, v string)'), 'Put/2/0');
  assert.equal(shapeOf('Do', 'Do(func(a, b int) error, map[string]int) func() error'), 'Do/2/1');
  assert.equal(shapeOf('Close', 'func (c *conn) Close() error'), 'Close/0/1');
  assert.equal(shapeOf('Run', 'func (j Job) Run(ctx context.Context, args ...string) (err error)'), 'Run/2/1');
  // A head where the name is not followed by its parameters is not read.
  assert.equal(shapeOf('Get', 'func (s *Store) Fetch(k string)'), '');
});
