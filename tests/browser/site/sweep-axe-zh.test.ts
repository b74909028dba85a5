import { describeAxeSweep } from '../sweep-axe';
import { builtPages } from '../sweep-helpers';

// The Chinese pages (sweep-axe takes the others beside it).
describeAxeSweep(
  'Chinese pages',
  builtPages().filter((path) => path.startsWith('/zh-CN')),
);
