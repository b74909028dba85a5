import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import { exportDescription, json, reactProject, type DemoSource } from './demoSource';

export const SANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

type SandboxFile = { content: string; isBinary: boolean };

export function buildSandboxFiles(demo: DemoSource): Record<string, SandboxFile> {
  const fields = {
    description: exportDescription(demo),
    main: 'index.tsx',
    devDependencies: { typescript: '^5.0.0' },
  };
  const files: Record<string, string> = {
    ...reactProject(demo, '', 'index.tsx', fields),
    'index.html': '<div id="root"></div>\n',
    'sandbox.config.json': json({ template: 'create-react-app' }),
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false }]),
  );
}

export function buildSandboxParameters(demo: DemoSource): string {
  return getParameters({ files: buildSandboxFiles(demo) });
}
