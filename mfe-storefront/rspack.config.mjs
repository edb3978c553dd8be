import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  port: 3002,
  remote: true,
});
