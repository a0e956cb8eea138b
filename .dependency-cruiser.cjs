// Import rules of docs/architecture.md and ADR 8, checked by `npm run lint` (so by `npm test` and CI).
// config.ts with its parts (config-env.ts, config-sources.ts) is one piece of infrastructure.
const INFRA = '(config|config-env|config-sources|logger|db|http|jobs|providers|storage|auth)';
const FLOORS = `${INFRA}|lib|language`;
const COMPOSITION = '^src/server/(app|main|worker|compose)\\.ts$|^src/server/test/';
// Tests, their helpers and fixtures may reach into anything they verify.
const TEST = '\\.test\\.tsx?$|/test/|/test-[a-z-]+\\.tsx?$|\\.e2e\\.ts$';
const TOOLS = '^(e2e|bench|scripts)/';

/** Each table file of db/schema is imported (other than for its types) by its owner only. */
const OWNERS = {
  'auth.ts': 'auth',
  'profiles.ts': 'users',
  'notes.ts': 'notes',
  'material.ts': 'material',
  'learner.ts': 'learner',
  'quizzes.ts': 'quizzes',
  'audio.ts': 'audio',
  'dictionary.ts': 'dictionaries',
  'translation-cache.ts': 'providers/translate',
  'waitlist.ts': 'waitlist',
  'billing.ts': 'billing',
  'teams.ts': 'teams',
  'subscriptions.ts': 'subscriptions',
  'tasks.ts': 'tasks',
  'playlist-history.ts': 'playlist-history',
  'playlists.ts': 'playlists',
  'ai-chat.ts': 'ai-chat',
  'practice.ts': 'practice',
  'clips.ts': 'clips',
};

/**
 * Files that may import a table file besides its owner: Better Auth's set-up hands its adapter the
 * organization plugin's tables, which it checks at start and never writes (its endpoints are off, ADR 25).
 */
const ALSO_IMPORTED_BY = {
  'teams.ts': '^src/server/auth/auth\\.ts$',
  // The goals e2e journey's playlist fixture, registered only in test runs (TEST_CLOCK_FILE, ADR 33).
  'playlists.ts': '^src/server/playlist-history/fixture-route\\.ts$',
};

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'No import cycle between files.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'No import cycle between folders: domains import each other in one direction only.',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'common-is-pure',
      severity: 'error',
      comment: 'src/common is shared by the server and the browser: it imports nothing of either.',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/server/lib holds pure helpers: common only.',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/', pathNot: '^src/server/lib/' },
    },
    {
      name: 'language-engine-floor',
      severity: 'error',
      comment: 'The language engine needs no database, provider or domain.',
      from: { path: '^src/server/language/', pathNot: TEST },
      to: { path: '^src/server/', pathNot: '^src/server/(language|lib)/' },
    },
    {
      name: 'infrastructure-never-imports-a-domain',
      severity: 'error',
      comment:
        'Infrastructure gets what a domain defines handed in by compose.ts (job list, material generator, dictionary lookup).',
      from: { path: `^src/server/${INFRA}(/|\\.ts$)`, pathNot: TEST },
      to: { path: '^src/server/', pathNot: `^src/server/(${FLOORS})(/|\\.ts$)` },
    },
    {
      name: 'only-composition-wires-the-app',
      severity: 'error',
      comment: 'Domains and infrastructure never import the composition (app, main, worker, compose, the test app).',
      from: { path: '^src/server/', pathNot: `${COMPOSITION}|${TEST}` },
      to: { path: COMPOSITION },
    },
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      comment: 'Test helpers and fixtures stay out of what runs in production.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'learner-public-face',
      severity: 'error',
      comment: 'Other domains use the learner module through learner/index.ts only (ADR 8).',
      from: { path: '^src/server/', pathNot: `^src/server/learner/|${TEST}` },
      to: { path: '^src/server/learner/', pathNot: '^src/server/learner/index\\.ts$' },
    },
    ...Object.entries(OWNERS).map(([file, owner]) => ({
      name: `table-owner-${owner.replace('/', '-')}`,
      severity: 'error',
      comment: `The tables of db/schema/${file} are ${owner}'s: others call its functions (types may be imported).`,
      from: {
        path: '^src/server/',
        pathNot: `^src/server/(${owner}|db)/|${TEST}${ALSO_IMPORTED_BY[file] ? `|${ALSO_IMPORTED_BY[file]}` : ''}`,
      },
      to: { path: `^src/server/db/schema/${file.replace('.', '\\.')}$`, dependencyTypesNot: ['type-only'] },
    })),
    {
      name: 'no-schema-barrel-in-domains',
      severity: 'error',
      comment: "Import the owner's table file, so table ownership can be checked.",
      from: { path: '^src/server/', pathNot: `^src/server/db/|${TEST}` },
      to: { path: '^src/server/db/schema/index\\.ts$' },
    },
    {
      name: 'web-takes-only-types-from-server-schemas',
      severity: 'error',
      comment: "The web app's API types come from the server's zod schemas, as `import type` (erased at build).",
      from: { path: '^src/web/' },
      to: { path: '^src/server/', pathNot: '^src/server/[a-z-]+/schema\\.ts$' },
    },
    {
      name: 'web-reaches-the-server-in-one-place',
      severity: 'error',
      comment:
        'src/web/lib/api-types.ts is the one file that names server schemas; features import their types from it.',
      from: { path: '^src/web/', pathNot: '^src/web/lib/api-types\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-imports-server-schemas-as-types-only',
      severity: 'error',
      comment: 'Nothing of the server may reach the browser bundle.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-never-imports-the-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'tools-are-not-imported',
      severity: 'error',
      comment: 'e2e, bench and scripts use the product; the product never uses them.',
      from: { path: '^src/' },
      to: { path: TOOLS },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // A test's own imports are not rules' business (it may reach anything it verifies); a product file
    // that imports a test helper is still caught, as the helper is in the graph.
    doNotFollow: { path: ['node_modules', TEST] },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: {
      archi: { collapsePattern: '^src/(common|web/[^/]+|server/[^/]+)' },
    },
  },
};
