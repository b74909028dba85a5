import React, { useEffect, useRef, useState } from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../browser/links';
import useMessage from '../../components/useMessage';
import './index.less';

// The repository's star badge, fetched once on screen; offline, a "★ Star" label, no broken image.
const HeaderExtra = () => {
  const message = useMessage();
  const repository = useSiteData().themeConfig.socialLinks?.github;
  const badge = starBadgeUrl(repository);
  const [loaded, setLoaded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = linkRef.current;
    if (!badge || !link) return undefined;
    const image = new Image();
    const fetchIfShown = () => {
      const shown =
        link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden';
      if (!shown || image.src) return;
      image.onload = () => setLoaded(true);
      image.src = badge;
    };
    // The phone menu opens by an attribute on the header; the layout changes with the window.
    const menu = new MutationObserver(fetchIfShown);
    const header = link.closest('header');
    if (header) menu.observe(header, { attributes: true, attributeFilter: ['data-mobile-active'] });
    window.addEventListener('resize', fetchIfShown);
    fetchIfShown();
    return () => {
      image.onload = null;
      menu.disconnect();
      window.removeEventListener('resize', fetchIfShown);
    };
  }, [badge]);
  if (!badge) return null;
  return (
    <a
      ref={linkRef}
      className="site-star-badge"
      href={repository}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      aria-label={message('site.star.label')}
      title={message('site.star.tooltip')}
    >
      {loaded ? <img src={badge} alt="" height={20} /> : message('site.star.fallback')}
    </a>
  );
};

export default HeaderExtra;
