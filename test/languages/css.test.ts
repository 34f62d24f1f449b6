import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// CSS is outlined, not parsed as code: each rule is a definition of kind `selector`, named by its
// selector list as written (whitespace collapsed), also inside `@media`; `@keyframes` by name.
// Imported style sheets are module paths.

// A realistic style sheet: imports, custom properties on :root, selector lists over several lines,
// combinators, attribute selectors, a media query with nested rules, keyframes.
const STYLES = `@import url("reset.css");
@import "theme.css";

/* Layout */
:root {
  --brand: #0a7;
  --gap: 1rem;
}

body,
html {
  margin: 0;
  font-family: system-ui, sans-serif;
}

.nav > a:hover,
.nav > a:focus-visible {
  color: var(--brand);
}

#cart .line-item[data-qty="0"] {
  opacity: 0.5;
}

@media (max-width: 600px) {
  .nav {
    display: none;
  }

  .cart { width: 100%; }
}

@keyframes pulse {
  from { opacity: 1; }
  to { opacity: 0.4; }
}
`;

test('css: rules, rules in @media, keyframes and imports', async () => {
  const tags = await tagsOf('css', STYLES);
  assert.deepEqual(defsOf(tags), [
    { name: ':root', kind: 'selector', line: 5, signature: ':root' },
    { name: 'body, html', kind: 'selector', line: 10, signature: 'body, html' },
    {
      name: '.nav > a:hover, .nav > a:focus-visible',
      kind: 'selector',
      line: 16,
      signature: '.nav > a:hover, .nav > a:focus-visible',
    },
    { name: '#cart .line-item[data-qty="0"]', kind: 'selector', line: 21, signature: '#cart .line-item[data-qty="0"]' },
    { name: '.nav', kind: 'selector', line: 26, signature: '.nav' },
    { name: '.cart', kind: 'selector', line: 30, signature: '.cart' },
    { name: 'pulse', kind: 'selector', line: 33, signature: '@keyframes pulse' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['5-8', '10-14', '16-19', '21-23', '26-28', '30-30', '33-36'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), ['1 reset.css', '2 theme.css']);
});
