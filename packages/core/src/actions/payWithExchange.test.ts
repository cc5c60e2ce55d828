import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evmAddressChecks } from '@portico/evm'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { type PopupStub, stubPopups } from '@portico/test-utils/fakePopup'
import { localNetwork } from '@portico/test-utils/networks'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { ChainRpcError } from '../errors/chainRpc.ts'
import { ModalClosedError } from '../errors/connection.ts'
import { PayFailedError, PayInProgressError, PayUnconfirmedError } from '../errors/pay.ts'
import { PAY_UNKNOWN_MESSAGE } from '../internal/pay/leavePaymentUnknown.ts'
import { untilPay } from '../test/untilPay.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { CheckedTransfer, CheckTransferParameters } from '../types/transfer.ts'
import { closeModal } from './closeModal.ts'
import { loadPayExchanges } from './loadPayExchanges.ts'
import { loadPayToken } from './loadPayToken.ts'
import { pay } from './pay.ts'
import { PAY_NOT_PAID_MESSAGES, payWithExchange } from './payWithExchange.ts'
import { retryPay } from './retryPay.ts'

// A contract-shaped stand-in of the server's pay routes (docs/onramp-and-pay.md) over real HTTP,
// and happy-dom's window with `window.open` stubbed (it cannot open a second browsing context):
// messages "from" the exchange's window are dispatched as a browser would, with the origin and
// source it stamps. The chain check is the mock adapter's `checkTransfer` (a stand-in: the EVM
// adapter's real one reads anvil in the end-to-end test).

const CHECKOUT_ORIGIN = 'https://exchange.example'
const SESSION = 'session-1'
const HASH = `0x${'ab'.repeat(32)}`

let server: Server
let apiUrl: string
/** What `GET /v1/pay/exchange-status` answers. */
let exchangeStatus: { status: string; txHash?: string } = { status: 'pending' }
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    asked.push(`${request.method} ${url.pathname}`)
    response.setHeader('content-type', 'application/json')
    response.setHeader('access-control-allow-origin', '*')
    if (url.pathname === '/v1/pay/exchanges')
      response.end(JSON.stringify({ exchanges: [{ id: 'sandbox', name: 'Sandbox Exchange' }] }))
    else if (url.pathname === '/v1/pay/exchange-url')
      response.end(
        JSON.stringify({ url: `${CHECKOUT_ORIGIN}/checkout/${SESSION}`, sessionId: SESSION }),
      )
    else if (url.pathname === '/v1/pay/exchange-status')
      response.end(JSON.stringify(exchangeStatus))
    else {
      response.statusCode = 404
      response.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  vi.restoreAllMocks()
  exchangeStatus = { status: 'pending' }
})

interface ExchangeKit {
  config: PorticoConfig
  popups: PopupStub
  checked: CheckTransferParameters[]
  paying: Promise<unknown>
}

/** The block the stand-in network is at when the payment opens. */
const OPENED_AT = 1_234n

interface PayKitOptions {
  /** What the chain check answers, or a function asked each time. Default: confirmed. */
  answer?: CheckedTransfer | (() => Promise<CheckedTransfer>)
  /** The adapter's `readBlockHeight`; `null` leaves it out. Default: OPENED_AT. */
  readBlockHeight?: (() => Promise<bigint>) | null
}

/** A payment of 5 ETH opened, its token read and the exchanges listed. */
async function openPayment(options: PayKitOptions = {}): Promise<ExchangeKit> {
  const { answer = { status: 'confirmed', from: TEST_ADDRESS } } = options
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [TEST_ADDRESS],
    chainId: 31337,
    transfers: {},
    addressChecks: evmAddressChecks,
  })
  const checked: CheckTransferParameters[] = []
  if (adapter.transfers) {
    adapter.transfers.checkTransfer = async (parameters) => {
      checked.push(parameters)
      return typeof answer === 'function' ? answer() : answer
    }
    if (options.readBlockHeight !== null)
      adapter.transfers.readBlockHeight = options.readBlockHeight ?? (async () => OPENED_AT)
  }
  const config = createTestConfig({
    adapters: [adapter],
    networks: [localNetwork],
    features: { pay: true },
    apiUrl,
    fetch: (...args) => fetch(...args),
  })
  const popups = stubPopups()
  const paying = pay(config, {
    recipient: OTHER_ADDRESS,
    amount: '5',
    asset: 'native',
    network: localNetwork.caipNetworkId,
  }).catch((error: unknown) => error)
  await untilPay(config, (state) => state.request !== undefined)
  await loadPayToken(config)
  await loadPayExchanges(config)
  expect(config.stores.pay.getState().exchanges).toEqual({
    status: 'ready',
    items: [{ id: 'sandbox', name: 'Sandbox Exchange' }],
  })
  return { config, popups, checked, paying }
}

/** `openPayment`, then the sandbox exchange picked and its page open. */
async function openExchangeCheckout(options: PayKitOptions = {}): Promise<ExchangeKit> {
  const kit = await openPayment(options)
  const { config, popups } = kit
  void payWithExchange(config, { exchangeId: 'sandbox' })
  // Opened in the call itself, before anything was awaited (popup blockers).
  expect(popups.popups).toHaveLength(1)
  await untilPay(config, (state) => state.session !== undefined)
  expect(popups.last().location.href).toBe(`${CHECKOUT_ORIGIN}/checkout/${SESSION}`)
  return kit
}

const completed = {
  type: 'portico:checkout',
  sessionId: SESSION,
  status: 'completed',
  txHash: HASH,
}

describe('payWithExchange', () => {
  it('behavior: hostile messages (another origin, another window, another session, another shape) are ignored; the right one is checked on chain and resolves pay', async () => {
    const { config, popups, checked, paying } = await openExchangeCheckout()
    const popup = popups.last()
    popups.post(completed, { origin: 'https://evil.example', source: popup })
    popups.post(completed, { origin: `${CHECKOUT_ORIGIN}:8443`, source: popup })
    popups.post(completed, { origin: CHECKOUT_ORIGIN, source: window })
    popups.post(
      { ...completed, sessionId: 'session-2' },
      { origin: CHECKOUT_ORIGIN, source: popup },
    )
    popups.post({ ...completed, status: 'paid' }, { origin: CHECKOUT_ORIGIN, source: popup })
    popups.post({ ...completed, txHash: 'not a hash' }, { origin: CHECKOUT_ORIGIN, source: popup })
    popups.post('portico:checkout completed', { origin: CHECKOUT_ORIGIN, source: popup })
    expect(config.stores.pay.getState().status).toBe('waiting')
    expect(checked).toEqual([])

    popups.post(completed, { origin: CHECKOUT_ORIGIN, source: popup })
    await expect(paying).resolves.toEqual({
      txHash: HASH,
      network: 'eip155:31337',
      from: TEST_ADDRESS,
      method: 'exchange',
    })
    expect(checked).toEqual([
      expect.objectContaining({
        hash: HASH,
        to: OTHER_ADDRESS,
        amount: 5n * 10n ** 18n,
        token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
        // Only a transaction mined after the block the payment opened at counts.
        minedAfter: OPENED_AT,
      }),
    ])
    expect(config.stores.pay.getState()).toMatchObject({ status: 'confirmed', hash: HASH })
  })

  it('behavior: the window closed with the exchange still pending → nothing was paid, pay stays open', async () => {
    const { config, popups, checked, paying } = await openExchangeCheckout()
    popups.closeByVisitor()
    const state = await untilPay(config, (current) => current.status === 'idle')
    expect(state.error).toBe(PAY_NOT_PAID_MESSAGES.closed)
    expect(checked).toEqual([])
    // The payment is still open for another try; closing the modal ends it.
    closeModal(config)
    expect(await paying).toBeInstanceOf(ModalClosedError)
  })

  it('behavior: the window closed after the exchange paid (no message) → the status route says so, the chain is checked', async () => {
    const { popups, checked, paying } = await openExchangeCheckout()
    exchangeStatus = { status: 'completed', txHash: HASH }
    popups.closeByVisitor()
    await expect(paying).resolves.toMatchObject({ txHash: HASH, method: 'exchange' })
    expect(checked).toHaveLength(1)
  })

  it('behavior: the chain shows something else than asked → pay rejects with PayFailedError', async () => {
    const reason = 'The transaction did not send ETH to the recipient'
    const { config, popups, paying } = await openExchangeCheckout({
      answer: { status: 'failed', reason },
    })
    popups.post(completed, { origin: CHECKOUT_ORIGIN, source: popups.last() })
    const error = await paying
    expect(error).toBeInstanceOf(PayFailedError)
    expect((error as Error).message).toBe(`Payment failed: ${reason}`)
    expect(config.stores.pay.getState()).toMatchObject({ status: 'failed' })
  })

  it("behavior: the network does not answer about the exchange's transaction → unknown, pay stays open; retryPay asks again about the same hash and resolves", async () => {
    let networkUp = false
    const { config, popups, checked, paying } = await openExchangeCheckout({
      answer: async () => {
        if (!networkUp) throw new ChainRpcError()
        return { status: 'confirmed', from: TEST_ADDRESS }
      },
    })
    popups.post(completed, { origin: CHECKOUT_ORIGIN, source: popups.last() })
    const unknown = await untilPay(config, (state) => state.status === 'unknown')
    expect(unknown).toMatchObject({ hash: HASH, error: PAY_UNKNOWN_MESSAGE })
    // Nothing can be paid again while it may still land.
    await expect(payWithExchange(config, { exchangeId: 'sandbox' })).rejects.toBeInstanceOf(
      PayInProgressError,
    )
    networkUp = true
    await retryPay(config)
    await expect(paying).resolves.toMatchObject({ txHash: HASH, method: 'exchange' })
    expect(checked.map((check) => check.hash)).toEqual([HASH, HASH])
    expect(popups.popups).toHaveLength(1)
  })

  it('behavior: the modal closed while the payment is unknown → PayUnconfirmedError with the hash', async () => {
    const { config, popups, paying } = await openExchangeCheckout({
      answer: () => Promise.reject(new ChainRpcError()),
    })
    popups.post(completed, { origin: CHECKOUT_ORIGIN, source: popups.last() })
    await untilPay(config, (state) => state.status === 'unknown')
    closeModal(config)
    const error = await paying
    expect(error).toBeInstanceOf(PayUnconfirmedError)
    expect(error).toMatchObject({ txHash: HASH, network: 'eip155:31337' })
  })

  it("behavior: the network's block height cannot be read → the window closes before anything is paid, the view says why, pay stays open", async () => {
    const { config, popups, checked, paying } = await openPayment({
      readBlockHeight: () => Promise.reject(new ChainRpcError()),
    })
    void payWithExchange(config, { exchangeId: 'sandbox' })
    const state = await untilPay(config, (current) => current.status === 'idle')
    expect(state.error).toBe(new ChainRpcError().message)
    expect(popups.last().closed).toBe(true)
    expect(checked).toEqual([])
    closeModal(config)
    expect(await paying).toBeInstanceOf(ModalClosedError)
  })

  it('behavior: an adapter that cannot say when the payment opened → PayFailedError, no window opened', async () => {
    const { config, popups, paying } = await openPayment({ readBlockHeight: null })
    await payWithExchange(config, { exchangeId: 'sandbox' })
    expect(popups.popups).toEqual([])
    const error = await paying
    expect(error).toBeInstanceOf(PayFailedError)
    expect((error as Error).message).toBe(
      'Payment failed: no adapter can check a payment on Portico Local',
    )
  })
})
