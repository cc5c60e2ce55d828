// (g) and (h) of `npm run bench`: what npm would publish, and what a dApp built on it loads.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import type { Stack } from '@portico/devnet'
import { createConsumerApp, outsideEnv, runCommand } from '../scripts/lib/consumerApp.mjs'
import type { PackedPackage } from '../scripts/lib/packPublished.mjs'
import { serveStatic } from './serveStatic.ts'
import { round } from './stats.ts'

export interface PackageFigures {
  /** (g) Each published package's tarball, as `npm pack` writes it, in KB. */
  tarballsKb: Record<string, number>
  tarballsTotalKb: number
  /**
   * (h) Gzipped JavaScript before the first click of a Vite + React 19 dApp outside the repo
   * (tests/consumers/vite-react19) on the packed packages, with the demo's adapters.
   */
  consumerInitialJsGzKb: number
}

/**
 * Installs the packed packages into the Vite consumer dApp in a temporary folder (outside the
 * repo, so nothing resolves from its node_modules), builds it for `stack` and measures its first
 * load in Chromium.
 *
 * @example
 * const packed = packPublished(join(workDir, 'packs'))
 * const figures = await measurePackages({ browser, stack, packed, workDir })
 */
export async function measurePackages({
  browser,
  stack,
  packed,
  workDir,
}: {
  browser: Browser
  stack: Stack
  /** This run's tarballs (scripts/lib/packPublished.mjs). */
  packed: readonly PackedPackage[]
  /** A temporary folder outside the repo. */
  workDir: string
}): Promise<PackageFigures> {
  const tarballsKb = Object.fromEntries(packed.map((pkg) => [pkg.name, round(pkg.size / 1024)]))
  const tarballsTotalKb = round(packed.reduce((sum, pkg) => sum + pkg.size, 0) / 1024)

  const app = await createConsumerApp({ template: 'vite-react19', packed, workDir })
  if (!stack.serverUrl) throw new Error('The bench stack has no server')
  await runCommand(join(app.dir, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: app.dir,
    env: outsideEnv({
      VITE_API_URL: stack.serverUrl,
      VITE_PROJECT_ID: stack.projectId,
      VITE_CHAIN_ID: String(stack.chains[0]?.chainId),
      VITE_RPC_URL: stack.chains[0]?.rpcUrl ?? '',
      ...(stack.relayUrl ? { VITE_RELAY_URL: stack.relayUrl } : {}),
      ...(stack.secureSiteUrl ? { VITE_SECURE_SITE_URL: stack.secureSiteUrl } : {}),
      ...(stack.solana
        ? {
            VITE_SOLANA: JSON.stringify({
              caipNetworkId: stack.solana.caipNetworkId,
              rpcUrl: stack.solana.url,
            }),
          }
        : {}),
      ...(stack.bitcoin
        ? {
            VITE_BITCOIN: JSON.stringify({
              caipNetworkId: stack.bitcoin.caipNetworkId,
              esploraUrl: stack.bitcoin.url,
            }),
          }
        : {}),
    }),
  })
  const site = await serveStatic(join(app.dir, 'dist'))
  try {
    return {
      tarballsKb,
      tarballsTotalKb,
      consumerInitialJsGzKb: await initialJsGzKb(browser, site.url),
    }
  } finally {
    await site.close()
  }
}

/** Gzipped bytes of every script a fresh visit loads until the network is idle, in KB. */
async function initialJsGzKb(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-portico-connect-button]')
    let bytes = 0
    for (const body of await Promise.all(bodies)) bytes += gzipSync(body).length
    return round(bytes / 1024)
  } finally {
    await context.close()
  }
}
