import { buildSync } from 'esbuild';

/** The browsers the site supports (see `targets` in .dumirc.ts). */
const BROWSERS = ['chrome87', 'edge88', 'firefox78', 'safari14'];

/** An inline `<script>` calling `name(...args)` of `.dumi/browser/<name>.ts`, which stays a checked module. */
export function inlineScript(name: string, ...args: unknown[]): string {
  const call = `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  return buildSync({
    stdin: {
      contents: `import { ${name} } from '../browser/${name}';\n${call}`,
      resolveDir: __dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: BROWSERS,
    legalComments: 'none',
  }).outputFiles[0].text.trim();
}
