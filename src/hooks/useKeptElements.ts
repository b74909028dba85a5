import * as React from 'react';

/** The element an item slot rendered last time, and the item and index it was made from. */
interface Slot {
  item: unknown;
  index: number;
  element: React.ReactElement<{ className?: string; 'aria-hidden'?: boolean }>;
}

export interface KeptElements {
  /**
   * The element `slot` rendered last time if it was a hidden one, made from the same item at the
   * same index, with this key, tag and class; null otherwise.
   */
  reuse(
    slot: number,
    item: unknown,
    index: number,
    key: React.Key,
    tag: unknown,
    className: string | undefined,
  ): React.ReactElement | null;
  /** Records the element `slot` renders this time. */
  keep(slot: number, item: unknown, index: number, element: React.ReactElement): void;
  /** Forgets the slots from `count` on (not rendered this time). */
  forgetFrom(count: number): void;
}

/**
 * The item elements of the last render, by slot. A hidden item past those the layout was decided by
 * is not read while it stays hidden (see `beginRender`), so on a caller's render its element can
 * stay the one rendered last time, which React skips: a parent's render with the same items (a
 * Select renders on every key press) renders again only the items the answer depends on. An item
 * that shows is rendered anew on our commit that shows it.
 */
export default function useKeptElements(): KeptElements {
  const ref = React.useRef<KeptElements | null>(null);
  if (!ref.current) {
    const slots: Slot[] = [];
    ref.current = {
      reuse(slot, item, index, key, tag, className) {
        const last = slots[slot];
        if (!last || last.item !== item || last.index !== index) return null;
        const { element } = last;
        const same =
          element.key === String(key) &&
          element.type === tag &&
          element.props.className === className &&
          // Hidden when made (it is then styled by its order alone, the same at the same index).
          element.props['aria-hidden'] === true;
        return same ? element : null;
      },
      keep(slot, item, index, element) {
        const last = slots[slot];
        // Updated in place: this runs for every item on every render.
        if (last) {
          last.item = item;
          last.index = index;
          last.element = element;
        } else slots[slot] = { item, index, element };
      },
      forgetFrom(count) {
        if (slots.length > count) slots.length = count;
      },
    };
  }
  return ref.current;
}
