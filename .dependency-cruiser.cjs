/**
 * The repository's import rules, checked by dependency-cruiser (`pnpm run lint`; README
 * "Architecture"). Every rule names what it protects; tests/dependency-rules plants one
 * violation of each kind and checks that the rule catches it.
 *
 * Paths are resolved before the rules see them, so `@muster/expr` and `../../expr/src/x`
 * are the same import to a rule.
 */

/** Which workspace package each package or app may import (README "Layout"). */
const packageArrows = {
  'packages/protocol': [],
  'packages/expr': ['packages/protocol'],
  'packages/payroll-rules': ['packages/protocol', 'packages/expr'],
  'packages/folder-engine': ['packages/protocol', 'packages/expr'],
  'packages/grids': [
    'packages/protocol',
    'packages/expr',
    'packages/payroll-rules',
    'packages/folder-engine',
  ],
  'apps/host': ['packages/protocol', 'packages/expr', 'packages/folder-engine', 'packages/grids'],
  'apps/server': ['packages/protocol', 'packages/expr', 'packages/payroll-rules'],
};

/** The server's layers, lowest first (apps/server/src/README.md); main.ts stands above them all. */
const serverLayers = ['platform', 'engine', 'domain', 'txn', 'edge', 'app'];

/**
 * Which other domain features each domain feature may import (apps/server/src/README.md).
 * A feature missing here may not exist: declare it, and what it calls, first.
 */
const domainFeatureCalls = {
  // the allocation grid warns of the contractor's licence findings after a save
  allocations: ['attendance', 'compliance', 'month-lock'],
  attendance: ['files', 'month-lock'],
  // the month's audit trail is an xlsx made and stored as a list export is
  audit: ['exports', 'files'],
  'bulk-upload': ['files'],
  // the contractor compliance scorecard checks challans against payroll's approved payslips and rates
  compliance: ['payroll'],
  devices: ['attendance'],
  'duty-charts': ['attendance'],
  exports: ['files'],
  files: [],
  invoices: ['payroll', 'workflow'],
  leaves: ['attendance', 'month-lock'],
  // the month-close screen and generation's gate; month-lock is the lock every locked write calls
  'month-close': ['month-lock', 'payroll'],
  'month-lock': [],
  payroll: [],
  reports: ['exports', 'files', 'payroll'],
  // a leaver's settlement reads payroll's rules and payslips, the leave balance, and moves by the workflow
  settlements: ['leaves', 'payroll', 'workflow'],
  workflow: ['attendance', 'month-lock'],
};

/** The modules a program or an importer starts from; what none of them reaches is test-only code. */
const mainEntries = [
  '^packages/[^/]+/src/index\\.ts$',
  '^apps/host/src/main\\.tsx$',
  '^apps/server/src/main\\.ts$',
  '^apps/server/src/app/app\\.ts$',
  // the scale-data command (README "Development")
  '^apps/server/src/app/seed/generate-scale\\.ts$',
];

/** Tests and test helpers: they may import anything. */
const testCode = ['\\.test\\.tsx?$', '(^|/)testing/', '^tests/', '^stories/'];

const any = (patterns) => `(${patterns.join(')|(')})`;
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const packageRules = Object.entries(packageArrows).map(([unit, allowed]) => ({
  name: `package-arrows:${unit}`,
  comment: `${unit} imports only ${allowed.length ? allowed.join(', ') : 'no other workspace package'}`,
  severity: 'error',
  // a package's tests may read another's fixtures (the server's catalogue); its testing/ folder is
  // published (`<package>/testing`), so it keeps the arrows
  from: { path: `^${literal(unit)}/`, pathNot: '\\.test\\.tsx?$' },
  to: {
    path: `^${any(Object.keys(packageArrows).map(literal))}/`,
    pathNot: `^${any([unit, ...allowed].map(literal))}/`,
  },
}));

const serverRoot = '^apps/server/src/';
/** Modules that take a large part of a second to load: the server loads them on first use. */
const heavyModules = ['exceljs', 'nodemailer', 'playwright-core'].map(literal).join('|');
const layerRules = serverLayers.slice(0, -1).map((layer, rank) => ({
  name: `server-layers:${layer}`,
  comment: `the server's ${layer} layer imports only itself and the layers below (apps/server/src/README.md)`,
  severity: 'error',
  from: { path: `${serverRoot}${layer}/`, pathNot: any(testCode) },
  to: { path: `${serverRoot}(${serverLayers.slice(rank + 1).join('|')})/|${serverRoot}main\\.ts$` },
}));

const inNoLayer = `${serverRoot}(?!(${[...serverLayers, 'testing'].join('|')})/|main\\.ts$|[^/]+\\.test\\.ts$)`;

const domainRoot = `${serverRoot}domain/`;
const features = Object.keys(domainFeatureCalls);
const featureRules = Object.entries(domainFeatureCalls).map(([feature, calls]) => ({
  name: `domain-features:${feature}`,
  comment: `domain/${feature} may import only ${calls.length ? calls.map((c) => `domain/${c}`).join(', ') : 'itself'} among the domain features (declared in .dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${domainRoot}${literal(feature)}/`, pathNot: any(testCode) },
  to: { path: domainRoot, pathNot: `${domainRoot}(${[feature, ...calls].map(literal).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...packageRules,
    ...layerRules,
    {
      name: 'server-layers:in-no-layer',
      comment: `every server module is in one of the layers ${serverLayers.join(', ')} (or is main.ts)`,
      severity: 'error',
      from: { path: inNoLayer },
      to: {},
    },
    {
      name: 'server-layers:in-no-layer',
      comment: `every server module is in one of the layers ${serverLayers.join(', ')} (or is main.ts)`,
      severity: 'error',
      from: {},
      to: { path: inNoLayer },
    },
    ...featureRules,
    {
      name: 'domain-features:undeclared',
      comment: 'a domain feature is declared in .dependency-cruiser.cjs with the features it may import',
      severity: 'error',
      from: {},
      to: { path: `${domainRoot}(?!(${features.map(literal).join('|')})/)` },
    },
    {
      name: 'generic-txn:no-feature',
      comment:
        "the generic txns (txn/generic/: lists and writes of any folder) name no domain feature, directly or through another module: each feature's write hook is registered at app/write-hooks.ts and chosen by its tester, and a feature's family of txns (the folder export) has its own resolver beside them (issue #28 items 2 and 3)",
      severity: 'error',
      from: { path: `${serverRoot}txn/generic/`, pathNot: any(testCode) },
      to: { path: domainRoot, reachable: true },
    },
    {
      name: 'pure-rules:no-database',
      comment:
        'rules/ and compute/ folders are pure: they reach no database, directly or through another module',
      severity: 'error',
      from: { path: `${domainRoot}.*/(rules|compute)/`, pathNot: any(testCode) },
      to: {
        path: `${serverRoot}platform/db/|(^|/)node_modules/(kysely|pg|pg-pool|pg-boss|@electric-sql/pglite)/`,
        reachable: true,
      },
    },
    {
      name: 'server-start:heavy-modules-on-first-use',
      comment:
        'the server loads exceljs, nodemailer and playwright-core on first use (a dynamic import), not at every start (issue #35 item 3): a restart must stay under 2 s',
      severity: 'error',
      from: { path: serverRoot, pathNot: any(testCode) },
      to: {
        path: `(^|/)node_modules/(@types/)?(${heavyModules})/`,
        dynamic: false,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'host:no-cycles',
      comment:
        'no module of the host reaches itself through its imports: features register their views at the composition root and the generic host names none of them (issue #28 item 3)',
      severity: 'error',
      from: { path: '^apps/host/src/' },
      to: { circular: true },
    },
    {
      name: 'test-helpers:imported-by-main-code',
      comment: 'test helpers (testing/ folders) are imported by tests and other test helpers only',
      severity: 'error',
      from: { pathNot: any(testCode) },
      to: { path: any(testCode) },
    },
    {
      name: 'test-helpers:outside-testing',
      comment:
        'a module no main entry reaches is a test helper: move it into a testing/ folder (or delete it if nothing uses it)',
      severity: 'error',
      from: { path: any(mainEntries) },
      to: {
        path: '^(packages|apps)/[^/]+/src/',
        pathNot: `${any([...testCode, ...mainEntries])}|\\.d\\.ts$|\\.css$`,
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // our own build output; a package's dist under node_modules stays in, so a rule can name it
    exclude: { path: '^((packages|apps)/[^/]+/|tests/|stories/)(dist|\\.tsc|storybook-static)/' },
    // type-only imports are arrows too
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // workspace packages resolve to their TypeScript sources, as in Vite and Vitest
      conditionNames: ['@muster/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
