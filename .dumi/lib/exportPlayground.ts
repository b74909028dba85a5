import { compressToEncodedURIComponent } from 'lz-string';
import { isChineseLocale } from './locale';

const PLAYGROUND_ORIGIN = 'https://www.typescriptlang.org';
const PLAYGROUND_QUERY = '?skipLibCheck=true&jsx=1#code/';

/** The TypeScript playground URL holding `source` compressed in its hash. */
export function buildTsPlaygroundUrl(source: string, locale?: string): string {
  const path = isChineseLocale(locale) ? '/zh/play' : '/play';
  return `${PLAYGROUND_ORIGIN}${path}${PLAYGROUND_QUERY}${compressToEncodedURIComponent(source)}`;
}
