import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'dumi';
// The site's code block: highlighted as the docs' code is, in both colour themes.
import SourceCode from 'dumi/theme/builtins/SourceCode';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import { buildTsPlaygroundUrl } from '../../.dumi/browser/export/typescriptPlayground';
import {
  EXPORT_SERVICES,
  loadExportPayloads,
  openExport,
  usePackageBuild,
} from '../../.dumi/theme/components/demoExports';
import ExternalLink from '../../.dumi/theme/components/ExternalLink';
import { PREVIEWER_TEXTS } from '../../.dumi/browser/previewerTexts';
import { useMessages, useTexts } from '../../.dumi/theme/components/useMessage';
import { sliderKeyStep } from '../../.dumi/theme/components/sliderKeyStep';
import useCopied from '../../.dumi/theme/components/useCopied';
import Controls from './Controls';
import { PLAYGROUND_MESSAGES } from './messages';
import type { SampleItem } from './sample';
import { buildSource, listProps } from './source';
import { DEFAULT_STATE, SETTINGS, clampTo, parseQuery, toQuery, visibleCount } from './state';
import type { PlaygroundState } from './state';
import './index.less';

/** The playground page; the settings live in the URL's query, so a link reproduces them. */
export default function Playground() {
  const locale = useLocale().id;
  const t = useMessages(PLAYGROUND_MESSAGES);
  const build = usePackageBuild();
  const previewerText = useTexts(PREVIEWER_TEXTS);
  const [copied, copy] = useCopied();
  // Rendered in the browser only (see ./index.tsx), so the query is there from the first render.
  const [state, setState] = useState<PlaygroundState>(() => parseQuery(window.location.search));
  // The last ten `onVisibleChange` calls, newest first, each with its number on this page.
  const [calls, setCalls] = useState<{ id: number; lastVisibleIndex: number }[]>([]);
  // Where the pointer took the width handle, less the width: the box's edge keeps its distance.
  const grab = useRef(0);

  // A query that reads as these settings is kept as it is; the defaults leave a bare address.
  useEffect(() => {
    const query = toQuery(state);
    if (toQuery(parseQuery(window.location.search)) === query) return;
    const search = query === toQuery(DEFAULT_STATE) ? '' : `?${query}`;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [state]);

  const onChange = (patch: Partial<PlaygroundState>) =>
    setState((current) => ({ ...current, ...patch }));
  const onWidthChange = (width: number) => onChange({ width: clampTo('width', width) });
  const onVisibleChange = useCallback((lastVisibleIndex: number) => {
    setCalls((kept) => [{ id: (kept[0]?.id ?? 0) + 1, lastVisibleIndex }, ...kept].slice(0, 10));
  }, []);

  const visible = visibleCount(state, calls.length > 0 ? calls[0].lastVisibleIndex + 1 : null);
  // fromEntries takes each prop's name and value, and leaves its code.
  const props = useMemo(() => Object.fromEntries(listProps(state)), [state]);
  const source = useMemo(() => buildSource(state), [state]);
  const demo = { ...t.exported, source, dependencies: {}, build };
  // Compressed once per change of the code, not on every render (a drag renders many times).
  const tsPlaygroundUrl = useMemo(() => buildTsPlaygroundUrl(source, locale), [source, locale]);
  const width = `${state.width} ${t.px}`;

  // The preview first: on a phone it sits right above the controls that change it.
  return (
    <div className="site-playground">
      <section className="site-playground-preview" aria-labelledby="site-playground-preview">
        <h2 id="site-playground-preview">{t.preview}</h2>
        <div className="site-playground-width">
          <label htmlFor="site-playground-width">{t.labels.width}</label>
          <input
            id="site-playground-width"
            type="range"
            min={SETTINGS.width.min}
            max={SETTINGS.width.max}
            value={state.width}
            aria-valuetext={width}
            onChange={(event) => onWidthChange(event.target.valueAsNumber)}
          />
          <output htmlFor="site-playground-width">{width}</output>
        </div>
        <div className="site-playground-stage">
          <div className="site-playground-box" style={{ width: state.width }}>
            <Overflow<SampleItem>
              {...props}
              className="site-playground-list"
              onVisibleChange={onVisibleChange}
            />
            <div
              className="site-playground-handle"
              role="slider"
              tabIndex={0}
              aria-label={t.handle}
              aria-valuemin={SETTINGS.width.min}
              aria-valuemax={SETTINGS.width.max}
              aria-valuenow={state.width}
              aria-valuetext={width}
              onKeyDown={(event) => {
                const step = sliderKeyStep(event.key, 10, 100);
                if (step === undefined) return;
                event.preventDefault();
                onWidthChange(state.width + step);
              }}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                grab.current = event.clientX - state.width;
                event.currentTarget.setPointerCapture(event.pointerId);
                event.currentTarget.focus();
              }}
              onPointerMove={(event) => {
                if (event.currentTarget.hasPointerCapture(event.pointerId)) {
                  onWidthChange(event.clientX - grab.current);
                }
              }}
            />
          </div>
        </div>
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
        <div
          className="site-playground-actions"
          onPointerEnter={loadExportPayloads}
          onFocus={loadExportPayloads}
        >
          <button type="button" onClick={() => void copy(source)}>
            {copied ? previewerText('copied') : t.copy}
          </button>
          {EXPORT_SERVICES.map((service) => (
            <button key={service} type="button" onClick={() => void openExport(service, demo)}>
              {previewerText(service)}
            </button>
          ))}
          <ExternalLink href={tsPlaygroundUrl}>{previewerText('tsPlayground')}</ExternalLink>
        </div>
        {/* Focusable: a line wider than the frame scrolls it, also by keyboard. */}
        <div className="site-playground-code" role="region" aria-label={t.codeRegion} tabIndex={0}>
          <SourceCode lang="tsx">{source}</SourceCode>
        </div>
        <p>{previewerText('exportsNote', { ...build })}</p>
      </section>
    </div>
  );
}
