// Lint for the whole monorepo. The import-boundary rules keep the architecture honest:
// remotes never import remotes, packages never import apps, the domain imports no framework.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = [
  'mfe-storefront',
  'mfe-checkout',
  'mfe-backoffice',
  'mfe-signage',
  'mfe-timetracking',
];
const APPS = ['shell', 'api', 'e2e', ...REMOTES];

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
  },
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
