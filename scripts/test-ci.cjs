// `npm run test:ci`: what CI runs after `npm test`, in two lanes of about equal length: the test
// build's suites, the engine suites in Firefox ESR and WebKitGTK, the React matrix; the registry
// layer (installs from the npm registry) and the site under a router base (each step builds the
// site it serves). Every step runs; the run fails if any did.
const { findFullChrome } = require('./chrome.cjs');
const { runLanes, summary } = require('./steps.cjs');

const LANES = [
  ['test:browser:test-build', 'test:engines', 'test:react-matrix'],
  ['test:registry', 'test:browser:subpath'],
];

async function main() {
  const began = Date.now();
  // The sub-path site on a full browser: it asks each origin for its icon and does what people's
  // browsers do beyond the headless shell the other steps prefer.
  const envOf = { 'test:browser:subpath': { CHROME_PATH: findFullChrome() } };
  const failed = await runLanes(LANES, { stopOnFailure: false, envOf });
  summary('CI steps after npm test', began);
  if (failed.length > 0) console.log(`Failed: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
