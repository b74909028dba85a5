import path from 'node:path';
import type { IApi } from 'dumi';
import { inlineScript } from '../lib/inlineScript';

/**
 * The document head of every page: one viewport tag, one blocking head script, and the page's
 * language in `<html lang>` from the first byte.
 */

/** Lets people who need larger text pinch-zoom, as umi's prerendered pages already say. */
const VIEWPORT = 'width=device-width, initial-scale=1';

/** The language as the layout's Helmet writes it on the client (`zh-CN` -> `zh`). */
export const langOf = (localeId: string) => localeId.replace(/-.+$/, '');

/**
 * `<html lang>` set to `lang`: umi writes `lang="en"` into every prerendered page and nothing
 * into the others, and no umi option sets it per page.
 */
export function withLang(html: string, lang: string): string {
  return html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attrs: string) => `<html${attrs.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`,
  );
}

/**
 * The page without NUL characters. React 18's streaming server renderer, which umi prerenders
 * with, writes out its whole 2048-byte chunk when the next character does not fit in it, so the
 * unused bytes (zeros) land in the page wherever a multi-byte character (any Chinese text) meets
 * a chunk boundary: "编辑此\0\0文档". The zeros are extra bytes; nothing of the text is lost.
 */
export const withoutNulBytes = (html: string) => html.split('\u0000').join('');

/** The locale a written file belongs to: its first folder, or the site's first locale. */
export function localeOfFile(filePath: string, localeIds: string[]): string {
  const folder = filePath.split('/')[0];
  return localeIds.slice(1).find((id) => id === folder) ?? localeIds[0] ?? 'en';
}

export default (api: IApi) => {
  api.addHTMLHeadScripts(() => [
    inlineScript(path.join(__dirname, '../lib/applyColorScheme.ts'), 'applyColorScheme'),
  ]);

  // The pages rendered on the client carry umi's template, whose viewport forbids zooming
  // (user-scalable=no, maximum-scale=1); prerendered pages carry umi's own, zoomable one.
  api.modifyHTML(($) => {
    $('meta[name="viewport"]').attr('content', VIEWPORT);
    return $;
  });

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file.
    stage: Infinity,
    fn(files) {
      const localeIds = ((api.config.locales ?? []) as { id: string }[]).map(({ id }) => id);
      return files.map((file) => ({
        ...file,
        content: withLang(
          withoutNulBytes(file.content),
          langOf(localeOfFile(file.path, localeIds)),
        ),
      }));
    },
  });
};
