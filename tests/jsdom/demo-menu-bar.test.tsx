// The menu bar demo of the useOverflow guide: its "More" disclosure, on a faked row.
import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import MenuBar from '../../docs/guide/demos/menu-bar';
import { installLayout, notifyAll, uninstallLayout } from './layoutMock';

// The bar 300 px wide, a page 80 px, "More" 70 px: two pages fit beside "More".
const inBar = (el: HTMLElement) => el.parentElement?.parentElement?.tagName === 'NAV';
beforeEach(() =>
  installLayout((el) => {
    if (el.tagName === 'UL' && el.parentElement?.tagName === 'NAV') return 300;
    if (el.tagName === 'LI' && inBar(el)) return el.querySelector('button') ? 70 : 80;
    return undefined;
  }),
);
afterEach(uninstallLayout);

function openPanel() {
  render(<MenuBar />);
  act(() => notifyAll());
  const more = screen.getByRole('button', { name: 'More (5)' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  more.focus();
  fireEvent.click(more);
  const panel = document.getElementById(more.getAttribute('aria-controls') as string);
  return { more, panel: panel as HTMLElement };
}

it('"More" opens the pages that do not fit, in their order, each page reachable once', () => {
  const { more, panel } = openPanel();
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(panel).toBeVisible();
  const pages = (root: HTMLElement) =>
    within(root)
      .getAllByRole('link')
      .map((a) => a.textContent);
  expect(pages(panel)).toEqual(['Pricing', 'Docs', 'Blog', 'Careers', 'Support']);
  expect(pages(screen.getByRole('navigation'))).toEqual(['Home', 'Products', ...pages(panel)]);
});

it('Escape in the panel closes it and puts focus back on "More"', () => {
  const { more, panel } = openPanel();
  const docs = within(panel).getByRole('link', { name: 'Docs' });
  docs.focus();
  fireEvent.keyDown(docs, { key: 'Escape' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toBeVisible();
  expect(more).toHaveFocus();
});

it('a click outside closes it: focus back on "More", unless the click focused something', () => {
  const first = openPanel();
  within(first.panel).getByRole('link', { name: 'Blog' }).focus();
  fireEvent.click(document.body);
  expect(first.more).toHaveAttribute('aria-expanded', 'false');
  expect(first.more).toHaveFocus();

  fireEvent.click(first.more);
  const home = screen.getByRole('link', { name: 'Home' });
  home.focus();
  fireEvent.click(home);
  expect(first.panel).not.toBeVisible();
  expect(home).toHaveFocus();
});
