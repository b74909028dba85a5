import type * as PrettyFormat from 'pretty-format';

// The serializer jest's snapshots use (`toMatchSnapshot` on a DOM node), from jest itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { format, plugins } = require(
  require.resolve('pretty-format', { paths: [require.resolve('jest-snapshot')] }),
) as typeof PrettyFormat;

/** A DOM node as a consumer's `expect(node).toMatchSnapshot()` records it. */
export default function domSnapshot(node: Element): string {
  return format(node, {
    plugins: [plugins.DOMElement, plugins.DOMCollection],
    printBasicPrototype: false,
  });
}
