import { within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { viewRegistry } from '../../modal/viewRegistry.ts'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from '../../test/openSendView.ts'
import { openAccountWithSwaps } from '../../test/openSwapView.ts'
import { cleanupKits, type Kit } from '../../test/renderKit.tsx'

afterEach(() => {
  vi.restoreAllMocks()
  return cleanupKits()
})

/** The labels of the Account view's wallet feature buttons, in order; none when the list is absent. */
function featureLabels(kit: Kit): string[] {
  const list = kit.modal().queryByRole('list', { name: 'Wallet features' })
  if (!list) return []
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
}

describe('Account view, wallet feature buttons', { timeout: 30_000 }, () => {
  it('default: Buy, Swap, Receive, Send (spec §9 order: onramp, swaps, receive, send)', async () => {
    const kit = await openAccountWithTransfers()
    expect(featureLabels(kit)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('parameters: features.send off, Buy, Swap and Receive', async () => {
    const kit = await openAccountWithTransfers({ options: { features: { send: false } } })
    expect(featureLabels(kit)).toEqual(['Buy', 'Swap', 'Receive'])
  })

  it('parameters: features.onramp, features.receive and features.swaps off, only Send', async () => {
    const kit = await openAccountWithTransfers({
      options: { features: { onramp: false, receive: false, swaps: false } },
    })
    expect(featureLabels(kit)).toEqual(['Send'])
  })

  it('parameters: all off, no feature list', async () => {
    const kit = await openAccountWithTransfers({
      options: { features: { onramp: false, send: false, receive: false, swaps: false } },
    })
    expect(kit.modal().queryByRole('list', { name: 'Wallet features' })).toBeNull()
  })

  it('behavior: hovering or focusing Receive fetches its chunk; a click opens it', async () => {
    const kit = await openAccountWithTransfers()
    const receive = viewRegistry.Receive
    if (!receive) throw new Error('Receive is not registered')
    const load = vi.spyOn(receive, 'load')
    const button = kit.modal().getByRole('button', { name: 'Receive' })

    await kit.user.hover(button)
    expect(load).toHaveBeenCalledTimes(1)
    button.focus()
    expect(load).toHaveBeenCalledTimes(2)

    await kit.user.click(button)
    expect(await kit.modal().findByRole('heading', { name: 'Receive' }, CHUNK_TIMEOUT)).toBeTruthy()
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'Receive',
    ])
  })

  it('behavior: hovering Send fetches its chunk; a click opens an empty Send form', async () => {
    const kit = await openAccountWithTransfers()
    const send = viewRegistry.Send
    if (!send) throw new Error('Send is not registered')
    const load = vi.spyOn(send, 'load')
    const button = kit.modal().getByRole('button', { name: 'Send' })

    await kit.user.hover(button)
    expect(load).toHaveBeenCalledTimes(1)
    await kit.user.click(button)
    expect(await kit.modal().findByRole('form', { name: 'Send' }, CHUNK_TIMEOUT)).toBeTruthy()
    expect(kit.config.stores.send.getState().amountInput).toBeUndefined()
  })

  it('behavior: hovering Swap fetches its chunk; a click opens an empty Swap form', async () => {
    const kit = await openAccountWithSwaps()
    const swap = viewRegistry.Swap
    if (!swap) throw new Error('Swap is not registered')
    const load = vi.spyOn(swap, 'load')
    const button = kit.modal().getByRole('button', { name: 'Swap' })

    await kit.user.hover(button)
    expect(load).toHaveBeenCalledTimes(1)
    await kit.user.click(button)
    expect(await kit.modal().findByRole('form', { name: 'Swap' }, CHUNK_TIMEOUT)).toBeTruthy()
    expect(kit.config.stores.swap.getState()).toMatchObject({ slippage: '1' })
    expect(kit.config.stores.swap.getState().amountInput).toBeUndefined()
  })

  it('behavior: hovering Buy fetches its chunk; a click opens the Buy view', async () => {
    const kit = await openAccountWithSwaps()
    const buy = viewRegistry.Buy
    if (!buy) throw new Error('Buy is not registered')
    const load = vi.spyOn(buy, 'load')
    const button = kit.modal().getByRole('button', { name: 'Buy' })

    await kit.user.hover(button)
    expect(load).toHaveBeenCalledTimes(1)
    await kit.user.click(button)
    expect(kit.config.stores.router.getState().view).toBe('Buy')
    expect(kit.config.stores.onramp.getState()).toMatchObject({ paymentMethod: 'card' })
  })
})
