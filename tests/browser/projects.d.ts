export const ENGINE_SUITES: string[];
export const TEST_BUILD_SUITES: string[];
export const common: Record<string, unknown>;
