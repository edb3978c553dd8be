// Jest project settings for browser code (shell, remotes, client, ui): jsdom + Testing Library.
const path = require('node:path');
const swcOptions = require('./swc-options.cjs');
const moduleMap = require('./module-map.cjs');

/** @param {string} dir the workspace folder; @param {string} name the project's display name */
module.exports = function webProject(dir, name) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'asset-stub.cjs'),
      ...moduleMap,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
  };
};
