// Why: dumi's copy button has no name and shows only on hover; prism loads once a block is near.
import React, { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
// The stylesheets load with the page, so the plain block and the highlighted one lay out alike.
import 'prism-themes/themes/prism-one-light.css';
import 'dumi/theme-default/builtins/SourceCode/index.less';
import './index.less';

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

function PlainSourceCode(
  props: ISourceCodeProps & { frameRef: React.Ref<HTMLDivElement>; copyLabel: string },
) {
  const { children = '', lang, extra, frameRef, copyLabel } = props;
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
        aria-label={copyLabel}
        disabled={!hydrated}
        onClick={copy}
      />
      <pre className={`prism-code language-${lang}`}>
        {children
          .trim()
          .split('\n')
          .map((line, index) => (
            <div key={index} className="token-line">
              <span>{line || '\n'}</span>
            </div>
          ))}
      </pre>
      {extra}
    </div>
  );
}

/** The highlighted block, its copy button named as the plain one's (the default takes no label). */
function LabelledHighlighted({
  Highlighted,
  copyLabel,
  ...props
}: ISourceCodeProps & { Highlighted: HighlightedSourceCode; copyLabel: string }) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const button = wrapperRef.current?.querySelector('.dumi-default-source-code-copy');
    button?.setAttribute('aria-label', copyLabel);
  });
  return (
    <div ref={wrapperRef} className="site-source-code">
      <Highlighted {...props} />
    </div>
  );
}

const SourceCode: React.FC<ISourceCodeProps> = (props) => {
  const frameRef = useRef<HTMLDivElement>(null);
  const copyLabel = useMessage()('site.code.copy');
  const [Highlighted, setHighlighted] = useState<HighlightedSourceCode | null>(() => highlighted);

  useEffect(() => {
    if (Highlighted || !frameRef.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadHighlighted().then((component) => setHighlighted(() => component));
      },
      { rootMargin: '200px' },
    );
    observer.observe(frameRef.current);
    return () => observer.disconnect();
  }, [Highlighted]);

  if (Highlighted) {
    return <LabelledHighlighted {...props} Highlighted={Highlighted} copyLabel={copyLabel} />;
  }
  return <PlainSourceCode {...props} frameRef={frameRef} copyLabel={copyLabel} />;
};

export default SourceCode;
