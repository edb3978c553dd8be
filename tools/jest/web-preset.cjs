// Jest project settings for browser code (shell, remotes, client, ui): jsdom + Testing Library.
const path = require('node:path');
const swcOptions = require('./swc-options.cjs');
const moduleMap = require('./module-map.cjs');

/**
 * ESM-only packages in node_modules that Jest (CommonJS on Node 20) must transform first.
 * Add a package here when a test fails with "Must use import to load ES Module".
 */
const ESM_PACKAGES = ['marked'];

/** @param {string} dir the workspace folder; @param {string} name the project's display name */
module.exports = function webProject(dir, name) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions] },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'asset-stub.cjs'),
      ...moduleMap,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
  };
};
