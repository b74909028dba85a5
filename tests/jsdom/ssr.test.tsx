import './textEncoderPolyfill';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import Overflow from 'rc-overflow';
import { installLayout, uninstallLayout, widthFromData } from './layoutMock';

const labels = Array.from({ length: 8 }, (_, i) => `Label ${i}`);

function App({ ssr = 'full' }: { ssr?: 'full' }) {
  return (
    <Overflow
      data={labels}
      renderItem={(label) => <span data-width={60}>{label}</span>}
      renderRest={(omitted) => <span data-width={40}>+{omitted.length}</span>}
      maxCount="responsive"
      ssr={ssr}
      data-width={300}
    />
  );
}

/** The HTML a server would send; jsdom has a `window`, so silence React's "layout effect on the server" note. */
function serverHtml(ssr?: 'full') {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return renderToString(<App ssr={ssr} />);
  } finally {
    error.mockRestore();
  }
}

describe('hydration', () => {
  afterEach(uninstallLayout);

  it('hydrates ssr="full" markup without warnings and then collapses to what fits', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml('full');
    document.body.appendChild(container);
    expect(container.querySelectorAll('.rc-overflow-item:not([aria-hidden])')).toHaveLength(8);
    installLayout(widthFromData);
    const error = jest.spyOn(console, 'error');
    const warn = jest.spyOn(console, 'warn');

    act(() => {
      hydrateRoot(container, <App />);
    });

    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    // 4 x 60 + 40 = 280 fits in 300; 5 x 60 + 40 = 340 does not.
    const shown = container.querySelectorAll('.rc-overflow-item:not([aria-hidden])');
    expect(Array.from(shown).map((el) => el.textContent)).toEqual([
      'Label 0',
      'Label 1',
      'Label 2',
      'Label 3',
      '+4',
    ]);
    expect(container.firstElementChild).not.toHaveClass('rc-overflow-measuring');
    error.mockRestore();
    warn.mockRestore();
  });

  it('hydrates markup rendered without ssr="full" too', () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml(undefined);
    document.body.appendChild(container);
    installLayout(widthFromData);
    const error = jest.spyOn(console, 'error');
    act(() => {
      hydrateRoot(container, <App ssr={undefined} />);
    });
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.rc-overflow-item:not([aria-hidden])')).toHaveLength(5);
    error.mockRestore();
  });
});
