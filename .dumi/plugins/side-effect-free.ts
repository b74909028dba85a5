import type { IApi } from 'dumi';

// Side-effect free, so webpack drops what nothing uses of dumi's barrels and builtins; a rule that
// matches nothing (dumi renamed a file) stops the build before the bundle grows.
export const SIDE_EFFECT_FREE: RegExp[] = [
  /[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/].*\.js$/,
  /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/](dumi[\\/])?exports\.ts$/,
  /[\\/]dumi[\\/]theme-default[\\/]builtins[\\/][^\\/]+[\\/]index\.js$/,
  /[\\/]\.dumi[\\/]theme[\\/]builtins[\\/][^\\/]+[\\/]index\.tsx$/,
];

export function unmatchedRules(rules: RegExp[], files: Iterable<string>): RegExp[] {
  const list = [...files];
  return rules.filter((rule) => !list.some((file) => rule.test(file)));
}

export default (api: IApi) => {
  const seen = new Set<string>();
  api.chainWebpack((memo) => {
    memo.module
      .rule('side-effect-free')
      .test((file: string) => {
        seen.add(file);
        return SIDE_EFFECT_FREE.some((rule) => rule.test(file));
      })
      .sideEffects(false);
    return memo;
  });
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const unmatched = unmatchedRules(SIDE_EFFECT_FREE, seen);
    if (unmatched.length)
      throw new Error(
        `These side-effect-free rules (.dumi/plugins/side-effect-free.ts) match no module of ` +
          `the build: ${unmatched.join(', ')}. A file they name was renamed or is gone.`,
      );
  });
};
