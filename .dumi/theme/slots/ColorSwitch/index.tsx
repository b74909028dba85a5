import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, usePrefersColor, useSiteData } from 'dumi';
import useDismiss from '../../components/useDismiss';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import './index.less';

type ColorChoice = 'light' | 'dark' | 'auto';
const CHOICES: ColorChoice[] = ['light', 'dark', 'auto'];

const ICONS: Record<ColorChoice, string> = {
  light:
    'M8 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM8 0v2M8 14v2M0 8h2M14 8h2M2.3 2.3l1.4 1.4M12.3 12.3l1.4 1.4M2.3 13.7l1.4-1.4M12.3 3.7l1.4-1.4',
  dark: 'M13.5 10.5A6 6 0 0 1 5.5 2.5a6 6 0 1 0 8 8Z',
  auto: 'M8 1.5a6.5 6.5 0 1 0 0 13ZM8 1.5a6.5 6.5 0 1 1 0 13',
};

const ColorIcon = ({ choice }: { choice: ColorChoice }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path d={ICONS[choice]} />
  </svg>
);

/** The index `step` places away from `index` among `count` items, wrapping at either end. */
const wrapIndex = (index: number, step: number, count: number) => (index + step + count) % count;

// A menu button with the three choices as radio items instead of the default native select: it
// can animate, and it closes on any click elsewhere, like the mobile menu. It follows the ARIA
// menu pattern its role announces: arrows, Home and End move between the choices, Escape closes
// and returns focus to the button, Tab leaves. The colour logic is dumi's own hook.
const ColorSwitch = () => {
  const {
    themeConfig: { prefersColor: config },
  } = useSiteData();
  const intl = useIntl();
  const message = useMessage();
  const [, prefersColor = config.default, setPrefersColor] = usePrefersColor();
  const [open, setOpen] = useState(false);
  // The choice to focus once the menu has rendered open (the current one, or first or last).
  const [focusOnOpen, setFocusOnOpen] = useState(0);
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, triggerRef);
  // Disabled in the prerendered HTML until hydrated: a click before that would be lost.
  const hydrated = useHydrated();
  const label = (choice: ColorChoice) => intl.formatMessage({ id: `header.color.mode.${choice}` });
  const current = message('site.color.current', { mode: label(prefersColor) });
  const currentIndex = Math.max(0, CHOICES.indexOf(prefersColor));

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  const openAt = (index: number) => {
    setFocusOnOpen(index);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    const index = { ArrowDown: currentIndex, ArrowUp: currentIndex }[event.key];
    if (index === undefined) return;
    event.preventDefault();
    openAt(index);
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const focused = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const count = CHOICES.length;
    const target = {
      ArrowDown: wrapIndex(focused, 1, count),
      ArrowUp: wrapIndex(focused, -1, count),
      Home: 0,
      End: count - 1,
    }[event.key];
    if (event.key === 'Escape') {
      // Only this menu closes, not the phone menu around it (see useDismiss).
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    } else if (target !== undefined) {
      event.preventDefault();
      itemRefs.current[target]?.focus();
    }
  };

  return (
    <span
      ref={rootRef}
      className="site-color-switch"
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => event.stopPropagation()}
    >
      <button
        ref={triggerRef}
        type="button"
        className="site-color-switch-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="site-color-switch-menu"
        aria-label={current}
        title={current}
        disabled={!hydrated}
        onClick={() => (open ? close() : openAt(currentIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        {hydrated ? (
          <ColorIcon choice={prefersColor} />
        ) : (
          // Until the app runs, the colour the head script applied picks the icon (index.less),
          // so a saved dark theme shows the dark icon from the first paint.
          <>
            <span className="site-color-switch-early" data-color="light">
              <ColorIcon choice="light" />
            </span>
            <span className="site-color-switch-early" data-color="dark">
              <ColorIcon choice="dark" />
            </span>
          </>
        )}
      </button>
      <ul
        className="site-color-switch-menu"
        id="site-color-switch-menu"
        role="menu"
        aria-label={message('site.color.menu')}
        aria-hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {CHOICES.map((choice, index) => (
          <li key={choice} role="none">
            <button
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={choice === prefersColor}
              tabIndex={-1}
              onClick={() => {
                setPrefersColor(choice);
                close();
                triggerRef.current?.focus();
              }}
            >
              <ColorIcon choice={choice} />
              {label(choice)}
            </button>
          </li>
        ))}
      </ul>
    </span>
  );
};

export default ColorSwitch;
