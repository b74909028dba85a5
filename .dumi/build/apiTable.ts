// Both locales' API tables and sections from docs/api.json, so they cannot drift apart, where a
// page says `<!-- api-table Overflow en-US -->` or `<!-- api-sections Overflow en-US -->`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Content, Root } from 'mdast';
import type { Processor } from 'unified';
import type { TextNode } from './tableCells';

const ROOT = path.join(__dirname, '../..');
const API_PATH = 'docs/api.json';
const API_FILE = path.join(ROOT, API_PATH);

export type Localized = string | Record<string, string>;

export interface ApiRow {
  name: Localized;
  /** The prop's section on the API page (Markdown, under its name as a heading). */
  details?: Localized;
  type: string;
  default: Localized;
  /** The version that added the prop: a release, or "next" for the changelog's Unreleased. */
  since?: string;
  description: Localized;
}

export interface ApiData {
  columns: Record<string, string[]>;
  next: Record<string, string>;
  /** What the API page says of a table's component, before its props. */
  about: Record<string, Record<string, string>>;
  tables: Record<string, ApiRow[]>;
}

const PLACEHOLDER = /^<!--\s*api-(table|sections)\s+(\S+)\s+(\S+)\s*-->$/;
/** Marks a table row with its prop's id until the row is HTML (see rehypeApiRowIds). */
const ROW_MARK = 'dataApiRow';

const inLocale = (text: Localized, locale: string) =>
  typeof text === 'string' ? text : (text[locale] ?? text['en-US']);

/** The id of a prop's section, as dumi makes a heading's (`renderItem` is `renderitem`). */
export const propId = (name: string) => name.toLowerCase().replace(/[^\w-]/g, '');

/** A locale's pages are under its prefix: none for English, `/zh-CN` for Chinese. */
const apiPage = (locale: string) => `${locale === 'en-US' ? '' : `/${locale}`}/api`;

/** A Markdown table cell: a pipe inside it would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function tableOf(data: ApiData, name: string, locale: string) {
  const rows = data.tables[name];
  const columns = data.columns[locale];
  if (!rows || !columns) throw new Error(`docs/api.json has no table "${name}" in "${locale}".`);
  return { rows, columns };
}

export function apiTableMarkdown(data: ApiData, name: string, locale: string): string {
  const { rows, columns } = tableOf(data, name, locale);
  const lines = rows.map((row) => {
    const label = inLocale(row.name, locale);
    const since = row.since && `*${row.since === 'next' ? data.next[locale] : row.since}* `;
    return [
      row.details ? `[${label}](${apiPage(locale)}#${propId(label)})` : label,
      row.type,
      inLocale(row.default, locale),
      (since || '') + inLocale(row.description, locale),
    ].map(cell);
  });
  return [columns, columns.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** A component on the API page: what it is, a section per prop with details, a table of others. */
export function apiSectionsMarkdown(data: ApiData, name: string, locale: string): string {
  const { rows } = tableOf(data, name, locale);
  const props = rows.flatMap((row) =>
    row.details ? [`### ${inLocale(row.name, locale)}\n\n${inLocale(row.details, locale)}`] : [],
  );
  const about = data.about[name] ? [inLocale(data.about[name], locale)] : [];
  const rest = rows.some((row) => !row.details) ? [apiTableMarkdown(data, name, locale)] : [];
  return [`## ${name}`, ...about, ...props, ...rest].join('\n\n');
}

/** When the data file was last committed (as dumi dates a page), else last written. */
function lastUpdated(): number {
  try {
    const git = ['log', '-1', '--format=%at', '--', API_PATH];
    const at = Number(execFileSync('git', git, { cwd: ROOT, stdio: 'pipe' }));
    if (at) return at * 1000;
  } catch {
    // Not a git checkout: the file's own time.
  }
  return fs.statSync(API_FILE).mtimeMs;
}

/** Gives each row that links to a section its prop's id, the way the sections' headings have it. */
function markRows(nodes: Content[]) {
  for (const row of nodes.flatMap((node) => (node.type === 'table' ? node.children : []))) {
    const link = row.children[0]?.children[0];
    const id = link?.type === 'link' && /#([\w-]+)$/.exec(link.url)?.[1];
    if (id) row.data = { hProperties: { [ROW_MARK]: id } };
  }
}

interface PageFile {
  data: { embeds?: string[]; frontmatter?: { filename?: string; lastUpdated?: number } };
}

// The data file is an embed, so dumi rebuilds the page on its change; sections take its date.
export function remarkApiTable(this: Processor) {
  return (tree: Root, file: PageFile) => {
    let data: ApiData | undefined;
    tree.children = tree.children.flatMap((node) => {
      const match = node.type === 'html' ? PLACEHOLDER.exec(node.value.trim()) : null;
      if (!match) return [node];
      const [, kind, name, locale] = match;
      data ??= JSON.parse(fs.readFileSync(API_FILE, 'utf8')) as ApiData;
      file.data.embeds?.push(API_FILE);
      const render = kind === 'table' ? apiTableMarkdown : apiSectionsMarkdown;
      const nodes = (this.parse(render(data, name, locale)) as Root).children;
      if (kind === 'table') markRows(nodes);
      else if (file.data.frontmatter)
        Object.assign(file.data.frontmatter, { filename: API_PATH, lastUpdated: lastUpdated() });
      return nodes;
    });
  };
}

// mdast-util-to-hast gives a row's mark to its cells too: the row alone keeps it, as its id.
function markToId(node: TextNode): void {
  const mark = node.properties?.[ROW_MARK];
  if (node.properties && mark !== undefined) {
    delete node.properties[ROW_MARK];
    if (node.tagName === 'tr') node.properties.id = mark;
  }
  node.children?.forEach(markToId);
}

export const rehypeApiRowIds = () => markToId;
