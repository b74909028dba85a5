import { useIntl, useLocale } from 'dumi';
import { fillPlaceholders, messagesIn, type Bilingual } from '../../browser/messages';
import type englishMessages from '../locales/en-US.json';

type Values = Record<string, string | number>;

/** The site's strings by id (`.dumi/theme/locales/<locale>.json`), `{name}` placeholders filled. */
export default function useMessage() {
  const intl = useIntl();
  return (id: keyof typeof englishMessages, values?: Values) => intl.formatMessage({ id }, values);
}

/** A table of texts that loads with its page (site/'s, the previewer's), in the page's locale. */
export const useMessages = <T>(tables: Bilingual<T>): T => messagesIn(tables, useLocale().id);

/** The same for a table of strings, by id, `{name}` placeholders filled. */
export function useTexts<T extends Record<string, string>>(tables: Bilingual<T>) {
  const texts = useMessages(tables);
  return (id: keyof T, values?: Values) => fillPlaceholders(texts[id], values);
}
