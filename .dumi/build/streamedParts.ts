// React's streaming prerender writes each late part in a hidden <div> at the file's end, moved by
// inline scripts after the first paint, a second layout (PERFORMANCE.md): these moves happen here,
// at build time, for React 18's `$RC` and `$RS`; a file with anything else streamed is left as is.

const CALL =
  /<script>(?:function \$R[CS]\(a,b\)\{.*?\};)?\$R([CS])\("([A-Za-z]:[0-9a-z]+)","([A-Za-z]:[0-9a-z]+)"\)<\/script>/s;
const BOUNDARY_MARK = /<!--(\$|\$\?|\$!|\/\$)-->/g;

const TAG = /<!--.*?-->|<(script|style|textarea|title)\b[^>]*>.*?<\/\1>|<(\/?)div\b[^>]*>/gs;

/** Where the mark closing the level whose content starts at `from` starts; `step` says what a
 * match does: 1 opens a level, -1 closes one, 0 neither. */
function closingMark(html: string, from: number, marks: RegExp, step: (mark: string[]) => number) {
  marks.lastIndex = from;
  let depth = 0;
  for (let mark = marks.exec(html); mark; mark = marks.exec(html)) {
    depth += step(mark);
    if (depth < 0) return mark.index;
  }
  return -1;
}

/** The `<!--/$-->` closing the boundary whose content starts at `from`. */
const boundaryEnd = (html: string, from: number) =>
  closingMark(html, from, BOUNDARY_MARK, (mark) => (mark[1] === '/$' ? -1 : 1));

/** The `</div>` closing the <div> whose content starts at `from` (comments and scripts passed). */
const divEnd = (html: string, from: number) =>
  closingMark(html, from, TAG, (tag) => (tag[2] === undefined ? 0 : tag[2] ? -1 : 1));

/** One part moved into place; undefined when the markup is not what React writes. */
function place(html: string, call: RegExpExecArray): string | undefined {
  const [script, kind, first, second] = call;
  const [partId, targetId] = kind === 'C' ? [second, first] : [first, second];
  // Before its script, not always right before: a part holding another's placeholder comes first.
  const open = `<div hidden id="${partId}">`;
  const openAt = html.indexOf(open);
  const closeAt = openAt < 0 ? -1 : divEnd(html, openAt + open.length);
  if (closeAt < 0 || closeAt > call.index) return undefined;
  const part = html.slice(openAt + open.length, closeAt);
  const withoutScript = html.slice(0, call.index) + html.slice(call.index + script.length);
  const rest = withoutScript.slice(0, openAt) + withoutScript.slice(closeAt + '</div>'.length);

  const placeholder = `<template id="${targetId}"></template>`;
  const at = rest.indexOf(placeholder);
  if (at < 0) return undefined;
  if (kind === 'S') return rest.slice(0, at) + part + rest.slice(at + placeholder.length);
  // A boundary's `<!--$?-->`, placeholder and fallback become `<!--$-->` and the part.
  const pending = '<!--$?-->';
  if (rest.slice(at - pending.length, at) !== pending) return undefined;
  const end = boundaryEnd(rest, at + placeholder.length);
  if (end < 0) return undefined;
  return `${rest.slice(0, at - pending.length)}<!--$-->${part}${rest.slice(end)}`;
}

/** The page with every streamed part in its place, or the page unchanged if one cannot be. */
export function placeStreamedParts(html: string): string {
  let placed = html;
  for (let call = CALL.exec(placed); call; call = CALL.exec(placed)) {
    const next = place(placed, call);
    if (next === undefined) return html;
    placed = next;
  }
  return /\$R[A-Z]\(|<div hidden id="S:/.test(placed) ? html : placed;
}
