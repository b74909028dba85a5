import React from 'react';
import { Link, useIntl, useLocation, useRouteMeta, useSidebarData, useSiteData } from 'dumi';
import { formatShortDateTime } from '../../../browser/shortDateTime';
import ExternalLink from '../../components/ExternalLink';
import useHydrated from '../../components/useHydrated';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import './index.less';

// dumi's footer facts sit in a <dl> of bare <dd>s, not a valid list: here they are paragraphs.
const ContentFooter = () => {
  const { pathname } = useLocation();
  const sidebar = useSidebarData();
  const { themeConfig } = useSiteData();
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();
  const lastUpdated = themeConfig.lastUpdated ? frontmatter.lastUpdated : undefined;
  // Formatted once hydrated: the build machine's time zone must not leak into the page.
  const hydrated = useHydrated();
  const updated = hydrated && lastUpdated ? formatShortDateTime(intl.locale, lastUpdated) : '';
  const pages = (sidebar ?? []).flatMap((group) => group.children);
  const index = pages.findIndex((item) => item.link === pathname);
  const neighbours = [
    ['prev', 'previous', index > 0 ? pages[index - 1] : undefined],
    ['next', 'next', index >= 0 ? pages[index + 1] : undefined],
  ] as const;

  return (
    <footer className="dumi-default-content-footer">
      <div className="site-content-footer-meta">
        {lastUpdated && (
          <p>
            {intl.formatMessage({ id: 'content.footer.last.updated' })}
            <time dateTime={new Date(lastUpdated).toISOString()}>{updated}</time>
          </p>
        )}
        {frontmatter.filename && typeof themeConfig.editLink === 'string' && (
          <p>
            <ExternalLink href={themeConfig.editLink.replace('{filename}', frontmatter.filename)}>
              {intl.formatMessage({ id: 'content.footer.actions.edit' })}
            </ExternalLink>
          </p>
        )}
      </div>
      <nav>
        {neighbours.map(
          ([mark, word, page]) =>
            page && (
              <Link key={mark} to={page.link} {...{ [`data-${mark}`]: true }}>
                <small>{intl.formatMessage({ id: `content.footer.actions.${word}` })}</small>
                {page.title}
              </Link>
            ),
        )}
      </nav>
    </footer>
  );
};

export default ContentFooter;
