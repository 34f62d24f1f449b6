// The linter: typescript-eslint's recommended rules on the sources, tests, benchmarks and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config({ ignores: ['dist/', 'node_modules/', '.local-action/'] }, js.configs.recommended, ...tseslint.configs.recommended);
