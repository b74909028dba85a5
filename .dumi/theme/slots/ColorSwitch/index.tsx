// Why: dumi's switch titles its icons in English in every locale and leaves its <select> unnamed.
import React from 'react';
import { useIntl, usePrefersColor, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ColorSwitch/index.less';
import { InertUntilHydrated } from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import './index.less';

// Pictures only, beside the select that names the choice: a sun, a moon, a half-filled disc.
const RAYS = 'M7 0h2v3H7zm0 13h2v3H7zM0 7h3v2H0zm13 0h3v2h-3z';
const MODES = {
  light: (
    <>
      <circle cx="8" cy="8" r="3.5" />
      <path d={RAYS} />
      <path d={RAYS} transform="rotate(45 8 8)" />
    </>
  ),
  dark: <path d="M6.5.5a7.5 7.5 0 1 0 9 9 6.5 6.5 0 0 1-9-9z" />,
  auto: (
    <path fillRule="evenodd" d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0zm0 1.5a6.5 6.5 0 0 1 0 13z" />
  ),
};
type Mode = keyof typeof MODES;

const ColorSwitch = () => {
  const { themeConfig } = useSiteData();
  const [, chosen, choose] = usePrefersColor();
  const intl = useIntl();
  const message = useMessage();
  const mode = (chosen ?? themeConfig.prefersColor.default) as Mode;
  const name = (choice: Mode) => intl.formatMessage({ id: `header.color.mode.${choice}` });
  return (
    <label className="site-color-switch">
      <span className="site-visually-hidden">{message('site.color.menu')}</span>
      <InertUntilHydrated>
        <span
          className="dumi-default-color-switch"
          data-dumi-tooltip={name(mode)}
          data-dumi-tooltip-bottom
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            {MODES[mode]}
          </svg>
          <select
            value={mode}
            onChange={(event) => choose(event.target.value as Mode)}
            // A choice made in the phone panel leaves the panel open.
            onClick={(event) => event.stopPropagation()}
          >
            {(Object.keys(MODES) as Mode[]).map((choice) => (
              <option key={choice} value={choice}>
                {name(choice)}
              </option>
            ))}
          </select>
        </span>
      </InertUntilHydrated>
    </label>
  );
};

export default ColorSwitch;
