import { describeIndependentOfBase } from '../harness';
import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';
import { hydratedWrongWidths } from '../sweep-widths';

// Every page at the narrowest phone and on each side of where the header folds: no sideways
// scroll, and the header's row on one line or folded behind the menu button. The complete run
// sweeps every width, both themes, before and after hydration (sweep-widths*.test.ts).

const WIDTHS = [320, 1100, 1280];

describeIndependentOfBase(`every page at ${WIDTHS.join(', ')} px`, () => {
  it.each([...builtPages(), ...UNLINKED_PAGES])(
    '%s: no sideways scroll; header items on one line, folded when too wide',
    async (path) => {
      expect(await hydratedWrongWidths(path, WIDTHS)).toEqual({});
    },
  );
});
