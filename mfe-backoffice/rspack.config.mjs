import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'backoffice',
  port: 3004,
  remote: true,
});
