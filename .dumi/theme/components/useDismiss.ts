import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a click or keyboard focus outside `ref` (or Escape) calls `close`. Escape pressed
 * with focus inside `ref` also moves focus to `trigger`, the control that opened it, so keyboard
 * users are not left on an element that has just been hidden.
 */
export default function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  close: () => void,
  trigger?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    // Tabbing out of a menu closes it, like a click elsewhere: no open menu is left behind focus.
    const onFocus = (event: FocusEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      // An Escape that something inside already handled (a sub-menu, the search results) closes
      // only that: it marks the key handled, since the prerendered page hydrates into the whole
      // document, where React's listener and ours share a node and stopPropagation stops neither.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // The key's target, not the focus now: a field inside may already have let go of focus.
      const focusInside = ref.current?.contains(event.target as Node);
      close();
      if (focusInside) trigger?.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref, close, trigger]);
}
