import React from 'react';
import { EXTERNAL_ICON_CLASS, EXTERNAL_LINK_REL } from '../../browser/links';

type ExternalLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const ExternalLink = ({ children, ...props }: ExternalLinkProps) => (
  <a {...props} target="_blank" rel={EXTERNAL_LINK_REL}>
    {children}
    <span className={EXTERNAL_ICON_CLASS} aria-hidden="true" />
  </a>
);

export default ExternalLink;
