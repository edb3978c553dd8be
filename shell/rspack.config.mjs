import { rspack } from '@rspack/core';
import { createConfig } from '../tools/rspack/create-config.mjs';

const config = createConfig({ dir: import.meta.dirname, name: 'shell', port: 3001 });
// Static files served as they are (the app icons the web app manifest falls back to).
config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));

export default config;
