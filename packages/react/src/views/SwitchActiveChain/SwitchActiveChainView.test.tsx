import { connect, defineNetwork, mockAdapter, openModal } from '@portico/core'
import { localNetwork, localNetwork2, solanaDevnetNetwork } from '@portico/test-utils/networks'
import { act, screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_CONNECTOR } from '../../test/createTestAdapter.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const solanaTestnet = defineNetwork({
  ...solanaDevnetNetwork,
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
})

/** EVM connected and active; a Solana wallet installed, connected when `solanaConnected`. */
async function renderTwoFamilies(solanaConnected: boolean) {
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    chainId: solanaDevnetNetwork.id,
    connectors: [
      { id: 'mock-solana', name: 'Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana' },
    ],
  })
  const kit = await renderKit({
    options: { networks: [localNetwork, localNetwork2, solanaDevnetNetwork, solanaTestnet] },
    extraAdapters: [solana],
  })
  if (solanaConnected) await act(() => connect(kit.config, { connectorId: 'mock-solana' }))
  await act(() => connect(kit.config, { connectorId: TEST_CONNECTOR.id }))
  return { kit, solana }
}

async function open(kit: Kit, data: Parameters<typeof openModal>[1]) {
  await act(() => openModal(kit.config, data))
  return kit.modal().findByRole('heading', { level: 2 })
}

/** axe over the dialog; colour contrast needs real layout (the browser tests check it). */
async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

describe('SwitchActiveChain view', () => {
  it('default, a wallet there: titled after the family, offers to switch; no axe violations', async () => {
    const { kit } = await renderTwoFamilies(true)
    const heading = await open(kit, {
      view: 'SwitchActiveChain',
      data: { switchActiveChain: { namespace: 'solana' } },
    })
    expect(heading.textContent).toBe('Switch to Solana')
    expect(await kit.modal().findByRole('button', { name: 'Switch to Solana' })).toBeTruthy()
    expect(await violations(kit)).toEqual([])
  })

  it('default, no wallet there: offers to connect one; no axe violations', async () => {
    const { kit } = await renderTwoFamilies(false)
    await open(kit, {
      view: 'SwitchActiveChain',
      data: { switchActiveChain: { namespace: 'solana', network: solanaTestnet } },
    })
    expect(
      await kit
        .modal()
        .findByText('No Solana wallet is connected. Connect one to continue on Solana Testnet.'),
    ).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'Connect a Solana wallet' })).toBeTruthy()
    expect(await violations(kit)).toEqual([])
  })

  it('parameters: navigateTo with replace → that view replaces this one', async () => {
    const { kit } = await renderTwoFamilies(true)
    await open(kit, {
      view: 'SwitchActiveChain',
      data: {
        switchActiveChain: { namespace: 'solana', navigateTo: 'SwitchNetwork', replace: true },
      },
    })
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Switch to Solana' }))
    expect(await kit.modal().findByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'SwitchNetwork',
    ])
    expect(kit.config.stores.connection.getState().activeNamespace).toBe('solana')
  })

  it('behavior: the visitor rejects the network switch → the error shows, EVM stays active', async () => {
    const { kit, solana } = await renderTwoFamilies(true)
    solana.setFeatures({ switchNetworkErrorCode: 4001 })
    await open(kit, {
      view: 'SwitchActiveChain',
      data: { switchActiveChain: { namespace: 'solana', network: solanaTestnet } },
    })
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Switch to Solana' }))
    expect((await kit.modal().findByRole('alert')).textContent).toBe('User rejected the request')
    expect(kit.modal().getByRole('heading', { name: 'Switch to Solana' })).toBeTruthy()
    expect(kit.config.stores.connection.getState().activeNamespace).toBe('eip155')
    expect(screen.getByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
  })

  it('behavior: a family no adapter serves → "Unsupported chain namespace"', async () => {
    const { kit } = await renderTwoFamilies(false)
    await open(kit, {
      view: 'SwitchActiveChain',
      data: { switchActiveChain: { namespace: 'bip122' } },
    })
    await kit.user.click(
      await kit.modal().findByRole('button', { name: 'Connect a Bitcoin wallet' }),
    )
    expect((await kit.modal().findByRole('alert')).textContent).toBe('Unsupported chain namespace')
  })
})
