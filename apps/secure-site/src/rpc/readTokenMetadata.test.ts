import { describe, expect, test } from 'vitest'
import { readTokenMetadata } from './readTokenMetadata.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

// Real tokens (and an address without one) are read on anvil in handleRpcRequest.anvil.test.ts.
// These are the FAULTS no real node produces on demand: an RPC that never answers, and answers
// of the wrong type (viem's decoder would not produce them from a real contract).
describe('readTokenMetadata', () => {
  test('behavior: an RPC that never answers → undefined once the time is up', async () => {
    const silent = { readContract: () => new Promise<never>(() => {}) }
    await expect(readTokenMetadata(silent as never, TOKEN, 20)).resolves.toBeUndefined()
  })

  test.each([
    ['a symbol that is only spaces', '   ', 6],
    ['a symbol over 32 characters', 'X'.repeat(33), 6],
    ['a symbol with a line separator', 'PU\u2028SD', 6],
    ['decimals above a uint8', 'PUSD', 256],
    ['decimals that are not a whole number', 'PUSD', 1.5],
  ])('bad input: %s → undefined', async (_case, symbol, decimals) => {
    const client = {
      readContract: async ({ functionName }: { functionName: string }) =>
        functionName === 'symbol' ? symbol : decimals,
    }
    await expect(readTokenMetadata(client as never, TOKEN)).resolves.toBeUndefined()
  })

  test('behavior: spaces around a symbol are trimmed', async () => {
    const client = {
      readContract: async ({ functionName }: { functionName: string }) =>
        functionName === 'symbol' ? ' PUSD ' : 6,
    }
    await expect(readTokenMetadata(client as never, TOKEN)).resolves.toEqual({
      symbol: 'PUSD',
      decimals: 6,
    })
  })
})
