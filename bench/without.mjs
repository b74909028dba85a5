// Our optimisations, each as the smallest change to src/ that takes it out: `npm run bench`
// measures our list without each of them in the same runs as the others, so each one shows what it
// gains next to the run's noise. An optimisation whose gain stays within the noise has not earned
// its place.
//
// Each entry:
// - name: the list's page is `without-<name>`; BENCH_WITHOUT=<name>,... picks entries.
// - title: what is taken out, in a few words.
// - scenario: what the optimisation is for (mount, resize or rerender), or a list of them.
// - changes: `{ file, find, replace }`, `file` relative to the repository's root and under src/,
//   `find` text that occurs exactly once in it. When the source changes, the bench stops and these
//   follow it.

/** @type {{ name: string, title: string, scenario: string | string[], changes: { file: string, find: string, replace: string }[] }[]} */
export const ABLATIONS = [
  {
    name: 'reread',
    title: 're-reads only what a commit can have changed',
    scenario: ['resize', 'rerender'],
    changes: [
      {
        file: 'src/measure/measurer.ts',
        find: 'function rereadFrom(before: Committed | undefined, next: Committed, mounted: boolean): number {\n',
        replace:
          'function rereadFrom(before: Committed | undefined, next: Committed, mounted: boolean): number {\n' +
          '  return READ_ALL;\n',
      },
    ],
  },
  {
    name: 'first-pass',
    title: 'first pass renders at most 16 items a row',
    scenario: 'mount',
    changes: [
      {
        file: 'src/hooks/useListMeasure.ts',
        find: 'const FIRST_PASS_ITEMS = 16;',
        replace: 'const FIRST_PASS_ITEMS = Infinity;',
      },
    ],
  },
];
