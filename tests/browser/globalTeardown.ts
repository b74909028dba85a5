import fs from 'node:fs';
import { RUN_DIR } from './test-pages';

export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__browserTestHandles;
  if (!handles) return;
  await handles.browser.close();
  await new Promise<void>((resolve) => handles.server.close(() => resolve()));
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
}
