/**
 * ESLint: typescript-eslint's strict type-checked rules, React's rules of hooks and exhaustive dependencies (both
 * errors: a dependency left out on purpose is an explicit, commented disable), import order (fixed by
 * `npm run lint -- --fix`) and the layer order of src/ (`layers/order`, scripts/eslint-layers.mjs). Formatting is
 * Prettier's (`.prettierrc.json`), checked by `npm run lint` too.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import layers from './scripts/eslint-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'scratch/',
      'screenshots/',
      'coverage/',
      'src/i18n/generated/',
      // The test host apps' builds (test/hosts) and the package they link to.
      'test/hosts/node_modules/',
      'test/hosts/next/.next/',
      'test/hosts/next/next-env.d.ts',
      'test/hosts/react-router/build/',
      'test/hosts/react-router/.react-router/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  reactHooks.configs.flat.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // A number reads the same in a template as through String(); other non-strings still need saying how.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowAny: false, allowBoolean: false, allowNullish: false, allowRegExp: false },
      ],
      // Stores and services are closures over their state and never read `this` (the one class, an error boundary,
      // passes no methods around): handing `lock.openRequest` to a button is safe, so the class-only rule is off.
      '@typescript-eslint/unbound-method': 'off',
      // Passing on what was caught, as it was, is right: only new errors must be Errors.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
      // `_name` is unused on purpose: a compile-time check, an argument an interface requires, a key left out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `onClick={() => setOpen(false)}` and `return finish()` in a void function are the idiom, not a confusion.
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
    },
  },
  {
    // The layer order of src/ (scripts/eslint-layers.mjs, docs/layout.md): no import runs back up.
    files: ['src/**/*.{ts,tsx}', 'embed/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/order': 'error' },
  },
  {
    // Plain JavaScript (build, scripts, benchmarks, configs) carries no types to check against: the rules that need
    // them are off there, the rest apply.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    // In a test, `value!` on something the test just made is an assertion: if it is missing, the test fails there,
    // which is what it should do. Fakes implement async interfaces without awaiting anything.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
);
