// `npm test`: what a contributor runs before pushing, in the order that finds mistakes soonest.
// While the production site and the test build are made in the background, three lanes run: the
// node and jsdom layers; the type check, lint and size; the component's browser suites (they need
// no site, and wait on the browser more than they compute). Then the site's browser suites. Stops
// at the first failing step and prints how long each step took.
const path = require('node:path');
const { npm, run, start, runLanes, stop, summary, timings } = require('./steps.cjs');

const CHECK_LANES = [['test:unit'], ['typecheck', 'lint', 'size'], ['test:browser:component']];
const siteBuild = path.join(__dirname, 'site-build.cjs');

/** A browser project, its output live. */
async function browserProject(project) {
  const name = `test:browser (${project})`;
  console.log(`\n::: ${name}`);
  const began = Date.now();
  const args = ['run', '--silent', 'test:browser', '--', '--selectProjects', project];
  const code = await run(npm, args).done;
  timings.push([name, Date.now() - began]);
  console.log(`::: ${name}: ${Math.round((Date.now() - began) / 1000)}s`);
  return code;
}

async function main() {
  const began = Date.now();
  const builds = start('site builds', process.execPath, [siteBuild, 'production', 'test']);
  const finish = (code) => {
    summary('npm test steps', began);
    return code;
  };
  if ((await runLanes(CHECK_LANES)).length > 0) {
    stop(builds.child);
    return finish(1);
  }
  if ((await builds.done) !== 0) {
    console.error('Building the site for the browser tests failed.');
    return finish(1);
  }
  // CI serves the site under other bases later (SITE_PREBUILD_BASES="/rc-overflow/"): those
  // builds run beside the site's suites.
  const bases = (process.env.SITE_PREBUILD_BASES || '').split(/\s+/).filter(Boolean);
  const extra =
    bases.length > 0
      ? start(`site builds for ${bases.join(' ')}`, process.execPath, [
          siteBuild,
          ...bases.flatMap((base) => ['--base', base]),
          'production',
        ])
      : undefined;
  const site = await browserProject('browser:site');
  // Not npm test's failure: the step that serves these sites builds them again and reports.
  if (extra && (await extra.done) !== 0) console.log(`The builds for ${bases.join(' ')} failed.`);
  return finish(site);
}

main().then((code) => process.exit(code));
