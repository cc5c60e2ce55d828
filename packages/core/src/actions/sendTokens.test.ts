import { secondTestnetNetwork, solanaNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import {
  InvalidWalletResponseError,
  NotConnectedError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import { SendInProgressError, SendValidationError } from '../errors/send.ts'
import { whenQueriesSettle } from '../query/queryCache.ts'
import { INITIAL_SEND_STATE } from '../stores/createStores.ts'
import {
  ETH,
  PUSD,
  RECEIVER,
  SOLANA_FROM,
  SOLANA_TO,
  sendKit,
  untilEvent,
  untilTransfer,
} from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'
import { disconnect } from './disconnect.ts'
import { openSend } from './openSend.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

// The mock adapter stands in for the wallet and the network's RPC: these tests are about the
// wallet's answers and the RPC's faults (a refusal, garbage, a receipt read that fails), which
// no real chain produces on demand. Real transfers are the adapters' tests.

function fill(config: PorticoConfig, token: TokenBalance, amount: string, receiver: string) {
  openSend(config, { token })
  setSendAmount(config, amount)
  setSendReceiver(config, receiver)
}

const PUSD_PROPERTIES = {
  token: 'PUSD',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  amount: '2.5',
  receiver: RECEIVER,
  network: 'eip155:31337',
}

describe('sendTokens', () => {
  it('default: the wallet sends the amount in smallest units; pending, then confirmed', async () => {
    const { config, adapter, events } = await sendKit({ features: { waitForTransferHangs: true } })
    fill(config, PUSD, '2.5', RECEIVER)
    const { hash } = await sendTokens(config)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.state.transfers.sent).toEqual([
      {
        connectorId: 'mock',
        namespace: 'eip155',
        network: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
        from: adapter.state.accounts[0],
        to: RECEIVER,
        token: {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          symbol: 'PUSD',
          name: 'Portico USD',
          decimals: 6,
        },
        amount: 2_500_000n,
        hash,
      },
    ])
    // The local network has no explorer: no link.
    expect(config.stores.send.getState().transfer).toEqual({ status: 'pending', hash })
    expect(adapter.state.transfers.waited).toEqual([
      { namespace: 'eip155', network: expect.objectContaining({ id: 31337 }), hash },
    ])

    adapter.setFeatures({ waitForTransferHangs: false })
    await untilTransfer(config, ['confirmed'])
    expect(events.map(({ name, properties }) => ({ name, properties }))).toEqual([
      { name: 'SEND_INITIATED', properties: PUSD_PROPERTIES },
      { name: 'SEND_SUCCESS', properties: { ...PUSD_PROPERTIES, hash } },
    ])
    expect(events[0]?.address).toBe(adapter.state.accounts[0])
  })

  it("behavior: 'signing' while the wallet asks the visitor", async () => {
    const { config, adapter } = await sendKit({ features: { sendTransferHangs: true } })
    fill(config, PUSD, '1', RECEIVER)
    const sending = sendTokens(config)
    expect(config.stores.send.getState().transfer).toEqual({ status: 'signing' })
    adapter.setFeatures({ sendTransferHangs: false })
    await sending
    expect(config.stores.send.getState().transfer?.status).not.toBe('signing')
  })

  it('behavior: Send resets after success (spec §4); the result stays for the view', async () => {
    const { config } = await sendKit()
    fill(config, PUSD, '1', RECEIVER)
    const { hash } = await sendTokens(config)
    const confirmed = await untilTransfer(config, ['confirmed'])
    expect(confirmed).toEqual({ status: 'confirmed', hash })
    expect(config.stores.send.getState()).toEqual({
      ...INITIAL_SEND_STATE,
      transfer: { status: 'confirmed', hash },
      validation: { code: 'TOKEN_REQUIRED', message: 'A token is required' },
    })
  })

  it('behavior: the balances and the Activity list are loaded again after success', async () => {
    const { config } = await sendKit()
    fill(config, PUSD, '1', RECEIVER)
    const before = config.stores.transactions.getState().fetchedAt
    await sendTokens(config)
    await untilTransfer(config, ['confirmed'])
    // The reload started with the confirmation; the service is down in this test, so it says
    // so (spec §8). (With the server: sendTokens.server.test.ts.)
    await whenQueriesSettle(config.internal.queries, ['transactions'])
    expect(config.stores.transactions.getState().fetchedAt).not.toBe(before)
    expect(config.stores.transactions.getState().error).toBe('Failed to fetch transactions')
  })

  it('behavior: a double click sends once (SendInProgressError while signing or pending)', async () => {
    const { config, adapter } = await sendKit({ features: { waitForTransferHangs: true } })
    fill(config, PUSD, '1', RECEIVER)
    const [first, second] = await Promise.allSettled([sendTokens(config), sendTokens(config)])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(SendInProgressError) })
    expect((second as PromiseRejectedResult).reason.message).toBe(
      'A transfer is already in progress',
    )
    // Pending: still refused.
    await expect(sendTokens(config)).rejects.toBeInstanceOf(SendInProgressError)
    expect(adapter.state.calls.sendTransfer).toBe(1)
  })

  it('behavior: the wallet refuses (4001): failed with its message, SEND_ERROR, nothing sent', async () => {
    const { config, adapter, events } = await sendKit({ features: { sendTransferErrorCode: 4001 } })
    fill(config, PUSD, '2.5', RECEIVER)
    const error = await sendTokens(config).catch((caught) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(config.stores.send.getState().transfer).toEqual({
      status: 'failed',
      error: 'User rejected the request',
    })
    expect(events.map(({ name, properties }) => ({ name, properties }))).toEqual([
      { name: 'SEND_INITIATED', properties: PUSD_PROPERTIES },
      {
        name: 'SEND_ERROR',
        properties: { ...PUSD_PROPERTIES, message: 'User rejected the request' },
      },
    ])
    expect(adapter.state.transfers.sent).toEqual([])
    expect(adapter.state.calls.waitForTransfer).toBe(0)
    // The form is kept, so the visitor can try again.
    expect(config.stores.send.getState()).toMatchObject({ token: PUSD, sendTokenAmount: '2.5' })
  })

  it('bad input: the wallet answers something that is not a hash', async () => {
    const { config, adapter, events } = await sendKit({
      features: { sendTransferHash: '0x1234' },
    })
    fill(config, PUSD, '1', RECEIVER)
    await expect(sendTokens(config)).rejects.toBeInstanceOf(InvalidWalletResponseError)
    expect(config.stores.send.getState().transfer).toEqual({
      status: 'failed',
      error: 'The wallet answered with an invalid response',
    })
    expect(events.at(-1)?.name).toBe('SEND_ERROR')
    expect(adapter.state.calls.waitForTransfer).toBe(0)
  })

  it("behavior: the RPC fails while waiting: 'unknown' with the hash kept, no SEND_ERROR", async () => {
    const { config, events } = await sendKit({ features: { waitForTransferError: true } })
    fill(config, PUSD, '1', RECEIVER)
    const { hash } = await sendTokens(config)
    expect(await untilTransfer(config, ['unknown'])).toEqual({
      status: 'unknown',
      hash,
      error:
        'The network did not answer, so the transfer may still go through. Check again before sending again.',
    })
    expect(events.map((event) => event.name)).toEqual(['SEND_INITIATED'])
    // Unknown is not settled: Send is refused (retrySend asks again instead).
    await expect(sendTokens(config)).rejects.toBeInstanceOf(SendInProgressError)
  })

  it("behavior: it failed on chain: 'failed' with the reason, SEND_ERROR with the hash", async () => {
    const { config, events } = await sendKit({
      features: { transferOutcome: { status: 'failed', reason: 'execution reverted' } },
    })
    fill(config, PUSD, '1', RECEIVER)
    const { hash } = await sendTokens(config)
    expect(await untilTransfer(config, ['failed'])).toEqual({
      status: 'failed',
      hash,
      error: 'execution reverted',
    })
    expect(events.at(-1)).toMatchObject({
      name: 'SEND_ERROR',
      properties: { hash, message: 'execution reverted' },
    })
    // The form is kept.
    expect(config.stores.send.getState().token).toEqual(PUSD)
  })

  it('behavior: a failure without a reason says the transfer failed', async () => {
    const { config } = await sendKit({ features: { transferOutcome: { status: 'failed' } } })
    fill(config, PUSD, '1', RECEIVER)
    await sendTokens(config)
    expect((await untilTransfer(config, ['failed'])).error).toBe('The transfer failed')
  })

  it('behavior: the explorer link is the network explorer’s /tx/<hash>', async () => {
    const sep: TokenBalance = { ...ETH, chainId: secondTestnetNetwork.caipNetworkId }
    const { config } = await sendKit({
      network: secondTestnetNetwork,
      tokens: [sep],
      features: { waitForTransferHangs: true },
    })
    fill(config, sep, '0.1', RECEIVER)
    const { hash } = await sendTokens(config)
    expect(config.stores.send.getState().transfer).toEqual({
      status: 'pending',
      hash,
      explorerUrl: `https://sepolia.basescan.org/tx/${hash}`,
    })
  })

  it('parameters: Solana sends lamports to a base58 receiver; the signature is base58', async () => {
    const sol: TokenBalance = {
      name: 'Solana',
      symbol: 'SOL',
      chainId: solanaNetwork.caipNetworkId,
      value: 300,
      price: 150,
      quantity: { decimals: '9', numeric: '2' },
    }
    const { config, adapter, events } = await sendKit({ network: solanaNetwork, tokens: [sol] })
    fill(config, sol, '0.000000001', SOLANA_TO)
    const { hash } = await sendTokens(config)
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(adapter.state.transfers.sent[0]).toMatchObject({
      namespace: 'solana',
      from: SOLANA_FROM,
      to: SOLANA_TO,
      amount: 1n,
      token: { symbol: 'SOL', decimals: 9 },
    })
    await untilTransfer(config, ['confirmed'])
    expect(events.map((event) => event.name)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[0]?.properties).toEqual({
      token: 'SOL',
      amount: '0.000000001',
      receiver: SOLANA_TO,
      network: solanaNetwork.caipNetworkId,
    })
  })

  it('behavior: an EVM receiver typed without 0x is sent with it', async () => {
    const { config, adapter } = await sendKit()
    fill(config, PUSD, '1', `  ${RECEIVER.slice(2)} `)
    await sendTokens(config)
    expect(adapter.state.transfers.sent[0]?.to).toBe(RECEIVER)
  })

  it('bad input: an invalid form is SendValidationError with the rule, nothing is asked', async () => {
    const { config, adapter, events } = await sendKit()
    fill(config, PUSD, '13', RECEIVER)
    const error = await sendTokens(config).catch((caught) => caught)
    expect(error).toBeInstanceOf(SendValidationError)
    expect(error).toMatchObject({
      message: 'Insufficient PUSD balance',
      code: 'INSUFFICIENT_BALANCE',
    })
    expect(adapter.state.calls.sendTransfer).toBe(0)
    expect(events).toEqual([])
  })

  it('behavior: not connected is NotConnectedError', async () => {
    const { config, adapter } = await sendKit()
    fill(config, PUSD, '1', RECEIVER)
    await disconnect(config)
    await expect(sendTokens(config)).rejects.toBeInstanceOf(NotConnectedError)
    expect(adapter.state.calls.sendTransfer).toBe(0)
  })

  it('behavior: SEND_SUCCESS is reported even when the visitor left Send meanwhile', async () => {
    const { config, adapter } = await sendKit({ features: { waitForTransferHangs: true } })
    fill(config, PUSD, '1', RECEIVER)
    await sendTokens(config)
    openSend(config)
    const success = untilEvent(config, 'SEND_SUCCESS')
    adapter.setFeatures({ waitForTransferHangs: false })
    await success
    // The new form is not touched by the old transfer.
    expect(config.stores.send.getState().transfer).toBeUndefined()
  })
})
