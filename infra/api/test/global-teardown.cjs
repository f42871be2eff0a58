// Removes what the global setup made (the dump folder, the PostgreSQL template database).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function teardown() {
  const prepared = process.env.STOREFRONT_TEST_DATABASES;
  if (!prepared) return;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'prepare-databases.ts'), '--teardown', prepared], {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
};
