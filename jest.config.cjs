// `npm test` runs every Jest project of the monorepo in one go (API on SQLite).
module.exports = {
  // Global, not per project: HTTP tests start a real app and, on MySQL, create a database.
  testTimeout: 30000,
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
