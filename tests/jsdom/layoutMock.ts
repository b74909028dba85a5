// jsdom has no layout: these give elements widths and stand in for ResizeObserver.
type Measure = (el: HTMLElement) => number | undefined;

const originalRect = HTMLElement.prototype.getBoundingClientRect;

export class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe = (el: Element) => this.observed.add(el);
  unobserve = (el: Element) => this.observed.delete(el);
  disconnect = () => this.observed.clear();
}

/** Width from a `data-width` attribute on the element or on its first child. */
export const widthFromData: Measure = (el) => {
  const own = el.getAttribute('data-width') ?? el.firstElementChild?.getAttribute('data-width');
  return own == null ? undefined : Number(own);
};

export function installLayout(measure: Measure) {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const width = measure(this) ?? 0;
    return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20 } as DOMRect;
  };
  FakeResizeObserver.instances = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
}

export function uninstallLayout() {
  HTMLElement.prototype.getBoundingClientRect = originalRect;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
}

/** A resize of everything observed. */
export const notifyAll = () =>
  FakeResizeObserver.instances.forEach((observer) => {
    const entries = [...observer.observed].map((target) => ({ target }) as ResizeObserverEntry);
    if (entries.length) observer.callback(entries, observer as unknown as ResizeObserver);
  });

export const row = { width: 300 };
/** The list is `row.width` wide, an element its `data-width`, an unsized rest 40 px. */
export const measureRow = (el: HTMLElement) =>
  el.classList.contains('rc-overflow')
    ? row.width
    : (widthFromData(el) ?? (el.classList.contains('rc-overflow-item-rest') ? 40 : undefined));

/** Fakes the row of `measureRow` for each test, 300 px wide at its start. */
export function fakeRowForEachTest() {
  beforeEach(() => {
    row.width = 300;
    installLayout(measureRow);
  });
  afterEach(uninstallLayout);
}

/** The list's own items (no rest, prefix or suffix) that are not hidden. */
export const shownItems = (container: HTMLElement) =>
  Array.from(
    container.querySelectorAll<HTMLElement>(
      '.rc-overflow-item:not(.rc-overflow-item-rest):not(.rc-overflow-item-suffix):not(.rc-overflow-item-prefix)',
    ),
  ).filter((el) => el.getAttribute('aria-hidden') !== 'true');
