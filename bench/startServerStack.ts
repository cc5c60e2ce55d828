// The smallest stack a server figure needs: the two anvil chains with Uniswap and the server
// (one process, or `scale` processes on Postgres and Redis behind HAProxy), on free ports and in
// a temporary state folder, so a bench can run while the demo is up.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, type Stack, startStack } from '@portico/devnet'

export interface ServerStack {
  stack: Stack
  /** Stops the stack and removes its state folder. */
  stop: () => Promise<void>
}

/**
 * @example
 * const { stack, stop } = await startServerStack({ scale: { processes: 3 } })
 */
export async function startServerStack(
  parameters: { scale?: { processes: number } } = {},
): Promise<ServerStack> {
  const stateDir = mkdtempSync(join(tmpdir(), 'portico-bench-server-'))
  try {
    const stack = await startStack({
      demo: false,
      relay: false,
      nonEvm: false,
      testWallet: false,
      stateDir,
      ...(parameters.scale ? { scale: parameters.scale } : {}),
      ports: {
        anvil: await getFreePort(),
        anvil2: await getFreePort(),
        server: await getFreePort(),
        mailSmtp: await getFreePort(),
        mailHttp: await getFreePort(),
        oidc: await getFreePort(),
        secureSite: await getFreePort(),
      },
    })
    return {
      stack,
      stop: async () => {
        await stack.stop()
        rmSync(stateDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true })
    throw error
  }
}
