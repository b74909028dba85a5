// react-intl's API as dumi re-exports it, on the browser's Intl (aliased in .dumirc.ts): messages
// are plain `{name}` strings, so ICU's parser, a quarter of the entry bundle, buys nothing.
import React, { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { fillPlaceholders } from './messages';

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
  description?: string;
}

type Values = Record<string, unknown>;

export interface IntlConfig {
  locale: string;
  messages?: Record<string, string>;
  defaultLocale?: string;
}

export const createIntlCache = (): Record<string, never> => ({});

type DateInput = Date | number | string;

// ES2021's ListFormat and DisplayNames: not in the ES2020 types, and not in Safari 14.0.
const { ListFormat, DisplayNames } = Intl as unknown as {
  ListFormat?: new (locale: string, options?: object) => { format(list: string[]): string };
  DisplayNames?: new (locales: string[], options: object) => { of(code: string): string };
};

// react-intl also takes a formatter cache; formatters here are cheap enough to make per call.
export function createIntl({ locale, messages = {}, defaultLocale = 'en' }: IntlConfig) {
  const formatDate = (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options).format(new Date(value));
  return {
    locale,
    messages,
    defaultLocale,
    formatMessage: ({ id = '', defaultMessage }: MessageDescriptor, values?: Values) =>
      fillPlaceholders(messages[id] ?? defaultMessage ?? id, values),
    formatDate,
    formatTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, { hour: 'numeric', minute: 'numeric', ...options }),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
    formatList: (list: string[], options?: Record<string, string>) =>
      ListFormat ? new ListFormat(locale, options).format(list) : list.join(', '),
  };
}

export type IntlShape = ReturnType<typeof createIntl>;

export const IntlContext = createContext<IntlShape | null>(null);
export const RawIntlProvider = IntlContext.Provider;

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  return <RawIntlProvider value={createIntl(config)}>{children}</RawIntlProvider>;
}

const fallbackIntl = createIntl({ locale: 'en-US' });

export const useIntl = (): IntlShape => useContext(IntlContext) ?? fallbackIntl;

export function injectIntl<P extends object>(
  Component: ComponentType<P & { intl: IntlShape }>,
): ComponentType<P> {
  return (props: P) => <Component {...props} intl={useIntl()} />;
}

export const defineMessages = <T extends Record<string, MessageDescriptor>>(messages: T) =>
  messages;

export function FormattedMessage(props: MessageDescriptor & { values?: Values }) {
  const { values, ...descriptor } = props;
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}

type DateProps = Intl.DateTimeFormatOptions & { value: DateInput };

export function FormattedDate({ value, ...options }: DateProps) {
  return <>{useIntl().formatDate(value, options)}</>;
}

export function FormattedTime({ value, ...options }: DateProps) {
  return <>{useIntl().formatTime(value, options)}</>;
}

type NumberProps = Intl.NumberFormatOptions & { value: number };

export function FormattedNumber({ value, ...options }: NumberProps) {
  return <>{useIntl().formatNumber(value, options)}</>;
}

export function FormattedList({ value, ...options }: { value: string[] } & Record<string, string>) {
  return <>{useIntl().formatList(value, options)}</>;
}

export function FormattedPlural(
  props: { value: number; other: ReactNode } & Record<string, ReactNode>,
) {
  const rule = new Intl.PluralRules(useIntl().locale).select(props.value);
  return <>{(props as Record<string, ReactNode>)[rule] ?? props.other}</>;
}

type RelativeTimeProps = { value?: number; unit?: Intl.RelativeTimeFormatUnit };

export function FormattedRelativeTime({ value = 0, unit = 'second' }: RelativeTimeProps) {
  return <>{new Intl.RelativeTimeFormat(useIntl().locale).format(value, unit)}</>;
}

export function FormattedDisplayName(props: { value: string; type?: string }) {
  const { locale } = useIntl();
  const names = DisplayNames && new DisplayNames([locale], { type: props.type ?? 'language' });
  return <>{names?.of(props.value) ?? props.value}</>;
}

type PartsProps<V> = {
  value: V;
  children: (parts: Intl.DateTimeFormatPart[] | Intl.NumberFormatPart[]) => ReactNode;
};

export function FormattedDateParts({
  value,
  children,
  ...options
}: PartsProps<Date | number> & Intl.DateTimeFormatOptions) {
  return <>{children(new Intl.DateTimeFormat(useIntl().locale, options).formatToParts(value))}</>;
}

export const FormattedTimeParts = FormattedDateParts;

export function FormattedNumberParts({
  value,
  children,
  ...options
}: PartsProps<number> & Intl.NumberFormatOptions) {
  return <>{children(new Intl.NumberFormat(useIntl().locale, options).formatToParts(value))}</>;
}
