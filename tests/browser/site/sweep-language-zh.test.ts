import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { describeHomeOnceUsed, describeLanguageSweep } from '../sweep-language';

// The Chinese pages, and the one not found (see sweep-language.ts).
describeLanguageSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter((path) => /^\/zh-CN(\/|$)/.test(path)),
);
describeHomeOnceUsed('/zh-CN/', 'zh', { github: 'GitHub 上的 rc-overflow', theme: /^主题/ });
