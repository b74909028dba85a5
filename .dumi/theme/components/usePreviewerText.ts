import { useLocale } from 'dumi';
import { previewerText, type PreviewerTextId } from '../../browser/previewerTexts';

/** The demo previewer's texts in the page's locale (they load with it, see browser/previewerTexts). */
export default function usePreviewerText() {
  const locale = useLocale().id;
  return (id: PreviewerTextId, values?: Record<string, string | number>) =>
    previewerText(locale, id, values);
}
