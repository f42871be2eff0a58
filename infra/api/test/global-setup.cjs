// jest's global setup for the API tests. The seeding runs in its own Node process
// (prepare-databases.ts, with tsx), and the test files read what it made from the environment:
// jest starts its workers after this setup, so they inherit the variables.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function setup() {
  const script = path.join(__dirname, 'prepare-databases.ts');
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const prepared = JSON.parse(output);
  process.env.STOREFRONT_TEST_DATABASES = output;
  process.env.STOREFRONT_TEST_PGLITE_DUMP = prepared.pgliteDump;
  process.env.STOREFRONT_TEST_POSTGRES = prepared.postgres ? JSON.stringify(prepared.postgres) : '';
};
