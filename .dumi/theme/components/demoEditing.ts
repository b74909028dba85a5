import { createContext, useContext } from 'react';

/** What a previewer shares with its actions and its code editor. */
export interface DemoEditing {
  /** The demo's name: its own title, or its page's ("base"), as the menu names it. */
  title: string;
  /** The code as edited in place (what the visitor sees, so Copy and every export take it). */
  edited?: string;
  onEdit: (code: string) => void;
  reset: () => void;
  wasReset: boolean;
}

export const DemoEditingContext = createContext<DemoEditing | null>(null);

export const useDemoEditing = () => useContext(DemoEditingContext);
