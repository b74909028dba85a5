import { useSiteData } from 'dumi';
import { postForm } from '../../lib/browserActions';
import { buildPlaygroundData, resolvePlaygroundSettings } from '../../lib/exportCodepen';
import {
  SANDBOX_DEFINE_URL,
  buildSandboxParameters,
  type DemoSource,
} from '../../lib/exportSandbox';
import { STACKBLITZ_RUN_URL, buildStackblitzFields } from '../../lib/exportStackblitz';
import type { PackageBuild } from '../../lib/packageBuild';

/** The online editors a demo opens in. */
export type ExportService = 'sandbox' | 'stackblitz' | 'codepen';
export const EXPORT_SERVICES: ExportService[] = ['sandbox', 'stackblitz', 'codepen'];

/** The package build this site publishes (see .dumirc.ts), which every export runs against. */
export function usePackageBuild(): PackageBuild {
  return useSiteData().themeConfig.packageBuild as PackageBuild;
}

/**
 * Opens `demo` in `service` (a form POST in a new tab). Throws, posting nothing, when the code
 * cannot run there (CodePen loads only the packages it has browser builds of).
 */
export function openExport(service: ExportService, demo: DemoSource, themeConfig: object): void {
  if (service === 'sandbox') {
    postForm(SANDBOX_DEFINE_URL, { parameters: buildSandboxParameters(demo) });
  } else if (service === 'stackblitz') {
    postForm(STACKBLITZ_RUN_URL, buildStackblitzFields(demo));
  } else {
    const { endpoint } = resolvePlaygroundSettings(
      (themeConfig as { playgroundExport?: unknown }).playgroundExport,
    );
    postForm(endpoint, { data: JSON.stringify(buildPlaygroundData(demo)) });
  }
}
