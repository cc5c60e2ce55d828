// `npm run bench -- --profile`: where the time of one cold click → painted list goes. Records a
// Chrome trace and a JavaScript profile of a fresh visit's click, writes them (open them in the
// DevTools Performance panel), and prints the requests made and the renderer's main-thread work between
// the probe's `bench:click` and `bench:painted` marks.
import { writeFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'loading',
]

/** Main-thread events whose own time is worth naming; the rest of a task counts as "other". */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script: evaluate module',
  'v8.compileModule': 'script: compile',
  'v8.compile': 'script: compile',
  'v8.evaluateModule': 'script: evaluate module',
  FunctionCall: 'script: run',
  TimerFire: 'script: run',
  EventDispatch: 'script: run',
  FireAnimationFrame: 'script: run',
  'V8.GCScavenger': 'garbage collection',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  ParseAuthorStyleSheet: 'style: parse sheets',
  UpdateLayoutTree: 'style: recalculate',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'images',
  ImageDecodeTask: 'images',
  ParseHTML: 'html',
}

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
    await browser.startTracing(page, { categories: CATEGORIES })
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
  const main = { pid: clicked.pid, tid: mainThreadId(events, clicked.pid) }
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

  // Self time per kind: each complete event's duration minus its named children's.
  const slices = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.dur !== undefined &&
        event.ts < end &&
        event.ts + (event.dur ?? 0) > start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const totals = new Map<string, number>()
  const stack: { event: TraceEvent; kind: string; until: number; children: number }[] = []
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.until <= until) {
      const top = stack.pop()!
      const own = clip(top.event, start, end) - top.children
      totals.set(top.kind, (totals.get(top.kind) ?? 0) + own)
    }
  }
  for (const event of slices) {
    close(event.ts)
    const parent = stack[stack.length - 1]
    const kind = KINDS[event.name] ?? (parent ? undefined : 'other (task)')
    if (!kind) continue
    if (parent) parent.children += clip(event, start, end)
    stack.push({ event, kind, until: event.ts + (event.dur ?? 0), children: 0 })
  }
  close(Number.POSITIVE_INFINITY)
  const busy = [...totals.values()].reduce((sum, value) => sum + value, 0)
  console.info('\nRenderer main thread between the marks (self time)')
  for (const [kind, time] of [...totals].sort((a, b) => b[1] - a[1]))
    console.info(`  ${kind.padEnd(28)} ${(time / 1000).toFixed(1).padStart(7)} ms`)
  console.info(
    `  ${'idle (waiting)'.padEnd(28)} ${((end - start - busy) / 1000).toFixed(1).padStart(7)} ms`,
  )
}

/** The renderer's main thread of the page's process. */
function mainThreadId(events: readonly TraceEvent[], pid: number): number {
  const named = events.find(
    (event) =>
      event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  if (!named) throw new Error('The trace has no renderer main thread')
  return named.tid
}

/** The part of an event's duration inside [start, end]. */
function clip(event: TraceEvent, start: number, end: number): number {
  return Math.max(0, Math.min(end, event.ts + (event.dur ?? 0)) - Math.max(start, event.ts))
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
