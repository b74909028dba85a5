// Finds the Chromium to drive; shared by the browser tests and the benchmarks.
const fs = require('node:fs');

// Flags that keep Chromium quiet on a machine with no outside network.
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const KNOWN_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/** CHROME_PATH first, then the usual install locations; one clear error when there is none. */
function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  }
  const found = KNOWN_LOCATIONS.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found: install one (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.',
    );
  }
  return found;
}

// Chromium's headless shell (Debian: chromium-headless-shell) is the same Blink without the
// browser's own window and toolbar, which a full Chromium builds for every page it opens even
// headless: a third of the CPU time per page here. Tests use it when it is installed.
const HEADLESS_SHELL_LOCATIONS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium-headless-shell/chromium-headless-shell',
];

/** For tests: CHROME_PATH first, then a headless shell, then any Chromium `findChrome` finds. */
function findTestChrome() {
  if (process.env.CHROME_PATH) return findChrome();
  return HEADLESS_SHELL_LOCATIONS.find((candidate) => fs.existsSync(candidate)) || findChrome();
}

/**
 * A browser with its own window (which asks each origin for its icon, as people's browsers do):
 * CHROME_PATH unless it is a headless shell, else the usual install locations.
 */
function findFullChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && !/headless[-_]shell/.test(fromEnv)) return findChrome();
  const found = KNOWN_LOCATIONS.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No full Chrome or Chromium found (a headless shell is not one): install one (Debian: apt-get install -y chromium) or set CHROME_PATH to it.',
    );
  }
  return found;
}

/**
 * Launches Chromium through playwright-core with the quiet flags (`findChrome` unless
 * `executablePath` is given): the one launch the scripts, the benchmarks and the tests share.
 */
function launchChromium(options = {}) {
  const { chromium } = require('playwright-core');
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: options.executablePath || findChrome(),
    args: [...CHROME_ARGS, ...(options.args || [])],
  });
}

module.exports = { CHROME_ARGS, findChrome, findTestChrome, findFullChrome, launchChromium };
