import React, { useEffect, useRef, useState } from 'react';
import { useLocale, useRouteMeta, useSiteData } from 'dumi';
import SourceCode from 'dumi/theme/builtins/SourceCode';
import PreviewerActionsExtra from 'dumi/theme/slots/PreviewerActionsExtra';
import type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import 'dumi/theme-default/slots/PreviewerActions/index.less';
import { buildTsPlaygroundUrl } from '../../../lib/exportPlayground';
import { toDemoSource } from '../../../lib/exportDemoSource';
import {
  EXPORT_SERVICES,
  loadExportPayloads,
  openExport,
  usePackageBuild,
  type ExportService,
} from '../../components/demoExports';
import useHydrated from '../../components/useHydrated';
import usePreviewerText from '../../components/previewerTexts';
import SourceCodeEditor from '../SourceCodeEditor';
import './index.less';
import { copyText } from '../../../lib/browserActions';

const COPIED_MS = 2000;

const Icon: React.FC<{ d: string }> = ({ d }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {/* Even-odd, so the letters of "TS", drawn inside the square, are cut out of it. */}
    <path d={d} fillRule="evenodd" />
  </svg>
);
const ICONS = {
  code: 'M8.6 16.6 4 12l4.6-4.6L7.2 6l-6 6 6 6zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  external:
    'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
  ts: 'M3 3h18v18H3zm10.7 9.6h-2.4V20h-1.9v-7.4H7V11h6.7zm.6 6.9v-1.8c.8.6 1.7.9 2.5.9.9 0 1.4-.3 1.4-.9 0-.5-.4-.8-1.5-1.2-1.6-.6-2.3-1.4-2.3-2.5 0-1.6 1.3-2.6 3.2-2.6.8 0 1.5.1 2 .4v1.7c-.6-.4-1.3-.6-2-.6-.8 0-1.2.3-1.2.8s.4.7 1.5 1.2c1.7.6 2.4 1.4 2.4 2.5 0 1.7-1.3 2.6-3.4 2.6-.9 0-1.8-.2-2.6-.5z',
  sandbox:
    'M12 2 3 7v10l9 5 9-5V7zm0 2.3L18.7 8 12 11.7 5.3 8zM5 9.7l6 3.3v6.6l-6-3.3zm8 9.9V13l6-3.3v6.6z',
  stackblitz: 'M10.8 13.6H4L15.6 1 13.2 10.4H20L8.4 23z',
  reset: 'M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
  pen: 'M12 2 2 8.5v7L12 22l10-6.5v-7zm0 2.3 7.4 4.8-3.3 2.2-4.1-2.7zm-1 0v4.3l-4.1 2.7-3.3-2.2zM4 10.9 5.6 12 4 13.1zm8 2.8-3.3-2.2L12 9.3l3.3 2.2zm-1 1.1v4.6l-6.9-4.5 3-2zm2 4.6v-4.6l3.9-2.4 3 2z',
};

/** A labelled icon button: an export, or Reset. */
const ExportButton: React.FC<{
  label: string;
  action: string;
  icon: string;
  disabled: boolean;
  onClick: () => void;
}> = ({ label, action, icon, disabled, onClick }) => (
  <button
    type="button"
    disabled={disabled}
    className="dumi-default-previewer-action-btn"
    aria-label={label}
    data-dumi-tooltip={label}
    data-action={action}
    onClick={onClick}
  >
    <Icon d={icon} />
  </button>
);

/** The previewer's props, with what our Previewer adds: how many times its code was reset. */
export interface PreviewerActionsProps extends IPreviewerActionsProps {
  resetCount?: number;
  onResetSource?: () => void;
}

const PreviewerActions: React.FC<PreviewerActionsProps> = (props) => {
  const { themeConfig } = useSiteData();
  const build = usePackageBuild();
  const locale = useLocale();
  const text = usePreviewerText();
  const { frontmatter } = useRouteMeta();
  const resetCount = props.resetCount ?? 0;
  // After a Reset the code stays open, with the editor focused, where the visitor was.
  const [showCode, setShowCode] = useState(
    Boolean(props.forceShowCode || props.defaultShowCode || resetCount),
  );
  const [copied, setCopied] = useState(false);
  const [edited, setEdited] = useState<string>();
  const [exportError, setExportError] = useState<string>();
  const copyTimer = useRef<number>();
  const disabled = props.disabledActions ?? [];
  // The buttons are disabled in the prerendered HTML until hydrated: a click before would be lost.
  const hydrated = useHydrated();

  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const shown = toDemoSource(props.asset, {
    // A demo without a title of its own is named after the page it lives on ("base").
    title: props.title || frontmatter.title,
    description: props.asset.description,
    build,
  });
  // What the visitor sees is what Copy and every export take: the code as edited, if it was.
  const demo = edited === undefined ? shown : { ...shown, source: edited };

  const copyLabel = text(copied ? 'copied' : 'copy');
  const codeLabel = text(showCode ? 'hideCode' : 'showCode');

  const onCopy = async () => {
    await copyText(demo.source);
    setCopied(true);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  const onExport = (service: ExportService) => {
    setExportError(undefined);
    openExport(service, demo, themeConfig).catch((error: Error) => setExportError(error.message));
  };
  const onEdit = (code: string) => {
    setEdited(code);
    props.onSourceChange?.({ [demo.entryName]: code });
  };
  // dumi's `disabledActions` turns off its CodeSandbox and StackBlitz buttons; so here.
  const services = EXPORT_SERVICES.filter(
    (service) =>
      !(service === 'sandbox' && disabled.includes('CSB')) &&
      !(service === 'stackblitz' && disabled.includes('STACKBLITZ')),
  );

  return (
    <>
      <div
        className="dumi-default-previewer-actions rc-overflow-previewer-actions"
        onPointerEnter={loadExportPayloads}
        onFocus={loadExportPayloads}
      >
        {services.map((service) => (
          <ExportButton
            key={service}
            label={text(service)}
            action={service}
            icon={ICONS[service === 'codepen' ? 'pen' : service]}
            disabled={!hydrated}
            onClick={() => onExport(service)}
          />
        ))}
        <a
          className="dumi-default-previewer-action-btn"
          href={buildTsPlaygroundUrl(demo.source, locale.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text('tsPlayground')}
          data-dumi-tooltip={text('tsPlayground')}
          data-action="ts-playground"
        >
          <Icon d={ICONS.ts} />
        </a>
        {!disabled.includes('EXTERNAL') && (
          <a
            className="dumi-default-previewer-action-btn"
            href={props.demoUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text('standalone')}
            data-dumi-tooltip={text('standalone')}
            data-action="standalone"
          >
            <Icon d={ICONS.external} />
          </a>
        )}
        {props.extra}
        <PreviewerActionsExtra {...props} />
        {edited !== undefined && props.onResetSource && (
          <ExportButton
            label={text('reset')}
            action="reset"
            icon={ICONS.reset}
            disabled={!hydrated}
            onClick={props.onResetSource}
          />
        )}
        <button
          type="button"
          disabled={!hydrated}
          className="dumi-default-previewer-action-btn"
          aria-label={copyLabel}
          data-dumi-tooltip={copyLabel}
          data-action="copy"
          data-copied={copied || undefined}
          onClick={onCopy}
        >
          <Icon d={copied ? ICONS.check : ICONS.copy} />
        </button>
        {!props.forceShowCode && (
          <button
            type="button"
            disabled={!hydrated}
            className="dumi-default-previewer-action-btn"
            aria-label={codeLabel}
            aria-expanded={showCode}
            data-dumi-tooltip={codeLabel}
            data-action="code"
            onClick={() => setShowCode((open) => !open)}
          >
            <Icon d={ICONS.code} />
          </button>
        )}
      </div>
      <p className="rc-overflow-previewer-export-error" role="alert">
        {exportError}
      </p>
      {showCode && (
        <div className="dumi-default-previewer-sources">
          {props.onSourceChange ? (
            <SourceCodeEditor
              lang={(/\.(\w+)$/.exec(demo.entryName)?.[1] ?? 'tsx') as 'tsx'}
              initialValue={demo.source.trim()}
              label={text('editor', { title: demo.title })}
              autoFocus={resetCount > 0}
              onChange={onEdit}
            />
          ) : (
            <SourceCode lang="tsx" title={demo.entryName.replace(/^\.\//, '')}>
              {demo.source.trim()}
            </SourceCode>
          )}
          <p className="rc-overflow-previewer-exports-note">{text('exportsNote', { ...build })}</p>
          {Object.entries(demo.files ?? {}).map(([name, content]) => (
            <SourceCode
              key={name}
              lang={(/\.(\w+)$/.exec(name)?.[1] ?? 'tsx') as 'tsx'}
              title={name.replace(/^\.\//, '')}
            >
              {content.trim()}
            </SourceCode>
          ))}
        </div>
      )}
    </>
  );
};

export default PreviewerActions;
