import { useCallback } from 'react';
import { useIntl } from 'dumi';
import type englishMessages from '../locales/en-US.json';

/** The id of one of the site's own strings; every locale's table has the same ids. */
export type MessageId = keyof typeof englishMessages;

/** One of the site's strings by id, its `{name}` placeholders filled from `values`. */
export type Message = (id: MessageId, values?: Record<string, string | number>) => string;

/** The site's strings for the page's locale, from `.dumi/theme/locales/<locale>.json`. */
export default function useMessage(): Message {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
