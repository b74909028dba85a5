import { useSiteData } from 'dumi';
import { postForm } from '../../browser/browserActions';
import type { DemoSource } from '../../browser/export/demoSource';
import type { PackageBuild } from '../../build/packageBuild';

export type ExportService = 'sandbox' | 'stackblitz' | 'codepen';
export const EXPORT_SERVICES: ExportService[] = ['sandbox', 'stackblitz', 'codepen'];

/** The package build this site publishes (see .dumirc.ts), which every export runs against. */
export function usePackageBuild(): PackageBuild {
  return useSiteData().themeConfig.packageBuild as PackageBuild;
}

/** The payload builders, not needed for the page, load when an export is pointed at or focused. */
export const loadExportPayloads = () => import('../../browser/export/payloads');

/** Opens `demo` in `service`; rejects, posting nothing, when the code cannot run there. */
export async function openExport(service: ExportService, demo: DemoSource): Promise<void> {
  const payloads = await loadExportPayloads();
  if (service === 'sandbox') {
    postForm(payloads.SANDBOX_DEFINE_URL, { parameters: payloads.buildSandboxParameters(demo) });
  } else if (service === 'stackblitz') {
    postForm(payloads.STACKBLITZ_RUN_URL, payloads.buildStackblitzFields(demo));
  } else {
    postForm(payloads.CODEPEN_DEFINE_URL, {
      data: JSON.stringify(payloads.buildCodepenData(demo)),
    });
  }
}
