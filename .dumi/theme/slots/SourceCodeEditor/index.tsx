// Why: dumi's editor textarea has no accessible name and keeps Tab, so keyboard users are trapped.
import React, { useEffect, useRef, useState } from 'react';
import './index.less';

interface SourceCodeEditorProps {
  lang: string;
  initialValue: string;
  onChange?: (code: string) => void;
  /** The textarea's accessible name. */
  label: string;
  /** Focus the editor once mounted (after Reset, which mounts it anew). */
  autoFocus?: boolean;
  extra?: React.ReactNode;
}

/** The demo's code as a plain-text editor: what is typed runs in the preview above. */
const SourceCodeEditor: React.FC<SourceCodeEditorProps> = (props) => {
  const { lang, initialValue, onChange, label, autoFocus, extra } = props;
  const [code, setCode] = useState(initialValue);
  const ref = useRef<HTMLTextAreaElement>(null);
  // Set while the visitor moves focus (a click or Tab), until the task that moves it ends.
  const visitorMoves = useRef(false);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    const mark = () => {
      visitorMoves.current = true;
      window.setTimeout(() => {
        visitorMoves.current = false;
      });
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && mark();
    document.addEventListener('pointerdown', mark, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);
  // The preview mounts the edited demo anew as you type; a demo that focuses a control when it
  // mounts would take the caret from the code. Focus the visitor did not move comes back.
  const keepFocus = (event: React.FocusEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const to = event.relatedTarget as Node | null;
    const preview = area
      .closest('.dumi-default-previewer')
      ?.querySelector('.dumi-default-previewer-demo');
    if (visitorMoves.current || !to || !preview?.contains(to)) return;
    const { selectionStart, selectionEnd } = area;
    // Once the demo's own focus call has returned.
    queueMicrotask(() => {
      area.focus();
      area.setSelectionRange(selectionStart, selectionEnd);
    });
  };
  return (
    <div className="dumi-default-source-code site-source-code-editor">
      <span className="dumi-default-source-code-language">{lang}</span>
      <textarea
        ref={ref}
        aria-label={label}
        value={code}
        rows={code.split('\n').length + 1}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        onBlur={keepFocus}
        onChange={(event) => {
          setCode(event.target.value);
          onChange?.(event.target.value);
        }}
      />
      {extra}
    </div>
  );
};

export default SourceCodeEditor;
