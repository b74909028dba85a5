import React from 'react';
import { useSiteData } from 'dumi';
import { EXTERNAL_LINK_REL, starBadgeUrl } from '../../../lib/links';
import useMessage from '../../components/useMessage';
import './index.less';

// The spec's star-count badge, for the repository in `themeConfig.socialLinks.github`.
// Blocked or offline, the image's alt text stands in.
const HeaderExtra = () => {
  const { themeConfig } = useSiteData();
  const message = useMessage();
  const repository = themeConfig.socialLinks?.github;
  const badge = starBadgeUrl(repository);
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
      <img src={badge} alt={message('site.star.fallback')} height={20} />
    </a>
  );
};

export default HeaderExtra;
