import { builtPages, UNLINKED_PAGES } from './sweep-helpers';
import { describeWidthSweep } from './sweep-widths';

// The English pages, and those not found (see sweep-widths.ts); the Chinese pages and the
// standalone demo pages are swept beside them, in files of their own.
describeWidthSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter((path) => !/^\/(zh-CN|~demos)(\/|$)/.test(path)),
);
