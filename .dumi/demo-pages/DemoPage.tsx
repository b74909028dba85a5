import React, { Suspense, useEffect } from 'react';
import { useDemo, useLocale, useLocation, useParams } from 'dumi';
import Previewer from 'dumi/theme/builtins/Previewer';
import { declaredMotions } from '@@/rc-overflow-demos/motions';
import {
  CAPTURE_MESSAGE,
  parseMotions,
  playMotions,
  withCaptureDefaults,
  type Motion,
} from '../lib/exportMotions';
import { isChineseLocale } from '../lib/exportPlayground';
import DemoCrashBoundary from './DemoCrashBoundary';

const CLICK_WAIT_MS = 3000;

/** Resolves with the first match of `selector`, waiting a little for the demo to render it. */
function waitForElement(selector: string): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      const found = document.querySelector<HTMLElement>(selector);
      if (found || Date.now() - started > CLICK_WAIT_MS) resolve(found);
      else window.setTimeout(poll, 50);
    };
    poll();
  });
}

/** Plays the motions once, after the demo beside it has committed. */
const MotionsPlayer: React.FC<{ motions: Motion[] }> = ({ motions }) => {
  useEffect(() => {
    let cancelled = false;
    playMotions(motions, {
      click: async (selector) => {
        const target = await waitForElement(selector);
        if (!cancelled) target?.click();
      },
      wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      capture: (selector) => {
        if (cancelled) return;
        const message = { type: CAPTURE_MESSAGE, value: selector };
        window.postMessage(message, '*');
        if (window.parent !== window) window.parent.postMessage(message, '*');
      },
    });
    return () => {
      cancelled = true;
    };
  }, [motions]);
  return null;
};

const StandaloneDemo: React.FC<{ id: string; wrapper: boolean; capture: boolean }> = ({
  id,
  wrapper,
  capture,
}) => {
  const demo = useDemo(id);
  const chinese = isChineseLocale(useLocale().id);
  const declared = parseMotions(declaredMotions[id]);
  const motions = capture ? withCaptureDefaults(declared) : declared;
  // Plain text, never HTML: the id comes straight from the address bar.
  if (!demo) return <>{`Demo ${id} not found :(`}</>;
  const node = (
    <>
      <DemoCrashBoundary chinese={chinese}>
        {React.createElement(demo.component as React.ComponentType)}
      </DemoCrashBoundary>
      <MotionsPlayer motions={motions} />
    </>
  );
  if (!wrapper) return node;
  return (
    <div style={{ padding: 16 }}>
      <Previewer
        asset={demo.asset}
        title={demo.asset.title}
        demoUrl={window.location.pathname}
        disabledActions={['EXTERNAL']}
        keepChildren
      >
        {node}
      </Previewer>
    </div>
  );
};

/** `/~demos/:id`: one demo with no site around it; `?wrapper` adds its card, `?capture` plays it. */
const DemoPage: React.FC = () => {
  const { id = '' } = useParams();
  const query = new URLSearchParams(useLocation().search);
  return (
    <Suspense fallback={null}>
      <StandaloneDemo id={id} wrapper={query.has('wrapper')} capture={query.has('capture')} />
    </Suspense>
  );
};

export default DemoPage;
