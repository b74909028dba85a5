import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';

// Runs before the browser paints the hydrated commit; on the server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// Disabled until hydrated: a control used before would be ignored; a disabled one says to wait.
/** False in the prerendered HTML and while React hydrates it, true from the mounting commit. */
export default function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useIsomorphicLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

// No box (global.less) and no role: the demo lays out, measures and reads as without it.
export const InertUntilHydrated: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFieldSetElement>(null);
  // Enabled before the demo's own effects run (the state lands in a later render): a demo that
  // focuses a control on mount must find it enabled.
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
