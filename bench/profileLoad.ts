// `npm run bench -- --profile-load`: what a page's button waits for, on the peers built from the
// tarballs. Traces fresh visits of each page from navigation to the frame that paints its button
// and prints, as medians: when the page's script was parsed (V8 parses it off the main thread as
// it arrives; the main thread can run it only then) and the main thread's work by kind.
import type { Browser } from '@playwright/test'
import { buttonVisibleProbe } from './pageProbes.ts'
import { spread } from './stats.ts'
import {
  mainThreadBreakdown,
  mainThreadOf,
  TRACE_CATEGORIES,
  type TraceEvent,
} from './traceBreakdown.ts'

export interface LoadProfilePage {
  name: string
  url: string
  /** The button whose first painted frame ends the span. */
  button: string
}

/** One visit: milliseconds after navigation start. */
interface LoadVisit {
  visibleMs: number
  /** The page's first script: its request, and the end of its background parse. */
  scriptRequestedMs?: number
  scriptParsedMs?: number
  /** Main-thread self time by kind, up to the visible frame. */
  work: Map<string, number>
}

/**
 * Traces `visits` fresh visits of each page (interleaved) and prints where each page's time to
 * its button went.
 *
 * @example
 * await profileLoad(browser, [{ name: 'bare', url, button: '[data-bench="open"]' }], 5)
 */
export async function profileLoad(
  browser: Browser,
  pages: readonly LoadProfilePage[],
  visits: number,
): Promise<void> {
  const byPage = new Map<string, LoadVisit[]>(pages.map((page) => [page.name, []]))
  for (let visit = 0; visit < visits; visit++)
    for (const page of visit % 2 ? [...pages].reverse() : pages)
      byPage.get(page.name)!.push(await traceLoad(browser, page))

  const kinds = new Set<string>()
  for (const list of byPage.values())
    for (const visit of list) for (const kind of visit.work.keys()) kinds.add(kind)
  const column = (text: string) => text.padStart(12)
  console.info(
    `\nFrom navigation to the button's first painted frame, medians of ${visits} traced visits (tracing slows each page)\n`,
  )
  console.info(`  ${''.padEnd(34)}${pages.map((page) => column(page.name)).join('')}`)
  const row = (label: string, pick: (visit: LoadVisit) => number | undefined) => {
    const cells = pages.map((page) => {
      const values = byPage
        .get(page.name)!
        .map(pick)
        .filter((value): value is number => value !== undefined)
      return column(values.length > 0 ? `${spread(values).median} ms` : '—')
    })
    console.info(`  ${label.padEnd(34)}${cells.join('')}`)
  }
  row('button visible', (visit) => visit.visibleMs)
  row("page's script requested", (visit) => visit.scriptRequestedMs)
  row("page's script parsed (off thread)", (visit) => visit.scriptParsedMs)
  console.info('  main thread, self time by kind:')
  for (const kind of kinds) row(`    ${kind}`, (visit) => visit.work.get(kind) ?? 0)
}

async function traceLoad(browser: Browser, page: LoadProfilePage): Promise<LoadVisit> {
  const context = await browser.newContext()
  try {
    await context.addInitScript(buttonVisibleProbe(page.button))
    const tab = await context.newPage()
    await browser.startTracing(tab, { categories: [...TRACE_CATEGORIES, 'v8'] })
    await tab.goto(page.url, { waitUntil: 'commit' })
    const visibleMs = (await tab.evaluate('window.__benchButtonVisible')) as number
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[]
    }
    const navigation = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )
    if (!navigation) throw new Error(`The trace of ${page.name} has no navigation start`)
    const start = navigation.ts
    const end = start + visibleMs * 1000
    const ms = (ts: number) => (ts - start) / 1000
    const script = events.find(
      (event) =>
        event.name === 'ResourceSendRequest' && /\.js(\?|$)/.test(String(event.args?.data?.url)),
    )
    const scriptUrl = script?.args?.data?.url
    // The background parse names its script's URL; its end is when the main thread may run it.
    const parse = events.find(
      (event) =>
        event.name === 'v8.parseOnBackground' &&
        event.pid === navigation.pid &&
        (event.args?.data as { url?: unknown } | undefined)?.url === scriptUrl,
    )
    const work = new Map<string, number>()
    const main = mainThreadOf(events, navigation.pid)
    for (const [kind, micros] of mainThreadBreakdown(events, main, start, end))
      work.set(kind, micros / 1000)
    return {
      visibleMs,
      scriptRequestedMs: script ? ms(script.ts) : undefined,
      scriptParsedMs: parse ? ms(parse.ts + (parse.dur ?? 0)) : undefined,
      work,
    }
  } finally {
    await context.close()
  }
}
