import { describe, expect, it } from 'vitest'
import { ratioGoal } from './peerReport.ts'
import { medianRatioInterval, spread } from './stats.ts'

/** `count` visits around `center`, spread evenly over ±`jitter` (in a shuffled order). */
const visitsAround = (center: number, jitter: number, count = 15) =>
  Array.from({ length: count }, (_, index) => {
    const step = (index * 7) % count
    return center - jitter + (2 * jitter * step) / (count - 1)
  })

describe('spread', () => {
  it('keeps each visit, rounded, in the order the visits were made', () => {
    expect(spread([12.34, 9.96, 30])).toEqual({
      median: 12.3,
      p90: 30,
      min: 10,
      visits: [12.3, 10, 30],
    })
  })
})

describe('medianRatioInterval', () => {
  it('holds the ratio of the medians, and only values near it, when the two differ clearly', () => {
    const portico = visitsAround(40, 4)
    const bare = visitsAround(20, 2)
    const { low, high } = medianRatioInterval(portico, bare)
    expect(low).toBeLessThanOrEqual(2)
    expect(high).toBeGreaterThanOrEqual(2)
    expect(low).toBeGreaterThan(1.6)
    expect(high).toBeLessThan(2.4)
  })

  it('straddles 1 when two pages differ by less than their visits vary', () => {
    const { low, high } = medianRatioInterval(visitsAround(45, 20), visitsAround(50, 20))
    expect(low).toBeLessThan(1)
    expect(high).toBeGreaterThan(1)
  })

  it('narrows as the visits agree more', () => {
    const wide = medianRatioInterval(visitsAround(45, 20), visitsAround(50, 20))
    const narrow = medianRatioInterval(visitsAround(45, 2), visitsAround(50, 2))
    expect(narrow.high - narrow.low).toBeLessThan((wide.high - wide.low) / 4)
  })

  it('gives the same interval for the same visits (a report can be checked from its figures)', () => {
    const [a, b] = [visitsAround(45, 20), visitsAround(50, 20)]
    expect(medianRatioInterval(a, b)).toEqual(medianRatioInterval([...a], [...b]))
  })

  it('refuses an empty side', () => {
    expect(() => medianRatioInterval([], [1])).toThrow('No visits to compare')
  })
})

describe('ratioGoal', () => {
  it('is met and clear of the noise when the whole interval is under the target', () => {
    const goal = ratioGoal(
      '≤ 1.0×',
      [spread(visitsAround(30, 3)), spread(visitsAround(50, 5))],
      1,
      'RainbowKit',
      'ms',
    )
    expect(goal).toMatchObject({ met: true, clear: true })
    expect(goal.interval!.high).toBeLessThan(1)
    expect(goal.value).toMatch(
      /^0\.60× \(30 ms, RainbowKit 50 ms\), 90% interval 0\.\d\d–0\.\d\d×$/,
    )
  })

  it('is met on the medians but within noise when the interval holds the target', () => {
    const goal = ratioGoal(
      '≤ 1.0×',
      [spread(visitsAround(45, 20)), spread(visitsAround(50, 20))],
      1,
      'RainbowKit',
      'ms',
    )
    expect(goal).toMatchObject({ met: true, clear: false })
  })

  it('is not met, clearly, when the whole interval is over the target', () => {
    const goal = ratioGoal(
      '≤ 3×',
      [spread(visitsAround(45, 4)), spread(visitsAround(12, 1))],
      3,
      'bare',
      'ms',
    )
    expect(goal).toMatchObject({ met: false, clear: true })
  })

  it('judges a single figure (no visits to resample) on its value alone', () => {
    expect(ratioGoal('≤ 1.3×', [2.4, 1.2], 1.3, 'bare', 'MB')).toEqual({
      goal: '≤ 1.3×',
      met: false,
      value: '2.00× (2.4 MB, bare 1.2 MB)',
    })
  })
})
