import { fileURLToPath } from 'node:url'
import { getFreePort, startChild } from '@portico/devnet'
import { stackInfo } from './stack.ts'
import { waitUntilServing } from './waitUntilServing.ts'

const EXAMPLE_DIR = fileURLToPath(new URL('../../../examples/nextjs', import.meta.url))
const NEXT_BIN = fileURLToPath(new URL('../../../node_modules/next/dist/bin/next', import.meta.url))

export interface NextExample {
  url: string
  stop: () => Promise<void>
}

/**
 * Builds `examples/nextjs` (`next build`) and serves it (`next start`) on a free port of
 * 127.0.0.1, configured for the stack global setup started (its server, project id and chains).
 * Nothing reaches the internet: telemetry is off and the lockfile is left alone.
 *
 * @example
 * const example = await startNextExample()
 * await page.goto(example.url)
 * await example.stop()
 */
export async function startNextExample(): Promise<NextExample> {
  const { serverUrl, projectId, chains } = stackInfo()
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // Next would otherwise try to add other platforms' SWC binaries to the lockfile (a registry call).
    NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    PORTICO_API_URL: serverUrl,
    PORTICO_PROJECT_ID: projectId,
    PORTICO_CHAINS: JSON.stringify(
      chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ),
  }

  const build = await startChild({
    name: 'next build',
    command: process.execPath,
    args: [NEXT_BIN, 'build'],
    cwd: EXAMPLE_DIR,
    env: { ...env, NODE_ENV: 'production' },
  })
  const built = await build.exited
  if (built.code !== 0)
    throw new Error(`next build failed (${built.code}):\n${built.output.join('\n')}`)

  const port = await getFreePort()
  const server = await startChild({
    name: 'next start',
    command: process.execPath,
    args: [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    cwd: EXAMPLE_DIR,
    env: { ...env, NODE_ENV: 'production' },
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(`${url}/icon.svg`, server, 'next start')
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url, stop: () => server.stop() }
}
