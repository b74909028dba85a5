import React from 'react';
import { NavLink, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import Toc from 'dumi/theme/slots/Toc';
import 'dumi/theme-default/slots/Sidebar/index.less';
import useMessage from '../../components/useMessage';

// dumi's side menu, in a labelled <nav>; an untitled group gets a hidden <dt> (a <dl> needs one).
const Sidebar = () => {
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const sidebar = useSidebarData();
  const message = useMessage();
  if (!sidebar) return null;
  return (
    <nav className="dumi-default-sidebar" aria-label={message('site.sidebar.label')}>
      {sidebar.map((group, i) => (
        <dl className="dumi-default-sidebar-group" key={String(i)}>
          <dt className={group.title ? undefined : 'site-visually-hidden'}>
            {group.title || message('site.sidebar.overview')}
          </dt>
          {group.children.map((child) => (
            <dd key={child.link}>
              <NavLink to={child.link} title={child.title} end>
                {child.title}
              </NavLink>
              {child.link === pathname && meta.frontmatter.toc === 'menu' && <Toc />}
            </dd>
          ))}
        </dl>
      ))}
    </nav>
  );
};

export default Sidebar;
