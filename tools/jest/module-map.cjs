// Workspace packages resolve to their TypeScript sources in tests, so nothing needs a build.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');

module.exports = {
  '^@bestellwerk/domain/testing$': path.join(root, 'packages/domain/src/testing/index.ts'),
  '^@bestellwerk/domain$': path.join(root, 'packages/domain/src/index.ts'),
  '^@bestellwerk/client$': path.join(root, 'packages/client/src/index.ts'),
  '^@bestellwerk/ui$': path.join(root, 'packages/ui/src/index.ts'),
  // NodeNext sources import relative files with a .js suffix; Jest resolves the .ts file.
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
