// Why: demos run in our crash boundary, and the previewer keeps the edited code for our actions.
import React, { useState } from 'react';
import { useDemo, useRouteMeta, type IPreviewerProps } from 'dumi';
import DefaultPreviewer from 'dumi/theme-default/builtins/Previewer';
import { DemoBoundary } from '../../components/ErrorBoundary';
import { DemoEditingContext } from '../../components/demoEditing';
import { InertUntilHydrated } from '../../components/useHydrated';
import './index.less';

// Reset mounts the previewer anew (its `key`), with the original demo and code.
const Previewer: React.FC<IPreviewerProps> = (props) => {
  const demo = useDemo(props.asset.id);
  const { frontmatter } = useRouteMeta();
  const [resetCount, setResetCount] = useState(0);
  const [edited, setEdited] = useState<string>();
  const ownNode = props.iframe || props.keepChildren || !demo || demo.renderOpts?.renderer;
  const children = ownNode ? props.children : <DemoBoundary component={demo.component} />;
  const editing = {
    title: props.title || frontmatter.title,
    edited,
    onEdit: setEdited,
    reset: () => {
      setEdited(undefined);
      setResetCount((count) => count + 1);
    },
    wasReset: resetCount > 0,
  };
  return (
    <DemoEditingContext.Provider value={editing}>
      <DefaultPreviewer key={resetCount} {...props}>
        <InertUntilHydrated>{children}</InertUntilHydrated>
      </DefaultPreviewer>
    </DemoEditingContext.Provider>
  );
};

export default Previewer;
