declare module '*.less';
declare module '@docsearch/css';
// SVG files imported as components (umi's svgr), as dumi's default theme imports its icons.
declare module '*.svg' {
  import type { FunctionComponent, SVGProps } from 'react';
  export const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;
}
