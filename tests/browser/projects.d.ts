// Types of projects.js, which the jest configs load as it is, for the TypeScript that reads it.
export const COMPONENT_SUITES: string[];
export const COMPLETE_ONLY_SUITES: string[];
export const COMPLETE_SUITES: string[];
export const ENGINE_SUITES: string[];
export const TEST_BUILD_SUITES: string[];
export const common: Record<string, unknown>;
/** Paths a run leaves out: the complete-only suites, unless this is the complete run. */
export function leftOut(): string[];
