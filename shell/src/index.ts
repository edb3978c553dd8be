// The federation runtime starts this entry once the shared modules (React, MobX, our client
// and ui) are loaded (`experiments.asyncStartup` in tools/rspack/create-config.mjs).
import './bootstrap';
