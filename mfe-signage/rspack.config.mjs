import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'signage',
  port: 3005,
  remote: true,
});
