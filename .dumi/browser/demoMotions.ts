/** One step of a demo's scripted interaction, as declared in its Markdown. */
export type Motion =
  | { type: 'autoplay' }
  | { type: 'click'; selector: string }
  | { type: 'timeout'; ms: number }
  | { type: 'capture'; selector: string };

export const CAPTURE_MESSAGE = 'dumi:capture-element';

/** The motions a page's frontmatter lists (`['click:button', 'timeout:500']`). */
export function parseMotions(value: unknown): Motion[] {
  return (Array.isArray(value) ? value : []).flatMap((entry): Motion[] => {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (text === 'autoplay') return [{ type: 'autoplay' }];
    const [, type, arg] = /^(click|timeout|capture):\s*(.+)$/.exec(text) ?? [];
    if (type === 'click' || type === 'capture') return [{ type, selector: arg }];
    const ms = Number(arg);
    return type === 'timeout' && Number.isFinite(ms) && ms >= 0 ? [{ type, ms }] : [];
  });
}

/** With `?capture`: autoplay first, and a capture of the root last unless one is declared. */
export function withCaptureDefaults(motions: Motion[]): Motion[] {
  const rest = motions.filter((m) => m.type !== 'autoplay');
  const root: Motion = { type: 'capture', selector: '[id|=root]' };
  return [{ type: 'autoplay' }, ...rest, ...(rest.some((m) => m.type === 'capture') ? [] : [root])];
}

export interface MotionRunner {
  click(selector: string): Promise<void>;
  wait(ms: number): Promise<void>;
  capture(selector: string): void;
}

export async function playMotions(motions: Motion[], run: MotionRunner): Promise<number> {
  if (!motions.some((m) => m.type === 'autoplay')) return 0;
  for (const motion of motions) {
    if (motion.type === 'click') await run.click(motion.selector);
    else if (motion.type === 'timeout') await run.wait(motion.ms);
    else if (motion.type === 'capture') run.capture(motion.selector);
  }
  return motions.length;
}
