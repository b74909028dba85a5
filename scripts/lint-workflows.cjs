// Validates every GitHub workflow against the workflow schema, so a typo fails here, not after a
// push. Part of `npm run lint`.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '../.github/workflows');
const validator = path.resolve(__dirname, '../node_modules/.bin/action-validator');
const files = fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
let failed = 0;
for (const name of files) {
  const result = spawnSync(validator, [path.join(dir, name)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${name}: not a valid workflow`);
  }
}
if (failed === 0) console.log(`${files.length} workflows valid`);
process.exit(failed === 0 ? 0 : 1);
