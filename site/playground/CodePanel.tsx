import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useSiteData } from 'dumi';
// The site's code block: highlighted as the docs' code is, in both colour themes.
import SourceCode from 'dumi/theme/builtins/SourceCode';
import { buildTsPlaygroundUrl } from '../../.dumi/lib/exportPlayground';
import type { DemoSource } from '../../.dumi/lib/exportSandbox';
import {
  EXPORT_SERVICES,
  loadExportPayloads,
  openExport,
  usePackageBuild,
  type ExportService,
} from '../../.dumi/theme/components/demoExports';
import ExternalLink from '../../.dumi/theme/components/ExternalLink';
import usePreviewerText from '../../.dumi/theme/components/previewerTexts';
import type { PlaygroundTexts } from './texts';
import { copyText } from '../../.dumi/lib/browserActions';

const COPIED_MS = 2000;

interface CodePanelProps {
  source: string;
  texts: PlaygroundTexts;
  locale: string;
}

/** The generated code, to copy or to open in the online editors the demos export to. */
export default function CodePanel({ source, texts, locale }: CodePanelProps) {
  const { themeConfig } = useSiteData();
  const build = usePackageBuild();
  const previewerText = usePreviewerText();
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const demo: DemoSource = {
    title: texts.exportTitle,
    description: texts.exportDescription,
    source,
    dependencies: {},
    build,
  };
  const serviceLabels: Record<ExportService, string> = {
    sandbox: texts.sandbox,
    stackblitz: texts.stackblitz,
    codepen: texts.codepen,
  };

  // Compressed once per change of the code, not on every render (a drag renders many times).
  const tsPlaygroundUrl = useMemo(() => buildTsPlaygroundUrl(source, locale), [source, locale]);

  const onCopy = async () => {
    await copyText(source);
    setCopied(true);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <div
        className="site-playground-actions"
        onPointerEnter={loadExportPayloads}
        onFocus={loadExportPayloads}
      >
        <button type="button" data-copied={copied || undefined} onClick={onCopy}>
          {copied ? texts.copied : texts.copy}
        </button>
        {EXPORT_SERVICES.map((service) => (
          <button
            key={service}
            type="button"
            onClick={() => void openExport(service, demo, themeConfig)}
          >
            {serviceLabels[service]}
          </button>
        ))}
        <ExternalLink href={tsPlaygroundUrl}>{texts.tsPlayground}</ExternalLink>
      </div>
      {/* Focusable: a line wider than the frame scrolls it, also by keyboard. */}
      <div
        className="site-playground-code"
        role="region"
        aria-label={texts.codeRegion}
        tabIndex={0}
      >
        <SourceCode lang="tsx">{source}</SourceCode>
      </div>
      <p className="site-playground-exports-note">{previewerText('exportsNote', { ...build })}</p>
    </>
  );
}
