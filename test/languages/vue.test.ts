import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileTags, tagsOf, defsOf, refsOf } from '../helpers/tags';
import { scriptBlocks } from '../../src/core/extract/script-blocks';

const COMPONENT = `<template>
  <section class="cart">
    <CartLine v-for="line in lines" :key="line.id" :line="line" />
    <p>Total: {{ formatTotal(total) }}</p>
  </section>
</template>

<script setup lang="ts">
import { computed } from 'vue';
import CartLine from './CartLine.vue';
import { computeTotal, type Line } from '../cart/totals';

const props = defineProps<{ lines: Line[] }>();
const total = computed(() => computeTotal(props.lines));

function formatTotal(value: number): string {
  return value.toFixed(2);
}
</script>

<style scoped>
.cart { display: grid; }
</style>
`;

test('vue: only the script block is parsed, with the line numbers of the component file', async () => {
  const tags = await tagsOf('vue', COMPONENT);
  assert.deepEqual(defsOf(tags), [
    { name: 'props', kind: 'constant', line: 13, signature: 'const props = defineProps<{ lines: Line[] }>()' },
    { name: 'total', kind: 'constant', line: 14, signature: 'const total = computed(() => computeTotal(props.lines))' },
    { name: 'formatTotal', kind: 'function', line: 16, signature: 'function formatTotal(value: number): string' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '9 import computed',
    '10 import CartLine',
    '11 import Line',
    '11 import computeTotal',
    '13 type Line',
    '13 call defineProps',
    '14 call computeTotal',
    '14 call computed',
    // `props` holds defineProps()'s result: a member read on it is kept, for the lookups to type.
    '14 value lines',
    '14 value props',
    '17 method toFixed',
  ]);
});

test('html: inline scripts are parsed; external, template and JSON scripts are not', async () => {
  const page = [
    '<!doctype html>',
    '<script src="app.js"></script>',
    '<script type="application/json">{"config": true}</script>',
    '<script type="text/x-template"><div>{{ notCode() }}</div></script>',
    '<script type="module">',
    'import { startApp } from "./app.js";',
    'export function boot() { startApp(document.body); }',
    '</SCRIPT>',
  ].join('\n');
  assert.equal(scriptBlocks(page).length, 1);
  const tags = await tagsOf('html', page);
  assert.deepEqual(defsOf(tags), [{ name: 'boot', kind: 'function', line: 7, signature: 'export function boot()' }]);
  assert.deepEqual(refsOf(tags), ['6 import startApp', '7 call startApp']);
  assert.deepEqual(await tagsOf('html', '<p>no scripts here</p>'), fileTags([]));
});
