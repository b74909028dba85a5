import React, { useCallback, useRef, useState } from 'react';
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

// A disclosure with the three choices instead of the default native select: it can animate, and
// it closes on any click elsewhere, like the mobile menu. The colour logic is dumi's own hook.
const ColorSwitch = () => {
  const {
    themeConfig: { prefersColor: config },
  } = useSiteData();
  const intl = useIntl();
  const message = useMessage();
  const [, prefersColor = config.default, setPrefersColor] = usePrefersColor();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  // Disabled in the prerendered HTML until hydrated: a click before that would be lost.
  const hydrated = useHydrated();
  const label = (choice: ColorChoice) => intl.formatMessage({ id: `header.color.mode.${choice}` });
  const current = message('site.color.current', { mode: label(prefersColor) });

  return (
    <span
      ref={rootRef}
      className="site-color-switch"
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => event.stopPropagation()}
    >
      <button
        type="button"
        className="site-color-switch-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="site-color-switch-menu"
        aria-label={current}
        title={current}
        disabled={!hydrated}
        onClick={() => setOpen((shown) => !shown)}
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
      <ul className="site-color-switch-menu" id="site-color-switch-menu" aria-hidden={!open}>
        {CHOICES.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              aria-pressed={choice === prefersColor}
              tabIndex={open ? 0 : -1}
              onClick={() => {
                setPrefersColor(choice);
                setOpen(false);
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
