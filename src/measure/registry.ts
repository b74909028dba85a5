// The list's elements by slot, one ResizeObserver over all of them, and the DOM reads.

/** Slots of the registry; items follow from `FIRST_ITEM` on, in the order the list keeps them. */
export const CONTAINER = 0;
export const PREFIX = 1;
export const SUFFIX = 2;
export const REST = 3;
export const FIRST_ITEM = 4;

export type ElementRef = (element: HTMLElement | null) => void;

const px = (value: string) => parseFloat(value) || 0;

/** `onResize` gets the observer's entries; everything else here only reads. */
export function createElementRegistry(onResize: (entries: ResizeObserverEntry[]) => void) {
  const elements: (HTMLElement | null)[] = [];
  const refs: ElementRef[] = [];
  let observer: ResizeObserver | undefined;
  /** Inside the observer's callback: see `borderBox`. */
  let inCallback = false;
  let newElements = true;
  /** Elements to observe again once this frame's observer loop is over (see `borderBox`). */
  let observeLater: Element[] = [];
  /** Border boxes as last read, to tell what our own commit resized. */
  const boxes = new WeakMap<Element, DOMRect>();
  /** Reported by the observer and not read since: the observer already has the size read next. */
  const reported = new WeakSet<Element>();

  function watch(element: HTMLElement | null) {
    if (!element || !observer) return;
    if (inCallback) observeLater.push(element);
    else observer.observe(element);
  }

  /**
   * The element's border box. Inside the observer's callback, the browser delivers a size change
   * in the same frame only for elements deeper than all those just reported, and reports an error
   * for the others: an element our own commit resized (or mounted) there is observed again from
   * the next frame.
   */
  function borderBox(element: Element): DOMRect {
    const box = element.getBoundingClientRect();
    const last = boxes.get(element);
    const resized = !last || last.width !== box.width || last.height !== box.height;
    if (inCallback && observer && !reported.has(element) && resized) {
      observer.unobserve(element);
      observeLater.push(element);
    }
    reported.delete(element);
    boxes.set(element, box);
    return box;
  }

  function handleResize(entries: ResizeObserverEntry[]) {
    inCallback = true;
    try {
      for (const { target } of entries) reported.add(target);
      onResize(entries);
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
    /** A stable callback ref per slot, so React never detaches and re-attaches it. */
    refFor(slot: number): ElementRef {
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
    get: (slot: number) => elements[slot] || null,
    /** The elements of the first `count` items (null where one is not mounted). */
    items: (count: number) => elements.slice(FIRST_ITEM, FIRST_ITEM + count),
    /** Whether an element was registered since the last call (then cleared). */
    takeNewElements() {
      const result = newElements;
      newElements = false;
      return result;
    },
    /** Starts one ResizeObserver for every registered element; returns the cleanup. */
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
    /** The element's border-box size on the main axis (its height in a column) plus its margins. */
    outerSize(element: Element, vertical: boolean) {
      const style = getComputedStyle(element);
      const box = borderBox(element);
      if (vertical) return box.height + px(style.marginTop) + px(style.marginBottom);
      return box.width + px(style.marginLeft) + px(style.marginRight);
    },
    /** The size inside the container's padding and border on the main axis, and its gap there. */
    innerBox(container: Element, vertical: boolean) {
      const style = getComputedStyle(container);
      const box = borderBox(container);
      const sides = vertical ? ['top', 'bottom'] : ['left', 'right'];
      let size = vertical ? box.height : box.width;
      for (const side of sides)
        size -=
          px(style.getPropertyValue(`padding-${side}`)) +
          px(style.getPropertyValue(`border-${side}-width`));
      return { size, gap: px(vertical ? style.rowGap : style.columnGap) };
    },
  };
}
