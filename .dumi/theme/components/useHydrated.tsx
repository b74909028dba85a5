import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';

// A control used before React hydrates the prerendered page would be ignored or reset, so our
// controls are disabled in the HTML and enabled as they hydrate: a disabled control is what
// people and automation (Playwright waits for enabled elements) already know to wait for.

// Runs before the browser paints the hydrated commit; on the server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** False in the prerendered HTML and while React hydrates it, true from the mounting commit. */
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
export const InertUntilHydrated: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
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
