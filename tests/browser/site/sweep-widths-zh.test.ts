import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { describeWidthSweep } from '../sweep-widths';

// The Chinese pages but the guides, and the one not found (see sweep-widths.ts).
describeWidthSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter(
    (path) => /^\/zh-CN(\/|$)/.test(path) && !path.startsWith('/zh-CN/guide/'),
  ),
);
