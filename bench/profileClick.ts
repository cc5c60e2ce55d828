// `npm run bench -- --profile`: where the time of one cold click → painted list goes. Records a
// Chrome trace and a JavaScript profile of a fresh visit's click, writes them (open them in the
// DevTools Performance panel), and prints the requests made and the renderer's main-thread work between
// the probe's `bench:click` and `bench:painted` marks.
import { writeFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import {
  mainThreadBreakdown,
  mainThreadOf,
  TRACE_CATEGORIES,
  type TraceEvent,
} from './traceBreakdown.ts'

/**
 * Records one cold click (`click` runs the page's probe and resolves once the list is painted),
 * writes the trace to `file`, and prints where the milliseconds went.
 */
export async function profileClick(
  browser: Browser,
  url: string,
  click: (page: Page) => Promise<number>,
  file: string,
): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await cdp.send('Profiler.start')
    const measured = await click(page)
    const { profile } = await cdp.send('Profiler.stop')
    const buffer = await browser.stopTracing()
    writeFileSync(file, buffer)
    writeFileSync(file.replace(/\.trace\.json$/, '.cpuprofile'), JSON.stringify(profile))
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }
    printBreakdown(traceEvents, measured)
    printHotFunctions(profile)
    console.info(`\nTrace written to ${file}, the JavaScript profile beside it (.cpuprofile)`)
  } finally {
    await context.close()
  }
}

function printBreakdown(events: readonly TraceEvent[], measured: number): void {
  const mark = (name: string) => events.find((event) => event.name === name)
  const clicked = mark('bench:click')
  const painted = mark('bench:painted')
  if (!clicked || !painted) throw new Error('The trace has no bench:click / bench:painted marks')
  const main = mainThreadOf(events, clicked.pid)
  const start = clicked.ts
  const end = painted.ts
  const at = (ts: number) => `${((ts - start) / 1000).toFixed(1).padStart(6)} ms`

  console.info(`\nOne cold click → painted list: ${measured.toFixed(1)} ms (probe)\n`)
  console.info('Requests started after the click')
  const finished = new Map<unknown, number>()
  for (const event of events)
    if (event.name === 'ResourceFinish') finished.set(event.args?.data?.requestId, event.ts)
  for (const event of events) {
    if (event.name !== 'ResourceSendRequest' || event.ts < start || event.ts > end) continue
    const data = event.args?.data ?? {}
    const done = finished.get(data.requestId)
    console.info(
      `  ${at(event.ts)} → ${done ? at(done) : '   (open)'}  ${String(data.url).replace(/^https?:\/\/[^/]+/, '')}`,
    )
  }

  const totals = mainThreadBreakdown(events, main, start, end)
  console.info('\nRenderer main thread between the marks (self time)')
  for (const [kind, time] of [...totals].sort((a, b) => b[1] - a[1]))
    console.info(`  ${kind.padEnd(28)} ${(time / 1000).toFixed(1).padStart(7)} ms`)
}

interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** The functions the sampled JavaScript spent its own time in, most first. */
function printHotFunctions(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const self = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!)
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue
    const file = frame.url.split('/').pop() || '(native)'
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0))
  }
  console.info('\nJavaScript self time, sampled (top 20)')
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.info(`  ${(time / 1000).toFixed(1).padStart(6)} ms  ${key}`)
}
