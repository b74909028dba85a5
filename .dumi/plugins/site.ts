import type { IApi } from 'dumi';
import { redirects } from '../site-config';

/**
 * The default theme's palette, with the colours that fail WCAG AA contrast (4.5:1 for text) on
 * its own backgrounds replaced: its blue and note grey are too light on white, and in the dark
 * theme its blue is darkened (not lightened) and its note grey too dark on near-black.
 */
const ACCESSIBLE_PALETTE = {
  'c-primary': '#0958d9',
  'c-primary-dark': '#4096ff',
  'c-text-note': '#5f6672',
  'c-text-note-dark': '#8b95a5',
};

export default (api: IApi) => {
  api.modifyConfig((memo) => {
    memo.theme = { ...ACCESSIBLE_PALETTE, ...memo.theme };
    return memo;
  });
  // `/demo` has no page of its own: send it to the first demo, in every locale. The redirect sits
  // under the same layout as the page it leads to.
  api.modifyRoutes((routes) => {
    for (const { from, to } of redirects) {
      const target = Object.values(routes).find((route) => route.absPath === to);
      const id = `site-redirect:${from}`;
      routes[id] = {
        id,
        path: from.slice(1),
        absPath: from,
        parentId: target?.parentId,
        redirect: to,
        file: '',
      };
    }
    return routes;
  });
};
