// Why: demos run in our crash boundary, and the previewer keeps the edited code for our actions.
import React, { useState } from 'react';
import { useDemo, useRouteMeta, type IPreviewerProps } from 'dumi';
import DefaultPreviewer from 'dumi/theme-default/builtins/Previewer';
import DemoCrashBoundary from '../../../../site/demo-pages/DemoCrashBoundary';
import { DemoEditingContext, type PreviewerAction } from '../../components/demoEditing';
import { InertUntilHydrated } from '../../components/useHydrated';
import './index.less';

// dumi's CodeSandbox and StackBlitz install an unpublished version, and its demo link has no
// accessible name: PreviewerActionsExtra has ours.
const REPLACED_ACTIONS: PreviewerAction[] = ['CSB', 'STACKBLITZ', 'EXTERNAL'];

/**
 * The default previewer, its demo inside our crash boundary (a fallback with Retry), its controls
 * disabled until hydrated. Reset mounts it anew, with the original demo and code.
 */
const Previewer: React.FC<IPreviewerProps & { disabledActions?: PreviewerAction[] }> = (props) => {
  const demo = useDemo(props.asset.id);
  const { frontmatter } = useRouteMeta();
  const [resetCount, setResetCount] = useState(0);
  const [edited, setEdited] = useState<string>();
  const [codeShown, setCodeShown] = useState(Boolean(props.defaultShowCode));
  const disabledActions = props.disabledActions ?? [];
  const ownNode = props.iframe || props.keepChildren || !demo || demo.renderOpts?.renderer;
  const children = ownNode ? (
    props.children
  ) : (
    <DemoCrashBoundary>
      {React.createElement(demo.component as React.ComponentType)}
    </DemoCrashBoundary>
  );
  const editing = {
    // A demo without a title of its own is named after its page ("base").
    title: props.title || frontmatter.title,
    edited,
    onEdit: setEdited,
    reset: () => {
      setEdited(undefined);
      setResetCount((count) => count + 1);
    },
    wasReset: resetCount > 0,
    codeShown,
    toggleCode: () => setCodeShown((shown) => !shown),
    disabledActions,
  };
  return (
    <DemoEditingContext.Provider value={editing}>
      <DefaultPreviewer
        key={resetCount}
        {...props}
        className={[props.className, !codeShown && 'site-previewer-code-hidden']
          .filter(Boolean)
          .join(' ')}
        // dumi's code toggle has no accessible name: its panel stays rendered and ours shows it.
        {...{ forceShowCode: true, disabledActions: [...disabledActions, ...REPLACED_ACTIONS] }}
      >
        <InertUntilHydrated demoId={ownNode ? undefined : props.asset.id}>
          {children}
        </InertUntilHydrated>
      </DefaultPreviewer>
    </DemoEditingContext.Provider>
  );
};

export default Previewer;
