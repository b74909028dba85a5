// react-intl's API as dumi re-exports it, on the browser's Intl (aliased in .dumirc.ts): messages
// are plain `{name}` strings, so ICU's parser, a quarter of the entry bundle, buys nothing.
import React, { createContext, useContext, type ComponentType, type ReactNode } from 'react';

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

export interface IntlShape extends Required<Omit<IntlConfig, 'defaultLocale'>> {
  defaultLocale: string;
  formatMessage: (descriptor: MessageDescriptor, values?: Values) => string;
  formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  formatTime: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatList: (list: string[], options?: Record<string, string>) => string;
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function fillPlaceholders(template: string, values: Values = {}): string {
  return template.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export function createIntlCache(): Record<string, never> {
  return {};
}

// react-intl also takes a formatter cache; formatters here are cheap enough to make per call.
export function createIntl(config: IntlConfig): IntlShape {
  const { locale, messages = {}, defaultLocale = 'en' } = config;
  const toDate = (value: Date | number | string) =>
    value instanceof Date ? value : new Date(value);
  return {
    locale,
    messages,
    defaultLocale,
    formatMessage: ({ id = '', defaultMessage }, values) =>
      fillPlaceholders(messages[id] ?? defaultMessage ?? id, values),
    formatDate: (value, options) => new Intl.DateTimeFormat(locale, options).format(toDate(value)),
    formatTime: (value, options) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', ...options }).format(
        toDate(value),
      ),
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    formatList: (list, options) => {
      const ListFormat = (
        Intl as unknown as {
          ListFormat?: new (...args: unknown[]) => { format(l: string[]): string };
        }
      ).ListFormat;
      return ListFormat ? new ListFormat(locale, options).format(list) : list.join(', ');
    },
  };
}

export const IntlContext = createContext<IntlShape | null>(null);
export const RawIntlProvider = IntlContext.Provider;

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  return <RawIntlProvider value={createIntl(config)}>{children}</RawIntlProvider>;
}

const fallbackIntl = createIntl({ locale: 'en-US' });

export function useIntl(): IntlShape {
  return useContext(IntlContext) ?? fallbackIntl;
}

export function injectIntl<P extends object>(
  Component: ComponentType<P & { intl: IntlShape }>,
): ComponentType<P> {
  return (props: P) => <Component {...props} intl={useIntl()} />;
}

export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

export function FormattedMessage(props: MessageDescriptor & { values?: Values }) {
  const { values, ...descriptor } = props;
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}

type DateProps = Intl.DateTimeFormatOptions & { value: Date | number | string };

export function FormattedDate({ value, ...options }: DateProps) {
  return <>{useIntl().formatDate(value, options)}</>;
}

export function FormattedTime({ value, ...options }: DateProps) {
  return <>{useIntl().formatTime(value, options)}</>;
}

export function FormattedNumber({
  value,
  ...options
}: Intl.NumberFormatOptions & { value: number }) {
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

export function FormattedRelativeTime(props: {
  value?: number;
  unit?: Intl.RelativeTimeFormatUnit;
}) {
  const { value = 0, unit = 'second' } = props;
  return <>{new Intl.RelativeTimeFormat(useIntl().locale).format(value, unit)}</>;
}

export function FormattedDisplayName(props: { value: string; type?: string }) {
  const DisplayNames = (
    Intl as unknown as {
      DisplayNames?: new (l: string[], o: object) => { of(v: string): string | undefined };
    }
  ).DisplayNames;
  const locale = useIntl().locale;
  const name = DisplayNames
    ? new DisplayNames([locale], { type: props.type ?? 'language' }).of(props.value)
    : undefined;
  return <>{name ?? props.value}</>;
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
