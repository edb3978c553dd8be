const path = require('node:path');

const project = require('../tools/jest/web-preset.cjs')(__dirname, 'mfe-backoffice');
const resolve = (request) => require.resolve(request, { paths: [__dirname] });
Object.assign(project.moduleNameMapper, {
  // The react-is of React 19 for recharts, as in rspack.config.mjs (the root one is react-is 17).
  '^react-is$': path.dirname(resolve('react-is/package.json')),
  // The browser build the statistics CSV imports is ESM; Jest takes the CommonJS one.
  '^csv-stringify/browser/esm/sync$': resolve('csv-stringify/sync'),
});
module.exports = project;
