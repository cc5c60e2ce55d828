import { type Connector, connect, type MockAdapter } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { act, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../../test/connectWithModal.ts'
import { TEST_CONNECTOR, type TestAdapter } from '../../test/createTestAdapter.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const OTHER_ADDRESS = '0x70997970C51812dc3A63C0aA6a6B52f5CB1EC3d0'
const SECOND_CONNECTOR: Connector = {
  ...TEST_CONNECTOR,
  id: 'dev.portico.second',
  name: 'Second Test Wallet',
  info: { rdns: 'dev.portico.second', icon: TEST_CONNECTOR.info?.icon },
}

/** Each test wallet grants its own account, as two installed wallets would. */
function grantPerWallet(adapter: TestAdapter) {
  const accounts: Record<string, string> = {
    [TEST_CONNECTOR.id]: TEST_ADDRESS,
    [SECOND_CONNECTOR.id]: OTHER_ADDRESS,
  }
  const grant = (connectorId: string) => {
    adapter.state.accounts = [accounts[connectorId] ?? TEST_ADDRESS]
  }
  const connectWallet = adapter.connect.bind(adapter)
  const reconnectWallet = adapter.reconnect.bind(adapter)
  adapter.connect = (parameters: Parameters<MockAdapter['connect']>[0]) => {
    grant(parameters.connectorId)
    return connectWallet(parameters)
  }
  adapter.reconnect = (parameters: Parameters<MockAdapter['reconnect']>[0]) => {
    grant(parameters.connectorId)
    return reconnectWallet(parameters)
  }
}

async function renderMultiWallet(multiWallet = true, second = SECOND_CONNECTOR) {
  const kit = await renderKit({
    options: { features: { multiWallet } },
    adapter: { connectors: [TEST_CONNECTOR, second] },
  })
  grantPerWallet(kit.adapter)
  return kit
}

/** Both wallets connected through core (the second is the connected one), then ProfileWallets. */
async function openWithTwoWallets(kit: Kit) {
  await waitFor(() => expect(kit.config.stores.connectors.getState().connectors).toHaveLength(2))
  await act(() => connect(kit.config, { connectorId: TEST_CONNECTOR.id }))
  await act(() => connect(kit.config, { connectorId: SECOND_CONNECTOR.id }))
  await kit.user.click(await screen.findByRole('button', { name: /0x70…1EC3d0/ }))
  await kit.user.click(await kit.modal().findByRole('button', { name: 'Wallets' }))
  await kit.modal().findByRole('heading', { name: 'Wallets' })
  return kit.modal().findByRole('list')
}

const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name })

describe('ProfileWallets view', () => {
  it('behavior: the connected account goes by its name when it has one (e.g. just registered)', async () => {
    const kit = await renderMultiWallet()
    const list = await openWithTwoWallets(kit)
    act(() =>
      kit.config.stores.account.setState((state) => ({
        namespaces: {
          ...state.namespaces,
          eip155: { ...state.namespaces.eip155, profileName: 'bob.portico.id' },
        },
      })),
    )
    const second = row(list, 'Second Test Wallet')
    expect(within(second).getByText('bob.portico.id').getAttribute('title')).toBe(OTHER_ADDRESS)
    // Another wallet's account is not the one named.
    expect(within(row(list, 'Portico Test Wallet')).getByText('0xf3…b92266')).toBeTruthy()
  })

  it('default: each wallet with its name, short address and class badge, grouped by namespace', async () => {
    const kit = await renderMultiWallet()
    const list = await openWithTwoWallets(kit)

    expect(kit.modal().getByRole('region', { name: 'EVM' })).toBeTruthy()
    const first = row(list, 'Portico Test Wallet')
    expect(within(first).getByText('0xf3…b92266').getAttribute('title')).toBe(TEST_ADDRESS)
    expect(within(first).getByText('Active')).toBeTruthy()
    expect(
      within(first).getByRole('button', { name: 'Switch to Portico Test Wallet' }),
    ).toBeTruthy()
    expect(within(first).getByTestId('wallet-image')).toBeTruthy()

    const second = row(list, 'Second Test Wallet')
    expect(second.getAttribute('data-state')).toBe('connected')
    expect(within(second).getByText('0x70…1EC3d0')).toBeTruthy()
    expect(within(second).getByText('Connected')).toBeTruthy()
    expect(within(second).queryByRole('button', { name: /Switch/ })).toBeNull()
    expect(
      within(second).getByRole('button', { name: 'Disconnect Second Test Wallet' }),
    ).toBeTruthy()
  })

  it('behavior: the embedded wallet after a social sign-in is named by the provider', async () => {
    const kit = await renderMultiWallet(true, { ...SECOND_CONNECTOR, name: 'Email', type: 'AUTH' })
    // What a finished social sign-in records (connectSocial's own flow is tested end to end).
    const recordProvider = () =>
      kit.config.stores.account.setState((state) => ({
        namespaces: {
          ...state.namespaces,
          eip155: { ...state.namespaces.eip155, socialProvider: 'github' },
        },
      }))
    const list = await openWithTwoWallets(kit)
    expect(row(list, 'Email').getAttribute('data-state')).toBe('connected')

    act(recordProvider)
    expect(row(list, 'GitHub').getAttribute('data-state')).toBe('connected')
    expect(
      within(row(list, 'GitHub')).getByRole('button', { name: 'Disconnect GitHub' }),
    ).toBeTruthy()
    // Only the embedded wallet takes the provider's name.
    expect(row(list, 'Portico Test Wallet')).toBeTruthy()
  })

  it('behavior: Switch reconnects that wallet without a prompt and moves the badge', async () => {
    const kit = await renderMultiWallet()
    const list = await openWithTwoWallets(kit)
    const connects = kit.adapter.state.calls.connect
    await kit.user.click(
      within(list).getByRole('button', { name: 'Switch to Portico Test Wallet' }),
    )

    await waitFor(() =>
      expect(row(list, 'Portico Test Wallet').getAttribute('data-state')).toBe('connected'),
    )
    expect(within(row(list, 'Second Test Wallet')).getByText('Active')).toBeTruthy()
    expect(kit.adapter.state.calls.reconnect).toBe(1)
    expect(kit.adapter.state.calls.connect).toBe(connects)
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
  })

  it('behavior: a failed switch shows the error and keeps the connected wallet', async () => {
    const kit = await renderMultiWallet()
    const list = await openWithTwoWallets(kit)
    kit.adapter.setFeatures({ reconnectError: true })
    await kit.user.click(
      within(list).getByRole('button', { name: 'Switch to Portico Test Wallet' }),
    )

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Mock reconnect failed')
    expect(row(list, 'Second Test Wallet').getAttribute('data-state')).toBe('connected')
  })

  it('behavior: Disconnect on the connected wallet connects the next; the last one empties the list', async () => {
    const kit = await renderMultiWallet()
    const list = await openWithTwoWallets(kit)
    await kit.user.click(
      within(list).getByRole('button', { name: 'Disconnect Second Test Wallet' }),
    )

    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Second Test Wallet' })).toBeNull(),
    )
    expect(row(list, 'Portico Test Wallet').getAttribute('data-state')).toBe('connected')

    await kit.user.click(
      within(list).getByRole('button', { name: 'Disconnect Portico Test Wallet' }),
    )
    expect(await kit.modal().findByText('No wallets connected')).toBeTruthy()
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(kit.adapter.state.calls.disconnect).toBe(2)
  })

  it('behavior: Add wallet goes to Connect, and the wallet picked there joins the list', async () => {
    const kit = await renderMultiWallet()
    await kit.user.click(await connectWithModal(kit))
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Wallets' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Add wallet' }))
    expect(await kit.modal().findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    await kit.user.click(await kit.modal().findByRole('button', { name: /Second Test Wallet/ }))

    // The connect closes the modal; the button now shows the second wallet's account.
    await kit.user.click(await screen.findByRole('button', { name: /0x70…1EC3d0/ }))
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Wallets' }))
    const list = await kit.modal().findByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Portico Test Wallet', 'Second Test Wallet'])
  })

  it('behavior: the Account view has no Wallets button when multiWallet is off', async () => {
    const kit = await renderMultiWallet(false)
    await kit.user.click(await connectWithModal(kit))
    await kit.modal().findByTestId('account-address')
    expect(kit.modal().queryByRole('button', { name: 'Wallets' })).toBeNull()
  })

  it('behavior: no axe violations', async () => {
    const kit = await renderMultiWallet()
    await openWithTwoWallets(kit)
    const dialog = await kit.modal().findByRole('dialog')
    // Colour contrast needs real layout; the browser tests check it.
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})
