import './textEncoderPolyfill';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import Overflow from 'rc-overflow';
import { installLayout, uninstallLayout, widthFromData } from './layoutMock';
import { consoleDuring } from './domSnapshot';

const App = ({ ssr }: { ssr?: 'full' }) => (
  <Overflow
    data={Array.from({ length: 8 }, (_, i) => `Label ${i}`)}
    renderItem={(label) => <span data-width={60}>{label}</span>}
    renderRest={(omitted) => <span data-width={40}>+{omitted.length}</span>}
    maxCount="responsive"
    ssr={ssr}
    data-width={300}
  />
);
const shown = (container: HTMLElement) =>
  Array.from(
    container.querySelectorAll('.rc-overflow-item:not([aria-hidden])'),
    (el) => el.textContent,
  ).join(' ');

afterEach(uninstallLayout);

it.each([
  [
    'ssr="full" markup, every item shown,',
    'full' as const,
    'Label 0 Label 1 Label 2 Label 3 Label 4 Label 5 Label 6 Label 7',
  ],
  ['markup rendered without ssr="full",', undefined, ''],
])('hydrates %s without warnings and then collapses to what fits', (_name, ssr, server) => {
  const container = document.createElement('div');
  // jsdom has a `window`: React's "layout effect on the server" note aside.
  container.innerHTML = consoleDuring(() => renderToString(<App ssr={ssr} />)).result;
  document.body.appendChild(container);
  expect(shown(container)).toBe(server);
  installLayout(widthFromData);
  const { logged } = consoleDuring(() => act(() => void hydrateRoot(container, <App ssr={ssr} />)));
  expect(logged).toEqual([]);
  // 4 x 60 + 40 = 280 fits in 300; 5 x 60 + 40 = 340 does not.
  expect(shown(container)).toBe('Label 0 Label 1 Label 2 Label 3 +4');
  expect(container.firstElementChild).not.toHaveClass('rc-overflow-measuring');
});
