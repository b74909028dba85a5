import { isNavTargetActive } from '../../.dumi/lib/nav';

describe('isNavTargetActive', () => {
  const home = { link: '/' };
  const demo = { link: '/demo/base', activePath: '/demo' };

  it('marks Home current on the home page only', () => {
    expect(isNavTargetActive('/', home)).toBe(true);
    expect(isNavTargetActive('/demo/base', home)).toBe(false);
    expect(isNavTargetActive('/zh-CN/demo/base', { link: '/zh-CN' })).toBe(false);
    expect(isNavTargetActive('/zh-CN/', { link: '/zh-CN' })).toBe(true);
  });

  it('marks a section current on every page under it, and not on a look-alike path', () => {
    expect(isNavTargetActive('/demo/blink', demo)).toBe(true);
    expect(isNavTargetActive('/demo', demo)).toBe(true);
    expect(isNavTargetActive('/demos-old', demo)).toBe(false);
    expect(isNavTargetActive('/', demo)).toBe(false);
  });

  it('marks a page link current on that page only', () => {
    expect(isNavTargetActive('/demo/base/', { link: '/demo/base' })).toBe(true);
    expect(isNavTargetActive('/demo/blink', { link: '/demo/base' })).toBe(false);
  });
});
