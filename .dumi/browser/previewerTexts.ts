import type { Bilingual } from './messages';

// Not in the locale tables every page's entry carries: a page without a demo does not load them.
const ENGLISH = {
  showCode: 'Show code',
  hideCode: 'Hide code',
  copy: 'Copy code',
  copied: 'Copied',
  standalone: 'Open demo in a new tab',
  tsPlayground: 'Open in TypeScript playground',
  sandbox: 'Open in CodeSandbox',
  stackblitz: 'Open in StackBlitz',
  codepen: 'Open in CodePen',
  reset: 'Reset code',
  editor: 'Edit the code of {title}',
  editNote: 'The preview runs this code as you edit it. {exports}',
  exportsNote:
    "CodeSandbox, StackBlitz and CodePen open it with this site's build of {name} ({id}) on React {react}.",
};

export const PREVIEWER_TEXTS: Bilingual<Record<keyof typeof ENGLISH, string>> = {
  'en-US': ENGLISH,
  'zh-CN': {
    showCode: '显示代码',
    hideCode: '收起代码',
    copy: '复制代码',
    copied: '已复制',
    standalone: '在新标签页打开示例',
    tsPlayground: '在 TypeScript Playground 中打开',
    sandbox: '在 CodeSandbox 中打开',
    stackblitz: '在 StackBlitz 中打开',
    codepen: '在 CodePen 中打开',
    reset: '重置代码',
    editor: '编辑 {title} 的代码',
    editNote: '预览随编辑运行此代码。{exports}',
    exportsNote:
      'CodeSandbox、StackBlitz 与 CodePen 打开它时使用本站构建的 {name}（{id}），运行于 React {react}。',
  },
};
