/** A slider key's move, as on a native range input: arrows by `step`, Page keys by `page`. */
export function sliderKeyStep(key: string, step: number, page: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowLeft: -step,
    ArrowDown: -step,
    ArrowRight: step,
    ArrowUp: step,
    PageDown: -page,
    PageUp: page,
    Home: -Infinity,
    End: Infinity,
  };
  return steps[key];
}
