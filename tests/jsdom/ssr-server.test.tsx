/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import Overflow from 'rc-overflow';

const labels = Array.from({ length: 8 }, (_, i) => `Label ${i}`);

describe('server rendering (node, no DOM)', () => {
  it('renders every item with ssr="full" and the rest hidden for none, without warnings', () => {
    const error = jest.spyOn(console, 'error');
    const html = renderToString(
      <Overflow data={labels} renderItem={(label) => label} maxCount="responsive" ssr="full" />,
    );
    labels.forEach((label) => expect(html).toContain(`>${label}</div>`));
    // No inline style on the list: a page that styles the list itself gets what 1.5.0 gives it.
    expect(html).toContain('<div class="rc-overflow">');
    // Every item is shown; only the rest waits hidden, standing for no item.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-hidden="true"[^>]*>\+ 0 \.\.\./);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders no item without ssr="full", as 1.5.0: the client decides what fits', () => {
    const html = renderToString(
      <Overflow data={labels} renderItem={(label) => label} maxCount="responsive" />,
    );
    expect(html).not.toContain('Label 0');
    expect(html).toMatch(/aria-hidden="true"[^>]*>\+ 7 \.\.\./);
  });

  it('renders number and invalidate modes on the server', () => {
    expect(renderToString(<Overflow data={labels} renderItem={(l) => l} maxCount={2} />)).toContain(
      '+ 6 ...',
    );
    expect(
      renderToString(<Overflow data={labels} renderItem={(l) => l} maxCount="invalidate" />),
    ).toBe(`<div class="">${labels.map((l) => `<div class="">${l}</div>`).join('')}</div>`);
  });
});
