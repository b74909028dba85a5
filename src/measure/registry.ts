// The list's elements by slot, the one ResizeObserver of every list in the window, and the DOM
// reads.

/** Slots of the registry; items follow from `FIRST_ITEM` on, in the order the list keeps them. */
export const CONTAINER = 0;
export const PREFIX = 1;
export const SUFFIX = 2;
export const REST = 3;
export const FIRST_ITEM = 4;

export type ElementRef = (element: HTMLElement | null) => void;

/** What a list does with the observer's reports. */
export interface Owner {
  /** Its container element. */
  container(): Element | null;
  /** Reads the size of one of its elements the observer reported. */
  read(target: Element): void;
  /** Decides from what it read: the request for a new layout, if any. */
  decide(): (() => void) | undefined;
  /** Runs every list's requests of one callback as one commit. */
  flush(requests: () => void): void;
}

/** A ResizeObserver and the lists on it. */
interface Hub {
  observer?: ResizeObserver;
  lists: number;
  /** Inside the observer's callback: see `borderBox`. */
  busy?: boolean;
  /** Elements to observe again once this frame's observer loop is over (see `borderBox`). */
  later: Element[];
}

/**
 * One observer for every list of this copy of the package, so a window resize reads every list
 * first, then commits all their answers at once.
 */
const shared: Hub = { lists: 0, later: [] };
/** The list each element belongs to. */
const owners = new WeakMap<Element, Owner>();
/** Border boxes as last read, to tell what our own commit resized. */
const boxes = new WeakMap<Element, DOMRect>();
/** Reported by the observer and not read since: the observer already has the size read next. */
const reported = new WeakSet<Element>();
/** The lists whose container the observer's current callback reported. */
const resizedNow = new Set<Owner>();

function handleResize(hub: Hub, entries: ResizeObserverEntry[]) {
  hub.busy = true;
  try {
    // Every list reads what was reported, then each decides; their requests commit together.
    const lists = new Set<Owner>();
    for (const { target } of entries) {
      reported.add(target);
      const owner = owners.get(target);
      if (owner) {
        if (owner.container() === target) resizedNow.add(owner);
        owner.read(target);
        lists.add(owner);
      }
    }
    const requests: (() => void)[] = [];
    let flush: Owner['flush'] | undefined;
    lists.forEach((owner) => {
      const request = owner.decide();
      if (request) {
        requests.push(request);
        flush = owner.flush;
      }
    });
    if (flush) flush(() => requests.forEach((request) => request()));
  } finally {
    // Even when a caller's callback threw: later elements must still be observed.
    hub.busy = false;
    resizedNow.clear();
    const due = hub.later;
    hub.later = [];
    // A timer runs once this frame's observer loop is over.
    if (due.length) {
      setTimeout(() => {
        for (const element of due)
          if (hub.observer && element.isConnected && owners.has(element))
            hub.observer.observe(element);
      });
    }
  }
}

const px = (value: string) => parseFloat(value) || 0;

export function createElementRegistry(owner: Owner) {
  const hub: Hub = shared;
  const elements: (HTMLElement | null)[] = [];
  const refs: ElementRef[] = [];
  /** Observing. */
  let on = false;
  /** The elements registered since `takeNewElements` last ran. */
  let fresh: HTMLElement[] = [];

  function watch(element: HTMLElement | null) {
    if (!element || !on || !hub.observer) return;
    owners.set(element, owner);
    if (hub.busy) hub.later.push(element);
    else hub.observer.observe(element);
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
    if (hub.busy && hub.observer && !reported.has(element) && resized) {
      hub.observer.unobserve(element);
      hub.later.push(element);
    }
    reported.delete(element);
    boxes.set(element, box);
    return box;
  }

  return {
    /** A stable callback ref per slot, so React never detaches and re-attaches it. */
    refFor(slot: number): ElementRef {
      if (!refs[slot]) {
        refs[slot] = (element) => {
          const previous = elements[slot];
          if (previous && previous !== element) {
            owners.delete(previous);
            if (on && hub.observer) hub.observer.unobserve(previous);
          }
          if (element && element !== previous) fresh.push(element);
          elements[slot] = element;
          watch(element);
        };
      }
      return refs[slot];
    },
    get: (slot: number) => elements[slot] || null,
    /**
     * Whether the observer's callback running now reported this list's container. Then it reports,
     * before the frame paints, any part a commit in it resizes: they lie deeper than the container.
     */
    containerResizedNow: () => resizedNow.has(owner),
    /** The elements of the first `count` items (null where one is not mounted). */
    items: (count: number) => elements.slice(FIRST_ITEM, FIRST_ITEM + count),
    /** The elements registered since the last call. */
    takeNewElements() {
      const result = fresh;
      fresh = [];
      return result;
    },
    /** Observes every registered element (and those registered later); returns the cleanup. */
    observe() {
      if (typeof ResizeObserver === 'undefined') return () => undefined;
      if (!hub.lists++) hub.observer = new ResizeObserver((entries) => handleResize(hub, entries));
      on = true;
      elements.forEach(watch);
      return () => {
        on = false;
        const { observer } = hub;
        for (const element of elements) {
          if (element && observer) {
            owners.delete(element);
            observer.unobserve(element);
          }
        }
        if (!--hub.lists && observer) {
          observer.disconnect();
          hub.observer = undefined;
        }
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
