import { getSwapTokens, setSwapAmount, setSwapFromToken, setSwapToToken } from '@portico/core'
import { FIXTURE_NATIVE, FIXTURE_PUSD, FIXTURE_ROUTER } from '@portico/test-utils/convertFixture'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { openSwapView, type SwapViewKit } from '../../test/openSwapView.ts'
import { cleanupKits } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** Swap with `amount` of `from` for `to` quoted, then Review: the preview. */
async function openPreview(from: string, to: string, amount: string): Promise<SwapViewKit> {
  const kit = await openSwapView()
  const token = (symbol: string) => {
    const found = getSwapTokens(kit.config).find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`No ${symbol}`)
    return found
  }
  act(() => {
    setSwapFromToken(kit.config, token(from))
    setSwapToToken(kit.config, token(to))
    setSwapAmount(kit.config, amount)
  })
  await waitFor(() =>
    expect(kit.modal().getByTestId('swap-review').textContent).toBe('Review swap'),
  )
  await kit.user.click(kit.modal().getByTestId('swap-review'))
  await kit.modal().findByRole('heading', { name: 'Review Swap' }, CHUNK_TIMEOUT)
  return kit
}

const status = (kit: SwapViewKit) => kit.modal().getByTestId('swap-status')
const steps = (kit: SwapViewKit) =>
  kit
    .modal()
    .queryAllByTestId('swap-step')
    .map((step: HTMLElement) => `${step.getAttribute('data-status')}: ${step.textContent}`)

describe('SwapPreview view', { timeout: 30_000 }, () => {
  it('default: what is paid and received with USD values, the details, Confirm swap', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    const summary = kit.modal().getByTestId('swap-summary')
    // What is paid, every digit; what comes, rounded, with the exact quote kept (issue #30).
    expect(summary.textContent).toContain('You pay1 ETH≈')
    expect(summary.textContent).toContain('≈ $2,000.00')
    expect(within(summary).getByText('1974.316 PUSD').title).toBe('1,974.316068 PUSD')
    expect(within(summary).getByText('1,974.316068 PUSD').className).toBe('sr-only')
    expect(kit.host()?.shadowRoot?.activeElement).toBe(summary)
    expect(within(kit.modal().getByTestId('swap-minimum')).getByText('1954.573 PUSD').title).toBe(
      '1,954.572907 PUSD',
    )
    expect(kit.modal().getByRole('button', { name: 'Confirm swap' })).toBeTruthy()
    expect(steps(kit)).toEqual([])
  })

  it('behavior: ETH → PUSD: one step, the wallet asked, then confirmed; Done goes back to Account', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.adapter.setFeatures({ waitForTransferHangs: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap pending on the network'))
    expect(steps(kit)).toEqual(['pending: Swap ETH for PUSDPending on the network'])
    expect(kit.wallet.sent).toHaveLength(1)
    expect(kit.wallet.sent[0]?.to).toBe(FIXTURE_ROUTER)

    kit.adapter.setFeatures({ waitForTransferHangs: false })
    await waitFor(() => expect(status(kit).textContent).toBe('Swap confirmed: ETH for PUSD'))
    expect(steps(kit)).toEqual(['confirmed: Swap ETH for PUSDConfirmed'])
    expect(kit.modal().getByTestId('swap-summary').textContent).toContain('You paid')
    const done = kit.modal().getByRole('button', { name: 'Done' })
    expect(kit.host()?.shadowRoot?.activeElement).toBe(done)
    await kit.user.click(done)
    await kit.modal().findByTestId('account-address')
    expect(kit.config.stores.swap.getState().confirmation).toBeUndefined()
  })

  it('behavior: PUSD → ETH asks for the approval first, then the swap: both steps shown', async () => {
    const kit = await openPreview('PUSD', 'ETH', '100')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap confirmed: PUSD for ETH'))
    expect(steps(kit)).toEqual([
      'confirmed: Approve PUSDConfirmed',
      'confirmed: Swap PUSD for ETHConfirmed',
    ])
    expect(kit.wallet.sent.map((sent) => sent.to)).toEqual([FIXTURE_PUSD, FIXTURE_ROUTER])
  })

  it('behavior: the price moved beyond slippage: nothing sent, the new quote shown, Confirm new quote', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.directory.convert?.movePool(FIXTURE_NATIVE, FIXTURE_PUSD, 5)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    const moved = await kit.modal().findByTestId('swap-moved')
    expect(moved.textContent).toContain('The price moved beyond your 1% slippage')
    expect(moved.textContent).toContain('instead of 1974.316')
    expect(kit.wallet.sent).toHaveLength(0)
    const summary = kit.modal().getByTestId('swap-summary').textContent ?? ''
    expect(summary).not.toContain('1974.316 PUSD')

    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm new quote' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap confirmed: ETH for PUSD'))
    expect(kit.wallet.sent).toHaveLength(1)
  })

  it('behavior: the wallet refuses: failed, Try again sends once', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.wallet.refuse = true
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap failed'))
    expect(steps(kit)[0]).toMatch(/^failed: Swap ETH for PUSDFailed: /)
    const again = kit.modal().getByRole('button', { name: 'Try again' })
    expect(kit.host()?.shadowRoot?.activeElement).toBe(again)
    kit.wallet.refuse = false
    await kit.user.click(again)
    await waitFor(() => expect(status(kit).textContent).toBe('Swap confirmed: ETH for PUSD'))
    expect(kit.wallet.sent).toHaveLength(1)
  })

  it('behavior: reverted on chain: failed with the reason, and what it means (only the fee was paid)', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.adapter.setFeatures({
      transferOutcome: { status: 'failed', reason: 'The transaction reverted' },
    })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap failed'))
    expect(kit.modal().getByTestId('swap-error').textContent).toBe('The transaction reverted')
    expect(kit.modal().getByTestId('swap-reverted').textContent).toContain(
      'Nothing was traded; only the network fee was paid.',
    )
    expect(kit.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: an unknown end: Check again asks about the same transaction, never sends again', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.adapter.setFeatures({ waitForTransferError: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Status unknown'))
    kit.adapter.setFeatures({ waitForTransferError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(status(kit).textContent).toBe('Swap confirmed: ETH for PUSD'))
    expect(kit.wallet.sent).toHaveLength(1)
  })

  it('behavior: a service transaction that does not match the swap is refused with a clear message', async () => {
    const kit = await openPreview('ETH', 'PUSD', '1')
    kit.directory.convert?.setFaults({ tamperTrade: 'amountOutMin' })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    expect((await kit.modal().findByTestId('swap-error')).textContent).toBe(
      'The swap service answered a transaction that does not match your swap',
    )
    expect(within(kit.modal().getByTestId('swap-step')).getByText(/Not sent/)).toBeTruthy()
    expect(kit.wallet.sent).toHaveLength(0)
  })
})
