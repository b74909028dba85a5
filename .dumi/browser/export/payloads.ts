// What the export buttons send, in one module the buttons load when first pointed at or used.
export { CODEPEN_DEFINE_URL, buildPlaygroundData } from './codepen';
export {
  SANDBOX_DEFINE_URL,
  STACKBLITZ_RUN_URL,
  buildSandboxParameters,
  buildStackblitzFields,
} from './codesandbox';
