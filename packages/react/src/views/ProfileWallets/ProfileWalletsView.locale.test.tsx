import { type Connector, connect, openModal } from '@portico/core'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_CONNECTOR } from '../../test/createTestAdapter.ts'
import { englishLeft } from '../../test/englishLeft.ts'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

// Issue #30: ProfileWallets in the visitor's language, addresses left to right.
afterEach(cleanupKits)

const SECOND_CONNECTOR: Connector = {
  ...TEST_CONNECTOR,
  id: 'dev.portico.second',
  name: 'Second Test Wallet',
  info: { rdns: 'dev.portico.second', icon: TEST_CONNECTOR.info?.icon },
}

/** Both test wallets connected (the second is the connected one), on ProfileWallets. */
async function openWallets(locale: 'de' | 'ar', title: string): Promise<Kit> {
  const kit = await renderKit({
    options: { locale, features: { multiWallet: true } },
    adapter: { connectors: [TEST_CONNECTOR, SECOND_CONNECTOR] },
  })
  await waitFor(() => expect(kit.config.stores.connectors.getState().connectors).toHaveLength(2))
  await act(() => connect(kit.config, { connectorId: TEST_CONNECTOR.id }))
  await act(() => connect(kit.config, { connectorId: SECOND_CONNECTOR.id }))
  await act(() => openModal(kit.config, { view: 'ProfileWallets' }))
  await kit.modal().findByRole('heading', { name: title }, CHUNK_TIMEOUT)
  await kit.modal().findAllByRole('listitem', {}, CHUNK_TIMEOUT)
  return kit
}

describe('ProfileWallets in another language', { timeout: 30_000 }, () => {
  it('German: badges, Switch and Disconnect, Add wallet', async () => {
    const kit = await openWallets('de', 'Wallets')
    const modal = kit.modal()
    const first = within(modal.getByRole('listitem', { name: TEST_CONNECTOR.name }))
    const second = within(modal.getByRole('listitem', { name: 'Second Test Wallet' }))

    expect(first.getByText('Aktiv')).toBeTruthy()
    expect(first.getByRole('button', { name: `Zu ${TEST_CONNECTOR.name} wechseln` })).toBeTruthy()
    expect(second.getByText('Verbunden')).toBeTruthy()
    expect(second.getByRole('button', { name: 'Second Test Wallet trennen' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Wallet hinzufügen' })).toBeTruthy()
    expect(englishLeft(kit.host()?.shadowRoot, 'de', ['account'])).toEqual([])
  })

  it('Arabic: right to left, each address left to right', async () => {
    const kit = await openWallets('ar', 'المحافظ')
    const modal = kit.modal()
    const second = modal.getByRole('listitem', { name: 'Second Test Wallet' })

    expect(second.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(second.querySelector('.wallet-row-address')?.getAttribute('dir')).toBe('ltr')
    expect(within(second).getByText('متصلة')).toBeTruthy()
    expect(modal.getByRole('button', { name: 'إضافة محفظة' })).toBeTruthy()
    expect(englishLeft(kit.host()?.shadowRoot, 'ar', ['account'])).toEqual([])
  })
})
