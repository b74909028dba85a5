import fs from 'node:fs';
import path from 'node:path';
import { SIDE_EFFECT_FREE, unmatchedRules } from '../../.dumi/plugins/side-effect-free';

const ROOT = path.join(__dirname, '../..');

const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));

it('the side-effect-free rules name the rules that match no file', () => {
  const rules = [/a\.js$/, /b\.js$/];
  expect(unmatchedRules(rules, ['/x/a.js', '/x/c.js'])).toEqual([/b\.js$/]);
  expect(unmatchedRules(rules, [])).toEqual(rules);
});

it("the side-effect-free rules match the installed dumi's files and our builtins they are written for", () => {
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
