// The package's entry: the component, the hook it is built on, and their public types.
import Overflow from './Overflow';

export type { OverflowProps } from './Overflow';
export type { OverflowItemProps } from './RawItem';
export type { ComponentType } from './context';
export type {
  OverflowItemPart,
  OverflowPart,
  OverflowRef,
  UseOverflowOptions,
  UseOverflowResult,
} from './useOverflow';
export { useOverflow } from './useOverflow';
export default Overflow;
