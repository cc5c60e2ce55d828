// Test support (not exported): real anvil chains on free ports, via @portico/devnet.
import { getFreePort, type ManagedChild, startAnvil } from '@portico/devnet'
import { createPublicClient, http, type PublicClient } from 'viem'

export interface TestChain {
  id: number
  rpcUrl: string
  name: string
  client: PublicClient
}

export interface TestChains {
  chains: TestChain[]
  stop(): Promise<void>
}

/**
 * Starts one anvil per chain id on free ports; `stop()` stops them all.
 *
 * @example
 * const { chains, stop } = await startTestChains([31337, 31338])
 */
export async function startTestChains(chainIds: readonly number[]): Promise<TestChains> {
  const children: ManagedChild[] = []
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()))
  }
  // allSettled, so that every anvil that did start is known to stop() if another failed.
  const results = await Promise.allSettled(
    chainIds.map(async (id) => {
      const { child, rpcUrl } = await startAnvil({ chainId: id, port: await getFreePort() })
      children.push(child)
      const client: PublicClient = createPublicClient({
        transport: http(rpcUrl),
        pollingInterval: 50,
      })
      return { id, rpcUrl, name: `Test ${id}`, client }
    }),
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }
  return {
    chains: results.map((result) => (result as PromiseFulfilledResult<TestChain>).value),
    stop,
  }
}
