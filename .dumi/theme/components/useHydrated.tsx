import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The pages are prerendered: their HTML is painted and usable for reading before React hydrates
 * it. A control clicked or changed in that moment would be ignored, or reset when React hydrates
 * it, so our interactive controls render disabled in the HTML and are enabled as their component
 * hydrates. A disabled control is what people and automation (Playwright's click, selectOption
 * and fill wait for enabled elements) already know to wait for.
 */

// Runs before the browser paints the hydrated commit; on the server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * False in the prerendered HTML and while React hydrates it (so both render the same markup),
 * true from the commit that mounted the component: the controls are enabled before that commit
 * is painted, and a component mounted on a client-side navigation is enabled at once.
 */
export default function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useIsomorphicLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A live demo: its controls (buttons, selects, inputs) are disabled until it has hydrated. The
 * fieldset generates no box (display: contents, see global.less) and no group for assistive
 * technology (role="presentation"), so the demo lays out and measures as without it.
 */
export const InertUntilHydrated: React.FC<{
  children?: React.ReactNode;
  /** Unused: what the previewer once passed on. */
  demoId?: string;
}> = ({ children }) => {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFieldSetElement>(null);
  // Enabled in the DOM at once too, before the demo's own effects run (React applies the state
  // above in a render of its own, after them): a demo that focuses a control on mount must find
  // it enabled.
  useIsomorphicLayoutEffect(() => {
    if (ref.current) ref.current.disabled = false;
  }, []);
  return (
    <fieldset
      ref={ref}
      className="site-inert-until-hydrated"
      role="presentation"
      disabled={!hydrated}
    >
      {children}
    </fieldset>
  );
};
