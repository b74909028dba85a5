import { serveTestPages, startBrowser } from './services';

/** The component project: Chromium and the test pages; no site is built or served. */
export default async function setupComponent(): Promise<void> {
  await Promise.all([startBrowser(), serveTestPages()]);
}
