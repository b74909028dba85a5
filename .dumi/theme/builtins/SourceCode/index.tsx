import React, { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import useHydrated from '../../components/useHydrated';
// The stylesheets load with the page, so the plain block and the highlighted one lay out alike.
import 'prism-themes/themes/prism-one-light.css';
import 'dumi/theme-default/builtins/SourceCode/index.less';

/**
 * Code blocks render as plain text at once; the default highlighted block (prism, the heavy part)
 * is fetched when a block comes near the viewport and then replaces it, so a page whose code is
 * below the fold, or hidden behind "Show code", does not download a highlighter to become usable.
 */
type HighlightedSourceCode = ComponentType<ISourceCodeProps>;

let highlighted: HighlightedSourceCode | null = null;
let loading: Promise<HighlightedSourceCode> | null = null;

function loadHighlighted(): Promise<HighlightedSourceCode> {
  loading ??= import('dumi/theme-default/builtins/SourceCode').then((module) => {
    highlighted = module.default;
    return highlighted;
  });
  return loading;
}

const SHELL = /shellscript|shell|bash|sh|zsh/;

function PlainSourceCode(props: ISourceCodeProps & { frameRef: React.Ref<HTMLDivElement> }) {
  const { children = '', lang, textarea, extra, frameRef } = props;
  const code = textarea ? children : children.trim();
  const pre = (
    <pre className={`prism-code language-${lang}`}>
      {code.split('\n').map((line, index) => (
        <div key={index} className="token-line">
          <span>{line || '\n'}</span>
        </div>
      ))}
    </pre>
  );
  // Disabled in the prerendered HTML until hydrated: a click before that would be lost.
  const hydrated = useHydrated();
  const copy = () => {
    const text = SHELL.test(lang) ? children.replace(/^(\$|>)\s/gm, '') : children;
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  return (
    <div className="dumi-default-source-code" ref={frameRef}>
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <button
        type="button"
        className="dumi-default-source-code-copy"
        aria-label="Copy code"
        disabled={!hydrated}
        onClick={copy}
      />
      {textarea ? (
        <div className="dumi-default-source-code-scroll-container">
          <div className="dumi-default-source-code-scroll-content">
            {pre}
            {textarea}
          </div>
        </div>
      ) : (
        pre
      )}
      {extra}
    </div>
  );
}

const SourceCode: React.FC<ISourceCodeProps> = (props) => {
  const frameRef = useRef<HTMLDivElement>(null);
  const [Highlighted, setHighlighted] = useState<HighlightedSourceCode | null>(() => highlighted);

  useEffect(() => {
    if (Highlighted) return undefined;
    let mounted = true;
    const load = () =>
      loadHighlighted().then((component) => {
        if (mounted) setHighlighted(() => component);
      });
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        mounted = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(frame);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [Highlighted]);

  if (Highlighted) return <Highlighted {...props} />;
  return <PlainSourceCode {...props} frameRef={frameRef} />;
};

export default SourceCode;
