// API unit and HTTP tests. DATABASE_URL selects the database (SQLite temp files by default).
module.exports = require('../tools/jest/node-preset.cjs')(__dirname, 'api', {
  testTimeout: 30000,
});
