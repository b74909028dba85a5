// One stable callback ref feeding two refs.
import * as React from 'react';
import type { Ref } from 'react';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One stable callback ref feeding both refs, so React does not detach and re-attach each render. */
export default function useComposedRef<T>(a?: Ref<T>, b?: Ref<T>): Ref<T> | undefined {
  return React.useMemo(
    () =>
      a && b
        ? (value: T | null) => {
            assignRef(a, value);
            assignRef(b, value);
          }
        : a || b,
    [a, b],
  );
}
