import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale } from 'dumi';
import CodePanel from './CodePanel';
import Controls from './Controls';
import { playgroundMessages } from './messages';
import Preview from './Preview';
import { buildSource } from './source';
import { DEFAULT_STATE, clampTo, parseQuery, toQuery, visibleCount } from './state';
import type { PlaygroundState } from './state';
import './index.less';

/** The playground page; the settings live in the URL's query, so a link reproduces them. */
export default function Playground() {
  const t = playgroundMessages(useLocale().id);
  // Rendered in the browser only (see ./index.tsx), so the query is there from the first render.
  const [state, setState] = useState<PlaygroundState>(() => parseQuery(window.location.search));
  // The last ten `onVisibleChange` calls, newest first, each with its number on this page.
  const [calls, setCalls] = useState<{ id: number; lastVisibleIndex: number }[]>([]);

  // A query that already reads as these settings is left as it is (a link with parameters this
  // page ignores); the defaults leave a bare address.
  useEffect(() => {
    const query = toQuery(state);
    if (toQuery(parseQuery(window.location.search)) === query) return;
    const search = query === toQuery(DEFAULT_STATE) ? '' : `?${query}`;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [state]);

  const onChange = (patch: Partial<PlaygroundState>) =>
    setState((current) => ({ ...current, ...patch }));
  const onVisibleChange = useCallback((lastVisibleIndex: number) => {
    setCalls((kept) => [{ id: (kept[0]?.id ?? 0) + 1, lastVisibleIndex }, ...kept].slice(0, 10));
  }, []);

  const visible = visibleCount(state, calls.length > 0 ? calls[0].lastVisibleIndex + 1 : null);
  const source = useMemo(() => buildSource(state), [state]);

  // The preview comes first: on a phone, where the sections stack, it sits right above the
  // controls that change it; on a wide screen the controls take the left column.
  return (
    <div className="site-playground">
      <section className="site-playground-preview" aria-labelledby="site-playground-preview">
        <h2 id="site-playground-preview">{t.preview}</h2>
        <Preview
          state={state}
          t={t}
          onWidthChange={(width) => onChange({ width: clampTo('width', width) })}
          onVisibleChange={onVisibleChange}
        />
        <p className="site-playground-status" role="status">
          {visible === null ? null : t.status(visible, state.count)}
        </p>
      </section>
      <section className="site-playground-props" aria-labelledby="site-playground-props">
        <div className="site-playground-heading">
          <h2 id="site-playground-props">{t.props}</h2>
          <button type="button" onClick={() => setState(DEFAULT_STATE)}>
            {t.reset}
          </button>
        </div>
        <Controls state={state} t={t} onChange={onChange} />
      </section>
      <section aria-labelledby="site-playground-calls">
        <h3 id="site-playground-calls">{t.calls}</h3>
        {calls.length === 0 ? (
          <p className="site-playground-calls">{t.noCalls}</p>
        ) : (
          <ol className="site-playground-calls" aria-labelledby="site-playground-calls">
            {calls.map((call) => (
              <li key={call.id} value={call.id}>
                <code>onVisibleChange({call.lastVisibleIndex})</code>{' '}
                {t.call(call.lastVisibleIndex + 1)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="site-playground-code-section" aria-labelledby="site-playground-code">
        <h2 id="site-playground-code">{t.code}</h2>
        <CodePanel source={source} t={t} />
      </section>
    </div>
  );
}
