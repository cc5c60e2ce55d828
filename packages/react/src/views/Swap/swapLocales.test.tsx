import {
  getSwapTokens,
  type Locale,
  navigate,
  setSwapAmount,
  setSwapFromToken,
  setSwapToToken,
} from '@portico/core'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { openAccountWithSwaps, type SwapViewKit } from '../../test/openSwapView.ts'
import { cleanupKits } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** English words of the Swap views that a translated view must not show. */
const ENGLISH =
  /You pay|You receive|Balance|Price impact|Network fee|Minimum received|Review swap|Change|Confirm swap|Edit|Done/

/** Account in `locale`, then Swap (by the router: Account's buttons are another part's). */
async function openSwapIn(locale: Locale): Promise<SwapViewKit> {
  const kit = await openAccountWithSwaps({ options: { locale } })
  act(() => navigate(kit.config, 'Swap'))
  await kit.modal().findByTestId('swap-review', {}, CHUNK_TIMEOUT)
  return kit
}

/** 1 ETH for PUSD on the form, once quoted. */
async function quoteOneEth(kit: SwapViewKit, review: string): Promise<void> {
  const token = (symbol: string) => {
    const found = getSwapTokens(kit.config).find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`No ${symbol}`)
    return found
  }
  act(() => {
    setSwapFromToken(kit.config, token('ETH'))
    setSwapToToken(kit.config, token('PUSD'))
    setSwapAmount(kit.config, '1')
  })
  await waitFor(() => expect(kit.modal().getByTestId('swap-review').textContent).toBe(review))
}

describe('Swap in other languages', { timeout: 30_000 }, () => {
  it('German: labels, details and slippage in German, figures in German notation', async () => {
    const kit = await openSwapIn('de')
    const form = kit.modal().getByRole('form', { name: 'Tauschen' })
    expect(kit.modal().getByLabelText('Sie zahlen')).toBeTruthy()
    expect(kit.modal().getByTestId('swap-from-balance').textContent).toMatch(/^Guthaben: /)
    expect(kit.modal().getByTestId('swap-to-token').getAttribute('aria-label')).toBe(
      'Token zum Empfangen: keiner gewählt',
    )
    expect(kit.modal().getByRole('button', { name: 'Gezahlten und erhaltenen Token vertauschen' }))

    await quoteOneEth(kit, 'Tausch prüfen')
    expect(kit.modal().getByTestId('swap-from-usd').textContent).toBe('2.000,00\u00a0$')
    expect(kit.modal().getByTestId('swap-impact').textContent).toBe('0,3\u00a0%')
    expect(kit.modal().getByTestId('swap-slippage').textContent).toBe('1\u00a0%')
    const terms = [...kit.modal().getByTestId('swap-details').querySelectorAll('dt')].map(
      (term) => term.textContent,
    )
    expect(terms).toEqual([
      'Kurs',
      'Preisauswirkung',
      'Netzwerkgebühr',
      'Mindestens erhalten',
      'Route',
      'Slippage',
    ])

    // The slippage setting: presets in German notation, a typed decimal comma understood.
    await kit.user.click(kit.modal().getByRole('button', { name: 'Slippage ändern' }))
    const presets = within(kit.modal().getByRole('group', { name: 'Slippage-Toleranz' }))
    expect(presets.getAllByRole('button').map((preset) => preset.textContent)).toEqual([
      '0,5\u00a0%',
      '1\u00a0%',
      '3\u00a0%',
    ])
    const custom = kit.modal().getByLabelText('Andere Slippage (%)') as HTMLInputElement
    expect(custom.placeholder).toBe('z. B. 2')
    await kit.user.type(custom, '2,5')
    await waitFor(() =>
      expect(kit.modal().getByTestId('swap-slippage').textContent).toBe('2,5\u00a0%'),
    )
    expect(kit.config.stores.swap.getState().slippage).toBe('2.5')

    // An amount typed with a decimal comma is the amount meant.
    const amount = kit.modal().getByLabelText('Sie zahlen')
    act(() => setSwapAmount(kit.config, ''))
    await kit.user.type(amount, '0,5')
    expect(kit.config.stores.swap.getState().amountInput).toBe('0.5')
    expect((amount as HTMLInputElement).value).toBe('0,5')
    expect(form.textContent).not.toMatch(ENGLISH)
  })

  it('Arabic: right to left, the review and its progress in Arabic, figures isolated', async () => {
    const kit = await openSwapIn('ar')
    expect(kit.modal().getByRole('dialog').closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(kit.modal().getByRole('form', { name: 'مبادلة' })).toBeTruthy()
    await quoteOneEth(kit, 'مراجعة المبادلة')
    // Symbols and figures of the rate keep their left-to-right order.
    expect(kit.modal().getByTestId('swap-rate').querySelector('bdi')?.getAttribute('dir')).toBe(
      'ltr',
    )
    expect(kit.modal().getByTestId('swap-route').getAttribute('dir')).toBe('ltr')

    await kit.user.click(kit.modal().getByTestId('swap-review'))
    await kit.modal().findByRole('heading', { name: 'مراجعة المبادلة' }, CHUNK_TIMEOUT)
    const summary = kit.modal().getByTestId('swap-summary')
    expect(summary.textContent).toContain('تدفع')
    expect(summary.textContent).toContain('ستستلم نحو')
    expect(kit.modal().getByRole('button', { name: 'تعديل' })).toBeTruthy()

    await kit.user.click(kit.modal().getByRole('button', { name: 'تأكيد المبادلة' }))
    await waitFor(() =>
      expect(kit.modal().getByTestId('swap-status').textContent).toBe(
        'تأكّدت المبادلة: ETH مقابل PUSD',
      ),
    )
    expect(kit.modal().getByTestId('swap-step').textContent).toBe('مبادلة ETH بـ PUSDمؤكَّد')
    expect(summary.textContent).toContain('دفعت')
    expect(kit.modal().getByRole('button', { name: 'تم' })).toBeTruthy()
    expect(kit.modal().getByRole('dialog').textContent).not.toMatch(ENGLISH)
  })
})
