import React, { useEffect, useRef, useState } from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../lib/links';
import useSiteRepository from '../../components/useSiteRepository';
import useMessage from '../../components/useMessage';
import whenIdle from '../../components/whenIdle';
import './index.less';

/** Whether the element is on screen for the reader: laid out and not hidden (a closed menu). */
function isShown(element: HTMLElement | null): boolean {
  return (
    Boolean(element) &&
    (element as HTMLElement).getClientRects().length > 0 &&
    getComputedStyle(element as HTMLElement).visibility !== 'hidden'
  );
}

// The star-count badge, an image from a badge service. It is decoration from another host, so it
// is fetched once the page is idle, off the path of the first paint and of hydration, and only
// once it is on screen (on small screens it sits in the menu: fetched when the menu first opens).
// It shows only once it has loaded: until then, and for good when it cannot load (offline,
// blocked), a plain "Star" label of the same height stands in, so the navbar never shows a broken
// image.
const HeaderExtra = () => {
  const { themeConfig } = useSiteData();
  const repository = useSiteRepository();
  const badge = starBadgeUrl(repository);
  const [loaded, setLoaded] = useState(false);
  const message = useMessage();
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!badge) return undefined;
    let live = true;
    let cancelIdle: (() => void) | undefined;
    const fetchBadge = () => {
      const image = new Image();
      image.onload = () => live && setLoaded(true);
      image.src = badge;
    };
    // The menu opens by an attribute on the header, then fades in (it is hidden until its
    // transition starts); the layout changes with the window's size.
    const header = linkRef.current?.closest('header');
    const menuWatcher = new MutationObserver(() => start());
    const stopWatching = () => {
      menuWatcher.disconnect();
      header?.removeEventListener('transitionend', start);
      window.removeEventListener('resize', start);
    };
    function start() {
      if (cancelIdle || !isShown(linkRef.current)) return;
      stopWatching();
      cancelIdle = whenIdle(fetchBadge);
    }
    if (header) {
      menuWatcher.observe(header, { attributes: true });
      header.addEventListener('transitionend', start);
    }
    window.addEventListener('resize', start);
    start();
    return () => {
      live = false;
      stopWatching();
      cancelIdle?.();
    };
  }, [badge]);

  if (!repository || !badge || themeConfig.mode === 'site') return null;
  return (
    <a
      ref={linkRef}
      className="site-star-badge"
      href={repository.url}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      aria-label={message('site.star.label')}
      title={message('site.star.tooltip')}
    >
      {loaded ? (
        <img src={badge} alt={message('site.star.image')} height={20} />
      ) : (
        <span className="site-star-badge-fallback">{message('site.star.fallback')}</span>
      )}
    </a>
  );
};

export default HeaderExtra;
