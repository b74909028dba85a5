import fs from 'node:fs';
import path from 'node:path';

const DOCS = path.join(__dirname, '../../docs');

export type LocaleId = 'en-US' | 'zh-CN';

export interface DocPage {
  /** The English route (`/demo/base`); the Chinese one is the same under `/zh-CN`. */
  link: string;
  title: Record<LocaleId, string>;
  /** The demo files the page shows (`<code src="./demos/base.tsx">`), with dumi's id of each. */
  demos: { file: string; id: string }[];
}

/** One plain value of a Markdown file's frontmatter (`key: value`). */
function frontmatterValue(markdown: string, key: string): string | undefined {
  const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1] ?? '';
  const value = new RegExp(`^${key}:[ \\t]*(.+)$`, 'm').exec(head)?.[1].trim();
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

// By frontmatter `order`, then name. Menus, `/demo` and tests derive from this: a page is its .md.
export function docPages(folder: string): DocPage[] {
  const dir = path.join(DOCS, folder);
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  return fs
    .readdirSync(dir)
    .filter((name) => /^[^.]+\.md$/.test(name))
    .sort()
    .map((name) => {
      const slug = name.slice(0, -'.md'.length);
      const english = read(name);
      const page: DocPage = {
        link: `/${folder}/${slug}`,
        title: {
          'en-US': frontmatterValue(english, 'title') ?? slug,
          'zh-CN': frontmatterValue(read(`${slug}.zh-CN.md`), 'title') ?? slug,
        },
        // dumi's id: docs/demo/base.md's demos/base.tsx is `docs-demo-base-demo-base`.
        demos: [...english.matchAll(/<code src="\.\/demos\/([^"]+)"/g)].map(([, file]) => ({
          file,
          id: `docs-${folder}-${slug}-demo-${path.parse(file).name}`.toLowerCase(),
        })),
      };
      return { page, order: Number(frontmatterValue(english, 'order') ?? Number.MAX_VALUE) };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ page }) => page);
}
