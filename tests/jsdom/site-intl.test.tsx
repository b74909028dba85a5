import React from 'react';
import { render, screen } from '@testing-library/react';
import {
  FormattedMessage,
  RawIntlProvider,
  createIntl,
  fillPlaceholders,
  useIntl,
} from '../../.dumi/lib/intl-lite';

describe('the light react-intl stand-in the site aliases', () => {
  it('fills {name} placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('edit/main/{filename}', { filename: 'docs/index.md' })).toBe(
      'edit/main/docs/index.md',
    );
    expect(fillPlaceholders('{ id } and {missing}', { id: 'Overflow' })).toBe(
      'Overflow and {missing}',
    );
  });

  it('formats a message by id, falling back to the default message, then to the id', () => {
    const intl = createIntl({ locale: 'zh-CN', messages: { '404.back': '返回首页' } });
    expect(intl.formatMessage({ id: '404.back' })).toBe('返回首页');
    expect(intl.formatMessage({ id: 'nope', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(intl.formatMessage({ id: 'nope' })).toBe('nope');
  });

  it('gives components the provided locale and messages', () => {
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
});
