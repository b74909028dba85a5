import { describeAxeSweep } from '../sweep-axe';
import { builtPages, UNLINKED_PAGES } from '../sweep-helpers';

// The English pages, the standalone demo pages and the pages that answer 404 (sweep-axe-zh takes
// the Chinese ones beside it).
describeAxeSweep(
  'English and standalone pages',
  builtPages().filter((path) => !path.startsWith('/zh-CN')),
  UNLINKED_PAGES,
);
