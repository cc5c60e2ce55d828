import { connect, openModal, type TokenBalance } from '@portico/core'
import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { act, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { englishLeft } from '../../test/englishLeft.ts'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from '../../test/openSendView.ts'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

// Issue #30: Account and its tabs in the visitor's language, numbers and dates through Intl,
// Arabic right to left; no message of the account catalogue left in English.
afterEach(cleanupKits)

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 19_999_998,
  price: 2000,
  quantity: { decimals: '18', numeric: '9999.999' },
  iconUrl: null,
}
const PUSD: TokenBalance = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 12345.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12345.5' },
  iconUrl: null,
}
const HISTORY = [
  transactionFixture({
    id: 'r1',
    minedAt: '2026-03-02T10:00:00.000Z',
    operationType: 'receive',
    quantity: '1.23456',
  }),
]

async function openAccount(parameters: RenderKitParameters): Promise<Kit> {
  const kit = await openAccountWithTransfers({
    // 9999.999 ETH: rounded to 10000.00, the exact balance kept.
    adapter: { balance: 9_999_999n * 10n ** 15n },
    chainData: { balances: [ETH, PUSD], history: HISTORY },
    ...parameters,
  })
  await kit.modal().findByTestId('tokens-total', {}, CHUNK_TIMEOUT)
  return kit
}

const tabNames = (kit: Kit) =>
  kit
    .modal()
    .getAllByRole('tab')
    .map((tab: HTMLElement) => tab.textContent)

describe('Account view in another language', { timeout: 30_000 }, () => {
  it('German: headings, buttons, tabs, balance and USD in German, nothing left in English', async () => {
    const kit = await openAccount({ options: { locale: 'de' } })
    const modal = kit.modal()

    expect(await modal.findByRole('heading', { name: 'Konto' })).toBeTruthy()
    const balance = await modal.findByTestId('account-balance')
    expect(balance.textContent).toBe('10000,00 ETH')
    expect(balance.title).toBe('9.999,999 ETH')
    expect(modal.getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
    expect(
      modal.getByRole('button', { name: 'Netzwerk: Portico Local, Netzwerk wechseln' }),
    ).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Empfangen' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Senden' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Trennen' })).toBeTruthy()
    expect(modal.getByRole('tablist', { name: 'Konto' })).toBeTruthy()
    expect(tabNames(kit)).toEqual(['Token', 'NFTs', 'Aktivität'])
    expect(modal.getByTestId('tokens-total').textContent).toBe('20.012.343,50\u00a0$')
    expect(englishLeft(kit.host()?.shadowRoot, 'de', ['account'])).toEqual([])

    await kit.user.click(modal.getByRole('tab', { name: 'Aktivität' }))
    const march = within(await modal.findByRole('region', { name: 'März 2026' }))
    const [row] = march.getAllByTestId('activity-row')
    expect(row?.textContent).toContain('Empfangen')
    expect(row?.textContent).toContain('von 0x70…1ec3d0')
    expect(within(row as HTMLElement).getByTestId('activity-amount').textContent).toBe('+1,235 ETH')
    expect(englishLeft(kit.host()?.shadowRoot, 'de', ['account'])).toEqual([])
  })

  it("German: Activity's failure (core's message) and its Try again", async () => {
    const kit = await renderKit({ options: { locale: 'de' }, chainData: { history: HISTORY } })
    kit.directory.setHistoryMode('error')
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    await act(() => openModal(kit.config, { view: 'Account' }))
    await kit.user.click(await kit.modal().findByRole('tab', { name: 'Aktivität' }, CHUNK_TIMEOUT))
    const failure = await kit.modal().findByTestId('activity-error')
    expect(failure.textContent).toContain('Transaktionen konnten nicht abgerufen werden')
    expect(within(failure).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
    expect(englishLeft(kit.host()?.shadowRoot, 'de', ['account', 'feedback'])).toEqual([])
  })

  it('Arabic: right to left, addresses and amounts isolated left to right, tabs keyed from the right', async () => {
    const kit = await openAccount({ options: { locale: 'ar' } })
    const modal = kit.modal()

    const heading = await modal.findByRole('heading', { name: 'الحساب' })
    expect(heading.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(modal.getByTestId('account-address').getAttribute('dir')).toBe('ltr')
    expect((await modal.findByTestId('account-balance')).getAttribute('dir')).toBe('ltr')
    expect(modal.getByRole('button', { name: 'نسخ العنوان' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'قطع الاتصال' })).toBeTruthy()
    expect(tabNames(kit)).toEqual(['الرموز', 'NFT', 'النشاط'])
    expect(englishLeft(kit.host()?.shadowRoot, 'ar', ['account'])).toEqual([])

    // The tabs run from the right: Left goes to the next one.
    modal.getByRole('tab', { name: 'الرموز' }).focus()
    await kit.user.keyboard('{ArrowLeft}')
    expect(modal.getByRole('tab', { name: 'NFT' }).getAttribute('aria-selected')).toBe('true')
    await kit.user.keyboard('{ArrowLeft}')
    const activity = modal.getByRole('tab', { name: 'النشاط' })
    expect(activity.getAttribute('aria-selected')).toBe('true')
    const [row] = await modal.findAllByTestId('activity-row')
    expect(row?.textContent).toContain('تم الاستلام')
    expect(row?.querySelector('[dir="ltr"]')?.textContent).toBe('0x70…1ec3d0')
    expect(englishLeft(kit.host()?.shadowRoot, 'ar', ['account'])).toEqual([])
    await kit.user.keyboard('{ArrowRight}')
    expect(modal.getByRole('tab', { name: 'NFT' }).getAttribute('aria-selected')).toBe('true')
  })
})
