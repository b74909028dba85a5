// Why: dumi's bar has a nameless code toggle and demo link, and brings 44 KB of tabs and exports.
import React, { useState } from 'react';
import SourceCode from 'dumi/theme/builtins/SourceCode';
import type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import 'dumi/theme-default/slots/PreviewerActions/index.less';
import { useDemoEditing } from '../../components/demoEditing';
import { usePackageBuild } from '../../components/demoExports';
import { PREVIEWER_TEXTS } from '../../../browser/previewerTexts';
import { useTexts } from '../../components/useMessage';
import PreviewerActionsExtra, { Action, ICONS } from '../PreviewerActionsExtra';
import SourceCodeEditor from '../SourceCodeEditor';
import './index.less';

const language = (file: string) => (/\.(\w+)$/.exec(file)?.[1] ?? 'tsx') as 'tsx';

const PreviewerActions: React.FC<IPreviewerActionsProps> = (props) => {
  const editing = useDemoEditing();
  const text = useTexts(PREVIEWER_TEXTS);
  const build = usePackageBuild();
  // After a Reset the code stays open, with the editor focused, where the visitor was.
  const [codeShown, setCodeShown] = useState(
    Boolean(props.forceShowCode || props.defaultShowCode || editing?.wasReset),
  );
  const files = Object.entries(props.asset.dependencies).filter(([, dep]) => dep.type === 'FILE');
  return (
    <>
      <div className="dumi-default-previewer-actions">
        {props.extra}
        <PreviewerActionsExtra {...props} />
        {!props.forceShowCode && (
          <Action
            label={text(codeShown ? 'hideCode' : 'showCode')}
            icon={ICONS.code}
            aria-expanded={codeShown}
            onClick={() => setCodeShown((shown) => !shown)}
          />
        )}
      </div>
      {codeShown && (
        <div className="dumi-default-previewer-sources">
          {files.map(([name, { value }], index) =>
            // The entry (dumi lists it first) is the one the live demo runs.
            index === 0 ? (
              <SourceCodeEditor
                key={name}
                lang={language(name)}
                initialValue={(editing?.edited ?? value).trim()}
                onChange={(code) => props.onSourceChange?.({ [name]: code })}
              />
            ) : (
              <SourceCode key={name} lang={language(name)}>
                {value.trim()}
              </SourceCode>
            ),
          )}
          <p className="site-previewer-exports-note">
            {text('editNote', { exports: text('exportsNote', { ...build }) })}
          </p>
        </div>
      )}
    </>
  );
};

export default PreviewerActions;
