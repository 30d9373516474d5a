// Percentiles over samples (nearest rank).
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export function summarize(samples: number[], digits = 3): { p50: number; p95: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Number(x.toFixed(digits));
  return { p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), max: r(s[s.length - 1] ?? NaN) };
}
