import type { IApi } from 'dumi';

// umi gives `targets` to babel's top level, which preset-env does not read, so the site came out
// as ES5 (PERFORMANCE.md): each babel-loader's preset gets them; the build stops if none did.
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
