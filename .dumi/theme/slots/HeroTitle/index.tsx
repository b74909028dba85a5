import React, { type PropsWithChildren } from 'react';
import './index.less';

// The default hero title's stylesheet embeds a ~50 KB web font for these few letters; this one
// keeps the look with system fonts and costs nothing to download.
const HeroTitle = ({ children }: PropsWithChildren) => (
  <h1 className="dumi-default-hero-title">
    <span>{children}</span>
  </h1>
);

export default HeroTitle;
