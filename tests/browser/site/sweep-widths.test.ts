import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { describeWidthSweep } from '../sweep-widths';

// The English pages but the guides, and those not found (see sweep-widths.ts); the Chinese
// pages, the guides and the standalone demo pages are swept beside them, in files of their own.
describeWidthSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter(
    (path) => !/^\/(zh-CN|~demos)(\/|$)/.test(path) && !path.startsWith('/guide/'),
  ),
);
