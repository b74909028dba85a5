// `npm test`: what a contributor runs before pushing, in the order that finds mistakes soonest.
// While the production site builds, three lanes run: the node and jsdom layers; the type check,
// lint and size; the component's browser suites (they need no site). Once it is built, the site's
// suites run, and the test build is made beside them; its two suites follow it. Stops at the
// first failing step and prints how long each step took.
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
  const lanes = runLanes(CHECK_LANES).then((failed) => orFail(failed.length));
  const production = await build('site build', ['production']).done;
  orFail(production, 'Building the site for the browser tests failed.');
  // Builds run one at a time: the test build, then any CI asks for under other bases
  // (SITE_PREBUILD_BASES="/rc-overflow/"), all beside the site's suites.
  const testBuild = build('test build', ['test']).done;
  const bases = (process.env.SITE_PREBUILD_BASES || '').split(/\s+/).filter(Boolean);
  const extra = testBuild.then(() =>
    bases.length > 0
      ? build(
          `site builds for ${bases.join(' ')}`,
          bases.flatMap((base) => ['--base', base]).concat('production'),
        ).done
      : 0,
  );
  const site = project('browser:site', { live: true }).done.then(orFail);
  const withTestBuild = testBuild
    .then((code) => orFail(code, 'Building the test site failed.'))
    .then(() => project('browser:test-build').done)
    .then(orFail);
  await Promise.all([lanes, site, withTestBuild]);
  // Not npm test's failure: the step that serves these sites builds them again and reports.
  if ((await extra) !== 0) console.log(`The builds for ${bases.join(' ')} failed.`);
  summary('npm test steps', began);
  return 0;
}

main().then((code) => process.exit(code));
