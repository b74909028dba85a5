/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import Ours from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Upstream: typeof Ours = require('../../node_modules/rc-overflow/lib/index.js').default;
const labels = Array.from({ length: 8 }, (_, i) => `Label ${i}`);
const html = (Overflow: typeof Ours, props: Partial<OverflowProps<string>>) =>
  renderToString(<Overflow data={labels} renderItem={(label) => label} {...props} />);

it('renders on a server with no DOM as 1.5.0 does, with no warning', () => {
  const modes: Partial<OverflowProps<string>>[] = [
    { maxCount: 'responsive', ssr: 'full' },
    { maxCount: 'responsive' },
    { maxCount: 2 },
    { maxCount: 'invalidate' },
  ];
  const error = jest.spyOn(console, 'error');
  const ours = modes.map((props) => html(Ours, props));
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
  expect(ours).toEqual(modes.map((props) => html(Upstream, props)));
});
