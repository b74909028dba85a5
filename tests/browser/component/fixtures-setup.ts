import { startBrowser } from '../services';

/** The fixtures' child run (harness.test.ts): the browser only, no test pages to bundle. */
export default async function setupFixtures(): Promise<void> {
  await startBrowser();
}
