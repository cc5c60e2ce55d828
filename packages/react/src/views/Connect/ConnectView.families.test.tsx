import { connect, mockAdapter, openModal } from '@portico/core'
import { localNetwork, solanaDevnetNetwork } from '@portico/test-utils/networks'
import { act, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** Directory wallets: one Solana, one EVM-only, one whose chains the directory does not know. */
const WALLETS = [
  { id: 'phantom', name: 'Phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
  { id: 'metamask', name: 'MetaMask', chains: ['eip155:1'] },
  { id: 'other', name: 'Other Wallet', chains: null },
]

/** An EVM test wallet and a Solana one installed, EVM and Solana networks configured. */
async function renderTwoFamilies(): Promise<Kit> {
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    chainId: solanaDevnetNetwork.id,
    connectors: [
      { id: 'mock-solana', name: 'Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana' },
    ],
  })
  return renderKit({
    options: { networks: [localNetwork, solanaDevnetNetwork] },
    extraAdapters: [solana],
    wallets: WALLETS,
  })
}

/** The rows a visitor reads: name, and tag when there is one. */
async function rows(kit: Kit): Promise<string[]> {
  const list = await kit.modal().findByRole('list', { name: 'Wallets' })
  await within(list).findByRole('button', { name: /Other Wallet/ })
  return within(list)
    .getAllByRole('button')
    .map((button) => {
      const label = button.querySelector('.list-item-label')?.textContent
      const tag = button.querySelector('.tag')?.textContent
      return tag ? `${label} (${tag})` : `${label}`
    })
}

describe('Connect view with several chain families', () => {
  it('default: every installed wallet says which family it connects', async () => {
    const kit = await renderTwoFamilies()
    await act(() => openModal(kit.config))
    expect(await rows(kit)).toEqual([
      'Portico Test Wallet (EVM · Installed)',
      'Solana Test Wallet (Solana · Installed)',
      'Phantom',
      'MetaMask',
      'Other Wallet',
      'All Wallets (3)',
    ])
  })

  it('behavior: opened for Solana (SwitchActiveChain, no Solana wallet yet) → only wallets that may serve Solana', async () => {
    const kit = await renderTwoFamilies()
    await act(() => openModal(kit.config, { view: 'Connect', data: { namespace: 'solana' } }))
    expect((await kit.modal().findByRole('heading', { level: 2 })).textContent).toBe(
      'Connect Solana Wallet',
    )
    expect(await rows(kit)).toEqual([
      'Solana Test Wallet (Installed)',
      'Phantom',
      'Other Wallet',
      'All Wallets (3)',
    ])
  })

  it('behavior: opened for Solana, the recent EVM wallet is not offered', async () => {
    const kit = await renderTwoFamilies()
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    expect(kit.config.stores.wallets.getState().recent.map((wallet) => wallet.name)).toEqual([
      'Portico Test Wallet',
    ])
    await act(() => openModal(kit.config, { view: 'Connect', data: { namespace: 'solana' } }))
    expect(await rows(kit)).toEqual([
      'Solana Test Wallet (Installed)',
      'Phantom',
      'Other Wallet',
      'All Wallets (3)',
    ])
  })
})
