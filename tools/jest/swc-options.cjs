// @swc/jest options shared by every Jest project: TypeScript + TSX to CommonJS with the
// legacy decorators and emitted metadata that Nest and TypeORM rely on.
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      react: { runtime: 'automatic' },
    },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
