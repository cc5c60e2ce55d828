// Prints the peer comparison (bench/peerFigures.ts): one row per figure with each Portico figure
// as a ratio to the bare React page and to RainbowKit, then the goals of issue #21.
import type { PeerFigures } from './peerFigures.ts'
import type { PeerName } from './peers.ts'
import { round } from './stats.ts'

export interface PeerGoal {
  goal: string
  met: boolean
  /** What was measured, in words. */
  value: string
}

interface Row {
  label: string
  unit: string
  pick: (figures: PeerFigures) => number
}

const ROWS: readonly Row[] = [
  { label: 'button visible, median', unit: 'ms', pick: (f) => f.buttonVisibleMs.median },
  { label: '  p90', unit: 'ms', pick: (f) => f.buttonVisibleMs.p90 },
  { label: 'click → painted list, cold, median', unit: 'ms', pick: (f) => f.coldClickMs.median },
  { label: '  p90', unit: 'ms', pick: (f) => f.coldClickMs.p90 },
  {
    label: 'click → painted list, 2 s after load, median',
    unit: 'ms',
    pick: (f) => f.warmClickMs.median,
  },
  { label: '  p90', unit: 'ms', pick: (f) => f.warmClickMs.p90 },
  { label: 'JS before the first click, gz', unit: 'KB', pick: (f) => f.initialJsGzKb },
  { label: 'JS fetched on the click 2 s after load, gz', unit: 'KB', pick: (f) => f.clickJsGzKb },
  { label: 'heap with the modal open, after GC', unit: 'MB', pick: (f) => f.heapMb },
  { label: 'requests to hosts not configured, a visit', unit: '', pick: (f) => f.foreignRequests },
  { label: 'long tasks while scrolling the list *', unit: '', pick: (f) => f.scroll.longTasks },
  { label: '  the longest', unit: 'ms', pick: (f) => f.scroll.longestMs },
  { label: '  their total beyond 50 ms each', unit: 'ms', pick: (f) => f.scroll.overFiftyMs },
]

/**
 * Prints the table and the goals; returns the goals, for bench/results.json.
 *
 * @example
 * const goals = reportPeers(figures, { runs: 15 })
 */
export function reportPeers(
  figures: Record<PeerName, PeerFigures>,
  { runs }: { runs: number },
): PeerGoal[] {
  const { bare, portico, rainbowkit } = figures
  const cell = (value: number, unit: string) => `${value}${unit ? ` ${unit}` : ''}`
  const columns = (texts: readonly string[]) =>
    texts.map((text, index) => text.padStart([12, 12, 12, 14, 20][index]!)).join('')
  console.info(
    `Peers (issue #21): Vite production builds, React 18.3.1, ${runs} fresh visits of each, interleaved`,
  )
  console.info(
    `  ${''.padEnd(46)}${columns(['bare', 'Portico', 'RainbowKit', 'Portico÷bare', 'Portico÷RainbowKit'])}`,
  )
  for (const row of ROWS) {
    const [b, p, r] = [bare, portico, rainbowkit].map(row.pick) as [number, number, number]
    console.info(
      `  ${row.label.padEnd(46)}${columns([cell(b, row.unit), cell(p, row.unit), cell(r, row.unit), ratio(p, b), ratio(p, r)])}`,
    )
  }
  console.info(`  * the worst of ${portico.scroll.runs} visits; the list each page scrolled:`)
  for (const [name, figure] of Object.entries(figures))
    console.info(
      `      ${name}: ${figure.scroll.what}, item ${figure.scroll.reached} of ${figure.scroll.of} reached in ${figure.scroll.steps} scroll ${figure.scroll.steps === 1 ? 'step' : 'steps'}`,
    )
  console.info('  Hosts called without being configured (the browser refused each):')
  for (const [name, figure] of Object.entries(figures))
    console.info(`      ${name}: ${figure.foreignHosts.join(', ') || 'none'}`)

  const aboveReact = round(portico.initialJsGzKb - bare.initialJsGzKb)
  const warm = (f: PeerFigures) => f.warmClickMs.median
  const goals: PeerGoal[] = [
    {
      goal: 'click → painted list, 2 s after load: ≤ 2× the bare React page',
      met: warm(portico) <= 2 * warm(bare),
      value: `${ratio(warm(portico), warm(bare))} (${warm(portico)} ms, bare ${warm(bare)} ms)`,
    },
    {
      goal: 'click → painted list, 2 s after load: ≤ 0.4× RainbowKit',
      met: warm(portico) <= 0.4 * warm(rainbowkit),
      value: `${ratio(warm(portico), warm(rainbowkit))} (RainbowKit ${warm(rainbowkit)} ms)`,
    },
    {
      goal: 'JS fetched on a click 2 s after load: 0 bytes',
      met: portico.clickJsVisits === 0,
      value:
        portico.clickJsVisits === 0
          ? `none in ${runs} visits`
          : `fetched in ${portico.clickJsVisits} of ${runs} visits (median ${portico.clickJsGzKb} KB gz): ${portico.clickScriptFiles.join(', ')}`,
    },
    {
      goal: 'JS before the first click, EVM + WalletConnect: ≤ 20 KB gz above React',
      met: aboveReact <= 20,
      value: `${aboveReact} KB above React (${portico.initialJsGzKb} KB, bare ${bare.initialJsGzKb} KB), ${ratio(portico.initialJsGzKb, bare.initialJsGzKb)}`,
    },
    {
      goal: 'button visible: ≤ 1.2× the bare page',
      met: portico.buttonVisibleMs.median <= 1.2 * bare.buttonVisibleMs.median,
      value: ratio(portico.buttonVisibleMs.median, bare.buttonVisibleMs.median),
    },
    {
      goal: 'heap with the modal open: ≤ 1.3× the bare page',
      met: portico.heapMb <= 1.3 * bare.heapMb,
      value: `${ratio(portico.heapMb, bare.heapMb)} (${portico.heapMb} MB, bare ${bare.heapMb} MB)`,
    },
    {
      goal: 'All Wallets: no long task over 50 ms while scrolling the whole list',
      met: portico.scroll.longTasks === 0,
      value: `${portico.scroll.longTasks} long tasks, the longest ${portico.scroll.longestMs} ms (worst of ${portico.scroll.runs})`,
    },
  ]
  console.info('\nGoals (issue #21)')
  for (const { goal, met, value } of goals)
    console.info(`  ${met ? 'met    ' : 'NOT met'}  ${goal}: ${value}`)
  console.info('')
  return goals
}

/** `value ÷ of`, e.g. "1.24×"; "—" when `of` is 0 (nothing to compare with). */
function ratio(value: number, of: number): string {
  return of === 0 ? '—' : `${(value / of).toFixed(2)}×`
}
