import React, { useEffect, useState } from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../lib/links';
import useMessage from '../../components/useMessage';
import './index.less';

// The spec's star-count badge, for the repository in `themeConfig.socialLinks.github`. It shows
// once it has loaded: offline or blocked, a "★ Star" label stands in, never a broken image.
const HeaderExtra = () => {
  const { themeConfig } = useSiteData();
  const message = useMessage();
  const repository = themeConfig.socialLinks?.github;
  const badge = starBadgeUrl(repository);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!badge) return undefined;
    const image = new Image();
    image.onload = () => setLoaded(true);
    image.src = badge;
    return () => {
      image.onload = null;
    };
  }, [badge]);
  if (!badge) return null;
  return (
    <a
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
