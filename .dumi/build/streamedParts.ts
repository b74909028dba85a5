// The prerendered pages come out of React's streaming renderer (umi's exportStatic pipes it from
// the shell): each part that was still loading then (a lazy route, its layout, the Markdown body)
// is written at the end of the file in a hidden <div>, after a placeholder where it belongs, and
// an inline script moves it into place as the page is parsed. The browser styles and lays out
// the page, then again once the parts have moved, after the first paint: on a slow phone, tasks
// of 100 to 300 ms (PERFORMANCE.md).
//
// placeStreamedParts does at build time what those scripts do in the browser, so each file
// carries its page in reading order, as React hydrates it. It follows React 18's format (the
// `$RC` and `$RS` calls and the `<div hidden id="S:n">` holding each part); a file with anything
// else streamed (a part rendered on the client, `$RX`) is left as it is.

const CALL =
  /<script>(?:function \$R[CS]\(a,b\)\{.*?\};)?\$R([CS])\("([A-Za-z]:[0-9a-z]+)","([A-Za-z]:[0-9a-z]+)"\)<\/script>/s;
const BOUNDARY_MARK = /<!--(\$|\$\?|\$!|\/\$)-->/g;

/** The index just past the `<!--/$-->` closing the boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: number): number {
  BOUNDARY_MARK.lastIndex = from;
  let depth = 0;
  for (let mark = BOUNDARY_MARK.exec(html); mark; mark = BOUNDARY_MARK.exec(html)) {
    if (mark[1] !== '/$') depth += 1;
    else if (depth === 0) return mark.index;
    else depth -= 1;
  }
  return -1;
}

const TAG = /<!--.*?-->|<(script|style|textarea|title)\b[^>]*>.*?<\/\1>|<(\/?)div\b[^>]*>/gs;

/** The index of the `</div>` closing the <div> whose content starts at `from`. */
function divEnd(html: string, from: number): number {
  TAG.lastIndex = from;
  let depth = 0;
  for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
    if (!tag[0].startsWith('<div') && !tag[0].startsWith('</div')) continue;
    if (!tag[2]) depth += 1;
    else if (depth === 0) return tag.index;
    else depth -= 1;
  }
  return -1;
}

/** One part moved into place; undefined when the markup is not what React writes. */
function place(html: string, call: RegExpExecArray): string | undefined {
  const [script, kind, first, second] = call;
  const partId = kind === 'C' ? second : first;
  const targetId = kind === 'C' ? first : second;
  // The part's <div> comes before its script, not always right before it: a part holding
  // another's placeholder is written before that part and its script.
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
  // A boundary: `<!--$?-->`, the placeholder, its fallback, `<!--/$-->` become `<!--$-->`, the
  // part, `<!--/$-->`.
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
