import { createContext, useContext } from 'react';
import type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';

export type PreviewerAction = NonNullable<IPreviewerActionsProps['disabledActions']>[number];

/** What a previewer shares with its extra actions and its code editor. */
export interface DemoEditing {
  /** The demo's name: its own title, or its page's ("base"). */
  title: string;
  /** The code as edited in place, which Copy and every export take; undefined until edited. */
  edited?: string;
  onEdit: (code: string) => void;
  /** Reset remounts the previewer with the original code; the editor then takes focus. */
  reset: () => void;
  wasReset: boolean;
  codeShown: boolean;
  toggleCode: () => void;
  /** The actions the page turned off (`disabledActions` of the demo). */
  disabledActions: PreviewerAction[];
}

export const DemoEditingContext = createContext<DemoEditing | null>(null);

export const useDemoEditing = () => useContext(DemoEditingContext);
