import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { describeHomeOnceUsed, describeLanguageSweep } from '../sweep-language';

// The English and standalone pages, and those not found (sweep-language-zh takes the Chinese ones
// beside it; see sweep-language.ts).
describeLanguageSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter((path) => !/^\/zh-CN(\/|$)/.test(path)),
);
describeHomeOnceUsed('/', 'en', { github: 'rc-overflow on GitHub', theme: /^Theme/ });
