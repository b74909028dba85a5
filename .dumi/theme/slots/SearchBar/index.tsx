import React, { useEffect, useRef } from 'react';
import { useIntl, useSiteData } from 'dumi';
import DefaultSearchBar from 'dumi/theme-default/slots/SearchBar';
import { InertUntilHydrated } from '../../components/useHydrated';

/** `themeConfig.docsearch` in .dumirc.ts; the API key is the public, search-only one. */
interface DocSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

// Algolia DocSearch in place of dumi's search: its code and styles load only then, after the page.
const HostedSearch = ({ config }: { config: DocSearchConfig }) => {
  const container = useRef<HTMLDivElement>(null);
  const placeholder = useIntl().formatMessage({ id: 'header.search.placeholder' });
  useEffect(() => {
    Promise.all([import('@docsearch/js'), import('@docsearch/css')]).then(
      ([{ default: docsearch }]) =>
        docsearch({
          ...config,
          container: container.current as HTMLElement,
          placeholder,
          // The same page on this site, wherever the index was crawled.
          transformItems: (items) =>
            items.map((item) => {
              const { pathname, hash } = new URL(item.url, location.href);
              return { ...item, url: pathname + hash };
            }),
        }),
    );
  }, [config, placeholder]);
  return <div ref={container} />;
};

const SearchBar = () => {
  const { docsearch } = useSiteData().themeConfig as { docsearch?: DocSearchConfig };
  if (docsearch) return <HostedSearch config={docsearch} />;
  return (
    <InertUntilHydrated>
      <DefaultSearchBar />
    </InertUntilHydrated>
  );
};

export default SearchBar;
