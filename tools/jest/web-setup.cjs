// jsdom lacks TextEncoder, which react-router needs; Testing Library matchers for every web test.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');
