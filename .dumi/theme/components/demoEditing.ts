import { createContext, useContext } from 'react';

/** What a previewer shares with its actions and its code editor. */
export interface DemoEditing {
  /** The demo's name: its own title, or its page's ("base"). */
  title: string;
  /** The code as edited in place, which Copy and every export take; undefined until edited. */
  edited?: string;
  onEdit: (code: string) => void;
  /** Reset remounts the previewer with the original code; the editor then takes focus. */
  reset: () => void;
  wasReset: boolean;
}

export const DemoEditingContext = createContext<DemoEditing | null>(null);

export const useDemoEditing = () => useContext(DemoEditingContext);
