import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'dumi';
import { placeStreamedParts } from '../build/streamedParts';

// Prerendering (`SITE_SSR=0` turns it off): each page whole, at the path the client renders.
export default (api: IApi) => {
  if (!api.userConfig.ssr) return;

  api.modifyRoutes({
    // After dumi has made its routes (its own last step runs at this stage too, before ours).
    stage: Infinity,
    fn(routes) {
      for (const route of Object.values(routes)) {
        // Prerendered at the path the client renders: dumi's entry drops the trailing slash.
        route.absPath = route.absPath.replace(/(.)\/$/, '$1');
        // A static host answers any unknown path with 404.html: prerendered, it would not hydrate.
        if (route.path === '*') route.prerender = false;
      }
      return routes;
    },
  });

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file.
    stage: Infinity,
    fn: (files: { path: string; content: string }[]) =>
      files.map((file) => ({ ...file, content: placeStreamedParts(file.content) })),
  });

  // umi's prerendering server (<cwd>/server/) is needed only while the HTML files are written.
  api.onBuildHtmlComplete(() => {
    const serverDir = path.join(api.paths.cwd, 'server');
    if (fs.existsSync(path.join(serverDir, 'build-manifest.json')))
      fs.rmSync(serverDir, { recursive: true, force: true });
  });
};
