// @vitest-environment node
// Node, not happy-dom: happy-dom's fetch logs every request an abort destroys as an error.
import { ChainRpcError, InvalidRequestParamsError, type Network } from '@portico/core'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  type LocalSolana,
  startLocalSolana,
} from '@portico/local-solana'
import { getBase58Decoder } from '@solana/kit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RpcProxy, startRpcProxy } from '../test/startRpcProxy.ts'
import { waitForSolanaTransfer } from './waitForSolanaTransfer.ts'

let solana: LocalSolana
let proxy: RpcProxy
let network: Network

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  proxy = await startRpcProxy(solana.url)
  network = {
    id: LOCAL_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length),
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    chainNamespace: 'solana',
    name: 'Portico Solana Local (proxied)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [proxy.url] } },
  }
})

afterAll(async () => {
  await proxy?.stop()
  await solana?.stop()
})

afterEach(() => proxy.setMode('forward'))

/** A well-formed signature the network has never seen. */
const unknownSignature = (fill: number) => getBase58Decoder().decode(new Uint8Array(64).fill(fill))

describe('waitForSolanaTransfer', { timeout: 20_000 }, () => {
  it('behavior: signal aborts the wait with its reason, even while the RPC does not answer', async () => {
    // An RPC that holds a request without answering: the proxy's 'stall' (nothing real does it
    // on demand).
    proxy.setMode('stall')
    const asked = proxy.received('getBlockHeight')
    const controller = new AbortController()
    const outcome = waitForSolanaTransfer({
      namespace: 'solana',
      network,
      hash: unknownSignature(7),
      signal: controller.signal,
    })
    await asked
    const reason = new Error('The visitor left')
    controller.abort(reason)
    await expect(outcome).rejects.toBe(reason)
  })

  it('behavior: signal aborts the wait between two looks', async () => {
    const looked = proxy.answered('getSignatureStatuses')
    const controller = new AbortController()
    const outcome = waitForSolanaTransfer({
      namespace: 'solana',
      network,
      hash: unknownSignature(8),
      signal: controller.signal,
    })
    await looked
    const reason = new Error('Closed')
    controller.abort(reason)
    await expect(outcome).rejects.toBe(reason)
  })

  it('behavior: an aborted signal stops the wait before any request', async () => {
    const asked = proxy.counts('getBlockHeight')
    const reason = new Error('Closed')
    await expect(
      waitForSolanaTransfer({
        namespace: 'solana',
        network,
        hash: unknownSignature(9),
        signal: AbortSignal.abort(reason),
      }),
    ).rejects.toBe(reason)
    expect(proxy.counts('getBlockHeight')).toBe(asked)
  })

  it('behavior: a signature the network does not know yet is looked for again', async () => {
    const controller = new AbortController()
    const outcome = waitForSolanaTransfer({
      namespace: 'solana',
      network,
      hash: unknownSignature(10),
      signal: controller.signal,
    })
    const before = proxy.counts('getSignatureStatuses')
    for (let look = 0; look < 3; look++) await proxy.answered('getSignatureStatuses')
    expect(proxy.counts('getSignatureStatuses') - before).toBeGreaterThanOrEqual(3)
    controller.abort(new Error('done'))
    await expect(outcome).rejects.toThrow('done')
  })

  it('behavior: the RPC answers 503 → ChainRpcError naming the method', async () => {
    // A 503 is a fault nothing real produces on demand: the proxy answers it.
    proxy.setMode('unavailable')
    await expect(
      waitForSolanaTransfer({ namespace: 'solana', network, hash: unknownSignature(11) }),
    ).rejects.toSatisfy(
      (error) =>
        error instanceof ChainRpcError && /^getBlockHeight failed/.test(error.details ?? ''),
    )
  })

  it('bad input: a hash that is not a base58 signature → InvalidRequestParamsError', async () => {
    for (const hash of ['0xabc', `${unknownSignature(1)}0`, '']) {
      await expect(
        waitForSolanaTransfer({ namespace: 'solana', network, hash }),
      ).rejects.toBeInstanceOf(InvalidRequestParamsError)
    }
  })

  it('bad input: a network without an http(s) RPC URL → ChainRpcError', async () => {
    const broken = { ...network, rpcUrls: { default: { http: ['ws://127.0.0.1:1'] } } }
    await expect(
      waitForSolanaTransfer({ namespace: 'solana', network: broken, hash: unknownSignature(2) }),
    ).rejects.toBeInstanceOf(ChainRpcError)
  })
})
