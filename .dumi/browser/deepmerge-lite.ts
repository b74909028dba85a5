// `deepmerge` for dumi's meta runtime and useRouteMeta, which only read the result: what only one
// side has is shared, not cloned.
type Options = { arrayMerge?: (target: unknown[], source: unknown[]) => unknown[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' && !('$$typeof' in (value as object));

export default function merge(target: unknown, source: unknown, opts: Options = {}): unknown {
  if (Array.isArray(target) && Array.isArray(source))
    return opts.arrayMerge ? opts.arrayMerge(target, source) : [...target, ...source];
  if (!isObject(source)) return source;
  const merged: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(source))
    merged[key] = isObject(target) && key in target ? merge(target[key], value, opts) : value;
  return merged;
}
