import { useCallback } from 'react';
import { useIntl } from 'dumi';
import type englishMessages from '../locales/en-US.json';

/** The id of one of the site's own strings; every locale's table has the same ids. */
export type MessageId = keyof typeof englishMessages;

/** The site's strings for the page's locale, from `.dumi/theme/locales/<locale>.json`. */
export default function useMessage(): (
  id: MessageId,
  values?: Record<string, string | number>,
) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
