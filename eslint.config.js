import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The boundaries between folders (layers, features, cycles) are dependency-cruiser's (.dependency-cruiser.mjs) and the
// rules no tool expresses scripts/check-imports.mjs's, both in `npm run lint`.

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'tests/artifacts/**', 'bench/tmp/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A sandbox handler's route is its operation's declared path (demo-host/sandbox/bind.ts), so `c.req.param()` has
    // exactly that path's parameters and a name it does not declare fails tsc. Hono's one-argument
    // `c.req.param(name)` accepts any name (as string | undefined): a misspelt one would get through.
    files: ['demo-host/sandbox/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='param'][callee.object.property.name='req'][arguments.length=1]",
          message: "Read path parameters as c.req.param().name: typed by the operation's path, a misspelt name fails tsc.",
        },
      ],
    },
  },
  {
    // The sandbox's unit tests share one module registry per worker (vite.config.ts, isolate: false), where a module an
    // earlier file loaded is not replaced: a file there that mocks one is named *.isolated.test.ts and runs isolated.
    files: ['tests/unit/sandbox/**/*.ts'],
    ignores: ['tests/unit/sandbox/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A file that replaces a module is named *.isolated.test.ts(x): in the shared registry the mock would not take.',
        },
      ],
    },
  },
  {
    files: ['src/service-worker/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker, __PRECACHE__: 'readonly', __BUILD_ID__: 'readonly' } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
