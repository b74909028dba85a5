/** Expects a Chinese table of texts to have the English one's ids, each text in Chinese. */
export function expectTwinLocales(english: [id: string, text: string][], chinese: typeof english) {
  expect(chinese.map(([id]) => id).sort()).toEqual(english.map(([id]) => id).sort());
  expect(chinese.filter(([, text]) => !/[\u4e00-\u9fff]/.test(text))).toEqual([]);
}
