import type { Page } from 'playwright-core';
import { openPage } from '../../browser/harness';
import type { RunnableExport } from './runners';

/**
 * Opens a replayed export in the test browser (where no outside host resolves) and lists every
 * console error and uncaught exception it has, from any script: the harness looks past errors
 * from outside addresses, but a pen's React and our browser build are loaded from those.
 */
export async function openExport(
  runnable: RunnableExport,
): Promise<{ page: Page; errors: string[] }> {
  const errors: string[] = [];
  const { page } = await openPage('/', {
    origin: runnable.origin,
    beforeLoad: async (context) => {
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      await runnable.answerOutside?.(context);
    },
  });
  return { page, errors };
}
