// Why: dumi's copy button has no name and shows only on hover; prism loads once a block is near.
import React, { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
// The stylesheets load with the page, so the plain block and the highlighted one lay out alike.
import 'prism-themes/themes/prism-one-light.css';
import 'dumi/theme-default/builtins/SourceCode/index.less';

/** dumi's highlighted block, once loaded: later blocks render it at once. */
let highlighted: ComponentType<ISourceCodeProps> | null = null;

const SHELL = /shellscript|shell|bash|sh|zsh/;

const SourceCode: React.FC<ISourceCodeProps> = (props) => {
  const { children = '', lang } = props;
  const ref = useRef<HTMLDivElement>(null);
  const copyLabel = useMessage()('site.code.copy');
  const hydrated = useHydrated();
  const [Highlighted, setHighlighted] = useState(() => highlighted);

  useEffect(() => {
    if (Highlighted || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('dumi/theme-default/builtins/SourceCode').then((module) => {
          highlighted = module.default;
          setHighlighted(() => module.default);
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [Highlighted]);
  // The highlighted block's copy button, named as the plain one's (the default takes no label).
  useLayoutEffect(() => {
    ref.current
      ?.querySelector('.dumi-default-source-code-copy')
      ?.setAttribute('aria-label', copyLabel);
  });

  if (Highlighted) {
    return (
      <div ref={ref} className="site-source-code">
        <Highlighted {...props} />
      </div>
    );
  }
  const copy = () => {
    const text = SHELL.test(lang) ? children.replace(/^(\$|>)\s/gm, '') : children;
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  return (
    <div className="dumi-default-source-code" ref={ref}>
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
    </div>
  );
};

export default SourceCode;
