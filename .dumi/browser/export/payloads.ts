// What the export buttons send, in one module the buttons load when first pointed at or used.
export { CODEPEN_DEFINE_URL, buildCodepenData } from './codepen';
export { SANDBOX_DEFINE_URL, buildSandboxParameters } from './codesandbox';
export { STACKBLITZ_RUN_URL, buildStackblitzFields } from './stackblitz';
