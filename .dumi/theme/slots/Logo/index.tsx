import React from 'react';
import { Link, useLocale, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/Logo/index.less';

// The picture is decoration beside the site name: an empty alt, not "rc-overflow rc-overflow".
const Logo = () => {
  const { themeConfig } = useSiteData();
  const locale = useLocale();
  return (
    <Link className="dumi-default-logo" to={'base' in locale ? locale.base : '/'}>
      {themeConfig.logo && <img src={themeConfig.logo} alt="" />}
      {themeConfig.name}
    </Link>
  );
};

export default Logo;
