module.exports = require('../../tools/jest/node-preset.cjs')(__dirname, 'domain');
