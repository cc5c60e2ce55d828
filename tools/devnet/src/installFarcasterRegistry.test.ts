import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_FARCASTER_ACCOUNTS,
  FARCASTER_ID_REGISTRY_ADDRESS,
  FARCASTER_KEY_REGISTRY_ADDRESS,
} from './farcaster.ts'
import { installFarcasterRegistry } from './installFarcasterRegistry.ts'
import { startTestAnvil, type TestAnvil } from './startTestAnvil.ts'

const abi = parseAbi([
  'function idOf(address custody) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'struct KeyData { uint8 state; uint32 keyType; }',
  'function keyDataOf(uint256 fid, bytes key) view returns (KeyData)',
])

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
}, 60_000)

afterAll(() => anvil?.stop())

describe('installFarcasterRegistry (real anvil)', () => {
  it('default: the test fids read back both ways at Farcaster’s addresses; no key is known', async () => {
    const installed = await installFarcasterRegistry({ rpcUrl: anvil.rpcUrl })
    expect(installed.idRegistry).toBe(FARCASTER_ID_REGISTRY_ADDRESS)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const account of DEVNET_FARCASTER_ACCOUNTS) {
      const read = { address: FARCASTER_ID_REGISTRY_ADDRESS, abi } as const
      expect(
        await client.readContract({
          ...read,
          functionName: 'idOf',
          args: [account.custodyAddress],
        }),
      ).toBe(BigInt(account.fid))
      expect(
        await client.readContract({
          ...read,
          functionName: 'custodyOf',
          args: [BigInt(account.fid)],
        }),
      ).toBe(account.custodyAddress)
    }
    expect(
      await client.readContract({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        abi,
        functionName: 'idOf',
        args: ['0x000000000000000000000000000000000000dEaD'],
      }),
    ).toBe(0n)
    expect(
      await client.readContract({
        address: FARCASTER_KEY_REGISTRY_ADDRESS,
        abi,
        functionName: 'keyDataOf',
        args: [1001n, '0x1234'],
      }),
    ).toEqual({ state: 0, keyType: 0 })
    // No transaction: the chain is still at its first block.
    expect(await client.getBlockNumber()).toBe(0n)
  })
})
