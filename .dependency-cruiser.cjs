/**
 * Which part of src/ may import which, checked by dependency-cruiser (`npm run lint`).
 * Type-only imports count as edges: a type pulls its module into the reader's mind, and a cycle
 * through types is still a tangle. The import map is in README.md (Layout) and
 * src/server/README.md; ADR 019 says why. Biome keeps one import rule of its own, which this
 * tool cannot express: src/content names domain types and constants, never domain functions.
 *
 * `.astro` files are not read here (no parser for them); their imports are checked by Biome
 * (biome.json) and by `astro check`.
 */

/**
 * The server's capability folders, each with the folders it may import besides itself. A DAG:
 * platform ← accounts ← delivery ← follow-up ← webhooks ← lead-state ← materials ← leads ← privacy; content and analytics
 * sit on accounts and platform. services.server.ts, the composition root, imports any of them
 * and none imports it.
 */
const serverFolders = {
  platform: [],
  accounts: ['platform'],
  analytics: ['platform'],
  content: ['accounts', 'platform'],
  delivery: ['accounts', 'platform'],
  'follow-up': ['delivery', 'accounts', 'platform'],
  webhooks: ['follow-up', 'delivery', 'accounts', 'platform'],
  'lead-state': ['webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  materials: ['lead-state', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  leads: ['materials', 'lead-state', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  'lead-import': ['leads', 'materials', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  // demo: a lead's demo bookings lose the place and manage link with the lead (issue 44).
  privacy: ['demo', 'funnel', 'leads', 'materials', 'delivery', 'platform'],
  funnel: ['leads', 'lead-state', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  dispatch: ['leads', 'materials', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  demo: ['funnel', 'leads', 'materials', 'lead-state', 'webhooks', 'follow-up', 'delivery', 'accounts', 'platform'],
  operations: ['delivery', 'platform'],
  'account-mail': ['accounts', 'delivery', 'platform'],
};

const folderRules = Object.entries(serverFolders).map(([folder, allowed]) => ({
  name: `server-${folder}`,
  severity: 'error',
  comment: `src/server/${folder}/ may import only ${allowed.length ? allowed.map((a) => `${a}/`).join(', ') : 'itself'} among the server folders (src/server/README.md).`,
  from: { path: `^src/server/${folder}/` },
  to: {
    path: '^src/server/[^/]+/',
    pathNot: `^src/server/(${[folder, ...allowed].join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere under src/: a cycle makes two modules one, untestable apart.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'ui-not-server',
      severity: 'error',
      comment:
        'UI never imports the server part (src/server, *.server.ts), types included: shared types and rules live in src/domain.',
      from: { path: '^src/(components|layouts)/' },
      to: { path: ['^src/server/', '\\.server\\.ts$'] },
    },
    {
      name: 'ui-not-routes-or-http',
      severity: 'error',
      comment: 'UI never imports routes (src/pages), actions, the middleware or src/http.',
      from: { path: '^src/(components|layouts)/' },
      to: { path: '^src/(pages|actions|http|middleware)(/|\\.ts$)' },
    },
    {
      name: 'server-not-ui-or-http',
      severity: 'error',
      comment:
        'The server part holds plain functions: it never imports UI (components, layouts), routes, actions, the middleware or src/http.',
      from: { path: '^src/server/' },
      to: { path: '^src/(components|layouts|pages|actions|http|middleware)(/|\\.ts$)' },
    },
    {
      name: 'server-composition-root',
      severity: 'error',
      comment:
        'services.server.ts composes the capabilities; a capability that imported it would depend on all the others.',
      from: { path: '^src/server/[^/]+/' },
      to: { path: '^src/server/services\\.server\\.ts$' },
    },
    ...folderRules.map((rule) =>
      rule.name === 'server-platform'
        ? // A migration's backfill runs the application's own function of its day (0014 → matchKeys).
          { ...rule, from: { ...rule.from, pathNot: '^src/server/platform/migrations/' } }
        : rule,
    ),
    {
      name: 'domain-only-shared',
      severity: 'error',
      comment:
        'src/domain is shared by the browser and the server: it imports only itself, src/content, src/i18n and zod.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/(domain|content|i18n)/', '^node_modules/zod/'] },
    },
    {
      name: 'content-plain-data',
      severity: 'error',
      comment:
        'src/content is plain data: it imports only src/content, src/i18n and (types and constants of) src/domain, no package.',
      from: { path: '^src/content/' },
      to: { pathNot: ['^src/(content|i18n|domain)/', '\\.(webp|png|jpe?g|svg|avif)$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.astro/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
