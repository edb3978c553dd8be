// Test support of the browser apps. The contract fixtures (makeBranch, makeConfig, …) live in
// `@bestellwerk/domain/testing`.
export { jsonResponder, type JsonAnswer, type JsonRoute } from './json-responder.js';
