// Why: the skip link needs a focusable target, in the prerendered HTML too (no script yet).
import React from 'react';
import { useRouteMeta, useSidebarData } from 'dumi';
import 'dumi/theme-default/styles/heti.less';
import 'dumi/theme-default/slots/Content/index.less';
import './index.less';

export const CONTENT_ID = 'site-content';

const Content = ({ children }: { children?: React.ReactNode }) => {
  const sidebar = useSidebarData();
  const { frontmatter } = useRouteMeta();
  return (
    <div
      id={CONTENT_ID}
      tabIndex={-1}
      className="dumi-default-content"
      data-no-sidebar={!sidebar || frontmatter.sidebar === false || undefined}
    >
      {children}
    </div>
  );
};

export default Content;
