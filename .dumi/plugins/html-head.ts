import type { IApi } from 'dumi';
import { messagesIn } from '../browser/messages';
import { inlineScript } from '../build/inlineScript';
import english from '../theme/locales/en-US.json';
import chinese from '../theme/locales/zh-CN.json';

const TABLES = { 'en-US': english, 'zh-CN': chinese };

export default (api: IApi) => {
  api.addHTMLHeadScripts(() => [inlineScript('applyColorScheme')]);

  // umi's template for the client-rendered pages forbids zooming (user-scalable=no).
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
        // `lang` as the layout's Helmet writes it (`zh-CN` -> `zh`); umi writes `en` or nothing.
        const folder = file.path.split('/')[0];
        const locale = others.includes(folder) ? folder : first;
        const lang = locale.replace(/-.+$/, '');
        const content = file.content
          // React 18's stream pads a chunk a character overflows with zeros: "编辑此\0\0文档".
          .replace(/\0/g, '')
          .replace(
            /<html\b([^>]*)>/i,
            (_tag, attrs: string) =>
              `<html${attrs.replace(/\s+lang="[^"]*"/i, '')} lang="${lang}">`,
          )
          // umi's English "Enable JavaScript" in the page's language (hydration leaves it alone).
          .replace(
            /<noscript>[\s\S]*?<\/noscript>/i,
            `<noscript>${messagesIn(TABLES, locale)['site.noscript']}</noscript>`,
          );
        return { ...file, content };
      });
    },
  });
};
