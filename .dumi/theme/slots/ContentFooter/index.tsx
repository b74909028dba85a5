import React, { useLayoutEffect, useState } from 'react';
import { Link, useIntl, useLocation, useRouteMeta, useSidebarData, useSiteData } from 'dumi';
import ExternalLink from '../../components/ExternalLink';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import './index.less';

// The default content footer with the spec's labels ("Last update", "Edit this doc", from the
// locale tables) and an edit link that gets the external-link treatment. Its two facts sit
// in paragraphs: the default's <dl> of bare <dd>s is not a valid list.
const ContentFooter = () => {
  const { pathname } = useLocation();
  const sidebar = useSidebarData();
  const { themeConfig } = useSiteData();
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();
  const [updatedText, setUpdatedText] = useState<string>();

  const editTemplate = typeof themeConfig.editLink === 'string' ? themeConfig.editLink : '';
  const editHref =
    frontmatter.filename && editTemplate
      ? editTemplate.replace('{filename}', frontmatter.filename)
      : undefined;
  const lastUpdated: number | undefined = themeConfig.lastUpdated
    ? frontmatter.lastUpdated
    : undefined;

  // Formatted after mount: the build machine's time zone must not leak into the page. The
  // paragraph is there (hidden) from the start, so the edit link beside it never moves.
  useLayoutEffect(() => {
    if (!lastUpdated) return;
    setUpdatedText(
      new Intl.DateTimeFormat(intl.locale, { dateStyle: 'short', timeStyle: 'short' }).format(
        lastUpdated,
      ),
    );
  }, [lastUpdated, intl.locale]);

  const pages = (sidebar ?? []).flatMap((group) => group.children);
  const index = pages.findIndex((item) => item.link === pathname);
  const prev = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 ? pages[index + 1] : undefined;

  return (
    <footer className="dumi-default-content-footer">
      <div className="site-content-footer-meta">
        {Boolean(lastUpdated) && (
          <p style={updatedText ? undefined : { visibility: 'hidden' }}>
            <span>{intl.formatMessage({ id: 'content.footer.last.updated' })}</span>
            <time dateTime={new Date(lastUpdated as number).toISOString()}>{updatedText}</time>
          </p>
        )}
        {editHref && (
          <p>
            <ExternalLink href={editHref}>
              {intl.formatMessage({ id: 'content.footer.actions.edit' })}
            </ExternalLink>
          </p>
        )}
      </div>
      <nav>
        {prev && (
          <Link to={prev.link} data-prev>
            <small>{intl.formatMessage({ id: 'content.footer.actions.previous' })}</small>
            {prev.title}
          </Link>
        )}
        {next && (
          <Link to={next.link} data-next>
            <small>{intl.formatMessage({ id: 'content.footer.actions.next' })}</small>
            {next.title}
          </Link>
        )}
      </nav>
    </footer>
  );
};

export default ContentFooter;
