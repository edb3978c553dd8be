import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createConfig } from '../tools/rspack/create-config.mjs';

const config = createConfig({
  dir: import.meta.dirname,
  name: 'backoffice',
  port: 3004,
  remote: true,
});

// recharts (statistics screen) must use the react-is of our React 19: npm hoists the react-is 17
// of Testing Library's pretty-format to the root, where recharts would find it first, and
// react-is 17 does not know React 19's elements.
const reactIs = dirname(createRequire(import.meta.url).resolve('react-is/package.json'));
config.resolve.alias['react-is$'] = reactIs;

export default config;
