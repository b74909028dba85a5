import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page, Request, Route } from 'playwright-core';

/** The services a demo exports to, by the name its button says ("Open in <name>"). */
export type ServiceName = 'CodeSandbox' | 'StackBlitz' | 'CodePen';

/** The address each service's form posts to (its public API). */
export const SERVICE_ENDPOINTS: Record<ServiceName, RegExp> = {
  CodeSandbox: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define(\?|$)/,
  StackBlitz: /^https:\/\/stackblitz\.com\/run(\?|$)/,
  CodePen: /^https:\/\/codepen\.io\/pen\/define\/?(\?|$)/,
};

/** CodePen's prefill fields that a replay reads (https://blog.codepen.io/documentation/prefill/). */
export interface CodepenData {
  title?: string;
  description?: string;
  html?: string;
  css?: string;
  css_pre_processor?: string;
  css_external?: string;
  js?: string;
  js_pre_processor?: string;
  js_external?: string;
  json?: string;
}

/** What a service receives from a demo's export: files, or CodePen's one pen. */
export type ExportPayload =
  | { service: 'CodeSandbox'; files: Record<string, string> }
  | { service: 'StackBlitz'; fields: Record<string, string>; files: Record<string, string> }
  | { service: 'CodePen'; data: CodepenData };

/** The form's fields, read as the service reads a urlencoded POST. */
function formFields(request: Request): URLSearchParams {
  const type = request.headers()['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new Error(`The export posts ${type || 'no content type'}, not a urlencoded form.`);
  return new URLSearchParams(request.postData() ?? '');
}

function onlyField(fields: URLSearchParams, name: string): string {
  const names = [...fields.keys()];
  const value = fields.get(name);
  if (value === null || names.length !== 1)
    throw new Error(`The export posts fields [${names.join(', ')}], not just "${name}".`);
  return value;
}

/** Inverse of codesandbox-import-utils' `getParameters`: URL-safe lz-string base64 of `{ files }`. */
export function decodeSandboxFiles(parameters: string): Record<string, string> {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  if (!json) throw new Error('The CodeSandbox parameters do not decompress.');
  const { files } = JSON.parse(json) as { files: Record<string, { content: unknown }> };
  return Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      typeof file.content === 'string' ? file.content : JSON.stringify(file.content, null, 2),
    ]),
  );
}

/** Reads a captured POST as the service would. */
export function decodePayload(service: ServiceName, request: Request): ExportPayload {
  const fields = formFields(request);
  if (service === 'CodeSandbox')
    return { service, files: decodeSandboxFiles(onlyField(fields, 'parameters')) };
  if (service === 'CodePen')
    return { service, data: JSON.parse(onlyField(fields, 'data')) as CodepenData };
  const files: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [name, value] of fields) {
    const file = /^project\[files\]\[(.+)\]$/.exec(name);
    if (file) files[file[1]] = value;
    else rest[name] = value;
  }
  return { service, fields: rest, files };
}

/**
 * Clicks the "Open in <service>" button in `scope` and returns what its form posts. The service's
 * address is answered here with an empty page: nothing leaves the machine.
 */
export async function captureExport(
  page: Page,
  scope: Locator,
  service: ServiceName,
): Promise<ExportPayload> {
  const context = page.context();
  const endpoint = SERVICE_ENDPOINTS[service];
  const answer = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>captured</p>' });
  await context.route(endpoint, answer);
  try {
    const posted = context.waitForEvent('request', {
      predicate: (request) => endpoint.test(request.url()) && request.method() === 'POST',
    });
    await scope.getByRole('button', { name: `Open in ${service}`, exact: true }).click();
    return decodePayload(service, await posted);
  } finally {
    await context.unroute(endpoint, answer);
  }
}
