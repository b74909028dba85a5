import type { IApi } from 'dumi';
import { messagesIn } from '../browser/messages';
import { inlineScript } from '../build/inlineScript';
import english from '../theme/locales/en-US.json';
import chinese from '../theme/locales/zh-CN.json';

const TABLES = { 'en-US': english, 'zh-CN': chinese };

export default (api: IApi) => {
  api.addHTMLHeadScripts(() => [inlineScript('applyColorScheme')]);

  // The pages rendered on the client carry umi's template, whose viewport forbids zooming
  // (user-scalable=no, maximum-scale=1); prerendered pages carry umi's own, zoomable one.
  api.modifyHTML(($) => {
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    return $;
  });

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file.
    stage: Infinity,
    fn(files) {
      const locales = (api.config.locales ?? []) as { id: string }[];
      const [first = 'en', ...others] = locales.map(({ id }) => id);
      return files.map((file) => {
        // Locale from the first folder, `lang` as the layout's Helmet writes it (`zh-CN` -> `zh`):
        // umi writes `lang="en"` into each prerendered page, none into others; no option sets it.
        const folder = file.path.split('/')[0];
        const locale = others.includes(folder) ? folder : first;
        const lang = locale.replace(/-.+$/, '');
        const content = file.content
          // React 18's streaming renderer (umi's prerender) writes out a whole 2048-byte chunk
          // when a multi-byte character does not fit, zeros and all: "编辑此\0\0文档".
          .split('\u0000')
          .join('')
          .replace(
            /<html\b([^>]*)>/i,
            (_tag, attrs: string) =>
              `<html${attrs.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`,
          )
          // umi's prerender says "Enable JavaScript to run this app." on every page: in the
          // page's language here (React leaves a <noscript>'s content alone when it hydrates).
          .replace(
            /<noscript>[\s\S]*?<\/noscript>/i,
            `<noscript>${messagesIn(TABLES, locale)['site.noscript']}</noscript>`,
          );
        return { ...file, content };
      });
    },
  });
};
