import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { describeWidthSweep } from '../sweep-widths';

// The standalone demo pages, and the one for an unknown demo (see sweep-widths.ts).
describeWidthSweep(
  [...builtPages(), ...UNLINKED_PAGES].filter((path) => path.startsWith('/~demos/')),
);
