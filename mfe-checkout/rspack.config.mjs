import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'checkout',
  port: 3003,
  remote: true,
});
