import fs from 'node:fs';
import path from 'node:path';
import { SIDE_EFFECT_FREE, unmatchedRules } from '../../.dumi/plugins/side-effect-free';

const ROOT = path.join(__dirname, '../..');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

describe('the side-effect-free rules', () => {
  it('name the rules that match no file', () => {
    const rules = [/a\.js$/, /b\.js$/];
    expect(unmatchedRules(rules, ['/x/a.js', '/x/c.js'])).toEqual([/b\.js$/]);
    expect(unmatchedRules(rules, [])).toEqual(rules);
  });

  it("match the installed dumi's files and our builtins they are written for", () => {
    // The generated files (.dumi/tmp*) exist only in a build, which checks those rules itself.
    const files = [
      ...filesUnder(path.join(ROOT, 'node_modules/dumi/dist/client/theme-api')),
      ...filesUnder(path.join(ROOT, 'node_modules/dumi/theme-default/builtins')),
      ...filesUnder(path.join(ROOT, '.dumi/theme/builtins')),
    ];
    const onDisk = SIDE_EFFECT_FREE.filter((rule) => !/tmp/.test(rule.source));
    expect(onDisk).toHaveLength(3);
    expect(unmatchedRules(onDisk, files)).toEqual([]);
  });
});
