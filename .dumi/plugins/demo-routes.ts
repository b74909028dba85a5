import type { IApi } from 'dumi';
import { inlineScript } from '../build/inlineScript';
import { redirects } from '../site-config';

// `/demo` and `/_demos/:id` (the old address) redirect as routes and, with no script, as pages.
// Standalone demos are prerendered too (a reach into dumi's routes: see INTERNALS.md).

/** A page that sends its reader to `target` (a path under the base), with JavaScript or without. */
export function redirectPage(target: string): string {
  const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${href}">
<script>${inlineScript('followRedirect', target)}</script>
<meta http-equiv="refresh" content="0; url=${href}">
<title>rc-overflow</title>
</head>
<body><a href="${href}">${href}</a></body>
</html>`;
}

/** A route that only redirects (umi's `keepQuery` keeps the query string): nothing to prerender. */
const redirectRoute = (from: string, to: string, parentId?: string) => ({
  id: `site-redirect:${from}`,
  path: from.slice(1),
  absPath: from,
  parentId,
  redirect: to,
  keepQuery: true,
  prerender: false,
});

export default (api: IApi) => {
  api.modifyRoutes((routes) => {
    for (const { from, to } of redirects) {
      // Under the same layout as the page it leads to.
      const target = Object.values(routes).find((route) => route.absPath === to);
      routes[`site-redirect:${from}`] = redirectRoute(from, to, target?.parentId);
    }
    routes['site-redirect:/_demos/:id'] = redirectRoute('/_demos/:id', '/~demos/:id');
    return routes;
  });

  if (!api.userConfig.ssr || !api.userConfig.exportStatic) return;

  let demoPages: string[] = [];
  api.modifyExportHTMLFiles({
    // After dumi has listed its demo pages (left to the client), before umi renders the list.
    before: 'exportStatic',
    fn(files) {
      const exported: { route: { path: string }; prerender?: boolean }[] =
        api.appData.exportHtmlData;
      const demos = exported.filter(({ route }) => /^\/~demos\/[^/:]+$/.test(route.path));
      for (const demo of demos) demo.prerender = true;
      demoPages = demos.map(({ route }) => route.path);
      return files;
    },
  });

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has written every file.
    stage: 1,
    fn(files) {
      const base = api.config.base || '/';
      const pages = [
        ...redirects,
        ...demoPages.map((to) => ({ from: to.replace('/~demos/', '/_demos/'), to })),
      ].map(({ from, to }) => ({
        path: `${from.slice(1)}/index.html`,
        content: redirectPage(base + to.slice(1)),
      }));
      const replaced = new Set(pages.map((page) => page.path));
      return [...files.filter((file) => !replaced.has(file.path)), ...pages];
    },
  });
};
