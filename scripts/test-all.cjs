// `npm test`: what a contributor runs before pushing, in the order that finds mistakes soonest.
// While the production site builds, three lanes run: the node and jsdom layers; the type check,
// lint and size; the component's browser suites (they need no site). Once it is built, the site's
// suites run. The test build's suites and the site under a router base are CI's (test-ci.cjs).
// Stops at the first failing step and prints how long each step took.
const path = require('node:path');
const { npm, start, runLanes, exitNow, summary } = require('./steps.cjs');

const CHECK_LANES = [['test:unit'], ['typecheck', 'lint', 'size'], ['test:browser:component']];
const siteBuild = path.join(__dirname, 'site-build.cjs');
const build = (name, args) => start(name, process.execPath, [siteBuild, ...args]);
const project = (name, options) =>
  start(
    `test:browser (${name})`,
    npm,
    ['run', '--silent', 'test:browser', '--', '--selectProjects', name],
    options,
  );

async function main() {
  const began = Date.now();
  /** The first failure ends the run: every step still going is stopped. */
  const orFail = (code, message) => {
    if (code === 0) return 0;
    if (message) console.error(message);
    summary('npm test steps', began);
    return exitNow(1);
  };
  // The checks yield the cores to the site build and then its suites, the longest path; they
  // take what those leave (the build alone uses about 1.4 cores of 2, its suites' tail less).
  const lanes = runLanes(CHECK_LANES, { priority: 10 }).then((failed) => orFail(failed.length));
  const production = await build('site build', ['production']).done;
  orFail(production, 'Building the site for the browser tests failed.');
  const site = project('browser:site', { live: true }).done.then(orFail);
  await Promise.all([lanes, site]);
  summary('npm test steps', began);
  return 0;
}

main().then((code) => process.exit(code));
