// Jest project settings for Node code (domain rules, API).
const swcOptions = require('./swc-options.cjs');
const moduleMap = require('./module-map.cjs');

/**
 * ESM-only packages in node_modules that Jest (CommonJS on Node 20) must transform first.
 * Add a package here when a test fails with "Must use import to load ES Module".
 */
const ESM_PACKAGES = [
  '@nestjs',
  'file-type',
  'uint8array-extras',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'cookie',
  'content-disposition',
];

/** @param {string} dir the workspace folder; @param {string} name the project's display name */
module.exports = function nodeProject(dir, name, extra = {}) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swcOptions] },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: moduleMap,
    ...extra,
  };
};
