import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// SCSS is outlined, not parsed as code: rules (nested ones too) and placeholders are definitions of
// kind `selector`, mixins macros, functions functions, top-level variables variables; `@include`
// and calls in values are calls, `@extend` inherits, `@use` and `@import` are module paths.

// A realistic partial: @use and @import, variables, a mixin with a default argument, a function, a
// placeholder, a rule with an @include, a nested `&:hover` and a nested rule, @extend.
const BUTTONS = `@use "sass:math";
@use "../theme/colors";
@import "variables", "mixins";

$radius: 4px;
$gap: 1rem;

@mixin button-size($padding, $font-size: 1rem) {
  padding: $padding;
  font-size: $font-size;
}

@function rem($px) {
  @return $px / 16px * 1rem;
}

%focus-ring {
  outline: 2px solid colors.$focus;
}

.btn {
  @include button-size(rem(12px), 1rem);
  border-radius: $radius;

  &:hover {
    background: darken($brand, 10%);
  }

  .icon {
    margin-right: $gap / 2;
  }
}

.btn-primary {
  @extend .btn;
  color: white;
}
`;

test('scss: rules, placeholders, mixins, functions, variables and their uses', async () => {
  const tags = await tagsOf('scss', BUTTONS);
  assert.deepEqual(defsOf(tags), [
    { name: '$radius', kind: 'variable', line: 5, signature: '$radius: 4px' },
    { name: '$gap', kind: 'variable', line: 6, signature: '$gap: 1rem' },
    { name: 'button-size', kind: 'macro', line: 8, signature: '@mixin button-size($padding, $font-size: 1rem)' },
    { name: 'rem', kind: 'function', line: 13, signature: '@function rem($px)' },
    { name: 'focus-ring', kind: 'selector', line: 17, signature: '%focus-ring' },
    { name: '.btn', kind: 'selector', line: 21, signature: '.btn' },
    { name: '&:hover', kind: 'selector', line: 25, signature: '&:hover' },
    { name: '.icon', kind: 'selector', line: 29, signature: '.icon' },
    { name: '.btn-primary', kind: 'selector', line: 34, signature: '.btn-primary' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['5-5', '6-6', '8-11', '13-15', '17-19', '21-32', '25-27', '29-31', '34-37'],
  );
  assert.deepEqual(refsOf(tags), ['22 call button-size', '22 call rem', '26 call darken', '35 inherit .btn']);
  assert.deepEqual(modulesOf(tags), ['1 sass:math', '2 ../theme/colors', '3 variables']);
});

// The grammar predates part of today's Sass: what it cannot parse is lost, not guessed at.
test('scss: constructs the grammar does not know leave the rest of the file outlined', async () => {
  const tags = await tagsOf(
    'scss',
    [
      '$radius: 4px !default;',
      '@use "x" as c;',
      '',
      '.card {',
      '  padding: math.div(1rem, 2);',
      '}',
      '',
      '.title {',
      '  color: c.$ink;',
      '}',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    defsOf(tags).map((d) => `${d.line} ${d.kind} ${d.name}`),
    ['1 variable $radius', '4 selector .card', '8 selector .title'],
  );
});
