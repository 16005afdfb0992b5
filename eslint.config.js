// ESLint (flat config): JavaScript's recommended rules and typescript-eslint's recommended rules (not type-checked, so
// `npm run lint` stays fast). Formatting is Prettier's job (.prettierrc.json), layering is scripts/check-layers.mjs'.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.bench-build/', 'node_modules/', '.tools/', 'coverage/', 'test/fixtures/', 'examples/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' }
    },
    rules: {
      // `_`-prefixed names mark a parameter or element kept for its position (a callback signature, a destructured tuple).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Parsers of Go/YAML/Helm output test control characters deliberately (e.g. /[\x00-\x1f]/ to reject them).
      'no-control-regex': 'off'
    }
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // No function over 100 lines (issue 45): a long function is split into named steps.
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    // The Go template parser follows text/template/parse's one recursive-descent function, case by case.
    files: ['src/gotemplate/parse.ts'],
    rules: { 'max-lines-per-function': 'off' }
  },
  {
    files: ['test/**/*.ts', 'scripts/**'],
    rules: {
      // Tests read untyped JSON (reports, API payloads, YAML documents) and poke at it; a cast per access adds nothing.
      '@typescript-eslint/no-explicit-any': 'off',
      // `x!` after an assertion that x exists is the idiom of these tests.
      '@typescript-eslint/no-non-null-assertion': 'off'
    }
  }
)
