import path from 'node:path';
import { buildSync } from 'esbuild';

/** The browsers the site supports (see `targets` in .dumirc.ts). */
const BROWSERS = ['chrome87', 'edge88', 'firefox78', 'safari14'];

/** An inline `<script>` calling `exportName(...args)` of `file`, which stays a checked module. */
export function inlineScript(file: string, exportName: string, ...args: unknown[]): string {
  const call = `${exportName}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${exportName} } from ${JSON.stringify(file)};\n${call}`,
      resolveDir: path.dirname(file),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: BROWSERS,
    legalComments: 'none',
  });
  return outputFiles[0].text.trim();
}
