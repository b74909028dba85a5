import React from 'react';
import DefaultColorSwitch from 'dumi/theme-default/slots/ColorSwitch';
import { InertUntilHydrated } from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import './index.less';

// The default theme switch is a <select> with no name: this label gives it one.
const ColorSwitch = () => {
  const message = useMessage();
  return (
    <label className="site-color-switch">
      <span className="site-visually-hidden">{message('site.color.menu')}</span>
      <InertUntilHydrated>
        <DefaultColorSwitch />
      </InertUntilHydrated>
    </label>
  );
};

export default ColorSwitch;
