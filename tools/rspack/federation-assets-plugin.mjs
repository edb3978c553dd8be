// Writes federation-assets.json next to a build: which scripts an app needs at start and which
// hold its copies of the shared modules. The API reads it for preload hints, the service worker
// build for what to precache. (Module Federation V1 writes no manifest of its own.)

const SHARED_MODULE = /^(?:provide|consume) shared module /;

/** The chunks an app loads for its shared modules (React, MobX, our client, …). */
function sharedChunks(compilation) {
  return compilation.chunkGroups
    .filter((group) =>
      group.origins.some((origin) => SHARED_MODULE.test(origin.module?.identifier() ?? '')),
    )
    .flatMap((group) => group.chunks);
}

const scriptsOf = (chunks) =>
  [...new Set(chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => file.endsWith('.js'));

export class FederationAssetsPlugin {
  /** @param {{ start: string }} options the name of the chunk group the app starts with */
  constructor({ start }) {
    this.start = start;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const startGroup = compilation.namedChunkGroups.get(this.start);
          const assets = {
            start: startGroup ? scriptsOf(startGroup.chunks) : [],
            shared: scriptsOf(sharedChunks(compilation)),
          };
          compilation.emitAsset(
            'federation-assets.json',
            new sources.RawSource(JSON.stringify(assets, null, 2)),
          );
        },
      );
    });
  }
}
