// The list's elements by slot, one ResizeObserver over all of them, and the DOM reads.

/** Slots of the registry; items follow from `FIRST_ITEM` on, in the order the list keeps them. */
export const CONTAINER = 0;
export const PREFIX = 1;
export const SUFFIX = 2;
export const REST = 3;
export const FIRST_ITEM = 4;

export type ElementRef = (element: HTMLElement | null) => void;

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

interface Size {
  width: number;
  height: number;
}

const px = (value: string) => parseFloat(value) || 0;

/** `onResize` gets the observer's entries that changed a size; everything else here only reads. */
export function createElementRegistry(
  onResize: (entries: ResizeObserverEntry[]) => void,
): ElementRegistry {
  const elements: (HTMLElement | null)[] = [];
  const refs: ElementRef[] = [];
  let observer: ResizeObserver | undefined;
  let inCallback = false;
  let newElements = true;
  /** Elements to observe again once this frame's observer loop is over (see `borderBox`). */
  let observeLater: Element[] = [];
  /** Border-box sizes as last read, to tell what our own commit resized. */
  const sizes = new WeakMap<Element, Size>();
  /** Reported by the observer and not read since: the observer already has the size read next. */
  const reported = new WeakSet<Element>();

  const sizeChanged = (element: Element, size: Size) => {
    const last = sizes.get(element);
    return !last || last.width !== size.width || last.height !== size.height;
  };

  function watch(element: HTMLElement | null) {
    if (!element || !observer) return;
    if (inCallback) observeLater.push(element);
    else observer.observe(element);
  }

  /**
   * The element's border box. Inside the observer's callback, the browser delivers a size change
   * in the same frame only for elements deeper than all those just reported, and reports an error
   * for the others: an element our own commit resized there is observed again from the next frame.
   */
  function borderBox(element: Element): DOMRect {
    const box = element.getBoundingClientRect();
    if (inCallback && observer && !reported.has(element) && sizeChanged(element, box)) {
      observer.unobserve(element);
      observeLater.push(element);
    }
    reported.delete(element);
    sizes.set(element, { width: box.width, height: box.height });
    return box;
  }

  function handleResize(entries: ResizeObserverEntry[]) {
    inCallback = true;
    try {
      // A part reported at the size it had when last read (after it mounts, mostly) is as wide as
      // read: its margins are never reported alone. The container's content box can change
      // inside the same border box, so it is always passed on.
      const changed = entries.filter(({ target, borderBoxSize }) => {
        const box = borderBoxSize && borderBoxSize[0];
        return (
          target === elements[CONTAINER] ||
          !box ||
          sizeChanged(target, { width: box.inlineSize, height: box.blockSize })
        );
      });
      for (const { target } of changed) reported.add(target);
      if (changed.length) onResize(changed);
    } finally {
      // Even when a caller's callback threw: later elements must still be observed.
      inCallback = false;
      const due = observeLater;
      observeLater = [];
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
