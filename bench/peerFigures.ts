// The peer comparison of issues #21 and #35: the same visits, in the same way, of the bare React
// page, Portico and RainbowKit (bench/peers.ts builds them). Each run visits the three in turn,
// so that the machine's noise falls on all of them alike:
//   cold visit  navigation start → the button's first visible frame; then a real pointer press
//               (Input.dispatchMouseEvent: to its centre, down, up) as soon as it shows:
//               pointerdown → the frame that paints the wallet list, the gap from the visible
//               frame to the pointerdown, and navigation start → that painted frame (page load →
//               list)
//   warm visit  load event + 3 s, click → painted list; JS before the click (gzipped bytes and
//               script files) and on it; heap after GC with the modal open; requests to hosts
//               the dApp did not configure; on the first SCROLL_RUNS runs, long tasks while the
//               list is scrolled to its end
//   mobile      the cold and warm visits' click figures again on an emulated mobile network
//               (MOBILE_NETWORK: 150 ms round trip, 1.6 Mbps down), on the first MOBILE_RUNS runs
import { gzipSync } from 'node:zlib'
import type { CDPSession } from '@playwright/test'
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from '@playwright/test'
import type { Stack } from '@portico/devnet'
import { offlineChromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { heapAfterGc } from './heap.ts'
import {
  buttonVisibleProbe,
  LONG_TASKS_START,
  LONG_TASKS_TAKE,
  POINTER_DOWN_PROBE,
  SCROLL_PROBE,
} from './pageProbes.ts'
import { PAINT_PROBE } from './paintProbe.ts'
import type { PeerName } from './peers.ts'
import { median, round, type Spread, spread } from './stats.ts'

interface PageSelectors {
  /** The button that opens the modal (light DOM). */
  click: string
  /** Shadow host, when the modal renders in a shadow root. */
  host?: string
  /** The second item of the painted wallet list (in `host`'s shadow root, if any). */
  ready: string
  /** The list the scroll figure scrolls, and what it is. */
  scroll: {
    /** How to get there from the open modal, when it is another view. */
    open?: { button: RegExp; ready: string }
    list: string
    what: string
  }
}

/**
 * How each page is driven. Portico's by aria labels, not class names: its All Wallets view is
 * being rewritten (packages/react/src/views/AllWallets). RainbowKit's by its own test ids.
 */
export const PEER_PAGES: Record<PeerName, PageSelectors> = {
  bare: {
    click: '[data-bench="open"]',
    ready: '[data-bench="list"] li:nth-child(2)',
    scroll: { list: '[data-bench="list"]', what: 'its 40-item list' },
  },
  portico: {
    click: '[data-portico-connect-button]',
    host: 'portico-modal',
    ready: 'ul[aria-label="Wallets"] li:nth-child(2)',
    scroll: {
      open: { button: /^All Wallets/, ready: 'input[aria-label="Search wallets"]' },
      list: '[aria-label="Wallets"]',
      what: 'All Wallets',
    },
  },
  rainbowkit: {
    click: '[data-testid="rk-connect-button"]',
    // The second wallet option: each sits in a wrapper of its own.
    ready:
      'div:has(> [data-testid^="rk-wallet-option-"]) ~ div > [data-testid^="rk-wallet-option-"]',
    scroll: {
      list: 'div:has(> div > [data-testid^="rk-wallet-option-"])',
      what: 'its wallet list (RainbowKit has no All Wallets)',
    },
  },
}

/** The idle time issue #35 names between the load event and the warm click. */
const WARM_AFTER_LOAD_MS = 3000

/**
 * Issue #35's mobile network, as DevTools emulates it (Network.emulateNetworkConditions): a
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, in bytes per second.
 */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
}

/** The click figures of one kind of visit, each over that kind's visits. */
export interface ClickFigures {
  /** Navigation start → first frame with the button in the DOM and visible. */
  buttonVisibleMs: Spread
  /** That frame → the pointerdown of the press made as soon as it shows. */
  pressGapMs: Spread
  /**
   * How long the pointerdown waited for the page's main thread: from the event's own time to
   * the capture listener that recorded it (not part of `coldClickMs`).
   */
  pressWaitMs: Spread
  /** Pointerdown of that press (a real pointer) → the frame that paints the wallet list. */
  coldClickMs: Spread
  /** Navigation start → that painted frame, in the same visit. */
  loadToListMs: Spread
  /** Click 3 s after the load event → painted wallet list. */
  warmClickMs: Spread
}

export interface PeerFigures extends ClickFigures {
  /** Gzipped scripts loaded before the warm click, median. */
  initialJsGzKb: number
  /** Script files loaded before the warm click, median. */
  initialScriptFiles: number
  /**
   * Gzipped scripts the warm click fetched, median; the visits in which it fetched any, and the
   * files it fetched in those (the goal is none, in every visit).
   */
  clickJsGzKb: number
  clickJsVisits: number
  clickScriptFiles: string[]
  /** JS heap after GC with the modal open, median. */
  heapMb: number
  /** Requests (and WebSockets) to hosts the dApp did not configure, a warm visit, median. */
  foreignRequests: number
  foreignHosts: string[]
  /** The click figures on MOBILE_NETWORK, when there were mobile visits. */
  mobile?: ClickFigures & { runs: number }
  /** Long tasks while the list is scrolled to its end: the worst of `runs` visits. */
  scroll: {
    what: string
    runs: number
    longTasks: number
    longestMs: number
    /** The sum over long tasks of their time beyond 50 ms. */
    overFiftyMs: number
    /** The last item reached (its position in the list) of how many, and the scroll steps. */
    reached: number
    of: number
    steps: number
  }
}

/**
 * Visits each page `runs` times in each way, and `mobileRuns` times in each way on the emulated
 * mobile network, in a browser of its own that refuses every host but loopback's
 * (offlineChromiumLaunchOptions), and summarises the figures.
 *
 * @example
 * const figures = await measurePeers({ stack, urls, runs: 15, scrollRuns: 3, mobileRuns: 5 })
 */
export async function measurePeers(parameters: {
  stack: Stack
  urls: Record<PeerName, string>
  runs: number
  scrollRuns: number
  mobileRuns: number
}): Promise<Record<PeerName, PeerFigures>> {
  const browser = await chromium.launch(offlineChromiumLaunchOptions)
  try {
    return await measureIn(browser, parameters)
  } finally {
    await browser.close()
  }
}

async function measureIn(
  browser: Browser,
  parameters: {
    stack: Stack
    urls: Record<PeerName, string>
    runs: number
    scrollRuns: number
    mobileRuns: number
  },
): Promise<Record<PeerName, PeerFigures>> {
  const { stack, urls, runs, scrollRuns, mobileRuns } = parameters
  const names = Object.keys(urls) as PeerName[]
  const lists = <T>() => Object.fromEntries(names.map((name) => [name, [] as T[]]))
  const [cold, mobileCold] = [lists<ColdVisit>(), lists<ColdVisit>()]
  const [warm, mobileWarm] = [lists<WarmVisit>(), lists<number>()]
  const hosts = Object.fromEntries(names.map((name) => [name, new Set<string>()]))
  for (let run = 0; run < Math.max(runs, mobileRuns); run++) {
    for (const name of names) {
      const visit = { browser, url: urls[name], page: PEER_PAGES[name], stack, hosts: hosts[name]! }
      if (run < runs) {
        cold[name]!.push(await coldVisit(visit))
        warm[name]!.push(await warmVisit({ ...visit, scroll: run < scrollRuns }))
      }
      if (run < mobileRuns) {
        mobileCold[name]!.push(await coldVisit({ ...visit, mobile: true }))
        mobileWarm[name]!.push(await warmClick({ ...visit, mobile: true }))
      }
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const figures = summarise(
        PEER_PAGES[name],
        cold[name]!,
        warm[name]!,
        hosts[name]!,
        scrollRuns,
      )
      if (mobileRuns === 0) return [name, figures]
      const mobile = clickFigures(mobileCold[name]!, mobileWarm[name]!)
      return [name, { ...figures, mobile: { ...mobile, runs: mobileRuns } }]
    }),
  ) as Record<PeerName, PeerFigures>
}

interface Visit {
  browser: Browser
  url: string
  page: PageSelectors
  stack: Stack
  /** Hosts the page called without being configured to, over every visit. */
  hosts: Set<string>
  /** On MOBILE_NETWORK. */
  mobile?: boolean
}

interface ColdVisit {
  buttonVisibleMs: number
  pressGapMs: number
  pressWaitMs: number
  clickMs: number
  loadToListMs: number
}

interface WarmVisit {
  clickMs: number
  initialGzBytes: number
  initialScriptFiles: number
  clickGzBytes: number
  clickScriptFiles: string[]
  heapMb: number
  foreignRequests: number
  scroll?: { longTasks: number[]; reached: number; of: number; steps: number }
}

/**
 * A first visit (new context, cold HTTP cache) in which a real pointer presses the button as
 * soon as it shows, as a visitor's would: pointermove, pointerdown, pointerup and click, through
 * the browser's input pipeline (Input.dispatchMouseEvent, what page.mouse sends), not
 * `el.click()` from inside the page.
 */
async function coldVisit(visit: Visit): Promise<ColdVisit> {
  const { context, page, session } = await openContext(visit)
  try {
    await page.goto(visit.url, { waitUntil: 'commit', timeout: 120_000 })
    // Sent first, so its watch starts in the visible frame's task, before the press can land.
    const painted = page.evaluate(
      `window.__benchButtonVisible.then(() => (${PAINT_PROBE})(${JSON.stringify({ ...probeOf(visit.page), press: true, timeoutMs: 60_000 })}))`,
    ) as Promise<number>
    // Keeps the rejection of a press that never came from going unhandled meanwhile.
    painted.catch(() => {})
    const { buttonVisibleMs, x, y } = (await page.evaluate(
      `window.__benchButtonVisible.then((buttonVisibleMs) => {
        const box = document.querySelector(${JSON.stringify(visit.page.click)}).getBoundingClientRect()
        return { buttonVisibleMs, x: box.x + box.width / 2, y: box.y + box.height / 2 }
      })`,
    )) as { buttonVisibleMs: number; x: number; y: number }
    // Sent together: awaiting the move first would wait for the frame a mousemove is aligned to.
    const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased') =>
      session.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 })
    await Promise.all([mouse('mouseMoved'), mouse('mousePressed'), mouse('mouseReleased')])
    const clickMs = await painted
    const { pressedAt, stamp, paintedAt } = (await page.evaluate(
      '({ pressedAt: window.__benchPointerDown, stamp: window.__benchPointerDownStamp, paintedAt: window.__benchPaintedAt })',
    )) as { pressedAt: number; stamp: number; paintedAt: number }
    return {
      buttonVisibleMs,
      pressGapMs: pressedAt - buttonVisibleMs,
      pressWaitMs: Math.max(0, pressedAt - stamp),
      clickMs,
      loadToListMs: paintedAt,
    }
  } finally {
    await context.close()
  }
}

/** A first visit left idle for 3 s after its load event; click → painted list. */
async function warmClick(visit: Visit): Promise<number> {
  const { context, page } = await openContext(visit)
  try {
    return await loadIdleClick(page, visit)
  } finally {
    await context.close()
  }
}

/** Loads the page, leaves it idle for WARM_AFTER_LOAD_MS and clicks; `onClick` just before. */
async function loadIdleClick(page: Page, visit: Visit, onClick?: () => void): Promise<number> {
  await page.goto(visit.url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForTimeout(WARM_AFTER_LOAD_MS)
  onClick?.()
  return (await page.evaluate(
    `(${PAINT_PROBE})(${JSON.stringify({ ...probeOf(visit.page), timeoutMs: 60_000 })})`,
  )) as number
}

/** `warmClick`, and what the page loaded and holds, and, with `scroll`, the list scrolled. */
async function warmVisit(visit: Visit & { scroll: boolean }): Promise<WarmVisit> {
  const { context, page, foreign, network } = await openContext(visit)
  try {
    // When each request was made (a response may arrive later): before the click, on it (until
    // the network is quiet again), or after (the list scroll's own clicks, not counted here).
    type Phase = 'before' | 'click' | 'after'
    const scripts: { phase: Phase; url: string; body: Promise<Buffer> }[] = []
    const askedIn = new WeakMap<Request, Phase>()
    let phase: Phase = 'before'
    page.on('request', (request) => askedIn.set(request, phase))
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || type.includes('javascript'))
        scripts.push({
          phase: askedIn.get(response.request()) ?? phase,
          url: response.url(),
          body: response.body().catch(() => Buffer.alloc(0)),
        })
    })
    const clickMs = await loadIdleClick(page, visit, () => {
      phase = 'click'
    })
    // Whatever the click started (code, wallet lists, images) has arrived.
    await network.quiet()
    phase = 'after'
    const heapMb = await heapAfterGc(page)
    const foreignRequests = foreign.count
    const scroll = visit.scroll ? await scrollList(page, visit.page, network) : undefined
    let initialGzBytes = 0
    let clickGzBytes = 0
    for (const script of scripts) {
      if (script.phase === 'after') continue
      const gz = gzipSync(await script.body).length
      if (script.phase === 'click') clickGzBytes += gz
      else initialGzBytes += gz
    }
    const initialUrls = scripts.filter((script) => script.phase === 'before').map((s) => s.url)
    return {
      clickMs,
      initialGzBytes,
      initialScriptFiles: new Set(initialUrls).size,
      clickGzBytes,
      clickScriptFiles: scripts
        .filter((script) => script.phase === 'click')
        .map((script) => new URL(script.url).pathname.split('/').pop() ?? script.url),
      heapMb,
      foreignRequests,
      ...(scroll ? { scroll } : {}),
    }
  } finally {
    await context.close()
  }
}

/** Opens the list to scroll, scrolls it to its end and returns the long tasks meanwhile. */
async function scrollList(
  page: Page,
  selectors: PageSelectors,
  network: NetworkWatch,
): Promise<NonNullable<WarmVisit['scroll']>> {
  const { host, scroll } = selectors
  const root = page.locator(host ?? 'html')
  if (scroll.open) {
    await root.getByRole('button', { name: scroll.open.button }).click()
    await root.locator(scroll.open.ready).waitFor()
  }
  // The list's first items are in (All Wallets fetches its first page when it opens).
  await root.locator(`${scroll.list} > *`).first().waitFor()
  await network.quiet()
  await page.evaluate(LONG_TASKS_START)
  let steps = 0
  let reach = { reached: 0, of: 0 }
  // Each round scrolls to the end and waits there; after the network has settled, a round that
  // did not need to scroll means the list has stopped growing.
  for (let round = 0; round < 100; round++) {
    const result = (await page.evaluate(
      `(${SCROLL_PROBE})(${JSON.stringify({ host, list: scroll.list, quietMs: 300, timeoutMs: 120_000 })})`,
    )) as { steps: number; reached: number; of: number }
    steps += result.steps
    reach = { reached: result.reached, of: result.of }
    if (result.steps === 0 && round > 0) break
    await network.quiet()
  }
  const longTasks = (await page.evaluate(LONG_TASKS_TAKE)) as number[]
  return { longTasks, ...reach, steps }
}

interface NetworkWatch {
  /** Resolves once no request has been in flight for 500 ms (at most 20 s). */
  quiet(): Promise<void>
}

/**
 * A fresh context with the button and pointerdown probes installed, every request to a host the
 * dApp did not configure counted (the browser refuses them: offlineChromiumLaunchOptions), the
 * requests in flight followed and, for a mobile visit, MOBILE_NETWORK emulated from the first request on.
 * Only events are listened to: routing requests through the bench (page.route) would hold each
 * one for a round trip, which added ~150 ms to Portico's first frame and cold click here.
 */
async function openContext(visit: Visit): Promise<{
  context: BrowserContext
  page: Page
  /** A DevTools session of the page, open while the context is. */
  session: CDPSession
  foreign: { count: number }
  network: NetworkWatch
}> {
  const context = await visit.browser.newContext()
  const foreign = { count: 0 }
  const note = (url: string) => {
    foreign.count++
    visit.hosts.add(new URL(url).host)
  }
  const elsewhere = foreignPattern([visit.url, ...stackUrls(visit.stack)])
  context.on('request', (request) => {
    if (elsewhere.test(request.url())) note(request.url())
  })
  await context.addInitScript(buttonVisibleProbe(visit.page.click))
  await context.addInitScript(POINTER_DOWN_PROBE)
  const network = watchNetwork(context)
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  if (visit.mobile) await emulateMobileNetwork(session)
  page.on('websocket', (socket) => {
    if (elsewhere.test(socket.url())) note(socket.url())
  })
  return { context, page, session, foreign, network }
}

/** The session is kept open: the emulation lasts as long as the session that asked for it. */
async function emulateMobileNetwork(session: CDPSession): Promise<void> {
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
}

/** URLs (any scheme with an authority) whose origin is none of `allowed`'s. */
function foreignPattern(allowed: readonly string[]): RegExp {
  const origins = allowed.map((url) => {
    const { protocol, host } = new URL(url)
    return `${protocol}//${host}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  })
  return new RegExp(`^(?!(?:${origins.join('|')})(?:[/?#]|$))[a-z][a-z0-9+.-]*://`, 'i')
}

/** The services of the bench's stack: the hosts a dApp built for it is configured with. */
function stackUrls(stack: Stack): string[] {
  return [
    stack.serverUrl,
    stack.relayUrl,
    stack.secureSiteUrl,
    ...stack.chains.map((chain) => chain.rpcUrl),
  ].filter((url): url is string => !!url)
}

function watchNetwork(context: BrowserContext): NetworkWatch {
  let inFlight = 0
  let changed = performance.now()
  const started = () => {
    inFlight++
    changed = performance.now()
  }
  const settled = () => {
    inFlight--
    changed = performance.now()
  }
  context.on('request', started)
  context.on('requestfinished', settled)
  context.on('requestfailed', settled)
  return {
    async quiet() {
      const deadline = performance.now() + 20_000
      while (performance.now() < deadline) {
        if (inFlight <= 0 && performance.now() - changed >= 500) return
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
  }
}

function probeOf(page: PageSelectors): { click: string; host?: string; ready: string } {
  return { click: page.click, ready: page.ready, ...(page.host ? { host: page.host } : {}) }
}

function clickFigures(cold: readonly ColdVisit[], warmClicks: readonly number[]): ClickFigures {
  const of = (pick: (visit: ColdVisit) => number) => spread(cold.map(pick))
  return {
    buttonVisibleMs: of((visit) => visit.buttonVisibleMs),
    pressGapMs: of((visit) => visit.pressGapMs),
    pressWaitMs: of((visit) => visit.pressWaitMs),
    coldClickMs: of((visit) => visit.clickMs),
    loadToListMs: of((visit) => visit.loadToListMs),
    warmClickMs: spread(warmClicks),
  }
}

function summarise(
  page: PageSelectors,
  cold: readonly ColdVisit[],
  warm: readonly WarmVisit[],
  hosts: ReadonlySet<string>,
  scrollRuns: number,
): PeerFigures {
  const middle = (values: number[]) => round(median([...values].sort((a, b) => a - b)))
  const scrolls = warm.flatMap((visit) => (visit.scroll ? [visit.scroll] : []))
  const worst = (pick: (scroll: (typeof scrolls)[number]) => number) =>
    round(Math.max(0, ...scrolls.map(pick)))
  return {
    ...clickFigures(
      cold,
      warm.map((visit) => visit.clickMs),
    ),
    initialJsGzKb: round(middle(warm.map((visit) => visit.initialGzBytes)) / 1024),
    initialScriptFiles: middle(warm.map((visit) => visit.initialScriptFiles)),
    clickJsGzKb: round(middle(warm.map((visit) => visit.clickGzBytes)) / 1024),
    clickJsVisits: warm.filter((visit) => visit.clickScriptFiles.length > 0).length,
    clickScriptFiles: [...new Set(warm.flatMap((visit) => visit.clickScriptFiles))].sort(),
    heapMb: middle(warm.map((visit) => visit.heapMb)),
    foreignRequests: middle(warm.map((visit) => visit.foreignRequests)),
    foreignHosts: [...hosts].sort(),
    scroll: {
      what: page.scroll.what,
      runs: Math.min(scrollRuns, warm.length),
      longTasks: worst((scroll) => scroll.longTasks.length),
      longestMs: worst((scroll) => Math.max(0, ...scroll.longTasks)),
      overFiftyMs: worst((scroll) =>
        scroll.longTasks.reduce((sum, duration) => sum + duration - 50, 0),
      ),
      reached: Math.min(...scrolls.map((scroll) => scroll.reached)),
      of: Math.max(0, ...scrolls.map((scroll) => scroll.of)),
      steps: Math.max(0, ...scrolls.map((scroll) => scroll.steps)),
    },
  }
}
