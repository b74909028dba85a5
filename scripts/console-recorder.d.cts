export const CONSOLE_RECORDER_NAME: string;
export const CONSOLE_RECORDER_SCRIPT: string;
