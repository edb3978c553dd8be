export * from './fixtures.js';
export { jsonResponder, type JsonRoute } from './json-responder.js';
