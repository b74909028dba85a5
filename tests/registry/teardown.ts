import fs from 'node:fs';
import { stopServices } from '../browser/services';

export default async function teardown(): Promise<void> {
  await stopServices();
  const work = process.env.REGISTRY_WORK;
  if (work) fs.rmSync(work, { recursive: true, force: true });
}
