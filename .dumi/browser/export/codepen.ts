import { collectDependencies, exportDescription, localFiles, type DemoSource } from './demoSource';

export const CODEPEN_DEFINE_URL = 'https://codepen.io/pen/define';

/** A package a pen can load: the script that defines its global, and how imports read it. */
interface BrowserPackage {
  script: string;
  global: string;
  /** What a default import binds to (the global itself unless said). */
  defaultExport?: string;
}

const STYLE_IMPORT =
  /^[ \t]*import\s+(['"])([^'"]+\.(?:css|less|scss|sass))\1[ \t]*;?[ \t]*\r?\n?/gm;
const IMPORT =
  /^[ \t]*import\s+(type\s+)?([\w$*{}\s,]+?)\s+from\s+(['"])([^'"]+)\3[ \t]*;?[ \t]*\r?\n?/gm;
const BARE_IMPORT = /^[ \t]*import\s+(['"])([^'"]+)\1[ \t]*;?[ \t]*\r?\n?/gm;

/** An exact version for a CDN address: dumi gives the installed one; a range loses its sign. */
const exactVersion = (range: string | undefined, fallback: string) =>
  range?.replace(/^[\^~=v]+/, '').match(/^\d+\.\d+\.\d+[\w.-]*$/)?.[0] ?? fallback;

function browserPackages({ build, dependencies }: DemoSource): Record<string, BrowserPackage> {
  const unpkg = (name: string, version: string, file: string, global: string) => ({
    script: `https://unpkg.com/${name}@${version}/${file}`,
    global,
  });
  const pinned = (name: string, fallback: string) => exactVersion(dependencies[name], fallback);
  const reactDom = unpkg('react-dom', build.react, 'umd/react-dom.production.min.js', 'ReactDOM');
  return {
    react: unpkg('react', build.react, 'umd/react.production.min.js', 'React'),
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    [build.name]: {
      script: build.browser,
      global: 'RcOverflow',
      defaultExport: 'RcOverflow.default',
    },
    classnames: unpkg('classnames', pinned('classnames', '2.5.1'), 'index.js', 'classNames'),
    clsx: unpkg('clsx', pinned('clsx', '2.1.1'), 'dist/clsx.min.js', 'clsx'),
  };
}

/** An import's bindings (`React, { useState as useLocal }`, `* as Dom`) read from its global. */
const CLAUSE = /^(?:([\w$]+)\s*,?\s*)?(?:\*\s+as\s+([\w$]+))?(?:\{([\s\S]*)\})?$/;

function bindImport(clause: string, pkg: BrowserPackage): string {
  const [, defaultName, namespace, named = ''] = CLAUSE.exec(clause.trim()) ?? [];
  const aliases = [
    [defaultName, pkg.defaultExport ?? pkg.global],
    [namespace, pkg.global],
  ].filter(([local, value]) => local && local !== value);
  const names = named
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.replace(/\s+as\s+/, ': '))
    // A binding named as the global is the global itself (`import { clsx } from 'clsx'`).
    .filter((name) => name !== pkg.global);
  return [
    ...aliases.map(([local, value]) => `const ${local} = ${value};\n`),
    ...(names.length ? [`const { ${names.join(', ')} } = ${pkg.global};\n`] : []),
  ].join('');
}

// CodePen's prefill `data`: a browser resolves no bare import; imports bind to `js_external`.
export function buildCodepenData(demo: DemoSource) {
  const packages = browserPackages(demo);
  const description = exportDescription(demo);
  const scripts = new Set<string>([packages.react.script, packages['react-dom'].script]);
  const stylesheets: string[] = [];
  const css: string[] = [];

  let js = demo.source.replace(STYLE_IMPORT, (_line, _quote, specifier: string) => {
    if (specifier.startsWith('.')) css.push(localFiles(demo)[specifier.replace(/^\.\//, '')] ?? '');
    else if (specifier === `${demo.build.name}/assets/index.css`) stylesheets.push(demo.build.css);
    else throw new Error(`CodePen cannot load the stylesheet "${specifier}".`);
    return '';
  });
  const importable = Object.keys(packages).join(', ');
  const unknown = (specifier: string) =>
    new Error(`CodePen cannot load "${specifier}": a pen can import ${importable}.`);
  js = js.replace(IMPORT, (_line, typeOnly, clause: string, _q, specifier: string) => {
    if (typeOnly) return '';
    const pkg = packages[specifier];
    if (!pkg) throw unknown(specifier);
    scripts.add(pkg.script);
    return bindImport(clause, pkg);
  });
  js = js.replace(BARE_IMPORT, (_line, _quote, specifier: string) => {
    throw unknown(specifier);
  });
  if (!/^export default\s/m.test(js)) throw new Error('The demo has no default export.');
  js = js.replace(/^export default\s+/m, 'const DemoApp = ').replace(/^export\s+/gm, '');
  // Our package's build needs React's globals: it comes after them.
  if (scripts.delete(demo.build.browser)) scripts.add(demo.build.browser);

  return {
    title: demo.title,
    description,
    html: '<div id="root"></div>\n',
    css: css.filter(Boolean).join('\n'),
    js:
      `${js.trim()}\n\n` +
      `ReactDOM.createRoot(document.getElementById('root') as HTMLElement).render(<DemoApp />);\n`,
    js_pre_processor: 'typescript',
    // Stylesheets loaded before `css`, and scripts loaded in order before `js`, ";"-separated.
    css_external: stylesheets.join(';'),
    js_external: [...scripts].join(';'),
    json: JSON.stringify({ description, dependencies: collectDependencies(demo) }, null, 2),
  };
}
