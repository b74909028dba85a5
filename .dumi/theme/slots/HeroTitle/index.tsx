// Why: the default title's stylesheet embeds a ~50 KB web font for a few letters.
import React, { type PropsWithChildren } from 'react';
import './index.less';

const HeroTitle = ({ children }: PropsWithChildren) => (
  <h1 className="dumi-default-hero-title">
    <span>{children}</span>
  </h1>
);

export default HeroTitle;
