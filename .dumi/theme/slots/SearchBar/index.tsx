import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ReactComponent as IconArrowDown } from '@ant-design/icons-svg/inline-svg/outlined/arrow-down.svg';
import { ReactComponent as IconArrowUp } from '@ant-design/icons-svg/inline-svg/outlined/arrow-up.svg';
import { ReactComponent as IconSearch } from '@ant-design/icons-svg/inline-svg/outlined/search.svg';
import { useIntl, useSiteData } from 'dumi';
import SearchResult from 'dumi/theme/slots/SearchResult';
import { Input as SearchInput } from 'dumi/theme-default/slots/SearchBar/Input';
import { Mask as SearchMask } from 'dumi/theme-default/slots/SearchBar/Mask';
import 'dumi/theme-default/slots/SearchBar/index.less';
import ErrorBoundary from '../../components/ErrorBoundary';
import { InertUntilHydrated } from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import type { SearchState } from './SearchEngine';

// dumi's search itself loads when the box is first focused, hovered or called by its shortcut.
const SearchEngine = lazy(() => import('./SearchEngine'));

/** `themeConfig.docsearch` in .dumirc.ts; the API key is the public, search-only one. */
type DocSearchConfig = { appId: string; apiKey: string; indexName: string };

// Built in only with DocSearch's keys: webpack adds a stylesheet imported anywhere to every page.
const loadDocSearch = () =>
  process.env.SITE_HOSTED_SEARCH
    ? Promise.all([import('@docsearch/js'), import('@docsearch/css')])
    : Promise.reject(new Error('This site was built without DocSearch (DOCSEARCH_* variables).'));

// Algolia DocSearch in place of dumi's search: its code and styles load only then, after the page.
const HostedSearch = ({ config }: { config: DocSearchConfig }) => {
  const container = useRef<HTMLDivElement>(null);
  const placeholder = useIntl().formatMessage({ id: 'header.search.placeholder' });
  useEffect(() => {
    loadDocSearch().then(([{ default: docsearch }]) =>
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

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const isInWindow = (input: HTMLInputElement) => {
  const { top, bottom, left, right } = input.getBoundingClientRect();
  return top >= 0 && left >= 0 && bottom <= innerHeight && right <= innerWidth;
};

// dumi's search box from its parts, its icons unnamed and its key hints in the page's language.
const SiteSearch = () => {
  const message = useMessage();
  const [keywords, setKeywords] = useState('');
  const [engineWanted, setEngineWanted] = useState(false);
  // Until the engine has loaded, what is typed waits for it (kept in `keywords`).
  const [{ result, loading }, setFound] = useState<SearchState>({ result: [], loading: true });
  const load = () => setEngineWanted(true);
  const [focused, setFocused] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The shortcut's modifier: known only in the browser, so set after hydration.
  const [modifier, setModifier] = useState('⌘');
  const input = useRef<HTMLInputElement>(null);
  const dialogInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const apple = /mac|iphone|ipod|ipad/i.test(navigator.platform);
    if (!apple) setModifier('Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDialogOpen(false);
        return;
      }
      const shortcut =
        ((apple ? event.metaKey : event.ctrlKey) && event.key === 'k') ||
        (event.key === '/' && !isTyping(event.target));
      // In the closed phone panel the box, and a dialog in it, cannot show: the key is left alone.
      if (!shortcut || !input.current?.checkVisibility({ checkVisibilityCSS: true })) return;
      event.preventDefault();
      if (isInWindow(input.current)) {
        input.current.focus();
      } else {
        // Scrolled out of sight: the box opens as a dialog.
        setKeywords('');
        setDialogOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (dialogOpen) dialogInput.current?.focus();
  }, [dialogOpen]);

  const inputProps = {
    onFocus: () => {
      setFocused(true);
      load();
    },
    // A result is followed on click: the list stays up until that click has landed.
    onBlur: () => setTimeout(() => setFocused(false), 1),
    onChange: setKeywords,
  };

  return (
    <div className="dumi-default-search-bar">
      {/* A search whose code cannot load (offline, a newer deploy) finds nothing; the page lives on. */}
      {engineWanted && (
        <ErrorBoundary onError={() => setFound({ result: [], loading: false })}>
          <Suspense fallback={null}>
            <SearchEngine keywords={keywords} onChange={setFound} />
          </Suspense>
        </ErrorBoundary>
      )}
      <IconSearch className="dumi-default-search-bar-svg" aria-hidden />
      <SearchInput ref={input} onMouseEnter={load} {...inputProps} />
      <span className="dumi-default-search-shortcut">{modifier} K</span>
      {keywords.trim() && focused && !dialogOpen && (
        <div className="dumi-default-search-popover">
          <section>
            <SearchResult data={result} loading={loading} />
          </section>
        </div>
      )}
      <SearchMask
        visible={dialogOpen}
        onMaskClick={() => setDialogOpen(false)}
        onClose={() => setKeywords('')}
      >
        <div style={{ position: 'relative' }}>
          <IconSearch className="dumi-default-search-bar-svg" aria-hidden />
          <SearchInput ref={dialogInput} {...inputProps} />
        </div>
        <SearchResult data={result} loading={loading} onItemSelect={() => setDialogOpen(false)} />
        <footer>
          <ul className="dumi-default-search-modal-commands">
            <li className="dumi-default-search-modal-commands-arrow">
              {[IconArrowUp, IconArrowDown].map((Arrow, i) => (
                <span key={i} className="dumi-default-search-modal-shortcut">
                  <Arrow aria-hidden width="10px" height="10px" fill="rgba(0, 0, 0, 0.45)" />
                </span>
              ))}
              <span className="dumi-default-search-modal-commands-text">
                {message('site.search.navigate')}
              </span>
            </li>
            <li>
              <span className="dumi-default-search-modal-shortcut">Esc</span>
              <span className="dumi-default-search-modal-commands-text">
                {message('site.search.close')}
              </span>
            </li>
          </ul>
        </footer>
      </SearchMask>
    </div>
  );
};

const SearchBar = () => {
  const { docsearch } = useSiteData().themeConfig as { docsearch?: DocSearchConfig };
  if (docsearch) return <HostedSearch config={docsearch} />;
  return (
    <InertUntilHydrated>
      <SiteSearch />
    </InertUntilHydrated>
  );
};

export default SearchBar;
