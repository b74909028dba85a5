import path from 'node:path';
import type { IApi } from 'dumi';
import { inlineScript } from '../lib/inlineScript';

/** Lets people who need larger text pinch-zoom, as umi's prerendered pages already say. */
const VIEWPORT = 'width=device-width, initial-scale=1';

/** The language as the layout's Helmet writes it on the client (`zh-CN` -> `zh`). */
export const langOf = (localeId: string) => localeId.replace(/-.+$/, '');

/** umi writes `lang="en"` into every prerendered page, nothing into others; no option sets it. */
export function withLang(html: string, lang: string): string {
  return html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attrs: string) => `<html${attrs.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`,
  );
}

// React 18's streaming renderer (umi's prerender) writes out a whole 2048-byte chunk when a
// multi-byte character does not fit, zeros and all: "编辑此\0\0文档". No text is lost.
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
