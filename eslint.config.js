// Lint for the whole monorepo. The import-boundary rules keep the architecture honest:
// remotes never import remotes, packages never import apps, the domain imports no framework.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = [
  'mfe-storefront',
  'mfe-checkout',
  'mfe-backoffice',
  'mfe-signage',
  'mfe-timetracking',
];
const APPS = ['shell', 'api', 'e2e', ...REMOTES];

/** Files that run only in tests, builds and tools: they may import devDependencies. */
const TEST_AND_TOOL_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/test/**',
  '**/testing/**',
  '**/*-test-*.ts',
  '**/*-test-*.tsx',
  '**/*.test-*.ts',
  '**/*fixtures.ts',
  '**/*-testing.ts',
  'e2e/**',
  'tools/**',
];

/** Patterns that reach into an app folder, by package name or by relative path. */
function appImportPatterns(apps) {
  return apps.flatMap((app) => [
    {
      group: [`@bestellwerk/${app}`, `@bestellwerk/${app}/*`],
      message: `Kein Import aus der App "${app}".`,
    },
    { group: [`**/${app}/**`, `**/${app}`], message: `Kein Import aus der App "${app}".` },
  ]);
}

/** The router comes from @bestellwerk/client: one shared instance with only the parts in use. */
const ROUTER_PATTERN = {
  group: ['react-router', 'react-router-dom', 'react-router/*'],
  message: 'Router-Teile aus @bestellwerk/client importieren (packages/client/src/routing).',
};

const ROOT = import.meta.dirname;

/** The folders directly below `dir` of the repository (none when it does not exist). */
function foldersIn(dir) {
  if (!existsSync(`${ROOT}/${dir}`)) return [];
  return readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside an app: app → features → shared. `src/shared` imports neither features nor the app's
 * top-level files (app.tsx, bootstrap, exposes, …), features import no top-level file, and a
 * feature reaches another only through that feature's index.ts (what it exports).
 */
function structureZones(app) {
  const src = `${app}/src`;
  const features = foldersIn(`${src}/features`);
  if (features.length === 0) return [];
  const appFiles = readdirSync(`${ROOT}/${src}`, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => `${src}/${entry.name}`);
  return [
    {
      target: `${src}/shared`,
      from: `${src}/features`,
      message: 'Geteilter Code (src/shared) importiert keine Features.',
    },
    {
      target: `${src}/shared`,
      from: appFiles,
      message: 'Geteilter Code (src/shared) importiert nichts aus der App-Ebene (src/app.tsx, …).',
    },
    {
      target: `${src}/features`,
      from: appFiles,
      message: 'Features importieren nichts aus der App-Ebene (src/app.tsx, …).',
    },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [
        `./${feature}`,
        ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
      ],
      message: `Ein Feature importiert ein anderes nur über dessen index.ts (öffentliche Schnittstelle).`,
    })),
  ];
}

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  '@nestjs/*',
  'typeorm',
  'class-validator',
  'class-transformer',
  'fastify',
  '@fastify/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'api/src/database/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Copies of a remote the deployment journeys build (e2e/tests/remote-deploy.ts).
      'e2e/.deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shell/**', 'mfe-*/**', 'packages/client/**', 'packages/ui/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useApiQuery takes a deps list like useEffect: its callers' lists are checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useApiQuery$' }],
    },
  },
  {
    // Our sources import TypeScript files by their emitted name (`./x.js` for x.ts or x.tsx).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Each workspace declares what it imports in its own package.json (nearest one wins), so
      // `npm ci` installs it and the lock file stays what `npm install` writes.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: TEST_AND_TOOL_FILES,
          peerDependencies: true,
          optionalDependencies: false,
          includeTypes: true,
        },
      ],
    },
  },
  {
    // TypeORM relations point both ways (Order ↔ OrderItem); the decorators reach the other
    // entity lazily (`() => OrderItemEntity`, `Relation<…>`), so these module cycles are the
    // mapping's, not a load-order hazard. Cycles through any other file are still reported.
    files: ['api/src/**/entities/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  ...['shell', ...REMOTES]
    .filter((app) => structureZones(app).length > 0)
    .map((app) => ({
      files: [`${app}/src/**/*.ts`, `${app}/src/**/*.tsx`],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: structureZones(app) }],
      },
    })),
  {
    // Nest relies on emitted decorator metadata: constructor parameter types must stay value imports.
    files: ['api/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImportPatterns(APPS.filter((a) => a !== remote)), ROUTER_PATTERN] },
      ],
    },
  })),
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImportPatterns(APPS.filter((a) => a !== 'shell')), ROUTER_PATTERN] },
      ],
    },
  },
  {
    files: ['packages/client/**', 'packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImportPatterns(APPS), ROUTER_PATTERN] },
      ],
    },
  },
  {
    // The one place that imports the router package (see the file's comment).
    files: ['packages/client/src/routing/router.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImportPatterns(APPS) }] },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImportPatterns(APPS),
            { group: FRAMEWORKS, message: 'packages/domain bleibt frei von Frameworks.' },
            {
              group: [
                '@bestellwerk/client',
                '@bestellwerk/ui',
                '**/packages/client/**',
                '**/packages/ui/**',
              ],
              message: 'packages/domain importiert keine anderen Pakete.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools print their results.
    files: ['tools/**', 'api/scripts/**', 'e2e/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
