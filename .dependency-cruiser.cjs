/**
 * The arrows of the hexagon (docs/architecture.md). Do not relax these rules to make an import
 * pass: move the code to the layer it belongs to instead.
 *
 *   src/domain       -> src/domain only, no npm package, no node built-in
 *   src/application  -> src/domain, src/application (no React, MobX, inversify, adapters, ui)
 *   src/contract     -> src/domain, src/contract, its schema library (valibot) only
 *   src/adapters     -> domain, application, contract, adapters, npm packages
 *   src/ui           -> domain, application, ui, npm packages (adapters only via the entry points)
 *   src/*.tsx        -> the entry points: the only files that import both the container and the views
 *   server/          -> server, src/domain, src/contract; nothing else of src/
 */
const ENTRY = '^src/[^/]+\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no npm package, no node built-in.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-imports-domain-only',
      comment:
        'src/application imports src/domain and itself only: no React, MobX, inversify, fetch adapters or ui.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(domain|application)/' },
    },
    {
      name: 'contract-imports-domain-and-its-schema-library-only',
      comment:
        'src/contract is shared by the browser apps and the server: it imports src/domain, itself and valibot, nothing else.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/(domain|contract)/', '(^|/)node_modules/valibot/'] },
    },
    {
      name: 'adapters-never-import-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', ENTRY] },
    },
    {
      name: 'ui-reaches-adapters-through-the-container-only',
      comment: 'Views get adapters from the container the entry point hands down, never by import.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/adapters/', ENTRY] },
    },
    {
      name: 'only-entry-points-import-ui',
      comment: 'Nothing but the entry points (and ui itself, and ui tests) imports src/ui.',
      severity: 'error',
      from: { pathNot: ['^src/ui/', ENTRY, '^tests/(ui|e2e)/'] },
      to: { path: '^src/ui/' },
    },
    {
      name: 'server-reaches-src-through-contract-and-domain',
      comment: 'The reference server shares the domain and the contract with the apps, nothing else of src/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/contract/'] },
    },
    {
      name: 'contract-kit-imports-contract-and-domain-only',
      comment:
        'The contract kit checks any backend with the contract alone: it imports src/contract, src/domain, itself and node built-ins; no app code, no server, no npm package of its own.',
      severity: 'error',
      from: { path: '^scripts/contract-kit/' },
      to: { pathNot: ['^scripts/contract-kit/', '^src/(domain|contract)/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'src-never-imports-server-or-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|tests|bench)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      // Blueprint's stylesheet parts are modules of the build (build/blueprint-css.ts).
      to: {
        couldNotResolve: true,
        pathNot: '^blueprint-css/(first|dark|rest|rest-[a-z0-9-]+|site-first|site-forms)[.]css$',
      },
    },
    {
      name: 'no-non-package-json',
      comment:
        'Every package the code imports is declared in package.json: one that arrives only as ' +
        "another package's dependency can change or vanish with that package's next release.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules must stay in the graph (doNotFollow only stops descent), else npm imports escape the rules.
    exclude: { path: '^(dist|data|\\.arch-fixture-[^/]*)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
