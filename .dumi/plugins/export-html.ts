/** A written HTML file, as `modifyExportHTMLFiles` hands it over after umi's exportStatic. */
export interface ExportedHtmlFile {
  path: string;
  content: string;
}
