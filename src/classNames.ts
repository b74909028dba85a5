// Class names joined as 1.5.0 joins them.
/** Joins the truthy class names, as 1.5.0 writes a list's and its parts' class: an empty `class` when none. */
export default function classNames(...names: unknown[]): string {
  return names.filter(Boolean).join(' ');
}
