import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, useSiteData } from 'dumi';
import { docSearchConfig } from '../../../lib/docsearch-config';
import useMessage from '../../components/useMessage';
import { SearchNotice, SearchPopover, type SearchEngineProps } from './shared';
import 'dumi/theme-default/slots/SearchBar/index.less';
import './index.less';

type Engine = React.ComponentType<SearchEngineProps>;

const isMac = () => /mac|iphone|ipod|ipad/i.test(navigator.platform || navigator.userAgent);

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

// The search box. It stays light: what only searching needs (the local index and its worker, or
// the hosted search client, and the result list) is loaded on the first focus, keystroke or
// shortcut. With `themeConfig.docsearch` set, the hosted search answers instead of the local index.
const SearchBar = () => {
  const intl = useIntl();
  const message = useMessage();
  const { themeConfig } = useSiteData();
  const configured = (themeConfig as { docsearch?: unknown }).docsearch;
  const docsearch = useMemo(() => docSearchConfig(configured), [configured]);
  const hosted = Boolean(docsearch);
  // Disabled until mounted: with prerendered HTML, nothing typed before hydration is lost.
  const [mounted, setMounted] = useState(false);
  const [shortcut, setShortcut] = useState('⌘');
  const [keywords, setKeywords] = useState('');
  const [focused, setFocused] = useState(false);
  const [engine, setEngine] = useState<{ Component: Engine } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const requested = useRef(false);
  const composing = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const loadEngine = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setLoadFailed(false);
    const load = hosted
      ? import(/* webpackChunkName: "search-hosted" */ './HostedSearch')
      : import(/* webpackChunkName: "search-local" */ './LocalSearch');
    load.then(
      (module) => setEngine({ Component: module.default }),
      () => {
        // The next focus tries again.
        requested.current = false;
        setLoadFailed(true);
      },
    );
  }, [hosted]);

  useEffect(() => {
    setMounted(true);
    if (!isMac()) setShortcut('Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = isMac() ? event.metaKey : event.ctrlKey;
      const wanted =
        (modifier && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.metaKey && !event.ctrlKey && !isTextField(event.target));
      // Not while the box is hidden (on phones, while the menu panel is closed).
      const input = inputRef.current;
      if (!wanted || !input?.getClientRects().length) return;
      if (getComputedStyle(input).visibility === 'hidden') return;
      event.preventDefault();
      loadEngine();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loadEngine]);

  const open = focused && keywords.trim().length > 0;
  const onSelect = useCallback(() => setKeywords(''), []);
  const Engine = engine?.Component;

  return (
    <div className="dumi-default-search-bar">
      <svg className="dumi-default-search-bar-svg" viewBox="0 0 1024 1024" aria-hidden="true">
        <path d="M909.6 854.5 649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1C567.4 143.2 492.1 112 412 112s-155.4 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0 0 11.6 0l43.6-43.5a8.2 8.2 0 0 0 0-11.6ZM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4Z" />
      </svg>
      <input
        ref={inputRef}
        className="dumi-default-search-bar-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        disabled={!mounted}
        value={keywords}
        onFocus={() => {
          setFocused(true);
          loadEngine();
        }}
        // Later than a click on a result, which navigates first.
        onBlur={() => setTimeout(() => setFocused(false), 1)}
        onChange={(event) => {
          setKeywords(event.target.value);
          setFocused(true);
          loadEngine();
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        onKeyDown={(event) => {
          // The arrows move through the results, not the caret.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
          if (event.key !== 'Escape' || composing.current) return;
          if (open) {
            // Open results are the innermost thing to close (the menu panel around the box
            // stays, see useDismiss); focus stays in the box. The next Escape leaves it.
            event.preventDefault();
            setFocused(false);
            return;
          }
          event.currentTarget.blur();
        }}
      />
      <span className="dumi-default-search-shortcut" aria-hidden="true">
        {shortcut} K
      </span>
      {Engine ? (
        <Engine
          keywords={keywords}
          open={open}
          locale={intl.locale}
          docsearch={docsearch}
          onSelect={onSelect}
        />
      ) : (
        open && (
          <SearchPopover>
            <SearchNotice alert={loadFailed}>
              {message(loadFailed ? 'site.search.loadFailed' : 'site.search.loading')}
            </SearchNotice>
          </SearchPopover>
        )
      )}
    </div>
  );
};

export default SearchBar;
