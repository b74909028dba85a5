import { stopServices } from './services';

/** Shared by both projects, so jest runs it once, after every suite. */
export default async function globalTeardown(): Promise<void> {
  await stopServices();
}
