/** The range of the overflow list each antd major asks for, by the name it installs it under:
 * antd 5's rc-select and rc-menu ask for rc-overflow@^1.3.1; antd 6.6.8's @rc-component/select
 * and @rc-component/menu for @rc-component/overflow@^1.0.0 (npm: 1.0.1). */
export const ANTD_RANGES: Record<string, { antd: string; range: string }> = {
  'rc-overflow': { antd: 'antd 5', range: '^1.3.1' },
  '@rc-component/overflow': { antd: 'antd 6', range: '^1.0.0' },
};

/** Whether `version` is inside the caret range `^M.m.p` (M > 0), as npm reads it. */
export function insideCaret(version: string, range: string): boolean {
  const [want, [major, minor, patch]] = [range.slice(1), version].map((v) =>
    v.split('.').map(Number),
  );
  return (
    /^\d+\.\d+\.\d+$/.test(version) &&
    major === want[0] &&
    (minor - want[1] || patch - want[2]) >= 0
  );
}
