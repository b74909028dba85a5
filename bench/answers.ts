// The settled answer of a list, computed from the widths alone: what `npm run bench` tells the
// floor, and what it checks every list against.
import { itemWidth } from './measure';

const restSizes = new Map<string, number>();

/**
 * Width of the default rest `+ omitted ...` (its height in a column), measured once in an invisible
 * list of the same classes.
 */
export function restWidth(omitted: number, column = false): number {
  const key = `${omitted} ${column}`;
  let size = restSizes.get(key);
  if (size === undefined) {
    const list = document.createElement('div');
    list.className = column ? 'rc-overflow rc-overflow-vertical' : 'rc-overflow';
    list.style.cssText = 'position: absolute; visibility: hidden; width: 10000px';
    const rest = document.createElement('div');
    rest.className = 'rc-overflow-item rc-overflow-item-rest';
    rest.textContent = `+ ${omitted} ...`;
    list.appendChild(rest);
    document.body.appendChild(list);
    const box = rest.getBoundingClientRect();
    size = column ? box.height : box.width;
    list.remove();
    restSizes.set(key, size);
  }
  return size;
}

/**
 * How many of n items (`first` to `first + n - 1`) a list `available` px wide shows: all, or as
 * many as fit beside the rest.
 */
export function settledCount(n: number, available: number, first = 0): number {
  // Layout works in 1/64 px, so widths add up exactly; the tolerance only absorbs float noise.
  const fits = (width: number) => width <= available + 1e-3;
  const used = [0];
  while (used.length <= n && fits(used[used.length - 1] + itemWidth(first + used.length - 1))) {
    used.push(used[used.length - 1] + itemWidth(first + used.length - 1));
  }
  let count = used.length - 1;
  if (count === n) return n;
  while (count > 0 && !fits(used[count] + restWidth(n - count))) count -= 1;
  return count;
}

/** The answer as the user sees it: "11+189" is 11 items and a `+ 189 ...` rest; "5" is 5 items, no rest. */
export const answerText = (n: number, visible: number) =>
  visible < n ? `${visible}+${n - visible}` : `${visible}`;
