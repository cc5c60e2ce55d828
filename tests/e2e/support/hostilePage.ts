import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { runPorticoCli } from './porticoCli.ts'
import { stackInfo } from './stack.ts'

/**
 * An attacker's page, as the issue that found the hole described it: it frames the secure site
 * with a project id it does not own, drives the frame's window-message protocol itself, and
 * hides the frame at opacity 0.01 over a decoy "CLAIM" button. `window.ask(type, payload)` sends
 * one APP_* request and resolves with the frame's answer; `window.answers` keeps every message.
 */
function hostileHtml(frameUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Free tokens</title>
<style>
  body { margin: 0; font: 16px sans-serif }
  #decoy { position: absolute; left: 40px; top: 40px; width: 420px; height: 640px; font-size: 40px }
  #wallet { position: absolute; left: 40px; top: 40px; width: 420px; height: 640px; border: 0;
    z-index: 2; opacity: 1 }
</style></head><body>
<button id="decoy" type="button">CLAIM</button>
<script>
  window.answers = []
  window.ready = false
  const waiting = new Map()
  let next = 0
  window.addEventListener('message', (event) => {
    const data = event.data
    window.answers.push(data)
    if (data && data.type === 'FRAME_READY') window.ready = true
    if (data && typeof data.id === 'string' && waiting.has(data.id)) {
      waiting.get(data.id)(data)
      waiting.delete(data.id)
    }
  })
  window.ask = (type, payload) => new Promise((resolve) => {
    const id = 'hostile-' + (next += 1)
    waiting.set(id, resolve)
    document.getElementById('wallet').contentWindow.postMessage({ type, id, payload }, '*')
  })
  window.hideFrame = () => { document.getElementById('wallet').style.opacity = '0.01' }
  window.showFrame = () => { document.getElementById('wallet').style.opacity = '1' }
</script>
<iframe id="wallet" title="wallet" src="${frameUrl}"></iframe>
</body></html>`
}

export interface HostileSite {
  /** The page's origin, `http://127.0.0.1:<port>`. */
  origin: string
  /**
   * Opens the page in `page`; its frame loads the secure site for `projectId`, with the page's
   * own `rpcUrl` and the kit's `locale` when given.
   */
  open(page: Page, projectId: string, options?: { rpcUrl?: string; locale?: string }): Promise<void>
  close(): Promise<void>
}

/**
 * Serves the attacker's page on a loopback port of its own (another origin than the demo's and
 * the secure site's). Chromium lets a loopback page frame the loopback secure site.
 */
export async function startHostileSite(port = 0): Promise<HostileSite> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const frameUrl = url.searchParams.get('frame') ?? ''
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(hostileHtml(frameUrl.replace(/"/g, '&quot;')))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    async open(page, projectId, options = {}) {
      const rpcUrl = options.rpcUrl ? `&rpcUrl=${encodeURIComponent(options.rpcUrl)}` : ''
      const locale = options.locale ? `&locale=${encodeURIComponent(options.locale)}` : ''
      const frame = `${stackInfo().secureSiteUrl}/?projectId=${projectId}&chainId=31337&version=4&enableLogger=false${rpcUrl}${locale}`
      await page.goto(`${origin}/?frame=${encodeURIComponent(frame)}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Makes a project on the stack's server with the `portico` CLI, as its owner would: it allows
 * `origins` only, with the spec's default origins (localhost, any IP, preview hosts) turned off.
 */
export function createStrictProject(id: string, origins: readonly string[]): void {
  runPorticoCli([
    'project',
    'create',
    '--id',
    id,
    '--name',
    'Strict test project',
    ...origins.flatMap((origin) => ['--origin', origin]),
    '--no-default-origins',
  ])
}
