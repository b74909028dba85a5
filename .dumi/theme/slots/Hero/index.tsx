// Why: a named landmark for the skip link, the component live (LiveRow), external links marked.
import React from 'react';
import { Link, useRouteMeta } from 'dumi';
import HeroTitle from 'dumi/theme/slots/HeroTitle';
import 'dumi/theme-default/slots/Hero/index.less';
import './index.less';
import ExternalLink from '../../components/ExternalLink';
import { isExternalHref } from '../../../browser/links';
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
      {title && <HeroTitle>{title}</HeroTitle>}
      {description && <p dangerouslySetInnerHTML={{ __html: description }} />}
      <LiveRow />
      {actions.length > 0 && (
        <div className="dumi-default-hero-actions">
          {actions.map(({ text, link }) =>
            isExternalHref(link) ? (
              <ExternalLink key={text} href={link}>
                {text}
              </ExternalLink>
            ) : (
              <Link key={text} to={link}>
                {text}
              </Link>
            ),
          )}
        </div>
      )}
    </section>
  );
};

export default Hero;
