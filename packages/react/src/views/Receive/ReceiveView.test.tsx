import { connect, navigate, openModal } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork, localNetwork2, solanaNetwork } from '@portico/test-utils/networks'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** Connects the test wallet and opens Receive the way `useModal().open({ view })` does. */
async function openReceive(parameters: RenderKitParameters = {}): Promise<Kit> {
  const kit = await renderKit(parameters)
  await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
  await act(() => openModal(kit.config, { view: 'Receive' }))
  // The first open loads the modal's and the view's chunks: generous on a busy machine.
  await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), { timeout: 10_000 })
  await kit.modal().findByRole('heading', { name: 'Receive' }, { timeout: 10_000 })
  await kit.modal().findByTestId('receive-address', {}, { timeout: 10_000 })
  return kit
}

describe('Receive view', () => {
  it('default: a QR code of the address with the network icon in the middle, the address in full', async () => {
    const kit = await openReceive()

    const qr = kit.modal().getByRole('img', { name: 'QR code of your Portico Local address' })
    expect(qr.getAttribute('data-value')).toBe(TEST_ADDRESS)
    const logo = qr.parentElement?.querySelector('.qr-logo')
    expect(logo && within(logo as HTMLElement).getByTestId('network-image')).toBeTruthy()
    expect(kit.modal().getByTestId('receive-address').textContent).toBe(TEST_ADDRESS)
    // Copy, the view's action, has the focus: set by an effect once the address is there, which
    // a busy machine may run a moment after the address is on screen.
    await waitFor(() =>
      expect(kit.host()?.shadowRoot?.activeElement).toBe(
        kit.modal().getByRole('button', { name: 'Copy address' }),
      ),
    )
  })

  it('behavior: Copy puts the full address on the clipboard, confirms and shows the snackbar', async () => {
    // A served network: no 'Token Balance Unavailable' snackbar can race the copy's.
    const kit = await openReceive({ chainData: { balances: [] } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Copy address' }))

    expect(await navigator.clipboard.readText()).toBe(TEST_ADDRESS)
    expect(await kit.modal().findByRole('button', { name: 'Address copied' })).toBeTruthy()
    // An open snackbar is replaced 150 ms later (spec §4).
    await waitFor(() =>
      expect(kit.config.stores.snackbar.getState().snackbar?.message).toBe('Address copied'),
    )
  })

  it("behavior: the 'Address copied' snackbar ends with Receive: it does not follow into the next view (issue #30)", async () => {
    const kit = await openReceive({ chainData: { balances: [] } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Copy address' }))
    await waitFor(() =>
      expect(
        kit.modal().queryByText('Address copied', { selector: '.snackbar span' }),
      ).toBeTruthy(),
    )
    // On to Swap, as the visitor did in the issue.
    await act(() => navigate(kit.config, 'Swap'))
    await kit.modal().findByRole('heading', { name: 'Swap' }, { timeout: 10_000 })
    expect(kit.config.stores.snackbar.getState().snackbar).toBeUndefined()
    expect(kit.modal().queryByText('Address copied', { selector: '.snackbar span' })).toBeNull()
  })

  it('behavior: the networks it is valid on are the dApp networks of the family, not the others', async () => {
    const kit = await openReceive({
      options: { networks: [localNetwork, solanaNetwork, localNetwork2] },
    })
    const list = kit.modal().getByTestId('receive-networks')
    const names = within(list)
      .getAllByTestId('receive-chip-label')
      .map((item) => item.textContent)
    expect(names).toEqual(['Portico Local', 'Portico Local 2'])
    expect(kit.modal().getByRole('heading', { name: 'Valid on these networks' })).toBeTruthy()
    expect(kit.modal().getByText(/Send only EVM network assets/)).toBeTruthy()
  })

  it('behavior: the tokens are those the account holds, highest value first', async () => {
    const kit = await openReceive({
      chainData: {
        balances: [
          {
            name: 'Portico USD',
            symbol: 'PUSD',
            chainId: 'eip155:31337',
            address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
            value: 50,
            price: 1,
            quantity: { decimals: '6', numeric: '50' },
          },
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            value: 2000,
            price: 2000,
            quantity: { decimals: '18', numeric: '1' },
          },
        ],
      },
    })
    await waitFor(() =>
      expect(
        within(kit.modal().getByTestId('receive-tokens'))
          .getAllByTestId('receive-chip-label')
          .map((item) => item.textContent),
      ).toEqual(['ETH', 'PUSD']),
    )
  })

  it('behavior: without known balances, the networks native currency is listed once', async () => {
    const kit = await openReceive()
    const tokens = within(kit.modal().getByTestId('receive-tokens')).getAllByTestId(
      'receive-chip-label',
    )
    expect(tokens.map((item) => item.textContent)).toEqual(['ETH'])
  })

  it('behavior: disconnected, it asks to connect instead of showing an address', async () => {
    const kit = await renderKit()
    await act(() => openModal(kit.config, { view: 'Receive' }))
    await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), { timeout: 10_000 })
    await kit.modal().findByText('No wallet connected', {}, { timeout: 10_000 })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(kit.modal().queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('parameters: features.receive off, opened by view name, says so and shows no address', async () => {
    const kit = await renderKit({ options: { features: { receive: false } } })
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    await act(() => openModal(kit.config, { view: 'Receive' }))
    await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), { timeout: 10_000 })
    await kit.modal().findByText('Receive is turned off', {}, { timeout: 10_000 })
    expect(kit.modal().queryByRole('img', { name: /QR code/ })).toBeNull()
  })
})
