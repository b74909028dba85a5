// Why: a named landmark for the skip link, the component live (LiveRow), external links marked.
import React from 'react';
import { useRouteMeta } from 'dumi';
import 'dumi/theme-default/slots/Hero/index.less';
import './index.less';
import { SiteLink } from '../../components/ExternalLink';
import LiveRow from './LiveRow';

export const HERO_ID = 'site-hero';

const Hero = () => {
  const { frontmatter } = useRouteMeta();
  if (!('hero' in frontmatter) || !frontmatter.hero) return null;
  const { title, description, actions = [] } = frontmatter.hero;

  return (
    <section
      id={HERO_ID}
      tabIndex={-1}
      className="dumi-default-hero"
      aria-label={title || undefined}
    >
      {title && (
        <h1 className="dumi-default-hero-title">
          <span>{title}</span>
        </h1>
      )}
      {description && <p dangerouslySetInnerHTML={{ __html: description }} />}
      <LiveRow />
      {actions.length > 0 && (
        <div className="dumi-default-hero-actions">
          {actions.map(({ text, link }) => (
            <SiteLink key={text} href={link}>
              {text}
            </SiteLink>
          ))}
        </div>
      )}
    </section>
  );
};

export default Hero;
