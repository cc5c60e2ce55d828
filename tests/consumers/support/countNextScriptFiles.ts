import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { getFreePort, type ManagedChild, startChild } from '@portico/devnet'
import { offlineChromiumLaunchOptions } from '@portico/test-utils/chromiumLaunchOptions'
import { outsideEnv } from '../../../scripts/lib/consumerApp.mjs'
import { countScriptFiles, type ScriptFiles } from './countScriptFiles.ts'

const READY_TIMEOUT_MS = 60_000

/**
 * The Next.js dApp's script files (countScriptFiles.ts), from its production build (`next build`
 * done) served by `next start` on a free port, in a Chromium that refuses every host but
 * loopback's: the dApp's settings name example hosts, which must fail at once, never be called.
 *
 * @example
 * const files = await countNextScriptFiles({ appDir: next.dir })
 */
export async function countNextScriptFiles({ appDir }: { appDir: string }): Promise<ScriptFiles> {
  const port = await getFreePort()
  const server = await startChild({
    name: 'next start',
    command: join(appDir, 'node_modules', '.bin', 'next'),
    args: ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    cwd: appDir,
    env: outsideEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
  })
  try {
    const url = `http://127.0.0.1:${port}/`
    await answers(url, server)
    const browser = await chromium.launch(offlineChromiumLaunchOptions)
    try {
      return await countScriptFiles(await browser.newPage(), url)
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
  }
}

/** Resolves once `url` answers 200; throws with the server's output if it exits or times out. */
async function answers(url: string, server: ManagedChild): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.hasExited())
      throw new Error(`next start exited before it answered:\n${server.output().join('\n')}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`next start did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`)
}
