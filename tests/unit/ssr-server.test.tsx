/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import Overflow from 'rc-overflow';

const labels = Array.from({ length: 8 }, (_, i) => `Label ${i}`);

describe('server rendering (node, no DOM)', () => {
  it('renders every item with ssr="full", clipped to one row by an inline style, without warnings', () => {
    const error = jest.spyOn(console, 'error');
    const html = renderToString(
      <Overflow data={labels} renderItem={(label) => label} maxCount="responsive" ssr="full" />,
    );
    labels.forEach((label) => expect(html).toContain(`>${label}</div>`));
    // Inline, so a page that styles the list itself (antd) gets one row too.
    expect(html).toContain('class="rc-overflow" style="flex-wrap:nowrap;overflow:hidden"');
    // Every item is shown (none carries the hidden style); only the rest waits hidden.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-hidden="true"[^>]*>\+ 7 \.\.\./);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders the first items without ssr="full" too', () => {
    const html = renderToString(
      <Overflow data={labels} renderItem={(label) => label} maxCount="responsive" />,
    );
    expect(html).toContain('Label 7');
  });

  it('renders number and invalidate modes on the server', () => {
    expect(renderToString(<Overflow data={labels} renderItem={(l) => l} maxCount={2} />)).toContain(
      '+ 6 ...',
    );
    expect(
      renderToString(<Overflow data={labels} renderItem={(l) => l} maxCount="invalidate" />),
    ).toBe(`<div>${labels.map((l) => `<div>${l}</div>`).join('')}</div>`);
  });
});
