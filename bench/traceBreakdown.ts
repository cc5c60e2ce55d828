// Where a span of a Chrome trace's renderer main thread went, by kind of work: shared by the
// bench's profiles of a click (profileClick.ts) and of a page load (profileLoad.ts).

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

/** The categories both profiles record. */
export const TRACE_CATEGORIES = [
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

/** The renderer main thread of the page's process. */
export function mainThreadOf(
  events: readonly TraceEvent[],
  pid: number,
): { pid: number; tid: number } {
  const named = events.find(
    (event) =>
      event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  if (!named) throw new Error('The trace has no renderer main thread')
  return { pid, tid: named.tid }
}

/**
 * The main thread's self time (µs) in [start, end] by kind: each complete event's duration
 * minus its named children's; a task's time outside any named event is "other (task)", and
 * what no task covers is "idle (waiting)".
 */
export function mainThreadBreakdown(
  events: readonly TraceEvent[],
  main: { pid: number; tid: number },
  start: number,
  end: number,
): Map<string, number> {
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
  totals.set('idle (waiting)', end - start - busy)
  return totals
}

/** The part of an event's duration inside [start, end]. */
function clip(event: TraceEvent, start: number, end: number): number {
  return Math.max(0, Math.min(end, event.ts + (event.dur ?? 0)) - Math.max(start, event.ts))
}
