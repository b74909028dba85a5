import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import {
  exportDescription,
  json,
  localFiles,
  manifest,
  MOUNT_APP,
  type DemoSource,
} from './demoSource';

export const SANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export function buildSandboxFiles(
  demo: DemoSource,
): Record<string, { content: string; isBinary: boolean }> {
  const files: Record<string, string> = {
    ...localFiles(demo),
    'package.json': manifest(demo, { description: exportDescription(demo), main: 'index.tsx' }),
    'index.html': '<div id="root"></div>\n',
    'index.tsx': MOUNT_APP,
    'App.tsx': demo.source,
    'sandbox.config.json': json({ template: 'create-react-app' }),
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false }]),
  );
}

export function buildSandboxParameters(demo: DemoSource): string {
  return getParameters({ files: buildSandboxFiles(demo) });
}
