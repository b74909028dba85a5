import React from 'react';
import { Link } from 'dumi';
import { EXTERNAL_ICON_CLASS, EXTERNAL_LINK_REL, isExternalHref } from '../../browser/links';

type ExternalLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const ExternalLink = ({ children, ...props }: ExternalLinkProps) => (
  <a {...props} target="_blank" rel={EXTERNAL_LINK_REL}>
    {children}
    <span className={EXTERNAL_ICON_CLASS} aria-hidden="true" />
  </a>
);

/** A link that leaves the site as ExternalLink, any other as the router's. */
export const SiteLink = ({ href, children }: { href: string; children: React.ReactNode }) =>
  isExternalHref(href) ? (
    <ExternalLink href={href}>{children}</ExternalLink>
  ) : (
    <Link to={href}>{children}</Link>
  );

export default ExternalLink;
