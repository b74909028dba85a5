import type { ModeSetting, PlaygroundState } from './state';
import type { Bilingual } from '../../.dumi/browser/messages';

// In the playground's own chunk, not in the locale tables every page's entry carries.

const en = {
  labels: {
    count: 'Item count',
    width: 'Container width',
    itemWidth: 'Item width',
    fixedWidth: 'Fixed item width (px)',
    maxCount: 'maxCount',
    maxCountNumber: 'maxCount number',
    orientation: 'orientation',
    maxRows: 'maxRows (responsive mode)',
    collapseFrom: 'collapseFrom',
    priority: 'itemPriority (responsive mode)',
    minVisible: 'minVisible (responsive mode)',
    prefix: 'Prefix',
    suffix: 'Suffix',
    rest: 'Rest indicator',
  } satisfies Record<keyof PlaygroundState, string>,
  modes: {
    itemWidth: { fixed: 'Fixed', varied: 'Varied (as wide as the label)' },
    maxCount: { responsive: 'Responsive', number: 'A number', invalidate: 'Invalidate' },
    orientation: { horizontal: 'Horizontal (a row)', vertical: 'Vertical (a column)' },
    collapseFrom: { end: 'End', start: 'Start' },
    priority: {
      none: 'None (the usual order)',
      pinFirst: 'Pin the first item (Infinity)',
      pinLast: 'Pin the last item (Infinity)',
      shorterFirst: 'Shorter labels first',
    },
    rest: {
      default: 'Default (+ N ...)',
      custom: 'Custom function (renderRest)',
      raw: 'Raw (renderRawRest + Overflow.Item)',
    },
  } satisfies { [K in ModeSetting]: Record<PlaygroundState[K], string> },
  props: 'Props',
  reset: 'Reset',
  preview: 'Preview',
  handle: 'Drag to resize the container',
  px: 'px',
  status: (visible: number, total: number) => `Visible ${visible} of ${total}`,
  calls: 'Last ten onVisibleChange calls, newest first',
  noCalls: 'No calls yet: the list reports in responsive mode.',
  call: (visible: number) => `${visible} visible`,
  code: 'Code',
  codeRegion: 'The JSX for these props',
  copy: 'Copy',
  exported: {
    title: 'rc-overflow playground',
    description: 'rc-overflow with the props chosen in the playground',
  },
};

export type PlaygroundMessages = typeof en;

export const PLAYGROUND_MESSAGES: Bilingual<PlaygroundMessages> = {
  'en-US': en,
  'zh-CN': {
    labels: {
      count: '条目数量',
      width: '容器宽度',
      itemWidth: '条目宽度',
      fixedWidth: '固定条目宽度（像素）',
      maxCount: 'maxCount（最多显示数）',
      maxCountNumber: 'maxCount 数值',
      orientation: 'orientation（排列方向）',
      maxRows: 'maxRows（自适应时的最多行数）',
      collapseFrom: 'collapseFrom（折叠方向）',
      priority: 'itemPriority（自适应时的优先级）',
      minVisible: 'minVisible（自适应时至少显示几个）',
      prefix: '前缀',
      suffix: '后缀',
      rest: '折叠指示器',
    },
    modes: {
      itemWidth: { fixed: '固定', varied: '不固定（随文字而定）' },
      maxCount: {
        responsive: '自适应（responsive）',
        number: '固定数目',
        invalidate: '不折叠（invalidate）',
      },
      orientation: { horizontal: '横向（一行）', vertical: '纵向（一列）' },
      collapseFrom: { end: '从末尾折叠', start: '从开头折叠' },
      priority: {
        none: '无（通常的顺序）',
        pinFirst: '固定第一个条目（Infinity）',
        pinLast: '固定最后一个条目（Infinity）',
        shorterFirst: '文字较短的优先',
      },
      rest: {
        default: '默认（+ N ...）',
        custom: '自定义函数（renderRest）',
        raw: '原始渲染（renderRawRest + Overflow.Item）',
      },
    },
    props: '属性',
    reset: '重置',
    preview: '预览',
    handle: '拖动以调整容器宽度',
    px: '像素',
    status: (visible, total) => `可见 ${visible} / ${total} 项`,
    calls: '最近十次 onVisibleChange 调用，最新的在前',
    noCalls: '尚无调用：列表在自适应模式下才会报告。',
    call: (visible) => `可见 ${visible} 项`,
    code: '代码',
    codeRegion: '当前属性对应的 JSX',
    copy: '复制',
    exported: { title: 'rc-overflow 演练场', description: '使用演练场中所选属性的 rc-overflow' },
  },
};
