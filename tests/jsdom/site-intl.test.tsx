import React from 'react';
import { render, screen } from '@testing-library/react';
import {
  FormattedMessage,
  RawIntlProvider,
  createIntl,
  useIntl,
} from '../../.dumi/browser/intl-lite';

// The light react-intl stand-in the site aliases.
it('formats a message by id, else the default message, else the id; components get the locale', () => {
  const zh = createIntl({ locale: 'zh-CN', messages: { '404.back': '返回首页' } });
  expect(
    [{ id: '404.back' }, { id: 'nope', defaultMessage: 'Fallback' }, { id: 'nope' }].map((m) =>
      zh.formatMessage(m),
    ),
  ).toEqual(['返回首页', 'Fallback', 'nope']);
  const intl = createIntl({ locale: 'en-US', messages: { hello: 'Hello {who}' } });
  const Locale = () => <span>{useIntl().locale}</span>;
  render(
    <RawIntlProvider value={intl}>
      <FormattedMessage id="hello" values={{ who: 'docs' }} />
      <Locale />
    </RawIntlProvider>,
  );
  expect(screen.getByText('Hello docs')).toBeInTheDocument();
  expect(screen.getByText('en-US')).toBeInTheDocument();
});
