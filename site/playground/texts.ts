import type { Message } from '../../.dumi/theme/components/useMessage';

/** The playground's words, from the site's message table of the page's locale (useMessage). */
export function playgroundTexts(message: Message) {
  return {
    props: message('playground.props'),
    reset: message('playground.reset'),
    count: message('playground.count'),
    itemWidth: message('playground.itemWidth'),
    itemWidthFixed: message('playground.itemWidthFixed'),
    itemWidthFixedPx: message('playground.itemWidthFixedPx'),
    itemWidthVaried: message('playground.itemWidthVaried'),
    maxCount: message('playground.maxCount'),
    maxCountResponsive: message('playground.maxCountResponsive'),
    maxCountNumber: message('playground.maxCountNumber'),
    maxCountNumberValue: message('playground.maxCountNumberValue'),
    maxCountInvalidate: message('playground.maxCountInvalidate'),
    maxRows: message('playground.maxRows'),
    collapseFrom: message('playground.collapseFrom'),
    collapseEnd: message('playground.collapseEnd'),
    collapseStart: message('playground.collapseStart'),
    prefix: message('playground.prefix'),
    suffix: message('playground.suffix'),
    rest: message('playground.rest'),
    restDefault: message('playground.restDefault'),
    restCustom: message('playground.restCustom'),
    restRaw: message('playground.restRaw'),
    preview: message('playground.preview'),
    containerWidth: message('playground.containerWidth'),
    handle: message('playground.handle'),
    px: message('playground.px'),
    status: (visible: number, total: number) => message('playground.status', { visible, total }),
    calls: message('playground.calls'),
    noCalls: message('playground.noCalls'),
    call: (value: number) => message('playground.call', { count: value + 1 }),
    code: message('playground.code'),
    codeRegion: message('playground.codeRegion'),
    copy: message('playground.copy'),
    copied: message('playground.copied'),
    sandbox: message('playground.sandbox'),
    codepen: message('playground.codepen'),
    tsPlayground: message('playground.tsPlayground'),
    exportTitle: message('playground.exportTitle'),
    exportDescription: message('playground.exportDescription'),
  };
}

export type PlaygroundTexts = ReturnType<typeof playgroundTexts>;
