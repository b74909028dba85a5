import React, { useMemo } from 'react';
import { useLocale } from 'dumi';
// The site's code block: highlighted as the docs' code is, in both colour themes.
import SourceCode from 'dumi/theme/builtins/SourceCode';
import { buildTsPlaygroundUrl } from '../../.dumi/lib/exportPlayground';
import {
  EXPORT_SERVICES,
  loadExportPayloads,
  openExport,
  usePackageBuild,
} from '../../.dumi/theme/components/demoExports';
import ExternalLink from '../../.dumi/theme/components/ExternalLink';
import usePreviewerText from '../../.dumi/theme/components/previewerTexts';
import useCopied from '../useCopied';
import type { PlaygroundMessages } from './messages';

/** The generated code, to copy or to open in the online editors the demos export to. */
export default function CodePanel({ source, t }: { source: string; t: PlaygroundMessages }) {
  const locale = useLocale().id;
  const build = usePackageBuild();
  const previewerText = usePreviewerText();
  const [copied, copy] = useCopied();

  const demo = {
    title: t.exportTitle,
    description: t.exportDescription,
    source,
    dependencies: {},
    build,
  };
  // Compressed once per change of the code, not on every render (a drag renders many times).
  const tsPlaygroundUrl = useMemo(() => buildTsPlaygroundUrl(source, locale), [source, locale]);

  return (
    <>
      <div
        className="site-playground-actions"
        onPointerEnter={loadExportPayloads}
        onFocus={loadExportPayloads}
      >
        <button type="button" data-copied={copied || undefined} onClick={() => void copy(source)}>
          {copied ? t.copied : t.copy}
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
      <p className="site-playground-exports-note">{previewerText('exportsNote', { ...build })}</p>
    </>
  );
}
