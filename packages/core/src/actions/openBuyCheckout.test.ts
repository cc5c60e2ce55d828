import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BUY_CHECKOUT_ORIGIN,
  type BuyKit,
  buyKit,
  type FakeWindow,
  fakeWindow,
  postFrom,
  untilBuy,
} from '../test/buyKit.ts'
import { cancelBuyCheckout } from './cancelBuyCheckout.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'
import { openBuyCheckout } from './openBuyCheckout.ts'
import { reopenBuyCheckout } from './reopenBuyCheckout.ts'
import { setBuyAmount } from './setBuyAmount.ts'

const TX_HASH = `0x${'ab'.repeat(32)}`

describe('openBuyCheckout', () => {
  let kit: BuyKit
  let popup: FakeWindow
  let open: ReturnType<typeof vi.spyOn>
  beforeEach(async () => {
    kit = await buyKit()
    await loadOnrampOptions(kit.config)
    setBuyAmount(kit.config, '100')
    await fetchOnrampQuote(kit.config)
    popup = fakeWindow()
    // happy-dom opens no window: the stand-in is what a browser's `window.open` hands back.
    open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  })
  afterEach(async () => {
    open.mockRestore()
    cancelBuyCheckout(kit.config)
    await kit.stop()
  })

  const checkout = () => kit.config.stores.onramp.getState().checkout
  const waiting = () => untilBuy(kit.config, (state) => state.checkout?.status === 'waiting')

  it('default: the window opens in the call, empty, then goes to the checkout with the address filled in', async () => {
    const done = openBuyCheckout(kit.config)
    // Synchronously, before the server answered: popup blockers allow only this.
    expect(open).toHaveBeenCalledWith('', 'portico-onramp', expect.stringContaining('popup=yes'))
    expect(checkout()?.status).toBe('opening')
    await done
    expect(popup.location.href).toBe(`${BUY_CHECKOUT_ORIGIN}/checkout/s-1`)
    expect(checkout()).toEqual({
      status: 'waiting',
      url: `${BUY_CHECKOUT_ORIGIN}/checkout/s-1`,
      sessionId: 's-1',
    })
    expect(kit.urlBodies[0]).toMatchObject({
      destinationWallets: [
        {
          address: kit.config.stores.account.getState().namespaces.eip155?.address,
          blockchains: ['eip155:31337'],
          assets: ['PUSD'],
        },
      ],
      defaultNetwork: 'eip155:31337',
      defaultExperience: 'buy',
      presetFiatAmount: '100',
      quoteId: 'q-100',
      paymentMethod: 'card',
    })
    expect(kit.events.map((event) => event.name)).toContain('BUY_CHECKOUT_OPENED')
  })

  it('behavior: messages from another origin, another window or another session are ignored; the checkout’s own completes once the chain shows it', async () => {
    await openBuyCheckout(kit.config)
    await waiting()
    const completed = { type: 'portico:checkout', status: 'completed', txHash: TX_HASH }
    // A hostile page or frame: the right session but the wrong origin, or not the window.
    postFrom(popup, 'http://127.0.0.1:9999', { ...completed, sessionId: 's-1' })
    postFrom(window, BUY_CHECKOUT_ORIGIN, { ...completed, sessionId: 's-1' })
    postFrom(popup, `${BUY_CHECKOUT_ORIGIN}.evil.example`, { ...completed, sessionId: 's-1' })
    // The checkout's origin and window, another session; then a malformed message.
    postFrom(popup, BUY_CHECKOUT_ORIGIN, { ...completed, sessionId: 's-2' })
    postFrom(popup, BUY_CHECKOUT_ORIGIN, { type: 'portico:checkout', sessionId: 's-1' })
    expect(checkout()?.status).toBe('waiting')
    expect(kit.adapter.state.calls.waitForTransfer).toBe(0)

    // The deposit lands: the balance service lists 97.5 PUSD more.
    kit.pusd = '197.5'
    postFrom(popup, BUY_CHECKOUT_ORIGIN, { ...completed, sessionId: 's-1' })
    const state = await untilBuy(kit.config, (next) => next.checkout?.status === 'completed')
    expect(state.checkout?.received).toEqual({ value: '97.5', currency: 'PUSD' })
    expect(state.checkout?.txHash).toBe(TX_HASH)
    expect(kit.adapter.state.calls.waitForTransfer).toBe(1)
    expect(kit.events.map((event) => event.name)).toContain('BUY_SUCCESS')
  })

  it('behavior: completed but the receipt failed → not said arrived', async () => {
    kit.adapter.setFeatures({ transferOutcome: { status: 'failed' } })
    await openBuyCheckout(kit.config)
    await waiting()
    postFrom(popup, BUY_CHECKOUT_ORIGIN, {
      type: 'portico:checkout',
      sessionId: 's-1',
      status: 'completed',
      txHash: TX_HASH,
    })
    const state = await untilBuy(kit.config, (next) => next.checkout?.status === 'error')
    expect(state.checkout?.error).toMatch(/could not be found on chain/)
  })

  it('behavior: the window closed without a word → Nothing was bought', async () => {
    await openBuyCheckout(kit.config)
    await waiting()
    popup.close()
    const state = await untilBuy(kit.config, (next) => next.checkout?.status === 'closed')
    expect(state.checkout?.status).toBe('closed')
    expect(kit.events.map((event) => event.name)).toContain('BUY_CHECKOUT_CLOSED')
  })

  it('behavior: the provider says cancelled or failed', async () => {
    await openBuyCheckout(kit.config)
    await waiting()
    postFrom(popup, BUY_CHECKOUT_ORIGIN, {
      type: 'portico:checkout',
      sessionId: 's-1',
      status: 'cancelled',
    })
    await untilBuy(kit.config, (next) => next.checkout?.status === 'cancelled')
    expect(kit.events.map((event) => event.name)).toContain('BUY_CHECKOUT_CANCELLED')
  })

  it('behavior: popup blocked → said, the address kept, and a click opens it', async () => {
    open.mockImplementation(() => null)
    await openBuyCheckout(kit.config)
    expect(checkout()).toMatchObject({
      status: 'blocked',
      url: `${BUY_CHECKOUT_ORIGIN}/checkout/s-1`,
      error: 'Your browser blocked the checkout window.',
    })
    open.mockImplementation(() => popup as unknown as Window)
    reopenBuyCheckout(kit.config)
    expect(open).toHaveBeenLastCalledWith(
      `${BUY_CHECKOUT_ORIGIN}/checkout/s-1`,
      'portico-onramp',
      expect.any(String),
    )
    expect(checkout()?.status).toBe('waiting')
    popup.close()
    await untilBuy(kit.config, (next) => next.checkout?.status === 'closed')
  })

  it('behavior: the checkout address failing → a clear error, the empty window closed', async () => {
    // A mocked fault: the stand-in answers 503.
    kit.modes.url = 'down'
    await openBuyCheckout(kit.config)
    expect(popup.closed).toBe(true)
    expect(checkout()).toEqual({
      status: 'error',
      error: 'The checkout could not be opened. Nothing was bought; try again.',
    })
  })

  it('behavior: an amount out of limits opens nothing', async () => {
    setBuyAmount(kit.config, '5')
    await openBuyCheckout(kit.config)
    expect(open).not.toHaveBeenCalled()
    expect(kit.urlBodies).toEqual([])
  })
})
