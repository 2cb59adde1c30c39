// The import boundaries of every folder, checked by dependency-cruiser (`npm run lint`, and the `boundaries` step
// of `npm test`): docs/decisions/014-boundaries-by-dependency-cruiser.md says why this tool. The rules no tool
// expresses (one loader, RemoteView, useForm, area shape, roles, addresses...) stay in scripts/check-imports.mjs.
// Type-only edges (`import type`) vanish from the build: the layer rules let them through, the cycle rule does not.
const LAYERS = ['ui', 'i18n', 'core', 'api', 'forms', 'features', 'app'];
/**
 * The part of the portal's bridge that the embed script compiles in as well (the penpal method types, the call
 * timeout, the URL policy), so the two sides of the frame cannot drift: the portal owns it, the host's page runs it.
 */
const BRIDGE_SHARED = '^src/core/bridge/shared/';

/** A layer of src/ imports only the layers below it (docs/architecture.md): one rule per layer. */
const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} imports only the layers below it (${LAYERS.slice(0, i).join(', ') || 'none'}), at run time`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/`, dependencyTypesNot: ['type-only'] },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import cycle in any folder, type-only and dynamic import() included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'feature-to-feature',
      comment: 'a feature never imports another feature: app/ composes them',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'src-runtime-outside',
      comment: "src/ takes only types from outside it (the contract's schemas stay out of the chunks)",
      severity: 'error',
      from: { path: '^src/' },
      to: { pathNot: '^(src/|node_modules/)', dependencyTypesNot: ['type-only', 'core'] },
    },
    {
      name: 'contract-alone',
      comment: 'contract/ imports nothing of the repository but itself',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: '^(contract/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'conformance-contract-only',
      comment: 'the kit depends on contract/ only: a provider runs it from a checkout without demo-host/',
      severity: 'error',
      from: { path: '^conformance/' },
      to: { pathNot: '^(conformance/|contract/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'no-demo-host-in-portal',
      comment: 'the portal and the embed script never import the demo host',
      severity: 'error',
      from: { path: '^(src|embed)/' },
      to: { path: '^demo-host/' },
    },
    {
      name: 'embed-bridge-types-only',
      comment: "embed/ runs on the host's page: of the portal it runs only the shared bridge, and takes types of the rest",
      severity: 'error',
      from: { path: '^embed/' },
      to: { path: '^src/', pathNot: BRIDGE_SHARED, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'bridge-shared-alone',
      comment: "src/core/bridge/shared/ runs on the host's page too: it imports nothing, so no portal code nor package follows it there",
      severity: 'error',
      from: { path: BRIDGE_SHARED },
      to: { pathNot: BRIDGE_SHARED },
    },
    {
      name: 'embed-only-bridge',
      comment: 'embed/ knows of the portal only its bridge contract (src/core/bridge*)',
      severity: 'error',
      from: { path: '^embed/' },
      to: { path: '^src/', pathNot: '^src/core/bridge' },
    },
    {
      name: 'no-tests-from-code',
      comment: 'no code imports the tests',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'every import resolves to a file or a package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|\\.tmp|bench/tmp|tests/artifacts)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
