// Prints the peer comparison (bench/peerFigures.ts): one row per figure with each Portico figure
// as a ratio to the bare React page and to RainbowKit, then the goals of issue #35 (with #21's
// goals for the warm click's JS and the All Wallets scroll).
import type { ClickFigures, PeerFigures } from './peerFigures.ts'
import type { PeerName } from './peers.ts'
import { medianRatioInterval, type RatioInterval, round, type Spread } from './stats.ts'

export interface PeerGoal {
  goal: string
  met: boolean
  /** What was measured, in words. */
  value: string
  /** A ratio goal of timed visits: the ratio's 90 % bootstrap interval (`medianRatioInterval`). */
  interval?: RatioInterval
  /** Whether that interval lies wholly on the verdict's side of the target: not within noise. */
  clear?: boolean
}

interface Row {
  label: string
  unit: string
  pick: (figures: PeerFigures) => number | undefined
}

/** A median row and its p90 row. */
const spreadRows = (label: string, pick: (figures: PeerFigures) => Spread | undefined): Row[] => [
  { label: `${label}, median`, unit: 'ms', pick: (f) => pick(f)?.median },
  { label: '  p90', unit: 'ms', pick: (f) => pick(f)?.p90 },
]

/** The click figures' rows, of the normal visits or the mobile ones. */
const clickRows = (prefix: string, of: (figures: PeerFigures) => ClickFigures | undefined) => [
  ...spreadRows(`${prefix}button visible`, (f) => of(f)?.buttonVisibleMs),
  ...spreadRows(`${prefix}  visible → pointerdown (gap)`, (f) => of(f)?.pressGapMs),
  ...spreadRows(`${prefix}cold press → painted list`, (f) => of(f)?.coldClickMs),
  ...spreadRows(`${prefix}page load → painted list`, (f) => of(f)?.loadToListMs),
  ...spreadRows(`${prefix}click 3 s after load → list`, (f) => of(f)?.warmClickMs),
]

const ROWS: readonly Row[] = [
  ...clickRows('', (f) => f),
  { label: 'JS before the first click, gz', unit: 'KB', pick: (f) => f.initialJsGzKb },
  { label: '  script files', unit: '', pick: (f) => f.initialScriptFiles },
  { label: 'JS fetched on the click 3 s after load, gz', unit: 'KB', pick: (f) => f.clickJsGzKb },
  { label: 'heap with the modal open, after GC', unit: 'MB', pick: (f) => f.heapMb },
  { label: 'requests to hosts not configured, a visit', unit: '', pick: (f) => f.foreignRequests },
  { label: 'long tasks while scrolling the list *', unit: '', pick: (f) => f.scroll.longTasks },
  { label: '  the longest', unit: 'ms', pick: (f) => f.scroll.longestMs },
  { label: '  their total beyond 50 ms each', unit: 'ms', pick: (f) => f.scroll.overFiftyMs },
  ...clickRows('mobile: ', (f) => f.mobile),
]

/**
 * Prints the table and the goals, each beside its state in `previous` (the last run's goals,
 * matched by their text); returns the goals, for bench/results.json.
 *
 * @example
 * const goals = reportPeers(figures, { runs: 15, previous: last.peers?.goals })
 */
export function reportPeers(
  figures: Record<PeerName, PeerFigures>,
  { runs, previous }: { runs: number; previous?: readonly PeerGoal[] },
): PeerGoal[] {
  const { bare, portico, rainbowkit } = figures
  const cell = (value: number | undefined, unit: string) =>
    value === undefined ? '—' : `${value}${unit ? ` ${unit}` : ''}`
  const columns = (texts: readonly string[]) =>
    texts.map((text, index) => text.padStart([12, 12, 12, 14, 20][index]!)).join('')
  console.info(
    `Peers (issues #21, #35): Vite production builds served gzipped, React 18.3.1, ${runs} fresh visits of each, interleaved`,
  )
  console.info(
    `  "cold press": a real pointer press (Input.dispatchMouseEvent) as soon as the button shows, timed from its pointerdown`,
  )
  if (portico.mobile)
    console.info(
      `  "mobile": ${portico.mobile.runs} more ${portico.mobile.runs === 1 ? 'visit' : 'visits'} of each on an emulated network of 150 ms round trip, 1.6 Mbps down`,
    )
  console.info(
    `  ${''.padEnd(46)}${columns(['bare', 'Portico', 'RainbowKit', 'Portico÷bare', 'Portico÷RainbowKit'])}`,
  )
  for (const row of ROWS) {
    const [b, p, r] = [bare, portico, rainbowkit].map(row.pick)
    if (p === undefined) continue
    console.info(
      `  ${row.label.padEnd(46)}${columns([cell(b, row.unit), cell(p, row.unit), cell(r, row.unit), ratio(p, b), ratio(p, r)])}`,
    )
  }
  console.info(`  * the worst of ${portico.scroll.runs} visits; the list each page scrolled:`)
  for (const [name, figure] of Object.entries(figures))
    console.info(
      `      ${name}: ${figure.scroll.what}, item ${figure.scroll.reached} of ${figure.scroll.of} reached in ${figure.scroll.steps} scroll ${figure.scroll.steps === 1 ? 'step' : 'steps'}`,
    )
  console.info(
    '  How long the pointerdown waited for the main thread (event time → handler; not in the figures), median:',
  )
  console.info(
    `      ${Object.entries(figures)
      .map(
        ([name, f]) =>
          `${name} ${f.pressWaitMs.median} ms${f.mobile ? ` (mobile ${f.mobile.pressWaitMs.median} ms)` : ''}`,
      )
      .join(', ')}`,
  )
  console.info('  Hosts called without being configured (the browser refused each):')
  for (const [name, figure] of Object.entries(figures))
    console.info(`      ${name}: ${figure.foreignHosts.join(', ') || 'none'}`)

  const goals = goalsOf(figures, runs)
  console.info("\nGoals (issue #35, and #21 for the warm click's JS and the scroll)")
  const before = new Map(previous?.map((goal) => [goal.goal, goal]))
  for (const { goal, met, value, clear } of goals) {
    const last = before.get(goal)
    console.info(
      `  ${met ? 'met    ' : 'NOT met'}  ${goal}: ${value}${clear === false ? ' (within noise: the interval holds the target)' : ''}${last ? `   (previous: ${last.met ? 'met' : 'NOT met'}, ${last.value})` : ''}`,
    )
  }
  console.info('')
  return goals
}

/** Issue #35's goals, and #21's that it keeps. */
function goalsOf(figures: Record<PeerName, PeerFigures>, runs: number): PeerGoal[] {
  const { bare, portico, rainbowkit } = figures
  /** `pick(portico) ≤ times × pick(of)`, with the ratio and both values. */
  const atMost = (
    goal: string,
    pick: (f: PeerFigures) => number | Spread,
    times: number,
    of: PeerFigures,
    unit = 'ms',
  ): PeerGoal =>
    ratioGoal(goal, [pick(portico), pick(of)], times, of === bare ? 'bare' : 'RainbowKit', unit)
  const cold = (f: PeerFigures) => f.coldClickMs
  const warm = (f: PeerFigures) => f.warmClickMs
  const loadToList = (f: PeerFigures) => f.loadToListMs
  // The bare page's scripts are the app and React: what Portico loads beyond them is the kit's.
  const kitFiles = portico.initialScriptFiles - bare.initialScriptFiles
  const aboveReact = round(portico.initialJsGzKb - bare.initialJsGzKb)
  const goals: PeerGoal[] = [
    atMost('cold press → painted list: ≤ 1.0× RainbowKit', cold, 1, rainbowkit),
    atMost('cold press → painted list: ≤ 3× the bare page', cold, 3, bare),
    atMost('page load → painted list: ≤ 0.7× RainbowKit', loadToList, 0.7, rainbowkit),
    atMost('click 3 s after load → painted list: ≤ 2× the bare page', warm, 2, bare),
    atMost('click 3 s after load → painted list: ≤ 0.5× RainbowKit', warm, 0.5, rainbowkit),
    {
      goal: 'JS fetched on a click 3 s after load: 0 bytes',
      met: portico.clickJsVisits === 0,
      value:
        portico.clickJsVisits === 0
          ? `none in ${runs} visits`
          : `fetched in ${portico.clickJsVisits} of ${runs} visits (median ${portico.clickJsGzKb} KB gz): ${portico.clickScriptFiles.join(', ')}`,
    },
    {
      goal: "JS before the first click, EVM + WalletConnect: ≤ 5 of the kit's script files",
      met: kitFiles <= 5,
      value: `${kitFiles} (${portico.initialScriptFiles} files, bare ${bare.initialScriptFiles})`,
    },
    {
      goal: 'JS before the first click, EVM + WalletConnect: ≤ 30 KB gz above React',
      met: aboveReact <= 30,
      value: `${aboveReact} KB above React (${portico.initialJsGzKb} KB, bare ${bare.initialJsGzKb} KB), ${ratio(portico.initialJsGzKb, bare.initialJsGzKb)}`,
    },
    atMost('button visible: ≤ 1.3× the bare page', (f) => f.buttonVisibleMs, 1.3, bare),
    atMost('heap with the modal open: ≤ 1.3× the bare page', (f) => f.heapMb, 1.3, bare, 'MB'),
  ]
  const [portMobile, rkMobile] = [portico.mobile, rainbowkit.mobile]
  if (portMobile && rkMobile)
    goals.push(
      ratioGoal(
        'mobile network: cold press → painted list ≤ 1.0× RainbowKit',
        [portMobile.coldClickMs, rkMobile.coldClickMs],
        1,
        'RainbowKit',
        'ms',
      ),
    )
  goals.push({
    goal: 'All Wallets: no long task over 50 ms while scrolling the whole list',
    met: portico.scroll.longTasks === 0,
    value: `${portico.scroll.longTasks} long tasks, the longest ${portico.scroll.longestMs} ms (worst of ${portico.scroll.runs})`,
  })
  return goals
}

/**
 * The goal `portico ≤ times × of`, judged on the medians; figures of timed visits also get the
 * ratio's interval, and whether the verdict is clear of it.
 *
 * @example
 * ratioGoal('cold press ≤ 1.0× RainbowKit', [portico.coldClickMs, rainbowkit.coldClickMs], 1, 'RainbowKit', 'ms')
 */
export function ratioGoal(
  goal: string,
  [portico, of]: [number | Spread, number | Spread],
  times: number,
  ofName: string,
  unit: string,
): PeerGoal {
  const [value, base] = [portico, of].map((figure) =>
    typeof figure === 'number' ? figure : figure.median,
  ) as [number, number]
  const met = value <= times * base
  const described = `${ratio(value, base)} (${value} ${unit}, ${ofName} ${base} ${unit})`
  if (typeof portico === 'number' || typeof of === 'number') return { goal, met, value: described }
  const { low, high } = medianRatioInterval(portico.visits, of.visits)
  const interval = { low: Math.round(low * 100) / 100, high: Math.round(high * 100) / 100 }
  return {
    goal,
    met,
    value: `${described}, 90% interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×`,
    interval,
    clear: met ? high <= times : low > times,
  }
}

/** `value ÷ of`, e.g. "1.24×"; "—" when `of` is 0 or missing (nothing to compare with). */
function ratio(value: number, of: number | undefined): string {
  return !of ? '—' : `${(value / of).toFixed(2)}×`
}
