import React from 'react';
import { useOverflow } from 'rc-overflow';
import type { OverflowPart } from 'rc-overflow';

interface Page {
  label: string;
  href: string;
}

const PAGES: Page[] = ['Home', 'Products', 'Pricing', 'Docs', 'Blog', 'Careers', 'Support'].map(
  (label) => ({ label, href: `?page=${label.toLowerCase()}` }),
);

// A part the hook measures but does not show: out of flow, unpainted, unfocusable, unread.
const partStyle = (part: OverflowPart): React.CSSProperties =>
  part.hidden
    ? { order: part.order, position: 'absolute', opacity: 0, height: 0, visibility: 'hidden' }
    : { order: part.order, flex: 'none' };

// One menu bar on the page; a fixed id keeps the demo running on React 16.14 and 17 too.
const PANEL_ID = 'menu-bar-more-pages';

export default () => {
  const [current, setCurrent] = React.useState('Home');
  const [open, setOpen] = React.useState(false);
  const { containerRef, items, rest, hiddenItems } = useOverflow<Page>({
    data: PAGES,
    itemKey: 'label',
    maxCount: 'responsive',
  });
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLUListElement>(null);
  // When everything fits there is no "More", so nothing stays open.
  const expanded = open && !rest.hidden;

  const closeAndFocusButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  React.useEffect(() => {
    if (!expanded) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      // A click on something focusable keeps its focus; otherwise focus goes back to "More".
      const active = document.activeElement;
      setOpen(false);
      if (!active || active === document.body || panelRef.current?.contains(active))
        buttonRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [expanded]);

  const link = (page: Page, inPanel: boolean) => (
    <a
      href={page.href}
      aria-current={page.label === current ? 'page' : undefined}
      style={{
        display: 'block',
        padding: '4px 8px',
        fontWeight: page.label === current ? 600 : 400,
      }}
      onClick={(event) => {
        event.preventDefault();
        setCurrent(page.label);
        if (inPanel) closeAndFocusButton();
      }}
    >
      {page.label}
    </a>
  );

  return (
    <div style={{ maxWidth: 360 }}>
      <nav aria-label="Main">
        <ul
          ref={containerRef}
          style={{
            display: 'flex',
            position: 'relative',
            gap: 4,
            margin: 0,
            padding: 4,
            listStyle: 'none',
            border: '1px solid gray',
          }}
        >
          {items.map((part) => (
            <li
              key={part.key}
              ref={part.ref}
              style={partStyle(part)}
              aria-hidden={part.hidden || undefined}
            >
              {link(part.item, false)}
            </li>
          ))}
          <li
            ref={rest.ref}
            style={{ ...partStyle(rest), position: rest.hidden ? 'absolute' : 'relative' }}
            aria-hidden={rest.hidden || undefined}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && expanded) closeAndFocusButton();
            }}
          >
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={expanded}
              aria-controls={PANEL_ID}
              onClick={() => setOpen(!expanded)}
            >
              More ({hiddenItems.length})
            </button>
            <ul
              ref={panelRef}
              id={PANEL_ID}
              hidden={!expanded}
              style={{
                position: 'absolute',
                top: '100%',
                right: 0,
                zIndex: 1,
                minWidth: 120,
                margin: 0,
                padding: 4,
                listStyle: 'none',
                border: '1px solid gray',
                background: 'Canvas',
                color: 'CanvasText',
              }}
            >
              {hiddenItems.map((page) => (
                <li key={page.label}>{link(page, true)}</li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <p>Current page: {current}</p>
    </div>
  );
};
