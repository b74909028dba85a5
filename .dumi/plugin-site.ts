import type { IApi } from 'dumi';
import { redirects } from './site-config';

// `/demo` has no page of its own: send it to the first demo, in every locale.
export default (api: IApi) => {
  api.modifyRoutes((routes) => {
    for (const { from, to } of redirects) {
      const id = `site-redirect:${from}`;
      routes[id] = {
        id,
        path: from.slice(1),
        absPath: from,
        parentId: 'DocLayout',
        redirect: to,
        file: '',
      };
    }
    return routes;
  });
};
