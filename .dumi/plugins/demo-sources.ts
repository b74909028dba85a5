import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'dumi';
import { getFileIdFromFsPath } from 'dumi/dist/utils';

/** A `<code src>` demo found in a Markdown page. */
export interface DemoSource {
  /** The id dumi gives the demo (`docs-demo-base-demo-base`). */
  id: string;
  /** The Markdown page that embeds it. */
  mdFile: string;
  /** The demo file, absolute. */
  demoFile: string;
  /** The `<code ...>` tag, for attributes of our own (`motions`). */
  tag: string;
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listMarkdown(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

export function readAttr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Demo id as dumi makes it for `<code src>` in a doc (see rehypeDemo's getCodeId). */
function demoIdOf(cwd: string, mdFile: string, src: string, explicitId?: string): string {
  const localeLess = mdFile.replace(/\.[a-z]{2}(-[A-Z]{2})?\.md$/, '.md');
  const localId = explicitId ?? path.parse(src.replace(/\/index\.(j|t)sx?$/, '')).name;
  const prefix = getFileIdFromFsPath(path.relative(cwd, localeLess));
  return [prefix.toLowerCase(), 'demo', localId.toLowerCase()].join('-');
}

/** Every `<code src>` demo of the Markdown pages under `docDirs`, in file order. */
export function collectDemoSources(cwd: string, docDirs: string[]): DemoSource[] {
  return docDirs
    .flatMap((dir) => listMarkdown(path.resolve(cwd, dir)))
    .flatMap((mdFile) => {
      const markdown = fs.readFileSync(mdFile, 'utf8');
      return [...markdown.matchAll(/<code\s[^>]*>/g)].flatMap(([tag]) => {
        const src = readAttr(tag, 'src');
        if (!src) return [];
        const id = demoIdOf(cwd, mdFile, src, readAttr(tag, 'id'));
        return [{ id, mdFile, demoFile: path.resolve(path.dirname(mdFile), src), tag }];
      });
    });
}

export function docDirsOf(api: IApi): string[] {
  const dirs: unknown[] = api.config.resolve?.docDirs ?? ['docs'];
  return dirs.map((d) => (typeof d === 'string' ? d : (d as { dir: string }).dir));
}
