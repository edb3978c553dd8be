import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'shell', port: 3001 });
