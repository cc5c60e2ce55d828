// The bench's arithmetic: one decimal, medians and percentiles of fresh visits.

export interface Spread {
  median: number
  p90: number
  min: number
}

/** Median, 90th percentile and minimum of `values`, each to one decimal. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: round(median(sorted)),
    p90: round(percentile(sorted, 0.9)),
    min: round(sorted[0]!),
  }
}

export const round = (value: number) => Math.round(value * 10) / 10

/** The value below which `share` of the sorted values lie. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
}

export function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
