// Why: the skip link needs a focusable target, in the prerendered HTML too (no script yet).
import React, { useEffect } from 'react';
import { useLocation, useRouteMeta, useSidebarData } from 'dumi';
import 'dumi/theme-default/styles/heti.less';
import 'dumi/theme-default/slots/Content/index.less';
import './index.less';

export const CONTENT_ID = 'site-content';

const Content = ({ children }: { children?: React.ReactNode }) => {
  const sidebar = useSidebarData();
  const { frontmatter } = useRouteMeta();
  const { hash } = useLocation();
  // dumi's scroll to a hash's target misses a table row (`/#<prop>`): two frames after it ends,
  // the row comes into view, unless the reader's own input came first.
  useEffect(() => {
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target || target.tagName !== 'TR') return undefined;
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', scrolled);
      inputs.forEach((name) => window.removeEventListener(name, stop));
    };
    const land = () => {
      stop();
      target.scrollIntoView({ block: 'start' });
    };
    function scrolled() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(land)));
    }
    window.addEventListener('scroll', scrolled);
    inputs.forEach((name) => window.addEventListener(name, stop, { passive: true }));
    return stop;
  }, [hash]);
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
