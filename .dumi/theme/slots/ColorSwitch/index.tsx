// Why: dumi's switch titles its icons in English ("Light mode") in every locale and leaves its
// <select> unnamed: this is its markup and messages, with a label and unnamed (decorative) icons.
import React from 'react';
import { ReactComponent as IconAuto } from '@ant-design/icons-svg/inline-svg/outlined/desktop.svg';
import { ReactComponent as IconDark } from '@ant-design/icons-svg/inline-svg/outlined/moon.svg';
import { ReactComponent as IconLight } from '@ant-design/icons-svg/inline-svg/outlined/sun.svg';
import { useIntl, usePrefersColor, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ColorSwitch/index.less';
import { InertUntilHydrated } from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import './index.less';

const MODES = { light: IconLight, dark: IconDark, auto: IconAuto };
type Mode = keyof typeof MODES;

const ColorSwitch = () => {
  const { themeConfig } = useSiteData();
  const [, chosen, choose] = usePrefersColor();
  const intl = useIntl();
  const message = useMessage();
  const mode = (chosen ?? themeConfig.prefersColor.default) as Mode;
  const name = (choice: Mode) => intl.formatMessage({ id: `header.color.mode.${choice}` });
  const Icon = MODES[mode];
  return (
    <label className="site-color-switch">
      <span className="site-visually-hidden">{message('site.color.menu')}</span>
      <InertUntilHydrated>
        <span
          className="dumi-default-color-switch"
          data-dumi-tooltip={name(mode)}
          data-dumi-tooltip-bottom
        >
          <Icon aria-hidden />
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
