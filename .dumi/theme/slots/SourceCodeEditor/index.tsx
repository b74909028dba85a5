// Why: dumi's editor textarea has no accessible name and keeps Tab, so keyboard users are trapped.
import React, { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import type DefaultSourceCodeEditor from 'dumi/theme-default/slots/SourceCodeEditor';
import { useDemoEditing } from '../../components/demoEditing';
import { PREVIEWER_TEXTS } from '../../../browser/previewerTexts';
import { useTexts } from '../../components/useMessage';
import './index.less';

const SourceCodeEditor: React.FC<ComponentProps<typeof DefaultSourceCodeEditor>> = (props) => {
  const editing = useDemoEditing();
  const text = useTexts(PREVIEWER_TEXTS);
  const [code, setCode] = useState(props.initialValue);
  const ref = useRef<HTMLTextAreaElement>(null);
  // Set while the visitor moves focus (a click or Tab), until the task that moves it ends.
  const visitorMoves = useRef(false);
  const markVisitorMove = useCallback(() => {
    visitorMoves.current = true;
    window.setTimeout(() => {
      visitorMoves.current = false;
    });
  }, []);
  const focusOnMount = editing?.wasReset;
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    document.addEventListener('pointerdown', markVisitorMove, true);
    return () => document.removeEventListener('pointerdown', markVisitorMove, true);
  }, [markVisitorMove]);
  // A demo mounted anew as you type may focus a control: focus the visitor did not move comes back.
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
      <span className="dumi-default-source-code-language">{props.lang}</span>
      <textarea
        ref={ref}
        aria-label={text('editor', { title: editing?.title ?? '' })}
        value={code}
        rows={code.split('\n').length + 1}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        onKeyDown={(event) => event.key === 'Tab' && markVisitorMove()}
        onBlur={keepFocus}
        onChange={(event) => {
          setCode(event.target.value);
          props.onChange?.(event.target.value);
          editing?.onEdit(event.target.value);
        }}
      />
    </div>
  );
};

export default SourceCodeEditor;
