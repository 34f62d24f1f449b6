// The linter: typescript-eslint's recommended rules on the sources, tests, benchmarks and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.local-action/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Control and invisible characters are matched on purpose: to escape or refuse them in paths,
      // tokens and text from a repository.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // `const { dropped, ...rest } = value` keeps the rest; the dropped name says what is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Tests build and bend JSON documents (artifacts, API bodies) whose shape is the thing tested.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
