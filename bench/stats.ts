// The bench's arithmetic: one decimal, medians and percentiles of fresh visits, and how far a
// ratio of two medians can be trusted from one run's visits.

export interface Spread {
  median: number
  p90: number
  min: number
  /** Each visit's figure, in the order the visits were made. */
  visits: number[]
}

/** Median, 90th percentile and minimum of `values`, each to one decimal, and the values. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: round(median(sorted)),
    p90: round(percentile(sorted, 0.9)),
    min: round(sorted[0]!),
    visits: values.map(round),
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

/** A ratio's interval: `low` and `high` bound the middle `level` share of its resamples. */
export interface RatioInterval {
  low: number
  high: number
}

/**
 * How far `median(values) ÷ median(of)` could move had the same visits gone otherwise: a
 * percentile bootstrap (each list resampled with replacement, `resamples` times) whose middle
 * `level` share is returned. Seeded, so the same visits always give the same interval. With 15
 * visits a side the bench's ratios moved 15–20 % between runs on one build; a goal whose
 * interval straddles its target is within that noise.
 *
 * @example
 * const { low, high } = medianRatioInterval(portico.coldClickMs.visits, bare.coldClickMs.visits)
 */
export function medianRatioInterval(
  values: readonly number[],
  of: readonly number[],
  { level = 0.9, resamples = 4000 }: { level?: number; resamples?: number } = {},
): RatioInterval {
  if (values.length === 0 || of.length === 0) throw new Error('No visits to compare')
  const random = mulberry32(0x9e3779b9)
  const resampledMedian = (list: readonly number[]) =>
    median(Array.from(list, () => list[Math.floor(random() * list.length)]!).sort((a, b) => a - b))
  const ratios = Array.from({ length: resamples }, () => {
    const denominator = resampledMedian(of)
    return resampledMedian(values) / denominator
  }).sort((a, b) => a - b)
  const tail = (1 - level) / 2
  return { low: percentile(ratios, tail), high: percentile(ratios, 1 - tail) }
}

/** A small seeded generator of numbers in [0, 1) (Mulberry32): reproducible resamples. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
