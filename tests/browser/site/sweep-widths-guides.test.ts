import { builtPages } from '../sweep-helpers';
import { describeWidthSweep } from '../sweep-widths';

// The guides, in both languages (see sweep-widths.ts).
describeWidthSweep(builtPages().filter((path) => /^(\/zh-CN)?\/guide\//.test(path)));
