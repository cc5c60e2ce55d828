// @vitest-environment node
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSecurityHeaders } from './createSecurityHeaders.ts'

// The `frame-ancestors` header in a real browser (issue #15): the middleware runs in a real
// node:http server in front of a tiny frame page that posts a message to its parent as soon as
// it runs; the origins answer comes from a local stub of the server's route over HTTP; the
// parent pages are served on other loopback ports (and as evil.test, mapped to 127.0.0.1), each
// with an iframe of the frame page. A frame the browser blocks never runs, so its message never
// arrives. Debian's Chromium, as the end-to-end tests launch it.

const FRAME_PAGE = `<!doctype html><title>frame</title>
<script>parent.postMessage({ type: 'FRAME_RAN', origin: location.origin }, '*')</script>`

let servers: Server[] = []
let browser: Browser
let originsUrl: string
let secureUrl: string
/** The parent page's server: one port, reached as 127.0.0.1 or as evil.test. */
let allowedParent: string
let otherParent: string
let evilParent: string
let parentPort: number
let otherPort: number

async function listen(handler: RequestListener): Promise<number> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

// A parent page: an iframe of `src`, and a record of what the frame posted.
const parentPage: RequestListener = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://parent')
  const src = url.searchParams.get('src') ?? ''
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(`<!doctype html><title>parent</title>
<script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push(event.data))
</script>
<iframe id="frame" src="${src.replaceAll('"', '&quot;')}"
  onload="window.frameLoaded = true"></iframe>`)
}

beforeAll(async () => {
  parentPort = await listen(parentPage)
  otherPort = await listen(parentPage)
  allowedParent = `http://127.0.0.1:${parentPort}`
  otherParent = `http://127.0.0.1:${otherPort}`
  evilParent = `http://evil.test:${parentPort}`

  // The server's origins route: 'listed' allows the first parent only, without the defaults;
  // 'defaults' has no list of its own, so only the spec §6 defaults (localhost, any IP, …).
  const originsPort = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    const projectId = url.searchParams.get('projectId')
    const answers: Record<string, unknown> = {
      listed: { allowedOrigins: [allowedParent], includeDefaultOrigins: false },
      defaults: { allowedOrigins: [] },
    }
    const answer = url.pathname === '/projects/v1/origins' ? answers[projectId ?? ''] : undefined
    response.setHeader('Content-Type', 'application/json')
    response.statusCode = answer ? 200 : 401
    response.end(
      JSON.stringify(
        answer ?? { code: 'INVALID_PROJECT_ID', message: 'Unauthorized: invalid key' },
      ),
    )
  })
  originsUrl = `http://127.0.0.1:${originsPort}`

  const headers = createSecurityHeaders({ authApiUrl: originsUrl })
  const securePort = await listen((request, response) =>
    headers(request, response, () => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(FRAME_PAGE)
    }),
  )
  secureUrl = `http://127.0.0.1:${securePort}`

  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      // A parent on a host name that is neither localhost nor an IP address, on this machine.
      '--host-resolver-rules=MAP evil.test 127.0.0.1',
    ],
  })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  servers = []
})

/**
 * Opens `parent` (a page that frames the secure site's page for `projectId`, or `nestedIn` a
 * page that frames that one) and answers whether the frame ran, with the console's CSP refusal.
 */
async function frameFrom(
  parent: string,
  projectId: string | undefined,
  nestedIn?: string,
): Promise<{ ran: boolean; refusals: string[] }> {
  const frameSrc = `${secureUrl}/${projectId ? `?projectId=${projectId}&chainId=1` : ''}`
  const parentUrl = `${parent}/?src=${encodeURIComponent(frameSrc)}`
  const topUrl = nestedIn ? `${nestedIn}/?src=${encodeURIComponent(parentUrl)}` : parentUrl
  const page = await browser.newPage()
  const refusals: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text())
  })
  try {
    await page.goto(topUrl)
    // The frame that runs posts at once; a blocked one loads an error page and posts nothing.
    const frameOwner = nestedIn ? page.frames()[1] : page.mainFrame()
    if (!frameOwner) throw new Error('the nested parent did not load')
    await frameOwner.waitForFunction(() => (window as { frameLoaded?: boolean }).frameLoaded)
    // Either the frame's message or the browser's refusal settles it; no fixed wait, so a busy
    // machine only makes this slower (bounded at 10 s).
    const readRan = () =>
      frameOwner.evaluate(() =>
        ((window as { received?: { type: string }[] }).received ?? []).some(
          (message) => message.type === 'FRAME_RAN',
        ),
      )
    const deadline = Date.now() + 10_000
    let ran = await readRan()
    while (!ran && refusals.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      ran = await readRan()
    }
    return { ran, refusals }
  } finally {
    await page.close()
  }
}

describe('frame-ancestors in Chromium', () => {
  test('default: a parent on the project’s list frames the page', async () => {
    expect(await frameFrom(allowedParent, 'listed')).toEqual({ ran: true, refusals: [] })
  })

  test('behavior: a parent on another origin gets the frame blocked', async () => {
    const { ran, refusals } = await frameFrom(otherParent, 'listed')
    expect(ran).toBe(false)
    expect(refusals.join('\n')).toContain(`frame-ancestors ${allowedParent}`)
  })

  test('behavior: an allowed parent inside a page that is not allowed is blocked too', async () => {
    const { ran } = await frameFrom(allowedParent, 'listed', otherParent)
    expect(ran).toBe(false)
  })

  test('behavior: the defaults’ {ip} lets a loopback parent in through its Referer', async () => {
    expect(await frameFrom(otherParent, 'defaults')).toEqual({ ran: true, refusals: [] })
  })

  test('behavior: with the defaults only, a parent on a host name is blocked', async () => {
    const { ran } = await frameFrom(evilParent, 'defaults')
    expect(ran).toBe(false)
  })

  test.each([
    ['an unknown project', 'nope'],
    ['no project', undefined],
  ])('behavior: %s is blocked everywhere', async (_, projectId) => {
    const { ran, refusals } = await frameFrom(allowedParent, projectId)
    expect(ran).toBe(false)
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'")
  })
})
