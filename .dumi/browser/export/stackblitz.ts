import { exportDescription, json, reactProject, type DemoSource } from './demoSource';

/** StackBlitz's POST API: opens a project from form fields, with the demo's file in view. */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run?file=src%2FApp.tsx';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    noEmit: true,
  },
  include: ['src'],
};

// A Vite project: StackBlitz's "node" template runs `npm install`, then the dev script.
export function buildStackblitzFiles(demo: DemoSource): Record<string, string> {
  const scripts = { dev: 'vite', build: 'vite build', preview: 'vite preview' };
  const devDependencies = { typescript: '^5.0.0', vite: '^6.3.0' };
  const fields = { private: true, type: 'module', scripts, devDependencies };
  return {
    ...reactProject(demo, 'src/', 'main.tsx', fields),
    'index.html': INDEX_HTML,
    'tsconfig.json': json(TSCONFIG),
  };
}

export function buildStackblitzFields(demo: DemoSource): Record<string, string> {
  const files = Object.entries(buildStackblitzFiles(demo));
  return {
    'project[title]': demo.title,
    'project[description]': exportDescription(demo),
    'project[template]': 'node',
    ...Object.fromEntries(files.map(([name, text]) => [`project[files][${name}]`, text])),
  };
}
