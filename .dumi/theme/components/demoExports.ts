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
  const p = await loadExportPayloads();
  const forms: Record<ExportService, () => Parameters<typeof postForm>> = {
    sandbox: () => [p.SANDBOX_DEFINE_URL, { parameters: p.buildSandboxParameters(demo) }],
    stackblitz: () => [p.STACKBLITZ_RUN_URL, p.buildStackblitzFields(demo)],
    codepen: () => [p.CODEPEN_DEFINE_URL, { data: JSON.stringify(p.buildCodepenData(demo)) }],
  };
  postForm(...forms[service]());
}
