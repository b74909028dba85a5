// Why: exports that run the site's own build and take the edited code, with named buttons.
import React, { useState } from 'react';
import { useLocale } from 'dumi';
import type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import { toDemoSource } from '../../../browser/export/demoSource';
import { buildTsPlaygroundUrl } from '../../../browser/export/typescriptPlayground';
import { useDemoEditing } from '../../components/demoEditing';
import {
  EXPORT_SERVICES,
  loadExportPayloads,
  openExport,
  usePackageBuild,
} from '../../components/demoExports';
import { PREVIEWER_TEXTS } from '../../../browser/previewerTexts';
import { useTexts } from '../../components/useMessage';
import useCopied from '../../components/useCopied';
import useHydrated from '../../components/useHydrated';
import './index.less';

export const ICONS = {
  code: 'M8.6 16.6 4 12l4.6-4.6L7.2 6l-6 6 6 6zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  external:
    'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
  ts: 'M3 3h18v18H3zm10.7 9.6h-2.4V20h-1.9v-7.4H7V11h6.7zm.6 6.9v-1.8c.8.6 1.7.9 2.5.9.9 0 1.4-.3 1.4-.9 0-.5-.4-.8-1.5-1.2-1.6-.6-2.3-1.4-2.3-2.5 0-1.6 1.3-2.6 3.2-2.6.8 0 1.5.1 2 .4v1.7c-.6-.4-1.3-.6-2-.6-.8 0-1.2.3-1.2.8s.4.7 1.5 1.2c1.7.6 2.4 1.4 2.4 2.5 0 1.7-1.3 2.6-3.4 2.6-.9 0-1.8-.2-2.6-.5z',
  sandbox:
    'M12 2 3 7v10l9 5 9-5V7zm0 2.3L18.7 8 12 11.7 5.3 8zM5 9.7l6 3.3v6.6l-6-3.3zm8 9.9V13l6-3.3v6.6z',
  stackblitz: 'M10.8 13.6H4L15.6 1 13.2 10.4H20L8.4 23z',
  codepen:
    'M12 2 2 8.5v7L12 22l10-6.5v-7zm0 2.3 7.4 4.8-3.3 2.2-4.1-2.7zm-1 0v4.3l-4.1 2.7-3.3-2.2zM4 10.9 5.6 12 4 13.1zm8 2.8-3.3-2.2L12 9.3l3.3 2.2zm-1 1.1v4.6l-6.9-4.5 3-2zm2 4.6v-4.6l3.9-2.4 3 2z',
  reset: 'M12 5V1L7 6l5 5V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
};

export const Action: React.FC<
  { label: string; icon: string } & React.ButtonHTMLAttributes<HTMLElement> & { href?: string }
> = ({ label, icon, href, ...rest }) => {
  const hydrated = useHydrated();
  const shared = {
    className: 'dumi-default-previewer-action-btn',
    'aria-label': label,
    'data-dumi-tooltip': label,
    children: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {/* Even-odd, so the letters of "TS", drawn inside the square, are cut out of it. */}
        <path d={icon} fillRule="evenodd" />
      </svg>
    ),
  };
  return href ? (
    <a {...shared} href={href} target="_blank" rel="noopener noreferrer" />
  ) : (
    <button type="button" disabled={!hydrated} {...shared} {...rest} />
  );
};

const PreviewerActionsExtra: React.FC<IPreviewerActionsProps> = (props) => {
  const editing = useDemoEditing();
  const build = usePackageBuild();
  const locale = useLocale();
  const text = useTexts(PREVIEWER_TEXTS);
  const [copied, copy] = useCopied();
  const [exportError, setExportError] = useState<string>();
  if (!editing) return null;

  const shown = toDemoSource(props.asset, { title: editing.title, build });
  const demo = editing.edited === undefined ? shown : { ...shown, source: editing.edited };

  return (
    <>
      {EXPORT_SERVICES.map((service) => (
        <Action
          key={service}
          label={text(service)}
          icon={ICONS[service]}
          onPointerEnter={loadExportPayloads}
          onFocus={loadExportPayloads}
          onClick={() => {
            setExportError(undefined);
            openExport(service, demo).catch((error: Error) => setExportError(error.message));
          }}
        />
      ))}
      <Action
        label={text('tsPlayground')}
        icon={ICONS.ts}
        href={buildTsPlaygroundUrl(demo.source, locale.id)}
      />
      {!props.disabledActions?.includes('EXTERNAL') && (
        <Action label={text('standalone')} icon={ICONS.external} href={props.demoUrl} />
      )}
      {editing.edited !== undefined && (
        <Action label={text('reset')} icon={ICONS.reset} onClick={editing.reset} />
      )}
      <Action
        label={text(copied ? 'copied' : 'copy')}
        icon={copied ? ICONS.check : ICONS.copy}
        data-copied={copied || undefined}
        onClick={() => void copy(demo.source)}
      />
      <p className="site-previewer-export-error" role="alert">
        {exportError}
      </p>
    </>
  );
};

export default PreviewerActionsExtra;
