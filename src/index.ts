// The package's entry: the component and its public types.
import Overflow from './Overflow';

export type { OverflowProps } from './Overflow';
export type { OverflowItemProps } from './RawItem';
export type { ComponentType } from './context';
export default Overflow;
