import { compressToEncodedURIComponent } from 'lz-string';
import { isChineseLocale } from '../messages';

export function buildTsPlaygroundUrl(source: string, locale?: string): string {
  const play = `https://www.typescriptlang.org/${isChineseLocale(locale) ? 'zh/' : ''}play`;
  return `${play}?skipLibCheck=true&jsx=1#code/${compressToEncodedURIComponent(source)}`;
}
