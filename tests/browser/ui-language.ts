import type { Page } from 'playwright-core';
import { docPages } from '../../.dumi/build/docPages';
import api from '../../docs/api.json';

export type PageLanguage = 'en' | 'zh';

export const ALLOWED_NAMES: readonly string[] = [
  ...(
    'rc-overflow|antd|React|GitHub|CodeSandbox|StackBlitz|CodePen|TypeScript|Next.js|App Router|' +
    'Vite|webpack|esbuild|Node|Chromium|npm|MIT|API|UTC|Ctrl|Esc|English|中文'
  ).split('|'),
  // The components the API documents (`Overflow`), and their props.
  ...Object.keys(api.tables),
  ...Object.values(api.tables).flatMap((rows) =>
    rows.flatMap(({ name }) => (typeof name === 'string' ? [name] : [])),
  ),
  ...docPages('demo').map((page) => page.title['en-US']),
];

const CODE_TOKEN =
  /\b\d+\.\d+\.\d+(?:-[0-9a-z.]+)?|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[A-Za-z]+(?:\.[A-Za-z]+)+\b|\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b|\S*\/\S*/g;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NAMES = new RegExp(
  [...ALLOWED_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((name) => (/^\w/.test(name) ? `\\b${escape(name)}\\b` : escape(name)))
    .join('|'),
  'g',
);

/** Whether `text` says something in the other language, code and names aside. */
export function isInOtherLanguage(text: string, language: PageLanguage): boolean {
  const said = text.replace(CODE_TOKEN, ' ').replace(NAMES, ' ');
  if (language === 'en') return HAN.test(said);
  return HAN.test(said)
    ? /[A-Za-z]{2,}[^A-Za-z\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+[A-Za-z]{2,}/.test(
        said,
      )
    : /[A-Za-z]{2,}/.test(said);
}

/** What the page says (not code, demos, another `lang`) in the other language, a line each. */
export async function otherLanguageOn(page: Page, language: PageLanguage): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const NOT_READ =
      'pre, code, kbd, samp, script, style, template, [translate="no"], article td:first-child, .dumi-default-source-code-language, .dumi-default-previewer-demo, .site-live-row-box, .site-playground-box';
    const ATTRIBUTES = (
      'title aria-label aria-description aria-roledescription aria-valuetext aria-placeholder ' +
      'alt placeholder label data-dumi-tooltip data-label'
    ).split(' ');
    const found: { text: string; where: string }[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}`;
    const add = (text: string | null | undefined, where: string) => {
      const value = (text ?? '').replace(/\s+/g, ' ').trim();
      if (value) found.push({ text: value, where });
    };
    const isRead = (el: Element) => {
      const marked = el.closest('[lang]');
      return !el.closest(NOT_READ) && (!marked || marked.getAttribute('lang') === pageLanguage);
    };
    add(document.title, 'document title');
    const metas =
      'meta:is([name="description"], [property="og:title"], [property="og:description"])';
    for (const meta of document.querySelectorAll(metas))
      add(
        meta.getAttribute('content'),
        `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`,
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && isRead(parent)) add(node.textContent, `text in ${describe(parent)}`);
    }
    for (const el of Array.from(document.body.querySelectorAll('*')).filter(isRead)) {
      for (const name of ATTRIBUTES) add(el.getAttribute(name), `${name} on ${describe(el)}`);
      if (el.matches('input:is([type="button"], [type="submit"], [type="reset"])'))
        add(el.getAttribute('value'), `value of ${describe(el)}`);
    }
    return found;
  });
  const lines = texts
    .filter(({ text }) => isInOtherLanguage(text, language))
    .map(({ text, where }) => `${where}: "${text.slice(0, 80)}"`);
  return [...new Set(lines)];
}

export const languageOf = (path: string): PageLanguage =>
  /^\/zh-CN(\/|$)/.test(path) ? 'zh' : 'en';
