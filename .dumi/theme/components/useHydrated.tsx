import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';

// Runs before the browser paints the hydrated commit; on the server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** False until hydrated: controls wait disabled, as one used before hydration would be ignored. */
export default function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useIsomorphicLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

// No box (global.less) and no role: the demo lays out, measures and reads as without it.
export const InertUntilHydrated: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFieldSetElement>(null);
  // Enabled before the demo's effects run, not a render later: it may focus a control on mount.
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
