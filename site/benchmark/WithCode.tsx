import React from 'react';

/** A message with `backticked` parts shown as code, as the site's Markdown shows them. */
export default function WithCode({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}
