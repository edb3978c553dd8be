import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'timetracking',
  port: 3006,
  remote: true,
});
