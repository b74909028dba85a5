import type { DemoSource } from './exportSandbox';
import { collectDependencies } from './exportSandbox';

/** Where the playground export posts. */
export interface PlaygroundExportSettings {
  endpoint: string;
}

export const DEFAULT_PLAYGROUND_EXPORT: PlaygroundExportSettings = {
  endpoint: 'https://codepen.io/pen/define',
};

/** Site settings (themeConfig.playgroundExport) over the defaults; anything malformed is ignored. */
export function resolvePlaygroundSettings(value: unknown): PlaygroundExportSettings {
  const given = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const pick = (key: keyof PlaygroundExportSettings) =>
    typeof given[key] === 'string' && given[key] ? (given[key] as string) : undefined;
  return {
    endpoint: pick('endpoint') ?? DEFAULT_PLAYGROUND_EXPORT.endpoint,
  };
}

export interface PlaygroundData {
  title: string;
  js: string;
  css: string;
  /** JSON string of `{ description, dependencies }`. */
  json: string;
}

const STYLE_FILE = /\.(css|less|scss|sass)$/;
const STYLE_IMPORT = /^import\s+['"]([^'"]+\.(?:css|less|scss|sass))['"];?[ \t]*\n?/gm;

/** Where a CDN serves a file of an npm package at the version the demo uses. */
function cdnUrl(specifier: string, dependencies: Record<string, string>): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const version = dependencies[name];
  const file = specifier.slice(name.length);
  return `https://unpkg.com/${name}${version ? `@${version}` : ''}${file}`;
}

/**
 * One self-mounting TSX module: the demo with its default export bound to a name, its style
 * imports moved out (local files inlined into `css`, package files `@import`ed from a CDN), and
 * a React 18 mount at the end.
 */
export function splitPlaygroundSource(
  source: string,
  localStyles: Record<string, string> = {},
  dependencies: Record<string, string> = {},
): { js: string; css: string } {
  const css: string[] = [];
  let js = source.replace(STYLE_IMPORT, (_line, specifier: string) => {
    if (specifier.startsWith('.')) {
      const key = Object.keys(localStyles).find(
        (name) => name.replace(/^\.\//, '') === specifier.replace(/^\.\//, ''),
      );
      css.push(key ? localStyles[key] : '');
    } else css.push(`@import url('${cdnUrl(specifier, dependencies)}');`);
    return '';
  });
  if (!/^export default\s/m.test(js)) throw new Error('The demo has no default export.');
  js = js.replace(/^export default\s+/m, 'const DemoApp = ');
  const header = /^import\s+(\*\s+as\s+)?React\b/m.test(js) ? '' : "import React from 'react';\n";
  return {
    js:
      `${header}import { createRoot } from 'react-dom/client';\n${js.trimEnd()}\n\n` +
      `const mountNode =\n` +
      `  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));\n` +
      `createRoot(mountNode).render(<DemoApp />);\n`,
    css: css.filter(Boolean).join('\n'),
  };
}

/** The `data` field of the playground export form. */
export function buildPlaygroundData(demo: DemoSource): PlaygroundData {
  const styles = Object.fromEntries(
    Object.entries(demo.files ?? {}).filter(([name]) => STYLE_FILE.test(name)),
  );
  const dependencies = collectDependencies(demo);
  const { js, css } = splitPlaygroundSource(demo.source, styles, dependencies);
  return {
    title: demo.title,
    js,
    css,
    json: JSON.stringify(
      {
        description: demo.description || `${demo.pkg.name} demo: ${demo.title}`,
        dependencies,
      },
      null,
      2,
    ),
  };
}
