// Our list without one optimisation each, by the name bench/without.mjs gives it. run.mjs bundles
// the page with this module replaced by one that imports, for each optimisation measured, the list
// of a copy of src/ with that optimisation taken out. As written here, there is none.
import type Ours from '../src';

const withoutLists: Record<string, typeof Ours> = {};
export default withoutLists;
