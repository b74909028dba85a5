import { contentFooterLabels, isChineseLocale } from '../../.dumi/lib/locale';

describe('isChineseLocale', () => {
  it.each(['zh-CN', 'zh-TW', 'zh', 'cn', 'ZH-cn'])('counts %s as Chinese', (locale) => {
    expect(isChineseLocale(locale)).toBe(true);
  });

  it.each(['en-US', 'en', 'fr-FR', '', undefined, null])(
    'does not count %p as Chinese',
    (locale) => {
      expect(isChineseLocale(locale)).toBe(false);
    },
  );
});

describe('contentFooterLabels', () => {
  it('says "Last update" and "Edit this doc" in English', () => {
    expect(contentFooterLabels('en-US')).toMatchObject({
      lastUpdated: 'Last update: ',
      editLink: 'Edit this doc',
    });
  });

  it('switches both labels to Chinese under a zh or cn locale', () => {
    const labels = contentFooterLabels('zh-CN');
    expect(labels.lastUpdated).toContain('最后更新');
    expect(labels.editLink).toBe('编辑此文档');
  });
});
