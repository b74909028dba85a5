export function quantile(values: number[], q: number): number;
export function median(values: number[]): number;
