import React, { useState } from 'react';
import { useDemo, type IPreviewerProps } from 'dumi';
import DefaultPreviewer from 'dumi/theme-default/builtins/Previewer';
import DemoCrashBoundary from '../../components/DemoCrashBoundary';
import { InertUntilHydrated } from '../../components/useHydrated';
import './index.less';

/**
 * The default previewer, with the demo rendered inside our crash boundary (fallback with the
 * error message and Retry) instead of dumi's, so a throwing demo leaves the page working. Its
 * controls stay disabled until it has hydrated, so nothing done to the prerendered demo is lost.
 * The default's live editing stays (the code editor runs what is typed); Reset mounts the
 * previewer anew, which brings back the original demo and code.
 */
const Previewer: React.FC<IPreviewerProps> = (props) => {
  const demo = useDemo(props.asset.id);
  const [resetCount, setResetCount] = useState(0);
  const ownNode = props.iframe || props.keepChildren || !demo || demo.renderOpts?.renderer;
  const children = ownNode ? (
    props.children
  ) : (
    <DemoCrashBoundary>
      {React.createElement(demo.component as React.ComponentType)}
    </DemoCrashBoundary>
  );
  return (
    <DefaultPreviewer
      key={resetCount}
      {...props}
      // Passed on to PreviewerActions, as every previewer prop is.
      {...{ resetCount, onResetSource: () => setResetCount((count) => count + 1) }}
    >
      <InertUntilHydrated demoId={ownNode ? undefined : props.asset.id}>
        {children}
      </InertUntilHydrated>
    </DefaultPreviewer>
  );
};

export default Previewer;
