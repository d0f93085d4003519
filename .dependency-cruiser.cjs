// The import rules of the repository (docs/ARCHITECTURE.md, "Layers and cycles"), checked by
// dependency-cruiser in `npm run deps` and in `npm test`. Each rule says why it exists: a break is a
// design question (who should know whom), answered in the code, not by an exception here.

/** Tests and their support may reach into what they test (and use other features' test factories). */
const TESTS = '\\.test\\.tsx?$|/test-[^/]+\\.tsx?$|^apps/server/test/|^apps/web/src/test/|^e2e/';

const SERVER = '^apps/server/src/';
const FEATURE = `${SERVER}features/`;
const TABLES = `${FEATURE}[^/]+/schema\\.ts$`;
const WEB_FEATURE = '^apps/web/src/features/';
/** people's `users` table: the company directory every feature names people from. */
const DIRECTORY = `${FEATURE}people/schema\\.ts$`;
/** Repositories that join another feature's tables in SQL, and whose (docs/database.md). */
const JOINED_TABLES = {
  'apps/server/src/features/rooms/repository.ts': ['bookings'],
  'apps/server/src/features/bookings/repository.ts': ['rooms', 'meetings'],
  'apps/server/src/features/meetings/(meeting|list|calendar)/repository.ts': ['rooms'],
  'apps/server/src/features/reviews/repository.ts': ['comments'],
  'apps/server/src/features/software/repository.ts': ['files'],
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other, however far round, can only be understood, tested and loaded ' +
        'together, and one cycle through a feature ties it to everything else in it. Cut the cycle where ' +
        'one side only needs a detail: hand that side a function when the app is built, or move the ' +
        'shared piece down to lib/.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-ground-knows-no-feature',
      comment:
        'http/, lib/ and db/ are the ground every feature stands on, and the AppContext holds only ' +
        'infrastructure (configuration, database, clock, storage, change feed). Features import them, ' +
        'never the reverse: what http needs of a feature (who is calling) app.ts hands it as it builds ' +
        'the server.',
      severity: 'error',
      from: { path: `${SERVER}(http|lib|db)/|${SERVER}context\\.ts$`, pathNot: TESTS },
      to: { path: FEATURE },
    },
    {
      name: 'server-feature-through-index',
      comment:
        "A feature's index.ts is its public face; everything else in its folder may change without " +
        'telling anyone, so another feature imports only the index. (Tables are the next rules’ concern.)',
      severity: 'error',
      from: { path: `${FEATURE}([^/]+)/`, pathNot: TESTS },
      to: { path: FEATURE, pathNot: [`${FEATURE}$1/`, `${FEATURE}[^/]+/index\\.ts$`, TABLES] },
    },
    {
      name: 'server-tables-of-their-feature',
      comment:
        "A feature's schema.ts declares the tables it owns, and only that feature reads or writes them, " +
        'so a rule about the rows lives in one place: others call a function the owner exports. Only the ' +
        'seed, tests (the schema drift check among them) and drizzle-kit see every table.',
      severity: 'error',
      from: { pathNot: [FEATURE, `${SERVER}seed/`, TESTS, '^apps/server/drizzle\\.config\\.ts$'] },
      to: { path: TABLES },
    },
    {
      name: 'server-tables-not-shared-between-features',
      comment:
        "The same ownership between features. Only a schema.ts may name another feature's table (a " +
        'foreign key must say which table it references). Two kinds of read stay in SQL, named below: ' +
        "any repository may join `users` (people's directory) for a person's name, to show, search " +
        'or sort by it; and the joins of JOINED_TABLES, each on a hot or paged query where a second ' +
        'call per row would cost more than the rule saves (docs/database.md lists why each).',
      severity: 'error',
      from: { path: `${FEATURE}([^/]+)/`, pathNot: [TESTS, TABLES, ...Object.keys(JOINED_TABLES)] },
      to: { path: TABLES, pathNot: [`${FEATURE}$1/`, DIRECTORY] },
    },
    ...Object.entries(JOINED_TABLES).map(([repository, owners]) => ({
      name: 'server-tables-not-shared-between-features',
      comment: `${repository} joins the tables of ${owners.join(', ')} in SQL, and no other feature's.`,
      severity: 'error',
      from: { path: `^${repository.replace(/\./g, '\\.')}$` },
      to: {
        path: TABLES,
        pathNot: [
          `${FEATURE}${repository.split('/')[4]}/`,
          DIRECTORY,
          ...owners.map((f) => `${FEATURE}${f}/`),
        ],
      },
    })),
    {
      name: 'server-tables-not-exported',
      comment:
        "index.ts re-exporting the tables would hand every feature the owner's rows: it exports read " +
        'functions instead.',
      severity: 'error',
      from: { path: `${FEATURE}([^/]+)/index\\.ts$` },
      to: { path: `${FEATURE}$1/schema\\.ts$` },
    },
    {
      name: 'server-database-in-repositories',
      comment:
        'Routes, services and policies state rules; repository.ts files query. Only they use Drizzle, ' +
        'src/db or the tables, besides the tables themselves, db/, the seed, the operator commands, the ' +
        "composition (main.ts, app.ts, context.ts), the change feed (the database's LISTEN/NOTIFY " +
        'itself) and tests.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [
          TESTS,
          `${SERVER}(db|seed|cli|schema-drift)/`,
          '/repository\\.ts$',
          TABLES,
          `${SERVER}(main|app|context)\\.ts$`,
          `${SERVER}lib/change-feed\\.ts$`,
        ],
      },
      to: { path: [`${SERVER}db/`, TABLES, '^node_modules/drizzle-orm/'] },
    },
    {
      name: 'web-feature-through-index',
      comment:
        "The web's feature folders meet the way the server's do: one imports another only through that " +
        "feature's index.ts, so a folder can be reshaped without breaking its neighbours.",
      severity: 'error',
      from: { path: `${WEB_FEATURE}([^/]+)/`, pathNot: TESTS },
      to: { path: WEB_FEATURE, pathNot: [`${WEB_FEATURE}$1/`, `${WEB_FEATURE}[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-shared-knows-no-feature-internals',
      comment:
        'The shell, the shared components, the API client, the helpers and the shared texts serve ' +
        "every page; they may use a feature's index.ts, never its internals.",
      severity: 'error',
      from: { path: '^apps/web/src/(shell|components|lib|api|i18n)/', pathNot: TESTS },
      to: { path: WEB_FEATURE, pathNot: `${WEB_FEATURE}[^/]+/index\\.tsx?$` },
    },
    {
      name: 'web-app-through-index-or-routes',
      comment:
        "app/ composes the features: through their index.ts, and through each feature's routes.ts " +
        '(gathered by app/feature-routes.ts). routes.ts lazy-imports its own pages; an index.ts ' +
        'exporting the pages would load them with whatever imports the index, and other features do.',
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: TESTS },
      to: {
        path: WEB_FEATURE,
        pathNot: [`${WEB_FEATURE}[^/]+/index\\.tsx?$`, `${WEB_FEATURE}[^/]+/routes\\.ts$`],
      },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts are what the server and the web agree on, so they import neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-meet-through-contracts',
      comment: 'The server and the web share only the contracts; one never imports the other.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    // Packages are listed (the Drizzle rule needs them) but not read.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^\\.tmp/'] },
    // A type-only import counts: knowing the other side's types is knowing the other side.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
