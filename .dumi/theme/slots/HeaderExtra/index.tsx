import React, { useEffect, useState } from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../lib/links';
import useSiteRepository from '../../components/useSiteRepository';
import whenIdle from '../../components/whenIdle';
import './index.less';

// The star-count badge, an image from a badge service. It is decoration from another host, so it
// is fetched once the page is idle, off the path of the first paint and of hydration, and shown
// only once it has loaded: until then, and for good when it cannot load (offline, blocked), a
// plain "Star" label of the same height stands in, so the navbar never shows a broken image.
const HeaderExtra = () => {
  const { themeConfig } = useSiteData();
  const repository = useSiteRepository();
  const badge = starBadgeUrl(repository);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!badge) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      const image = new Image();
      image.onload = () => live && setLoaded(true);
      image.src = badge;
    });
    return () => {
      live = false;
      cancel();
    };
  }, [badge]);

  if (!repository || !badge || themeConfig.mode === 'site') return null;
  return (
    <a
      className="site-star-badge"
      href={repository.url}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      aria-label="Star rc-overflow on GitHub"
      title="Star on GitHub"
    >
      {loaded ? (
        <img src={badge} alt="GitHub stars" height={20} />
      ) : (
        <span className="site-star-badge-fallback">★ Star</span>
      )}
    </a>
  );
};

export default HeaderExtra;
