// The API tables of both locales come from one file, docs/api.json, so they cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Processor } from 'unified';

const API_FILE = path.join(__dirname, '../../docs/api.json');

export type Localized = string | Record<string, string>;

export interface ApiRow {
  name: Localized;
  /** The prop has a section of its own below the table, which its name links to. */
  details?: boolean;
  type: string;
  default: Localized;
  /** The version that added the prop: a release, or "next" for the changelog's Unreleased. */
  since?: string;
  description: Localized;
}

export interface ApiData {
  columns: Record<string, string[]>;
  next: Record<string, string>;
  tables: Record<string, ApiRow[]>;
}

/** `<!-- api-table Overflow en-US -->`: where a page puts one table, in one locale. */
const PLACEHOLDER = /^<!--\s*api-table\s+(\S+)\s+(\S+)\s*-->$/;

const inLocale = (text: Localized, locale: string) =>
  typeof text === 'string' ? text : (text[locale] ?? text['en-US']);

/** A Markdown table cell: a pipe inside it would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function apiTableMarkdown(data: ApiData, name: string, locale: string): string {
  const rows = data.tables[name];
  const columns = data.columns[locale];
  if (!rows || !columns) throw new Error(`docs/api.json has no table "${name}" in "${locale}".`);
  const lines = rows.map((row) => {
    const label = inLocale(row.name, locale);
    const since = row.since && `*${row.since === 'next' ? data.next[locale] : row.since}* `;
    return [
      row.details ? `[${label}](#${label.toLowerCase().replace(/[^\w-]/g, '')})` : label,
      row.type,
      inLocale(row.default, locale),
      (since || '') + inLocale(row.description, locale),
    ].map(cell);
  });
  return [columns, columns.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

// The data file is listed among the page's embeds, so dumi rebuilds the page when it changes.
export function remarkApiTable(this: Processor) {
  return (tree: Root, file: { data: { embeds?: string[] } }) => {
    let data: ApiData | undefined;
    tree.children = tree.children.flatMap((node) => {
      const match = node.type === 'html' ? PLACEHOLDER.exec(node.value.trim()) : null;
      if (!match) return [node];
      data ??= JSON.parse(fs.readFileSync(API_FILE, 'utf8')) as ApiData;
      file.data.embeds?.push(API_FILE);
      return (this.parse(apiTableMarkdown(data, match[1], match[2])) as Root).children;
    });
  };
}
