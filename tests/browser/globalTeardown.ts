export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__browserTestHandles;
  if (!handles) return;
  await handles.browser.close();
  await new Promise<void>((resolve) => handles.server.close(() => resolve()));
}
