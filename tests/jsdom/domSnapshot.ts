import type * as PrettyFormat from 'pretty-format';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { format, plugins } = require(
  require.resolve('pretty-format', { paths: [require.resolve('jest-snapshot')] }),
) as typeof PrettyFormat;

/** A DOM node as a consumer's `expect(node).toMatchSnapshot()` records it, with jest's own serializer. */
export default function domSnapshot(node: Element) {
  return format(node, {
    plugins: [plugins.DOMElement, plugins.DOMCollection],
    printBasicPrototype: false,
  });
}

/** A ResizeObserver that never reports, as many consumers' (and antd's) jest setups install. */
export class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export const setGlobalResizeObserver = (value: unknown) => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = value;
};

/** Runs `body` with console.error and console.warn silenced; returns the first argument of each. */
export function consoleDuring<T>(body: () => T) {
  const logged: string[] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args) => void logged.push(String(args[0]))),
  );
  try {
    return { result: body(), logged };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
