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
    },
  },
);
