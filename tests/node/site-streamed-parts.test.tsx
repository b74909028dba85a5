import React, { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import { placeStreamedParts } from '../../.dumi/build/streamedParts';

/** A component that loads after `ms`, as the site's lazy routes and layouts do when prerendered. */
const later = (ms: number, element: React.ReactElement) =>
  React.lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { default: () => element };
  });

/** The file React streams from the shell on, as umi's exportStatic writes it. */
function streamed(app: React.ReactElement) {
  const sink = new PassThrough();
  const stream = renderToPipeableStream(app, {
    onShellReady: () => stream.pipe(sink),
    onError: (error) => void sink.destroy(error as Error),
  });
  return text(sink);
}

/** The document as parsed, after React's inline scripts ran when `run`, without the scripts. */
function parsed(html: string, run = false): string {
  const dom = new JSDOM(html, run ? { runScripts: 'dangerously' } : {});
  dom.window.document.querySelectorAll('script').forEach((script) => script.remove());
  return dom.serialize();
}

const Page = ({ children }: { children: React.ReactNode }) => (
  <html lang="en">
    <body>
      <div id="root">
        <header>Header</header>
        {children}
      </div>
      <script>{'window.siteScript = 1;'}</script>
    </body>
  </html>
);

it('placeStreamedParts puts parts, parts inside parts and segments where React’s scripts put them', async () => {
  const PartA = later(10, <p>Part A</p>);
  const PartB = later(30, <p>Part B</p>);
  const PartC = later(20, <div className="markdown">{'<div> in text & "quotes"'}</div>);
  const Inner = later(5, <b>Inner</b>);
  const Long = later(
    40,
    <section>
      <p>{'x'.repeat(20_000)}</p>
      <Suspense fallback={<i>loading inner</i>}>
        <Inner />
      </Suspense>
    </section>,
  );
  const html = await streamed(
    <Page>
      <Suspense fallback={<div>loading A</div>}>
        <PartA />
        <Suspense fallback={<span>loading B</span>}>
          <PartB />
        </Suspense>
      </Suspense>
      <Suspense fallback={<div>loading C</div>}>
        <PartC />
      </Suspense>
      <Suspense fallback={null}>
        <Long />
      </Suspense>
    </Page>,
  );
  // The case at hand: parts after the page, moved by $RC (boundaries) and $RS (segments).
  expect(html).toMatch(/\$RC\("[\s\S]*\$RS\("|\$RS\("[\s\S]*\$RC\("/);

  const placed = placeStreamedParts(html);
  expect(placed).not.toMatch(/\$R[A-Z]|hidden id="S:|loading/);
  expect(parsed(placed)).toBe(parsed(html, true));
  expect(placed).toContain('window.siteScript = 1;');
});

it.each([
  ['with nothing streamed', <p>Ready</p>, (html: string) => html],
  [
    'when a part is not where React writes it',
    React.createElement(later(5, <p>Part</p>)),
    (html: string) => html.replace(/<template id="B:0"><\/template>/, ''),
  ],
])('placeStreamedParts leaves a page as it is %s', async (_name, content, change) => {
  const html = change(
    await streamed(
      <Page>
        <Suspense fallback={<div>loading</div>}>{content}</Suspense>
      </Page>,
    ),
  );
  expect(placeStreamedParts(html)).toBe(html);
});
