// react-intl as dumi and the theme call it (aliased in .dumirc.ts): ICU's parser buys nothing.
import React, { createContext, useContext } from 'react';
import { fillPlaceholders } from './messages';

type MessageDescriptor = { id?: string; defaultMessage?: string };
type Values = Record<string, unknown>;
type MessageProps = MessageDescriptor & { values?: Values };
type IntlConfig = { locale: string; messages?: Record<string, string> };

// react-intl's formatter cache: nothing here is costly enough to keep.
export const createIntlCache = (): Record<string, never> => ({});

export function createIntl({ locale, messages = {} }: IntlConfig) {
  return {
    locale,
    messages,
    formatMessage: ({ id = '', defaultMessage }: MessageDescriptor, values?: Values) =>
      fillPlaceholders(messages[id] ?? defaultMessage ?? id, values),
  };
}

const IntlContext = createContext<ReturnType<typeof createIntl> | null>(null);
export const RawIntlProvider = IntlContext.Provider;

const fallbackIntl = createIntl({ locale: 'en-US' });

export const useIntl = () => useContext(IntlContext) ?? fallbackIntl;

export function FormattedMessage({ values, ...descriptor }: MessageProps) {
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}
