import { createIntl } from '../../.dumi/lib/intl-lite';
import type { Message } from '../../.dumi/theme/components/useMessage';
import english from '../../.dumi/theme/locales/en-US.json';
import chinese from '../../.dumi/theme/locales/zh-CN.json';

const TABLES: Record<string, Record<string, string>> = { 'en-US': english, 'zh-CN': chinese };

/** What `useMessage` gives a component on a page of `locale`: the site's table, no fallback. */
export function messageTable(locale: 'en-US' | 'zh-CN'): Message {
  const intl = createIntl({ locale, messages: TABLES[locale] });
  return (id, values) => {
    if (!(id in TABLES[locale])) throw new Error(`No message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
}
