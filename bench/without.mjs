// Our optimisations, each as the smallest change to src/ that takes it out: `npm run bench`
// measures our list without each of them in the same runs as the others, so each one shows what it
// gains next to the run's noise. An optimisation whose gain stays within the noise has not earned
// its place.
//
// Each entry:
// - name: the list's page is `without-<name>`; BENCH_WITHOUT=<name>,... picks entries.
// - title: what is taken out, in a few words.
// - scenario: what the optimisation is for (mount, resize or rerender), or a list of them; or
//   'table': the table of many lists, with and without it.
// - changes: `{ file, find, replace }`, `file` relative to the repository's root and under src/,
//   `find` text that occurs exactly once in it. When the source changes, the bench stops and these
//   follow it.

/** @type {{ name: string, title: string, scenario: string | string[], changes: { file: string, find: string, replace: string }[] }[]} */
export const ABLATIONS = [
  {
    name: 'caller-reads',
    title:
      "a caller's render that mounts nothing and keeps the decision's input reads and decides nothing",
    scenario: 'rerender',
    changes: [
      {
        file: 'src/measure/measurer.ts',
        find: 'if (!mounted && !rendered.raw && before.key === committed.key) return;',
        replace: '',
      },
    ],
  },
  {
    name: 'spares',
    title: 'three hidden items stay mounted past the first that overflows',
    scenario: 'resize',
    changes: [
      {
        file: 'src/core/layout.ts',
        find: 'export const SPARE = 3;',
        replace: 'export const SPARE = 0;',
      },
    ],
  },
  {
    name: 'rest-shapes',
    title: 'the rest width of an unseen count is predicted from its shape',
    scenario: ['mount', 'resize'],
    changes: [
      {
        file: 'src/measure/restWidths.ts',
        find: 'widths.get(`${omitted} ${shape}`) ?? widths.get(shape),',
        replace: 'widths.get(`${omitted} ${shape}`),',
      },
    ],
  },
  {
    name: 'first-pass',
    title: 'the first pass renders at most 16 items a row',
    scenario: 'mount',
    changes: [
      {
        file: 'src/core/plan.ts',
        find: 'const FIRST_PASS_ITEMS = 16;',
        replace: 'const FIRST_PASS_ITEMS = Infinity;',
      },
    ],
  },
  {
    name: 'shared-observer',
    title: "one ResizeObserver for the window's lists, their answers in one commit",
    scenario: 'table',
    changes: [
      {
        file: 'src/measure/registry.ts',
        find: 'const hub: Hub = shared;',
        replace: 'const hub: Hub = { lists: 0, later: [] };',
      },
    ],
  },
  {
    name: 'decided-reads',
    title:
      "our own new count, decided from the container's resize, reads every part again after it commits",
    scenario: 'table',
    changes: [
      {
        file: 'src/measure/measurer.ts',
        find: 'registry.containerResizedNow() &&',
        replace: 'false &&',
      },
    ],
  },
  {
    name: 'guard-timer',
    title: "the loop guard's timer is set again at each change, not at each tick",
    scenario: 'table',
    changes: [
      {
        file: 'src/measure/loopGuard.ts',
        find: 'if (!timer) timer = setTimeout(onTick, BURST_END_MS);',
        replace:
          'clearTimeout(timer);\n      changedSinceTick = false;\n      timer = setTimeout(onTick, BURST_END_MS);',
      },
    ],
  },
];
