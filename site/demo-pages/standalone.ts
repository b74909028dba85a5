/**
 * The standalone demo pages (`/~demos/<id>`) the build prerenders, and the motions each one plays
 * with `?capture`. The ids are the addresses dumi gives the demos; the build stops when dumi lists
 * a demo missing here, or when one listed here is not a demo (see .dumi/plugins/demo-routes.ts).
 */
export interface StandaloneDemo {
  id: string;
  /** Played with `?capture`: `click:<selector>`, `timeout:<ms>`, `capture:<selector>`. */
  motions?: string[];
}

export const STANDALONE_DEMOS: StandaloneDemo[] = [
  { id: 'docs-demo-base-demo-base', motions: ['click:button', 'timeout:500', 'click:button'] },
  { id: 'docs-demo-blink-demo-blink' },
  { id: 'docs-demo-fill-width-demo-fill-width' },
  { id: 'docs-demo-raw-render-demo-raw-render' },
  { id: 'docs-demo-max-rows-demo-max-rows' },
  { id: 'docs-demo-collapse-from-start-demo-collapse-from-start' },
  { id: 'docs-demo-priority-demo-priority' },
  { id: 'docs-demo-vertical-demo-vertical' },
  { id: 'docs-guide-recipes-demo-tag-select' },
  { id: 'docs-guide-recipes-demo-toolbar' },
  { id: 'docs-guide-recipes-demo-avatar-group' },
];

export const motionsOf = (id: string): string[] =>
  STANDALONE_DEMOS.find((demo) => demo.id === id)?.motions ?? [];
