import { startTestAnvil, type TestAnvil } from '@portico/devnet'
import { startTestServer, type TestServer } from './startTestServer.ts'

/** The real Portico server reading balances from a real anvil chain (eip155:31337, ETH at $2000). */
export interface ChainDataServer {
  anvil: TestAnvil
  server: TestServer
  close(): Promise<void>
}

/**
 * @example
 * let stack: ChainDataServer
 * beforeAll(async () => { stack = await startChainDataServer() })
 * afterAll(() => stack?.close())
 */
export async function startChainDataServer(): Promise<ChainDataServer> {
  const anvil = await startTestAnvil()
  try {
    const server = await startTestServer({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Anvil',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          nativePriceUsd: 2000,
        },
      ],
    })
    return {
      anvil,
      server,
      close: async () => {
        await server.close()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
