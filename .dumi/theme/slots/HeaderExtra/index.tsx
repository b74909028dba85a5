import React, { useEffect, useRef, useState } from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../lib/links';
import useSiteRepository from '../../components/useSiteRepository';
import './index.less';

// The star-count badge, an image from a badge service. Offline or blocked, a plain "Star" label
// of the same size takes its place, so the navbar never shows a broken image.
const HeaderExtra = () => {
  const { themeConfig } = useSiteData();
  const repository = useSiteRepository();
  const badge = starBadgeUrl(repository);
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The error may have fired before React listened.
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

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
      {failed ? (
        <span className="site-star-badge-fallback">★ Star</span>
      ) : (
        <img
          ref={imgRef}
          src={badge}
          alt="GitHub stars"
          height={20}
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
};

export default HeaderExtra;
