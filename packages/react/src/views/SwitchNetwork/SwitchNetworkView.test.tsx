import { connect, defineNetwork, mockAdapter } from '@portico/core'
import { localNetwork, localNetwork2, solanaDevnetNetwork } from '@portico/test-utils/networks'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../../test/connectWithModal.ts'
import { TEST_CONNECTOR } from '../../test/createTestAdapter.ts'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

afterEach(cleanupKits)

async function openSwitchNetwork(kit: Kit, listName = 'Networks') {
  await connectWithModal(kit)
  await kit.user.click(screen.getByRole('button', { name: /0xf3…b92266/ }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /Network: Portico Local/ }))
  return kit.modal().findByRole('list', { name: listName })
}

describe('SwitchNetwork view', () => {
  it('default: the configured networks, the current one marked', async () => {
    const kit = await renderKit()
    const list = await openSwitchNetwork(kit)

    const current = within(list).getByRole('button', { name: /Portico Local Connected/ })
    expect(current.getAttribute('aria-current')).toBe('true')
    const other = within(list).getByRole('button', { name: 'Portico Local 2' })
    expect(other.getAttribute('aria-current')).toBeNull()
    // This kit's chain data service serves no chain: every row is noted, and still selectable.
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { description: 'No balance data' })).toHaveLength(
        2,
      ),
    )
    expect(other.hasAttribute('disabled')).toBe(false)
  })

  it('default: every row has its network image, asked of the kit’s own server only', async () => {
    const kit = await renderKit()
    const list = await openSwitchNetwork(kit)
    expect(within(list).getAllByTestId('network-image')).toHaveLength(2)
    // The test networks configure no imageUrl: the server's image by CAIP-2 id.
    const sources = [...list.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(sources).toEqual([
      expect.stringMatching(`^${kit.directory.url}/public/getAssetImage/eip155%3A31337\\?`),
      expect.stringMatching(`^${kit.directory.url}/public/getAssetImage/eip155%3A31338\\?`),
    ])
  })

  it('behavior: networks the chain data service does not serve say "No balance data", and switch', async () => {
    const kit = await renderKit({ chainData: { supportedChains: ['eip155:31337'] } })
    const list = await openSwitchNetwork(kit)
    const unserved = await within(list).findByRole('button', {
      name: 'Portico Local 2',
      description: 'No balance data',
    })
    expect(
      within(list).getByRole('button', { name: /Portico Local Connected/ }).textContent,
    ).not.toContain('No balance data')

    await kit.user.click(unserved)
    expect(await kit.modal().findByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(kit.adapter.state.calls.switchNetwork).toBe(1)
  })

  it('behavior: testnets carry a Testnet tag', async () => {
    const sepolia = defineNetwork({
      ...localNetwork2,
      id: 11155111,
      name: 'Sepolia',
      testnet: true,
    })
    const kit = await renderKit({ options: { networks: [localNetwork, sepolia] } })
    const list = await openSwitchNetwork(kit)
    expect(
      within(list).getByRole('button', { name: 'Sepolia', description: 'Testnet No balance data' }),
    ).toBeTruthy()
  })

  it('behavior: switching shows its state, then goes back to Account on the new network', async () => {
    const kit = await renderKit()
    const list = await openSwitchNetwork(kit)
    const held = kit.adapter.holdSwitches()
    await kit.user.click(within(list).getByRole('button', { name: 'Portico Local 2' }))

    const pending = within(list).getByRole('button', { name: /Portico Local 2 Switching…/ })
    expect(pending.getAttribute('aria-busy')).toBe('true')
    expect(
      kit.modal().getByText('Approve the switch to Portico Local 2 in your wallet'),
    ).toBeTruthy()

    await act(async () => held.release())
    expect(await kit.modal().findByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: /Network: Portico Local 2/ })).toBeTruthy()
    expect(kit.adapter.state.calls.switchNetwork).toBe(1)
  })

  it('behavior: a failed switch shows the error and keeps the network', async () => {
    const kit = await renderKit()
    const list = await openSwitchNetwork(kit)
    kit.adapter.setFeatures({ switchNetworkErrorCode: 4902 })
    await kit.user.click(within(list).getByRole('button', { name: 'Portico Local 2' }))

    const alert = await kit.modal().findByRole('alert')
    expect(alert.textContent).toBe('Chain is not supported')
    expect(kit.modal().getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    await waitFor(() =>
      expect(
        within(list)
          .getByRole('button', { name: /Portico Local Connected/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    )
  })
})

/** EVM and Solana networks, a Solana wallet installed beside the EVM test wallet. */
function twoFamilies(): RenderKitParameters {
  const solana = mockAdapter({
    namespace: 'solana',
    accounts: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    chainId: solanaDevnetNetwork.id,
    connectors: [
      { id: 'mock-solana', name: 'Solana Test Wallet', type: 'ANNOUNCED', chain: 'solana' },
    ],
  })
  return {
    options: { networks: [localNetwork, localNetwork2, solanaDevnetNetwork] },
    extraAdapters: [solana],
  }
}

describe('SwitchNetwork view, several chain families', () => {
  it('default: the networks are grouped per family', async () => {
    const kit = await renderKit(twoFamilies())
    const evm = await openSwitchNetwork(kit, 'EVM networks')
    const solana = kit.modal().getByRole('list', { name: 'Solana networks' })
    expect(within(evm).getAllByRole('button')).toHaveLength(2)
    expect(within(solana).getByRole('button', { name: /^Solana Devnet/ })).toBeTruthy()
  })

  it('behavior: a network of another family, no wallet there → SwitchActiveChain offers Connect', async () => {
    const kit = await renderKit(twoFamilies())
    await openSwitchNetwork(kit, 'EVM networks')
    const solana = kit.modal().getByRole('list', { name: 'Solana networks' })
    await kit.user.click(within(solana).getByRole('button', { name: /^Solana Devnet/ }))

    expect(await kit.modal().findByRole('heading', { name: 'Switch to Solana' })).toBeTruthy()
    expect(await kit.modal().findByText(/No Solana wallet is connected/)).toBeTruthy()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Connect a Solana wallet' }))
    // Connect for that family only (its wallets), the EVM connection still the active one.
    expect(await kit.modal().findByRole('heading', { name: 'Connect Solana Wallet' })).toBeTruthy()
    expect(kit.config.stores.connection.getState().activeNamespace).toBe('eip155')
  })

  it('behavior: a network of another family with a wallet there → Switch, then Account on it', async () => {
    const kit = await renderKit(twoFamilies())
    await act(() => connect(kit.config, { connectorId: 'mock-solana' }))
    await act(() => connect(kit.config, { connectorId: TEST_CONNECTOR.id }))
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Network: Portico Local/ }))
    const solana = kit.modal().getByRole('list', { name: 'Solana networks' })
    await kit.user.click(within(solana).getByRole('button', { name: /^Solana Devnet/ }))

    // The address is an element of its own in the sentence (isolated left to right).
    expect(
      await kit
        .modal()
        .findByText(
          (_: string, element: Element | null) =>
            element?.tagName === 'P' &&
            /Your Solana wallet 9WzD…YtAWWM is connected/.test(element.textContent ?? ''),
        ),
    ).toBeTruthy()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Switch to Solana' }))
    expect(await kit.modal().findByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(kit.config.stores.connection.getState().activeNamespace).toBe('solana')
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
    ])
  })
})
