import type { IApi } from 'dumi';

/** One HTML file umi's exportStatic is about to write (`api.appData.exportHtmlData`). */
export interface ExportHtmlEntry {
  route: { path: string; redirect?: string };
  file: string;
  /** False: the file gets the bare template and the app renders on the client. */
  prerender?: boolean;
}

/** A written HTML file, as `modifyExportHTMLFiles` hands it over after exportStatic. */
export interface ExportedHtmlFile {
  path: string;
  content: string;
}

/** The list exportStatic renders from; plugins edit it in place before exportStatic runs. */
export function exportHtmlDataOf(api: IApi): ExportHtmlEntry[] {
  return api.appData.exportHtmlData ?? [];
}
