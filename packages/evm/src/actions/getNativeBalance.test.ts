import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  BalanceUnavailableError,
  InvalidAddressError,
  type Network,
  RPC_RETRY_COUNT,
} from '@portico/core'
import { DEV_ACCOUNTS, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getNativeBalance } from './getNativeBalance.ts'

const network = (rpcUrl: string): Network => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] } },
})

let anvil: TestAnvil
let unavailable: Server
let unavailableHits = 0

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
  // A real HTTP server whose JSON-RPC POSTs always get 503: the one fault a real chain will not
  // produce. It answers the CORS preflight (happy-dom sends one) like a real RPC would.
  unavailable = createServer((request, response) => {
    request.resume()
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    unavailableHits += 1
    response.writeHead(503, cors).end('Service Unavailable')
  })
  await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await anvil?.stop()
  await new Promise((resolve) => unavailable?.close(resolve))
})

describe('getNativeBalance', () => {
  it('dev account on a fresh anvil → 10000 ETH with the network currency', async () => {
    await expect(
      getNativeBalance({ address: DEV_ACCOUNTS[0].address, network: network(anvil.rpcUrl) }),
    ).resolves.toEqual({ value: 10_000n * 10n ** 18n, decimals: 18, symbol: 'ETH' })
  })

  it('lower-case address → same balance', async () => {
    const { value } = await getNativeBalance({
      address: DEV_ACCOUNTS[0].address.toLowerCase(),
      network: network(anvil.rpcUrl),
    })
    expect(value).toBe(10_000n * 10n ** 18n)
  })

  it('unused address → 0', async () => {
    const { value } = await getNativeBalance({
      address: `0x${'12'.repeat(20)}`,
      network: network(anvil.rpcUrl),
    })
    expect(value).toBe(0n)
  })

  it('RPC answering 503 → retried RPC_RETRY_COUNT times, then BalanceUnavailableError', async () => {
    const { port } = unavailable.address() as AddressInfo
    unavailableHits = 0
    const error = await getNativeBalance({
      address: DEV_ACCOUNTS[0].address,
      network: network(`http://127.0.0.1:${port}`),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BalanceUnavailableError)
    expect(error).toMatchObject({ message: 'Token Balance Unavailable' })
    expect(unavailableHits).toBe(RPC_RETRY_COUNT + 1)
  })

  it('network without an HTTP RPC URL → BalanceUnavailableError', async () => {
    await expect(
      getNativeBalance({ address: DEV_ACCOUNTS[0].address, network: network('') }),
    ).rejects.toBeInstanceOf(BalanceUnavailableError)
  })

  it('invalid address → InvalidAddressError', async () => {
    await expect(
      getNativeBalance({ address: '0xnope', network: network(anvil.rpcUrl) }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })
})
