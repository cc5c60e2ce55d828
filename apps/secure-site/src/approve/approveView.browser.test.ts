// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { POPUP_OFFER_AFTER_MS } from './approveView.ts'
import { ARM_AFTER_MS } from './createApproveGuard.ts'
import type { BrowserFixtureState } from './testing/browserFixture.ts'

// The approve view in real Chromium, in a cross-site frame (its own process, as a dApp embeds
// the secure site), to prove what IntersectionObserver v2 gives: a page at one origin frames a
// page at another that runs the real view code (bundled without the app's HTML), over a decoy.
// `*.test` names map to 127.0.0.1 inside the browser only.

const APP = fileURLToPath(new URL('../..', import.meta.url))
const STYLES = fileURLToPath(new URL('../styles.css', import.meta.url))
const FRAME = { left: 40, top: 40, width: 420, height: 560 }

/** The view's script and the popup's, bundled by Vite's library build (no HTML, no config). */
async function bundleFixtures(): Promise<Map<string, string>> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: APP,
    // The @portico packages from their sources (package.json "exports"), not their dist/.
    resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
    // As the app's build does: a library build leaves Lingui's `process.env.NODE_ENV` check as
    // it is, and the browser has no `process`.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: {
          frame: fileURLToPath(new URL('./testing/browserFixture.ts', import.meta.url)),
          popup: fileURLToPath(new URL('./testing/browserPopupFixture.ts', import.meta.url)),
        },
        formats: ['es'],
      },
    },
  })
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
  const files = new Map<string, string>()
  for (const chunk of results.flatMap((result) => result.output)) {
    if (chunk.type === 'chunk') files.set(`/${chunk.fileName}`, chunk.code)
  }
  return files
}

/** The page's policy, as vite.config.ts puts it into every secure-site page. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'"

const walletPage = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<link rel="icon" href="data:,"><link rel="stylesheet" href="/styles.css"><title>wallet</title></head>
<body><div id="app"></div><script type="module" src="/${script}.js"></script></body></html>`

/** The embedding page: a decoy button, and the frame over it with the style the test chose. */
const dappPage = (frameUrl: string, frameStyle: string) => `<!doctype html><html><head>
<meta charset="utf-8"><link rel="icon" href="data:,"><title>Free tokens</title><style>
  body { margin: 0; font: 16px sans-serif }
  #decoy { position: absolute; left: ${FRAME.left}px; top: ${FRAME.top}px;
    width: ${FRAME.width}px; height: ${FRAME.height}px; font-size: 40px }
  #wallet { position: absolute; left: ${FRAME.left}px; top: ${FRAME.top}px; border: 0;
    width: ${FRAME.width}px; height: ${FRAME.height}px; z-index: 2; ${frameStyle} }
  #cover { position: absolute; z-index: 3; background: #fc0 }
</style></head><body>
<button id="decoy" type="button">CLAIM</button>
<iframe id="wallet" title="wallet" src="${frameUrl}"></iframe>
</body></html>`

function serve(handle: (url: URL, response: ServerResponse) => void): Promise<Server> {
  const server = createServer((request: IncomingMessage, response) =>
    handle(new URL(request.url ?? '/', 'http://localhost'), response),
  )
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

let browser: Browser
let walletServer: Server
let dappServer: Server
let walletOrigin: string
let dappOrigin: string
const contexts: BrowserContext[] = []

beforeAll(async () => {
  const [files, styles] = await Promise.all([bundleFixtures(), readFile(STYLES, 'utf8')])
  walletServer = await serve((url, response) => {
    const script = files.get(url.pathname)
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    } else if (url.pathname === '/styles.css') {
      response.writeHead(200, { 'content-type': 'text/css' }).end(styles)
    } else if (url.pathname === '/' || url.pathname === '/approve.html') {
      const page = walletPage(url.pathname === '/' ? 'frame' : 'popup')
      response.writeHead(200, { 'content-type': 'text/html' }).end(page)
    } else response.writeHead(404).end()
  })
  dappServer = await serve((url, response) => {
    const page = dappPage(url.searchParams.get('frame') ?? '', url.searchParams.get('style') ?? '')
    response.writeHead(200, { 'content-type': 'text/html' }).end(page)
  })
  walletOrigin = `http://wallet.test:${portOf(walletServer)}`
  dappOrigin = `http://dapp.test:${portOf(dappServer)}`
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    headless: true,
    args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP *.test 127.0.0.1'],
  })
}, 60_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await browser?.close()
  await Promise.all(
    [walletServer, dappServer].map(
      (server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))),
    ),
  )
})

interface Opened {
  page: Page
  context: BrowserContext
  frame: Frame
  /** The frame's `window.fixture`. */
  state(): Promise<BrowserFixtureState>
  approveDisabled(): Promise<boolean>
  /** The centre of Approve, in the page's coordinates. */
  approveCentre(): Promise<{ x: number; y: number }>
  /** Runs in the embedding page (the hostile page's powers). */
  onPage(script: string): Promise<void>
}

async function openDapp(options: { frameStyle?: string; frameQuery?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  contexts.push(context)
  const page = await context.newPage()
  const frameUrl = `${walletOrigin}/${options.frameQuery ?? ''}`
  const query = new URLSearchParams({ frame: frameUrl, style: options.frameStyle ?? '' })
  await page.goto(`${dappOrigin}/?${query}`)
  const approve = page.frameLocator('#wallet').getByTestId('approve-transaction-approve')
  await approve.waitFor({ state: 'attached' })
  const frame = page.frames().find((candidate) => candidate.url().startsWith(walletOrigin))
  if (!frame) throw new Error('the wallet frame is not there')
  const opened: Opened = {
    page,
    context,
    frame,
    state: () =>
      frame.evaluate(() => (window as unknown as { fixture: BrowserFixtureState }).fixture),
    approveDisabled: () => approve.evaluate((button) => (button as HTMLButtonElement).disabled),
    async approveCentre() {
      const box = await approve.boundingBox()
      if (!box) throw new Error('Approve has no box')
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    },
    onPage: (script) => page.evaluate(script),
  }
  return { ...opened, approve }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * For `onPage`: resolves once the page has rendered two frames since. The browser routes a
 * pointer event into the frame by the boxes of the last frame the page sent it, so a press right
 * after the page moved the frame could still land where the frame was.
 */
const TWO_FRAMES_LATER =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))'

// For the tests in which the page moves the frame and the visitor presses before it could arm
// again: an arming time that a busy machine (the test's steps between the move and the press
// slowed down) cannot outlast, where the real 600 ms could re-arm it before the press came.
const SLOW_ARMING = `?armAfter=${5 * ARM_AFTER_MS}`

/** Approve's `disabled` each time it changed (false: armed; true: back to waiting). */
const disabledChanges = async (opened: Pick<Opened, 'state'>) =>
  (await opened.state()).approveChanges.map(([, disabled]) => disabled)

describe('approve view in Chromium (IntersectionObserver v2)', () => {
  test('this Chromium reports visibility (IntersectionObserver v2)', async () => {
    const { frame } = await openDapp()
    expect(await frame.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(
      true,
    )
  })

  test('behavior: the frame at opacity 0.01 over a decoy: clicking the decoy for 2 s approves nothing', async () => {
    const { page, state, approveDisabled, approveCentre, onPage } = await openDapp({
      frameStyle: 'opacity: 0.01',
    })
    const centre = await approveCentre()
    for (let click = 0; click < 20; click++) {
      await page.mouse.click(centre.x, centre.y)
      expect(await approveDisabled()).toBe(true)
      await sleep(100)
    }
    expect((await state()).outcome).toBe('waiting')
    expect((await state()).approveChanges).toEqual([])
    // Not visible for 3 s: the popup is offered (a button that only opens a window).
    await expect
      .poll(() => page.frameLocator('#wallet').getByTestId('approve-transaction-popup').isVisible())
      .toBe(true)

    // Control: the same frame made visible arms, and the same click then approves, so the
    // clicks above did reach Approve and were refused for the frame's visibility alone.
    await onPage(`document.getElementById('wallet').style.opacity = '1'`)
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
    await page.mouse.click(centre.x, centre.y)
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
  }, 30_000)

  test('behavior: a frame partly covered by the page never arms', async () => {
    const { page, state, approveDisabled, approveCentre, onPage } = await openDapp()
    await onPage(`{
      const cover = document.createElement('div')
      cover.id = 'cover'
      Object.assign(cover.style, { left: '400px', top: '50px', width: '100px', height: '30px' })
      document.body.append(cover)
    }`)
    const centre = await approveCentre()
    for (let click = 0; click < 10; click++) {
      await page.mouse.click(centre.x, centre.y)
      await sleep(200)
    }
    expect(await approveDisabled()).toBe(true)
    expect((await state()).outcome).toBe('waiting')
    await onPage(`document.getElementById('cover').remove()`)
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
  }, 30_000)

  test('default: fully visible, Approve arms after the arming time and a click approves', async () => {
    const { page, approve, state, approveDisabled } = await openDapp()
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
    // Shown disabled; enabled once, no sooner than the arming time after the view appeared.
    const { shownAt, approveChanges } = await state()
    expect(approveChanges.map(([, disabled]) => disabled)).toEqual([false])
    expect(approveChanges[0]?.[0]).toBeGreaterThanOrEqual(shownAt + ARM_AFTER_MS)
    // Playwright's own click: waits for enabled, moves the pointer there, presses.
    await approve.click()
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
    // Armed in time: no popup offered.
    await sleep(POPUP_OFFER_AFTER_MS)
    await expect(
      page.frameLocator('#wallet').getByTestId('approve-transaction-popup').isVisible(),
    ).resolves.toBe(false)
  }, 30_000)

  test('behavior: the frame moved under the pointer after arming is disarmed; a press there waits', async () => {
    const opened = await openDapp({ frameQuery: SLOW_ARMING })
    const { page, state, approveDisabled, approveCentre, onPage } = opened
    // The pointer rests on the frame (not on Approve) while it arms.
    await page.mouse.move(FRAME.left + 100, FRAME.top + 100)
    await expect.poll(approveDisabled, { timeout: 15_000 }).toBe(false)
    // The page slides the frame so Approve comes under where the pointer goes next.
    await onPage(`document.getElementById('wallet').style.left = '${FRAME.left + 150}px'`)
    await onPage(TWO_FRAMES_LATER)
    const centre = await approveCentre()
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.down()
    await page.mouse.up()
    await sleep(100)
    expect((await state()).outcome).toBe('waiting')
    // Disarmed (by the move, once the observer reported it, or at the press), not armed since.
    // Not `disabled` read right after the move: the observer reports at its own pace (>= 100 ms).
    expect(await disabledChanges(opened)).toEqual([false, true])
    // Left where it is, it arms again and takes the click.
    await expect.poll(approveDisabled, { timeout: 15_000 }).toBe(false)
    await page.mouse.click(centre.x, centre.y)
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
  }, 30_000)

  test('behavior: the frame moved under a pointer that does not move is caught at the press', async () => {
    const opened = await openDapp({
      frameStyle: 'left: 200px; top: 140px',
      frameQuery: SLOW_ARMING,
    })
    const { page, state, approveDisabled, approveCentre, onPage } = opened
    const centre = await approveCentre()
    // The pointer rests over the frame, up and left of Approve, while it arms.
    await page.mouse.move(centre.x - 120, centre.y - 100)
    await expect.poll(approveDisabled, { timeout: 15_000 }).toBe(false)
    // The page slides the frame up and left: Approve comes under the pointer, which the
    // visitor presses without moving it.
    await onPage(`{
      const frame = document.getElementById('wallet')
      frame.style.left = '80px'
      frame.style.top = '40px'
    }`)
    await onPage(TWO_FRAMES_LATER)
    await page.mouse.down()
    await page.mouse.up()
    await sleep(100)
    expect((await state()).outcome).toBe('waiting')
    // Disarmed (by the press, or by the move seen first), and not armed again since.
    expect(await disabledChanges(opened)).toEqual([false, true])
  }, 30_000)

  test('behavior: under zoom (the frame at zoom 1.25), moving the pointer around does not disarm', async () => {
    const { page, frame, state, approveDisabled } = await openDapp({ frameStyle: 'zoom: 1.25' })
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
    // Where the pointer lands in the frame, to aim at Approve (page boxes ignore the zoom).
    await frame.evaluate(() => {
      window.addEventListener('pointermove', (event) => {
        ;(window as unknown as { last: number[] }).last = [event.clientX, event.clientY]
      })
    })
    for (const [x, y] of [
      [400, 120],
      [300, 500],
      [120, 600],
      [100, 100],
    ] as const) {
      await page.mouse.move(x, y, { steps: 4 })
    }
    expect(await approveDisabled()).toBe(false)
    const [seenX, seenY, approveX, approveY] = await frame.evaluate(() => {
      const box = document
        .querySelector('[data-testid="approve-transaction-approve"]')
        ?.getBoundingClientRect()
      const last = (window as unknown as { last: number[] }).last
      return [
        last[0],
        last[1],
        (box?.x ?? 0) + (box?.width ?? 0) / 2,
        (box?.y ?? 0) + (box?.height ?? 0) / 2,
      ]
    })
    await page.mouse.click(
      100 + ((approveX ?? 0) - (seenX ?? 0)) * 1.25,
      100 + ((approveY ?? 0) - (seenY ?? 0)) * 1.25,
    )
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
  }, 30_000)

  test('behavior: a click on the faded Approve, or a focus from before a disarm, then the frame shown for the arming time and Enter, approves nothing; Tab to it after arming and Enter does', async () => {
    const { page, frame, state, approveDisabled, approveCentre, onPage } = await openDapp({
      frameStyle: 'opacity: 0.01',
    })
    // This Chromium already keeps the focus off a disabled Approve (a click on it does not focus
    // it; disabling it drops the focus), so this passes on the guard before the blur and keydown
    // rules too: it pins the real browser's side, and approveView.test.ts pins the guard's own.
    const focusedTestId = () =>
      frame.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null)
    // The visitor clicks the faded Approve (a decoy there): refused, and it may take the focus.
    const centre = await approveCentre()
    await page.mouse.click(centre.x, centre.y)
    // The page shows the frame for the arming time during a "press Enter" game.
    await onPage(`document.getElementById('wallet').style.opacity = '1'`)
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
    expect(await focusedTestId()).not.toBe('approve-transaction-approve')
    await page.keyboard.press('Enter')
    await page.keyboard.press(' ')
    await sleep(200)
    expect((await state()).outcome).toBe('waiting')

    const tabToApprove = async () => {
      for (let tab = 0; tab < 10; tab++) {
        if ((await focusedTestId()) === 'approve-transaction-approve') return
        await page.keyboard.press('Tab')
      }
    }
    // Focus taken on the armed Approve does not outlive a disarm: faded and shown again for the
    // arming time, Approve no longer has the focus and Enter goes nowhere.
    await tabToApprove()
    expect(await focusedTestId()).toBe('approve-transaction-approve')
    await onPage(`document.getElementById('wallet').style.opacity = '0.01'`)
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(true)
    await onPage(`document.getElementById('wallet').style.opacity = '1'`)
    await expect.poll(approveDisabled, { timeout: 5_000 }).toBe(false)
    await page.keyboard.press('Enter')
    await sleep(200)
    expect((await state()).outcome).toBe('waiting')

    // The keyboard path: Tab to the armed Approve, then Enter.
    await tabToApprove()
    expect(await focusedTestId()).toBe('approve-transaction-approve')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
  }, 30_000)

  test('behavior: the frame resized after arming is disarmed, then arms again', async () => {
    const opened = await openDapp()
    await expect.poll(opened.approveDisabled, { timeout: 5_000 }).toBe(false)
    await opened.onPage(`document.getElementById('wallet').style.width = '${FRAME.width + 40}px'`)
    // Read from the frame's record of Approve's changes: polling `disabled` itself could miss
    // the disarmed spell (the arming time) on a busy machine.
    await expect
      .poll(() => disabledChanges(opened), { timeout: 5_000 })
      .toEqual([false, true, false])
  }, 30_000)
})

describe('approve popup in Chromium (the path without IntersectionObserver v2)', () => {
  test('default: "Review in a secure window" opens approve.html on the wallet origin; Approve there answers the frame', async () => {
    const { page, context, state } = await openDapp({ frameQuery: '?visibility=none' })
    const frame = page.frameLocator('#wallet')
    const popupOpened = context.waitForEvent('page')
    await frame.getByTestId('approve-transaction-popup').click()
    const popup = await popupOpened
    expect(popup.url()).toBe(`${walletOrigin}/approve.html`)
    await expect
      .poll(() => popup.getByRole('heading', { level: 1 }).textContent())
      .toBe(new URL(dappOrigin).host)
    expect(await popup.locator('.approve__claim').textContent()).toBe(
      'calls itself “Totally Legit Wallet”',
    )
    const approve = popup.getByTestId('approve-transaction-approve')
    await approve.click()
    await expect.poll(async () => (await state()).outcome).toBe('approved: signed')
    await expect.poll(() => popup.isClosed()).toBe(true)
  }, 30_000)

  test('behavior: the popup closed without a decision rejects the request', async () => {
    const { page, context, state } = await openDapp({ frameQuery: '?visibility=none' })
    const popupOpened = context.waitForEvent('page')
    await page.frameLocator('#wallet').getByTestId('approve-transaction-popup').click()
    const popup = await popupOpened
    await popup.getByTestId('approve-transaction-reject').waitFor()
    await popup.close()
    await expect
      .poll(async () => (await state()).outcome)
      .toMatch(/^rejected: User rejected the request/)
  }, 30_000)
})
