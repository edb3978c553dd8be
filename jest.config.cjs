// `npm test` runs every Jest project of the monorepo in one go (API on SQLite).
module.exports = {
  // Global, not per project: HTTP tests start a real app and, on MySQL, create a database.
  testTimeout: 30000,
  // Every core (Jest's default leaves one idle: one worker on a 2-core machine). The suites
  // wait on databases and HTTP much of the time; measured on 2 cores: SQLite 340 s instead of
  // about 550 s, MariaDB 350 s instead of 502 s. Each HTTP suite has its own database.
  maxWorkers: '100%',
  // Coverage is measured for the business rules, which must stay at 95 % or more.
  collectCoverageFrom: [
    '<rootDir>/packages/domain/src/**/*.ts',
    '!<rootDir>/packages/domain/src/**/*.spec.ts',
    '!<rootDir>/packages/domain/src/**/index.ts',
    '!<rootDir>/packages/domain/src/contract/**',
    // Test support (the contract fixtures of @bestellwerk/domain/testing), not business rules.
    '!<rootDir>/packages/domain/src/testing/**',
  ],
  coverageThreshold: { global: { lines: 95, branches: 95, functions: 95, statements: 95 } },
  coverageReporters: ['text-summary'],
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/client',
    '<rootDir>/packages/ui',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-storefront',
    '<rootDir>/mfe-checkout',
    '<rootDir>/mfe-backoffice',
    '<rootDir>/mfe-signage',
    '<rootDir>/mfe-timetracking',
  ],
};
