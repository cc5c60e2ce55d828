import { localNetwork2 } from '@portico/test-utils/networks'
import { waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { openAccountWithSwaps, openSwapView, type SwapViewKit } from '../../test/openSwapView.ts'
import { cleanupKits } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const amountField = (kit: SwapViewKit) => kit.modal().getByLabelText('You pay') as HTMLInputElement
const review = (kit: SwapViewKit) => kit.modal().getByTestId('swap-review')

/** Picks the token to receive through the picker. */
async function pickToReceive(kit: SwapViewKit, symbol: string): Promise<void> {
  await kit.user.click(kit.modal().getByTestId('swap-to-token'))
  await kit.modal().findByRole('heading', { name: 'Token to Receive' }, CHUNK_TIMEOUT)
  const options = await kit.modal().findAllByTestId('swap-token-option')
  const option = options.find((entry: HTMLElement) =>
    within(entry).queryByText(symbol, { exact: true }),
  )
  if (!option) throw new Error(`No ${symbol} in the picker`)
  await kit.user.click(option)
  await kit.modal().findByRole('form', { name: 'Swap' })
}

/** The message under a field (its aria-describedby error), empty when there is none. */
function fieldError(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const root = field.getRootNode() as ShadowRoot
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join('')
}

describe('Swap view', { timeout: 30_000 }, () => {
  it('default: the native token to pay with its balance, the amount focused, Review says what is missing', async () => {
    const kit = await openSwapView()
    expect(await kit.modal().findByRole('heading', { name: 'Swap' })).toBeTruthy()
    expect(kit.modal().getByTestId('swap-from-token').textContent).toContain('ETH')
    expect(kit.modal().getByTestId('swap-from-balance').textContent).toBe('Balance: 10.00 ETH')
    expect(kit.modal().getByTestId('swap-to-token').getAttribute('aria-label')).toBe(
      'Token to receive: none selected',
    )
    await waitFor(() => expect(kit.host()?.shadowRoot?.activeElement).toBe(amountField(kit)))
    expect(review(kit).textContent).toBe('Select a token to receive')
    expect(review(kit).getAttribute('aria-disabled')).toBe('true')
  })

  it('behavior: a live quote for what is typed: amount out, USD, rate, impact, fee, minimum, route', async () => {
    const kit = await openSwapView()
    await pickToReceive(kit, 'PUSD')
    await kit.user.type(amountField(kit), '1')
    const received = kit.modal().getByTestId('swap-to-amount')
    await waitFor(() => expect(within(received).getByText('1974.316').title).toBe('1,974.316068'))
    expect(kit.modal().getByTestId('swap-from-usd').textContent).toBe('$2,000.00')
    expect(kit.modal().getByTestId('swap-to-usd').textContent).toBe('$1,974.32')
    expect(kit.modal().getByTestId('swap-rate').textContent).toBe('1 ETH = 1974.320 PUSD')
    expect(kit.modal().getByTestId('swap-impact').textContent).toBe('0.3%')
    expect(kit.modal().getByTestId('swap-fee').textContent).toBe('0.00015 ETH≈ $0.30')
    expect(within(kit.modal().getByTestId('swap-minimum')).getByText('1954.573 PUSD').title).toBe(
      '1,954.572907 PUSD',
    )
    expect(kit.modal().getByTestId('swap-route').textContent).toBe('ETH → PUSD')
    expect(kit.modal().getByTestId('swap-slippage').textContent).toBe('1%')
    expect(review(kit).textContent).toBe('Review swap')
    expect(review(kit).getAttribute('aria-disabled')).toBeNull()
  })

  it('behavior: a new slippage gives a new minimum received; a bad one says why and stays', async () => {
    const kit = await openSwapView()
    await pickToReceive(kit, 'PUSD')
    await kit.user.type(amountField(kit), '1')
    await kit.modal().findByTestId('swap-details', {}, CHUNK_TIMEOUT)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Change the slippage' }))
    await kit.user.click(kit.modal().getByRole('button', { name: '0.5%' }))
    expect(kit.modal().getByTestId('swap-slippage').textContent).toBe('0.5%')
    const minimum = within(kit.modal().getByTestId('swap-minimum'))
    expect(minimum.getByText('1964.444 PUSD').title).toBe('1,964.444487 PUSD')
    const other = kit.modal().getByLabelText('Other slippage (%)')
    await kit.user.type(other, '80')
    expect(fieldError(other)).toBe('Slippage must be from 0.05% to 50%')
    expect(kit.modal().getByTestId('swap-slippage').textContent).toBe('8%')
  })

  it('behavior: more than the balance: the quote still shows, the field and Review say why', async () => {
    const kit = await openSwapView()
    await pickToReceive(kit, 'PUSD')
    await kit.user.type(amountField(kit), '20')
    await kit.user.tab()
    expect(fieldError(amountField(kit))).toBe('Insufficient ETH balance')
    expect(review(kit).textContent).toBe('Insufficient ETH balance')
    await waitFor(() => expect(kit.modal().getByTestId('swap-to-amount').textContent).not.toBe('…'))
  })

  it('behavior: switching the sides pays with the token that was to be received', async () => {
    const kit = await openSwapView()
    await pickToReceive(kit, 'PUSD')
    await kit.user.click(
      kit.modal().getByRole('button', { name: 'Switch the tokens paid and received' }),
    )
    expect(kit.modal().getByTestId('swap-from-token').textContent).toContain('PUSD')
    expect(kit.modal().getByTestId('swap-from-balance').textContent).toBe('Balance: 5000.00 PUSD')
    expect(kit.modal().getByTestId('swap-to-token').textContent).toContain('ETH')
  })

  it('behavior: a network the service does not swap on says Network not supported for Swaps', async () => {
    const kit = await openAccountWithSwaps({ adapter: { chainId: localNetwork2.id as number } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Swap' }))
    expect(
      (await kit.modal().findByTestId('swap-unsupported', {}, CHUNK_TIMEOUT)).textContent,
    ).toBe('Network not supported for Swaps')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Back to account' }))
    await kit.modal().findByTestId('account-address')
  })

  it('behavior: the gas price endpoint failing still gives a quote (the wallet picks the price)', async () => {
    const kit = await openAccountWithSwaps()
    // The fixture's 503 stands in for a gas price service that is down.
    kit.directory.convert?.setFaults({ gasPriceDown: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Swap' }))
    await kit.modal().findByRole('form', { name: 'Swap' }, CHUNK_TIMEOUT)
    await waitFor(() => expect(kit.config.stores.swap.getState().gasPrice).toBeNull())
    await pickToReceive(kit, 'PUSD')
    await kit.user.type(amountField(kit), '1')
    await waitFor(() => expect(review(kit).textContent).toBe('Review swap'))
  })
})
