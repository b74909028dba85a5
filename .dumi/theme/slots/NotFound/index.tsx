// Why: the default 404 page has no document title of its own.
import React from 'react';
import { Helmet, Link, useIntl, useLocale } from 'dumi';
import 'dumi/theme-default/slots/NotFound/index.less';
import './index.less';

const NotFound = () => {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage({ id: '404.title' });
  return (
    <div className="dumi-default-not-found">
      <Helmet>
        <title>{`${title} - rc-overflow`}</title>
      </Helmet>
      <h1>{title}</h1>
      <Link to={'base' in locale ? locale.base : '/'} replace>
        {intl.formatMessage({ id: '404.back' })} →
      </Link>
    </div>
  );
};

export default NotFound;
