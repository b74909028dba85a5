import { useCallback } from 'react';
import { useIntl } from 'dumi';
import type englishMessages from '../locales/en-US.json';

/** The site's strings by id (`.dumi/theme/locales/<locale>.json`), `{name}` placeholders filled. */
export default function useMessage() {
  const intl = useIntl();
  return useCallback(
    (id: keyof typeof englishMessages, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values),
    [intl],
  );
}
