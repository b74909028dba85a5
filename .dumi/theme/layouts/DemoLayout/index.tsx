import React, { Suspense, useEffect } from 'react';
import { Helmet, Link, useAppData, useDemo, useLocale, useLocation, useParams } from 'dumi';
import Previewer from 'dumi/theme/builtins/Previewer';
import {
  CAPTURE_MESSAGE,
  parseMotions,
  playMotions,
  withCaptureDefaults,
  type Motion,
} from '../../../browser/demoMotions';
import { DemoBoundary } from '../../components/ErrorBoundary';
import { InertUntilHydrated } from '../../components/useHydrated';
import useMessage from '../../components/useMessage';

/** Plays the motions once, after the demo beside it has committed (they suspend together). */
const MotionsPlayer: React.FC<{ motions: Motion[] }> = ({ motions }) => {
  useEffect(() => {
    let cancelled = false;
    playMotions(motions, {
      click: async (selector) => {
        if (!cancelled) document.querySelector<HTMLElement>(selector)?.click();
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

const describeDemo = (title: string) =>
  `The "${title}" demo of rc-overflow, a React component that shows as many items as fit on ` +
  'one line and collapses the rest into a "+N" indicator.';

const DocumentHead: React.FC<{ title: string; about: string }> = ({ title, about }) => (
  <Helmet>
    <title>{`${title} - rc-overflow`}</title>
    <meta name="description" content={describeDemo(about)} />
  </Helmet>
);

const StandaloneDemo: React.FC = () => {
  const { id = '' } = useParams();
  const query = new URLSearchParams(useLocation().search);
  const demo = useDemo(id);
  const { routes } = useAppData();
  const message = useMessage();
  const locale = useLocale();
  // Plain text, never HTML: the id comes from the address bar. No menu here: a way back instead.
  if (!demo) {
    return (
      <main className="site-standalone-demo site-demo-not-found">
        <DocumentHead title={message('site.demo.notFoundTitle')} about={id} />
        <h1>{message('site.demo.notFound', { id })}</h1>
        <Link to={'base' in locale ? locale.base : '/'}>{message('site.demo.backHome')}</Link>
      </main>
    );
  }
  const page = routes[demo.routeId];
  // The frontmatter names each demo's motions by file name (`base`), the end of dumi's id.
  const localId = id.slice(id.lastIndexOf('-demo-') + '-demo-'.length);
  const declared = parseMotions(page?.meta?.frontmatter?.motions?.[localId]);
  const title = demo.asset.title || page?.meta?.frontmatter?.title || id;
  const node = (
    <>
      {/* Not dumi's page, whose Suspense boundary would hydrate the controls before the demo. */}
      <DemoBoundary component={demo.component} />
      <MotionsPlayer motions={query.has('capture') ? withCaptureDefaults(declared) : declared} />
    </>
  );
  // An embed shows nothing but the demo: its heading is for assistive technology only.
  return (
    <main className="site-standalone-demo">
      <DocumentHead title={title} about={title} />
      <h1 className="site-visually-hidden">{title}</h1>
      {query.has('wrapper') ? (
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
      ) : (
        <InertUntilHydrated>{node}</InertUntilHydrated>
      )}
    </main>
  );
};

// Standalone demo pages (`/~demos/:id`): the demo is the document's <main>, a landmark.
const DemoLayout: React.FC = () => (
  <Suspense fallback={null}>
    <StandaloneDemo />
  </Suspense>
);

export default DemoLayout;
