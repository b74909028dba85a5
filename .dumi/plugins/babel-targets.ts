import type { IApi } from 'dumi';

// umi hands `targets` to babel's top level, which its preset-env does not read: the site's code,
// the docs' pages and dumi's theme came out as ES5, each `async` a regenerator machine
// (PERFORMANCE.md). Each babel-loader's preset gets them itself; the build stops if none did.
export default (api: IApi) => {
  api.chainWebpack((memo) => {
    const rules = Object.values(memo.module.rules.entries() ?? {}).flatMap((rule) => [
      rule,
      ...Object.values(rule.oneOfs.entries() ?? {}),
    ]);
    const presets = rules.flatMap((rule) =>
      rule.uses.has('babel-loader') ? rule.use('babel-loader').get('options').presets : [],
    );
    const umi = presets.filter(
      (p: unknown) => Array.isArray(p) && String(p[0]).includes('babel-preset-umi'),
    );
    if (!umi.length) throw new Error('targets: no babel-loader runs babel-preset-umi any more');
    const targets = api.config.targets;
    for (const [, options] of umi) options.presetEnv = { ...options.presetEnv, targets };
    return memo;
  });
};
