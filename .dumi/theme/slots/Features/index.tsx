// Why: after the hero's <h1>, a <h3> title skips a level for screen-reader users: it is level 2.
import React from 'react';
import { useRouteMeta } from 'dumi';
import 'dumi/theme-default/slots/Features/index.less';
import { SiteLink } from '../../components/ExternalLink';
import useMessage from '../../components/useMessage';

const Features = () => {
  const { frontmatter } = useRouteMeta();
  const message = useMessage();
  const features = frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <section
      className="dumi-default-features"
      aria-label={message('site.features.label')}
      data-cols={[3, 2].find((n) => features.length % n === 0) || 3}
    >
      {features.map(({ title, description, emoji, link }) => (
        <div key={title} className="dumi-default-features-item">
          {emoji && <i aria-hidden="true">{emoji}</i>}
          {title && (
            <h3 aria-level={2}>{link ? <SiteLink href={link}>{title}</SiteLink> : title}</h3>
          )}
          {description && <p dangerouslySetInnerHTML={{ __html: description }} />}
        </div>
      ))}
    </section>
  );
};

export default Features;
