// `npm run bench`: first production builds of the demo (built from sources, with every chain
// family: not what a dApp ships) and of a bare React page, served locally and measured in
// Debian's Chromium:
//   (a) gzipped JavaScript asked for up to the load event, and the same above the React
//       baseline; (a') what the page then preloads at idle, before the click (issue #21)
//   (b) gzipped JavaScript loaded when the modal opens
//   (c) time from click to the painted wallet list: median over RUNS fresh visits, and the part
//       of it until the last script the click fetched had arrived
//   (d) JS heap (after GC) with the modal open
//   (e) time from clicking WalletConnect to the painted QR code (a pairing URI from the local
//       relay), median: cold on even runs, after a hover (the kit prepares on intent) on odd
//       runs; and the gzipped JavaScript that loads for it
//   (f) the balance service's answer time for a cached account (GET /v1/account/…/balance,
//       one keep-alive connection, after a warm-up): p50, p95, p99 over BALANCE_REQUESTS
//   (f') the same for a swap quote of a cached pool (GET /v1/convert/quotes, 0.1 ETH → PUSD):
//       p50, p95, p99 over QUOTE_REQUESTS (bench/quoteLatency.ts, which also runs alone)
//   (g) the published packages as `npm pack` writes them: each tarball and the total
//   (h) gzipped JavaScript before the first click of a Vite dApp outside the repo on those
//       tarballs (tests/consumers/vite-react19, the demo's adapters), beside the demo's (a)
//   (i) time from clicking Send in the Account view (a browser wallet connected) to the painted
//       Send form: cold on even runs, after a hover on odd runs; and the JavaScript it loads
// then, for issues #21 and #35, what users get: three pages side by side, each built the same way
// outside the repo and served gzipped (the bare React page, a Portico dApp on the tarballs with
// the EVM and WalletConnect adapters, RainbowKit 2.2.11 installed for the bench only), every
// Portico figure as a ratio to the two others: the button visible; a real pointer press as soon
// as it shows → painted list, and page load → that list; a click 3 s after load → painted list;
// the JS (gzipped bytes, script files) before the first click and on it; the heap; long tasks
// while scrolling All Wallets; and the three click figures again on an emulated mobile network
// (150 ms round trip, 1.6 Mbps down). bench/peers.ts builds them, bench/peerFigures.ts measures,
// bench/peerReport.ts prints the table and the goals. BENCH_SCROLL_RUNS (default 3) of the RUNS
// visits scroll the list; BENCH_MOBILE_RUNS (default 5) visits of each are on the mobile network.
// Figures are compared with bench/results.json (the last committed run) and then written there.
// With `--profile`, only (c) is looked into instead: one cold click of the demo is traced and its
// milliseconds broken down (bench/profileClick.ts); with `--profile-load`, the bare and Portico
// peers' loads up to their button's first frame (bench/profileLoad.ts, BENCH_PROFILE_VISITS
// each, default 5). Neither writes figures.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { demoEnv, startStack } from '@portico/devnet'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { build } from 'vite'
import { packPublished } from '../scripts/lib/packPublished.mjs'
import { heapAfterGc } from './heap.ts'
import { measurePackages, type PackageFigures } from './packages.ts'
import { clickToPainted, clickToPaintedList } from './paintProbe.ts'
import { measurePeers, PEER_PAGES, type PeerFigures } from './peerFigures.ts'
import { type PeerGoal, reportPeers } from './peerReport.ts'
import { buildPeers, type PeerName } from './peers.ts'
import { profileClick } from './profileClick.ts'
import { profileLoad } from './profileLoad.ts'
import { QUOTE_P95_BUDGET_MS, type QuoteFigures, quoteAnswerTimes } from './quoteLatency.ts'
import { measureSendView, type SendViewFigures } from './sendView.ts'
import { serveStatic } from './serveStatic.ts'
import { median, percentile, round, spread } from './stats.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const SCROLL_RUNS = Math.min(RUNS, Number(process.env.BENCH_SCROLL_RUNS ?? 3))
const MOBILE_RUNS = Number(process.env.BENCH_MOBILE_RUNS ?? 5)
const BALANCE_REQUESTS = Number(process.env.BENCH_BALANCE_REQUESTS ?? 500)
const QUOTE_REQUESTS = Number(process.env.BENCH_QUOTE_REQUESTS ?? 500)
const PORT_BASE = Number(process.env.PORTICO_BENCH_PORT_BASE ?? 28_000)
const resultsFile = join(root, 'bench', 'results.json')
const PROFILE = process.argv.includes('--profile')
const PROFILE_LOAD = process.argv.includes('--profile-load')

/** Budgets of issues #2 and #5. */
const BUDGETS = {
  initialAboveReactKb: 60,
  clickToListMedianMs: 50,
  heapMb: 5,
  balanceP95Ms: 20,
  /** Issue #18: a swap quote of a cached pool. */
  quoteP95Ms: QUOTE_P95_BUDGET_MS,
  /** Issue #16: every published tarball together. */
  tarballsTotalKb: 1024,
  /** Issue #17: Account's Send → painted Send form on a warm page (after a hover). */
  sendViewMedianMs: 50,
}

interface Target {
  name: string
  url: string
  /** The button that opens the modal (light DOM). */
  click: string
  /** Shadow host, when the list renders in a shadow root. */
  host?: string
  /** An item of the painted wallet list. */
  ready: string
  /** The WalletConnect entry and the painted QR code, both in `host`'s shadow root. */
  pairing?: { click: string; ready: string }
}

interface BalanceFigures {
  p50: number
  p95: number
  p99: number
  requests: number
}

interface PeerComparison {
  runs: number
  /** Visits of each page on the emulated mobile network. */
  mobileRuns: number
  figures: Record<PeerName, PeerFigures>
}

interface Figures {
  /** Scripts asked for up to the load event. */
  initialJsGzKb: number
  /** Scripts asked for after the load event and before the click (issue #21's idle preload). */
  idleJsGzKb?: number
  modalJsGzKb: number
  clickToListMs: { median: number; p90: number; min: number; runs: number }
  /** Median time from the click until the last script it fetched had arrived (within (c)). */
  codeArrivedMs?: number
  heapMb: number
  /** (e), for targets with WalletConnect. */
  pairing?: {
    clickToQrMs: { median: number; p90: number; min: number }
    clickToQrAfterHoverMs: { median: number; p90: number; min: number }
    jsGzKb: number
  }
}

async function main(): Promise<void> {
  const stack = await startStack({
    demo: false,
    stateDir: join(root, '.portico', 'bench'),
    ports: {
      anvil: PORT_BASE + 545,
      anvil2: PORT_BASE + 546,
      server: PORT_BASE + 787,
      relay: PORT_BASE + 555,
      mailSmtp: PORT_BASE + 25,
      mailHttp: PORT_BASE + 26,
      solana: PORT_BASE + 899,
      bitcoin: PORT_BASE + 890,
      oidc: PORT_BASE + 791,
    },
    testWallet: false,
  })
  const servers: { close(): Promise<void> }[] = []
  const browser = await chromium.launch(chromiumLaunchOptions)
  // This run's tarballs and the dApps built on them, outside the repo.
  const workDir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  try {
    if (PROFILE_LOAD) {
      const names = ['bare', 'portico'] as const
      const packed = packPublished(join(workDir, 'packs'))
      const dists = await buildPeers({ stack, packed, workDir, names })
      const pages = []
      for (const name of names) {
        const site = await serveStatic(dists[name], { gzip: true })
        servers.push(site)
        pages.push({ name, url: site.url, button: PEER_PAGES[name].click })
      }
      await profileLoad(browser, pages, Number(process.env.BENCH_PROFILE_VISITS ?? 5))
      return
    }
    const demoDist = join(root, '.portico', 'bench', 'demo-dist')
    const baselineDist = join(root, '.portico', 'bench', 'baseline-dist')
    if (!stack.serverUrl) throw new Error('The bench stack has no server')
    // The demo as the devnet serves it (every chain family), without the test wallets.
    Object.assign(process.env, demoEnv({ ...stack, serverUrl: stack.serverUrl, testWallet: false }))
    await build({
      root: join(root, 'apps', 'demo'),
      logLevel: 'warn',
      // Unminified when profiling, so the hot functions keep their names.
      build: { outDir: demoDist, emptyOutDir: true, minify: !PROFILE },
    })
    await build({
      root: join(root, 'bench', 'baseline'),
      logLevel: 'warn',
      build: { outDir: baselineDist, emptyOutDir: true },
    })

    const demo = await serveStatic(demoDist)
    const baseline = await serveStatic(baselineDist)
    servers.push(demo, baseline)

    const targets: Target[] = [
      {
        name: 'React + trivial modal (baseline)',
        url: baseline.url,
        click: '[data-bench="open"]',
        ready: '[data-bench="list"] li',
      },
      {
        name: 'Portico demo',
        url: demo.url,
        click: '[data-portico-connect-button]',
        host: 'portico-modal',
        ready: 'ul[aria-label="Wallets"] li:nth-child(2)',
        pairing: { click: '[data-portico-walletconnect]', ready: 'svg[data-value^="wc:"]' },
      },
    ]
    if (PROFILE) {
      const demoTarget = targets[1]!
      const file = join(root, '.portico', 'bench', 'click.trace.json')
      await profileClick(
        browser,
        demoTarget.url,
        (page) => clickToPaintedList(page, demoTarget),
        file,
      )
      return
    }
    const figures: Record<string, Figures> = {}
    for (const target of targets) figures[target.name] = await measure(browser, target)
    const [account] = stack.accounts
    if (!stack.serverUrl || !account) throw new Error('The bench stack has no server or accounts')
    const balanceMs = await balanceAnswerTimes(
      `${stack.serverUrl}/v1/account/${account.address}/balance?${new URLSearchParams({
        projectId: stack.projectId,
        chainId: `eip155:${stack.chains[0]?.chainId}`,
      })}`,
    )
    const quoteMs = await quoteAnswerTimes({
      serverUrl: stack.serverUrl,
      projectId: stack.projectId,
      chainId: stack.chains[0]?.chainId ?? 31337,
      userAddress: account.address,
      requests: QUOTE_REQUESTS,
    })
    const sendView = await measureSendView({
      browser,
      url: demo.url,
      stateDir: join(root, '.portico', 'bench'),
      wallet: { privateKey: account.privateKey, chains: stack.chains },
      runs: RUNS,
      spread,
    })
    const packed = packPublished(join(workDir, 'packs'))
    const packages = await measurePackages({ browser, stack, packed, workDir })
    const dists = await buildPeers({ stack, packed, workDir })
    const urls = {} as Record<PeerName, string>
    for (const [name, dist] of Object.entries(dists) as [PeerName, string][]) {
      // Compressed, as a static host serves a dApp: the mobile network carries what users fetch.
      const site = await serveStatic(dist, { gzip: true })
      servers.push(site)
      urls[name] = site.url
    }
    const peers = await measurePeers({
      stack,
      urls,
      runs: RUNS,
      scrollRuns: SCROLL_RUNS,
      mobileRuns: MOBILE_RUNS,
    })
    report(figures, { balanceMs, quoteMs }, sendView, packages, {
      runs: RUNS,
      mobileRuns: MOBILE_RUNS,
      figures: peers,
    })
  } finally {
    await browser.close()
    for (const server of servers) await server.close()
    await stack.stop()
    rmSync(workDir, { recursive: true, force: true })
  }
}

async function measure(
  browser: import('@playwright/test').Browser,
  target: Target,
): Promise<Figures> {
  const times: number[] = []
  const codeTimes: number[] = []
  const pairingTimes: number[] = []
  const pairingAfterHoverTimes: number[] = []
  let initialBytes = 0
  let idleBytes = 0
  let modalBytes = 0
  let pairingBytes = 0
  let heapMb = 0
  for (let run = 0; run < RUNS; run++) {
    // A new context per run: a first visit, with a cold HTTP cache.
    const context = await browser.newContext()
    const page = await context.newPage()
    type Phase = 'initial' | 'idle' | 'modal' | 'pairing'
    const scripts: { phase: Phase; body: Promise<Buffer> }[] = []
    let phase: Phase = 'initial'
    // Scripts count in the phase in which they were asked for: up to the load event, after it
    // until the click (the kit's idle preload), on the click, for the pairing.
    const askedIn = new WeakMap<import('@playwright/test').Request, Phase>()
    page.on('request', (request) => askedIn.set(request, phase))
    page.once('load', () => {
      phase = 'idle'
    })
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({
          phase: askedIn.get(response.request()) ?? phase,
          body: response.body().catch(() => Buffer.alloc(0)),
        })
    })
    await page.goto(target.url, { waitUntil: 'networkidle' })
    await page.waitForSelector(target.click)
    phase = 'modal'
    times.push(await clickToPaintedList(page, target))
    codeTimes.push((await page.evaluate('window.__benchCodeMs')) as number)
    await page.waitForLoadState('networkidle')
    if (run === 0) heapMb = await heapAfterGc(page)
    if (target.pairing) {
      phase = 'pairing'
      const hovered = run % 2 === 1
      if (hovered) {
        // A visitor's pointer reaches the entry before the click does.
        await page.locator(`${target.host} ${target.pairing.click}`).hover()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(300)
      }
      const time = await clickToPainted(page, { ...target.pairing, host: target.host })
      ;(hovered ? pairingAfterHoverTimes : pairingTimes).push(time)
      await page.waitForLoadState('networkidle')
    }
    if (run === 0) {
      for (const script of scripts) {
        const gz = gzipSync(await script.body).length
        if (script.phase === 'initial') initialBytes += gz
        else if (script.phase === 'idle') idleBytes += gz
        else if (script.phase === 'modal') modalBytes += gz
        else pairingBytes += gz
      }
    }
    await context.close()
  }
  return {
    initialJsGzKb: round(initialBytes / 1024),
    idleJsGzKb: round(idleBytes / 1024),
    modalJsGzKb: round(modalBytes / 1024),
    clickToListMs: { ...spread(times), runs: RUNS },
    codeArrivedMs: round(median([...codeTimes].sort((a, b) => a - b))),
    heapMb: round(heapMb),
    ...(target.pairing
      ? {
          pairing: {
            clickToQrMs: spread(pairingTimes),
            clickToQrAfterHoverMs: spread(pairingAfterHoverTimes),
            jsGzKb: round(pairingBytes / 1024),
          },
        }
      : {}),
  }
}

/** (f): answer times of the balance route once the account's balances are cached. */
async function balanceAnswerTimes(url: string): Promise<BalanceFigures> {
  const ask = async () => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`Balance service answered ${response.status}`)
    await response.arrayBuffer()
  }
  for (let i = 0; i < 20; i++) await ask()
  const times: number[] = []
  for (let i = 0; i < BALANCE_REQUESTS; i++) {
    const start = performance.now()
    await ask()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => round(percentile(times, share))
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: times.length }
}

function report(
  figures: Record<string, Figures>,
  service: { balanceMs: BalanceFigures; quoteMs: QuoteFigures },
  sendView: SendViewFigures,
  packages: PackageFigures,
  peers: PeerComparison,
): void {
  const previous = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as {
        figures: Record<string, Figures>
        balanceMs?: BalanceFigures
        quoteMs?: QuoteFigures
        sendView?: SendViewFigures
        packages?: PackageFigures
        peers?: { goals?: PeerGoal[] }
      })
    : undefined
  const { balanceMs, quoteMs } = service
  const baseline = figures['React + trivial modal (baseline)']!
  const portico = figures['Portico demo']!
  const abovReact = round(portico.initialJsGzKb - baseline.initialJsGzKb)
  const line = (label: string, value: number, unit: string, before?: number) =>
    `  ${label.padEnd(44)} ${`${value} ${unit}`.padStart(12)}${
      before === undefined
        ? ''
        : `   (previous ${before} ${unit}, ${signed(round(value - before))})`
    }`
  console.info(`\nPortico bench — ${RUNS} fresh visits per page, Debian Chromium headless\n`)
  console.info(
    `Figures (a)–(i) are ${DEMO}: it carries every chain family and is served uncompressed;\nwhat a dApp ships is measured in the peer comparison further down.\n`,
  )
  for (const [name, figure] of Object.entries(figures)) {
    const before = previous?.figures[name]
    console.info(name === 'Portico demo' ? `Portico: ${DEMO}` : name)
    console.info(
      line(
        '(a) JS up to the load event, gzipped',
        figure.initialJsGzKb,
        'KB',
        before?.initialJsGzKb,
      ),
    )
    console.info(
      line(
        "(a') then preloaded at idle, gzipped",
        figure.idleJsGzKb ?? 0,
        'KB',
        before ? (before.idleJsGzKb ?? 0) : undefined,
      ),
    )
    console.info(
      line('(b) JS loaded on open, gzipped', figure.modalJsGzKb, 'KB', before?.modalJsGzKb),
    )
    console.info(
      line(
        '(c) click → painted wallet list, median',
        figure.clickToListMs.median,
        'ms',
        before?.clickToListMs.median,
      ),
    )
    console.info(
      `  ${''.padEnd(44)} p90 ${figure.clickToListMs.p90} ms, min ${figure.clickToListMs.min} ms`,
    )
    if (figure.codeArrivedMs)
      console.info(
        line(
          '    of which: until its code arrived, median',
          figure.codeArrivedMs,
          'ms',
          before?.codeArrivedMs,
        ),
      )
    console.info(
      line('(d) JS heap with the modal open (after GC)', figure.heapMb, 'MB', before?.heapMb),
    )
    if (figure.pairing) {
      console.info(
        line(
          '(e) WalletConnect → painted QR code, median',
          figure.pairing.clickToQrMs.median,
          'ms',
          before?.pairing?.clickToQrMs.median,
        ),
      )
      console.info(
        `  ${''.padEnd(44)} p90 ${figure.pairing.clickToQrMs.p90} ms, min ${figure.pairing.clickToQrMs.min} ms`,
      )
      console.info(
        line(
          '(e) the same after a hover, median',
          figure.pairing.clickToQrAfterHoverMs.median,
          'ms',
          before?.pairing?.clickToQrAfterHoverMs?.median,
        ),
      )
      console.info(
        line('(e) JS loaded for it, gzipped', figure.pairing.jsGzKb, 'KB', before?.pairing?.jsGzKb),
      )
    }
    console.info('')
  }
  console.info(`Balance service, cached account (${balanceMs.requests} requests)`)
  console.info(line('(f) answer time, p95', balanceMs.p95, 'ms', previous?.balanceMs?.p95))
  console.info(
    `  ${''.padEnd(44)} p50 ${balanceMs.p50} ms, p99 ${balanceMs.p99} ms${
      previous?.balanceMs ? ` (previous p50 ${previous.balanceMs.p50} ms)` : ''
    }\n`,
  )
  console.info(`Swap quotes, cached pool (${quoteMs.requests} requests)`)
  console.info(line("(f') answer time, p95", quoteMs.p95, 'ms', previous?.quoteMs?.p95))
  console.info(
    `  ${''.padEnd(44)} p50 ${quoteMs.p50} ms, p99 ${quoteMs.p99} ms${
      previous?.quoteMs ? ` (previous p50 ${previous.quoteMs.p50} ms)` : ''
    }\n`,
  )
  console.info(`Send in ${DEMO} (a connected browser wallet, Account → Send)`)
  console.info(
    line(
      '(i) click → painted Send form, cold, median',
      sendView.coldMs.median,
      'ms',
      previous?.sendView?.coldMs.median,
    ),
  )
  console.info(
    line(
      '(i) the same after a hover (warm), median',
      sendView.afterHoverMs.median,
      'ms',
      previous?.sendView?.afterHoverMs.median,
    ),
  )
  console.info(
    `  ${''.padEnd(44)} p90 ${sendView.afterHoverMs.p90} ms, min ${sendView.afterHoverMs.min} ms; ${(
      sendView.afterHoverMs.median / baseline.clickToListMs.median
    ).toFixed(2)} × the bare React modal's (c)`,
  )
  console.info(
    line('(i) JS loaded for it, gzipped', sendView.jsGzKb, 'KB', previous?.sendView?.jsGzKb),
  )
  console.info('')
  const before = previous?.packages
  console.info(
    'Published packages (npm pack) and a dApp built on them (tests/consumers/vite-react19)',
  )
  for (const [name, kb] of Object.entries(packages.tarballsKb))
    console.info(line(`(g) ${name}`, kb, 'KB', before?.tarballsKb[name]))
  console.info(line('(g) all tarballs', packages.tarballsTotalKb, 'KB', before?.tarballsTotalKb))
  console.info(
    line(
      '(h) Vite dApp on them: JS before first click, gz',
      packages.consumerInitialJsGzKb,
      'KB',
      before?.consumerInitialJsGzKb,
    ),
  )
  console.info(
    `  ${''.padEnd(44)} ${(packages.consumerInitialJsGzKb / portico.initialJsGzKb).toFixed(2)} × ${DEMO}'s ${portico.initialJsGzKb} KB (a)\n`,
  )
  const goals: PeerGoal[] = reportPeers(peers.figures, {
    runs: peers.runs,
    previous: previous?.peers?.goals,
  })
  const checks = [
    [
      `(a) above React: ${abovReact} KB gz`,
      abovReact <= BUDGETS.initialAboveReactKb,
      `≤ ${BUDGETS.initialAboveReactKb} KB`,
    ],
    [
      `(c) median: ${portico.clickToListMs.median} ms`,
      portico.clickToListMs.median < BUDGETS.clickToListMedianMs,
      `< ${BUDGETS.clickToListMedianMs} ms`,
    ],
    [`(d) heap: ${portico.heapMb} MB`, portico.heapMb < BUDGETS.heapMb, `< ${BUDGETS.heapMb} MB`],
    [
      `(f) balance p95: ${balanceMs.p95} ms`,
      balanceMs.p95 < BUDGETS.balanceP95Ms,
      `< ${BUDGETS.balanceP95Ms} ms`,
    ],
    [
      `(f') swap quote p95: ${quoteMs.p95} ms`,
      quoteMs.p95 < BUDGETS.quoteP95Ms,
      `< ${BUDGETS.quoteP95Ms} ms`,
    ],
    [
      `(i) Send after a hover, median: ${sendView.afterHoverMs.median} ms`,
      sendView.afterHoverMs.median < BUDGETS.sendViewMedianMs,
      `< ${BUDGETS.sendViewMedianMs} ms`,
    ],
    [
      `(g) all tarballs: ${packages.tarballsTotalKb} KB`,
      packages.tarballsTotalKb < BUDGETS.tarballsTotalKb,
      `< ${BUDGETS.tarballsTotalKb} KB`,
    ],
  ] as const
  console.info(`Budgets (issues #2, #5, #16, #17, #18), (a)–(i) on ${DEMO}`)
  for (const [label, ok, budget] of checks)
    console.info(`  ${ok ? 'within' : 'OVER  '}  ${label} (budget ${budget})`)
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, figures, balanceMs, quoteMs, sendView, packages, peers: { ...peers, goals } }, null, 2)}\n`,
  )
  console.info(`\nWritten to bench/results.json${previous ? ' (previous figures replaced)' : ''}.`)
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1
}

/** How the output names the demo's figures, so that none is taken for what a dApp ships. */
const DEMO = 'the demo (built from sources)'

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`)

await main()
