import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The layers of docs/architecture.md, lowest first: ui < i18n < core < api < forms < features < app.
// A layer imports only the layers below it; a feature never imports another feature.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  { target: './src/ui', from: ['./src/i18n', './src/core', './src/api', './src/forms', './src/features', './src/app'], message: 'ui/ is the design system: every text and value arrives as a prop (docs/architecture.md).' },
  { target: './src/i18n', from: ['./src/core', './src/api', './src/forms', './src/features', './src/app'], message: 'i18n/ holds texts and formatters only (docs/architecture.md).' },
  { target: './src/core', from: ['./src/api', './src/forms', './src/features', './src/app'], message: 'core/ never imports a layer above it (docs/architecture.md).' },
  { target: './src/api', from: ['./src/forms', './src/features', './src/app'], message: 'api/ holds the shared calls: it never imports forms, features or app (docs/architecture.md).' },
  { target: './src/forms', from: ['./src/features', './src/app'], message: 'forms/ is shared by the features: it never imports them or app (docs/architecture.md).' },
  { target: './src/features', from: './src/app', message: 'A feature never imports app/: app/ composes the features (docs/architecture.md).' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: share through api/, forms/, core/ or ui/ (docs/architecture.md).',
  })),
];

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
    // The portal's source: layers and cycles. Imports carry their .ts/.tsx extension, which the node resolver
    // takes as written; dynamic import() counts too (a lazy chunk that imports its importer is still a cycle).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads every imported file: it must know these are TypeScript, or it sees no imports in them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '^lucide/'] }],
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
