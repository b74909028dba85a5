/** Joins the truthy class names; undefined when none, so React writes no empty `class`. */
export default function classNames(...names: unknown[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
