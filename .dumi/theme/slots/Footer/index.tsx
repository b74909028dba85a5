import React from 'react';
import { useSiteData } from 'dumi';
import 'dumi/theme-default/slots/Footer/index.less';
import useMessage from '../../components/useMessage';

// The default footer with its text from the locale tables: a Chinese page gets a Chinese footer.
const Footer = () => {
  const message = useMessage();
  if (!useSiteData().themeConfig.footer) return null;
  return <div className="dumi-default-footer">{message('site.footer')}</div>;
};

export default Footer;
