/** Slots of the registry; items follow from `FIRST_ITEM` on, by index. */
export const CONTAINER = 0;
export const PREFIX = 1;
export const SUFFIX = 2;
export const REST = 3;
export const FIRST_ITEM = 4;

export type ElementRef = (element: HTMLElement | null) => void;

const px = (value: string) => parseFloat(value) || 0;

/** In `lastSizes`: the observer just reported the element, which has not been read since. */
const REPORTED = '';

export interface ElementRegistry {
  /** A stable callback ref per slot, so React never detaches and re-attaches it. */
  refFor(slot: number): ElementRef;
  get(slot: number): HTMLElement | null;
  /** The elements of the first `count` items (null where one is not mounted). */
  items(count: number): (HTMLElement | null)[];
  /** Whether an element was registered since the last call (then cleared). */
  takeNewElements(): boolean;
  /** Starts one ResizeObserver for every registered element; returns the cleanup. */
  observe(): (() => void) | undefined;
  /** Width of the element's border box plus its horizontal margins. */
  outerWidth(element: Element): number;
  /** Width inside the container's padding and border, and its `column-gap`. */
  innerBox(container: Element): { width: number; gap: number };
}

/**
 * The list's elements by slot, one ResizeObserver over all of them, and the DOM reads. `onResize`
 * gets the observer's entries; everything else here only reads.
 */
export function createElementRegistry(
  onResize: (entries: ResizeObserverEntry[]) => void,
): ElementRegistry {
  const elements: (HTMLElement | null)[] = [];
  const refs: ElementRef[] = [];
  let observer: ResizeObserver | undefined;
  let inCallback = false;
  let newElements = true;
  /** Elements to watch again from the next frame on (see `borderBox`). */
  let rewatch: Element[] = [];
  /** Border-box sizes as last read, to spot what a commit of ours resized. */
  const lastSizes = new WeakMap<Element, string>();

  function watch(element: HTMLElement | null) {
    if (!element || !observer) return;
    if (inCallback) rewatch.push(element);
    else observer.observe(element);
  }

  /**
   * The element's border box. Inside the observer's callback, a size change can be reported in the
   * same frame only for elements deeper than all those just reported (else the browser reports a
   * "loop limit" error): an element our own commit resized there is watched again next frame (but
   * not one just reported and read for the first time since: its size is the one reported).
   */
  function borderBox(element: Element): DOMRect {
    const box = element.getBoundingClientRect();
    const size = `${box.width} ${box.height}`;
    const last = lastSizes.get(element);
    if (inCallback && observer && last !== REPORTED && size !== last) {
      observer.unobserve(element);
      rewatch.push(element);
    }
    lastSizes.set(element, size);
    return box;
  }

  function handleResize(entries: ResizeObserverEntry[]) {
    inCallback = true;
    try {
      // An item, prefix, suffix or rest reported at the border box it had when last read (the
      // first report after it mounts, mostly) is as wide as read: its margins, the rest of its
      // outer width, are never reported alone. The container's content box can change inside
      // the same border box, so it is always passed on.
      const changed = entries.filter(({ target, borderBoxSize }) => {
        const box = borderBoxSize && borderBoxSize[0];
        return (
          target === elements[CONTAINER] ||
          !box ||
          lastSizes.get(target) !== `${box.inlineSize} ${box.blockSize}`
        );
      });
      // A reported element's next read is the size reported, not one our commit made.
      for (const { target } of changed) lastSizes.set(target, REPORTED);
      if (changed.length) onResize(changed);
    } finally {
      // Even when a caller's callback threw: later elements must still be observed.
      inCallback = false;
      const due = rewatch;
      rewatch = [];
      // A timer runs once this frame's observer loop is over.
      if (due.length) {
        setTimeout(() => {
          for (const element of due) if (observer && element.isConnected) observer.observe(element);
        });
      }
    }
  }

  return {
    refFor(slot) {
      if (!refs[slot]) {
        refs[slot] = (element) => {
          const previous = elements[slot];
          if (previous && previous !== element && observer) observer.unobserve(previous);
          if (element && element !== previous) newElements = true;
          elements[slot] = element;
          watch(element);
        };
      }
      return refs[slot];
    },
    get: (slot) => elements[slot] || null,
    items: (count) => elements.slice(FIRST_ITEM, FIRST_ITEM + count),
    takeNewElements() {
      const result = newElements;
      newElements = false;
      return result;
    },
    observe() {
      if (typeof ResizeObserver === 'undefined') return undefined;
      const current = new ResizeObserver(handleResize);
      observer = current;
      elements.forEach(watch);
      return () => {
        current.disconnect();
        if (observer === current) observer = undefined;
      };
    },
    outerWidth(element) {
      const style = getComputedStyle(element);
      return borderBox(element).width + px(style.marginLeft) + px(style.marginRight);
    },
    innerBox(container) {
      const style = getComputedStyle(container);
      const width =
        borderBox(container).width -
        px(style.paddingLeft) -
        px(style.paddingRight) -
        px(style.borderLeftWidth) -
        px(style.borderRightWidth);
      return { width, gap: px(style.columnGap) };
    },
  };
}
