import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useSiteData } from 'dumi';
// The site's code block: highlighted as the docs' code is, in both colour themes.
import SourceCode from 'dumi/theme/builtins/SourceCode';
import { buildPlaygroundData, resolvePlaygroundSettings } from '../../.dumi/lib/exportCodepen';
import { buildTsPlaygroundUrl } from '../../.dumi/lib/exportPlayground';
import {
  SANDBOX_DEFINE_URL,
  buildSandboxParameters,
  type DemoSource,
} from '../../.dumi/lib/exportSandbox';
import ExternalLink from '../../.dumi/theme/components/ExternalLink';
import type { PlaygroundTexts } from './texts';
import { copyText, postForm } from '../../.dumi/lib/browserActions';

const COPIED_MS = 2000;

interface CodePanelProps {
  source: string;
  texts: PlaygroundTexts;
  locale: string;
}

/** The generated code, to copy or to open in the online editors the demos export to. */
export default function CodePanel({ source, texts, locale }: CodePanelProps) {
  const { pkg, themeConfig } = useSiteData();
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const demo: DemoSource = {
    title: texts.exportTitle,
    description: texts.exportDescription,
    source,
    dependencies: {},
    pkg: { name: String(pkg.name ?? 'rc-overflow'), version: String(pkg.version ?? 'latest') },
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
      <div className="site-playground-actions">
        <button type="button" data-copied={copied || undefined} onClick={onCopy}>
          {copied ? texts.copied : texts.copy}
        </button>
        <button
          type="button"
          onClick={() => postForm(SANDBOX_DEFINE_URL, 'parameters', buildSandboxParameters(demo))}
        >
          {texts.sandbox}
        </button>
        <button
          type="button"
          onClick={() =>
            postForm(
              resolvePlaygroundSettings(themeConfig.playgroundExport).endpoint,
              'data',
              JSON.stringify(buildPlaygroundData(demo)),
            )
          }
        >
          {texts.codepen}
        </button>
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
    </>
  );
}
