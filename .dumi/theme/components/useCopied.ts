import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../browser/browserActions';

/** Copies a text; `copied` is true for two seconds after, for the button to say so. */
export default function useCopied(): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    await copyText(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };
  return [copied, copy];
}
