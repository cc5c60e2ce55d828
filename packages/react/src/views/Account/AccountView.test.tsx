import { defineNetwork } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork2 } from '@portico/test-utils/networks'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../../test/connectWithModal.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

async function openAccount(kit: Kit) {
  const button = await connectWithModal(kit)
  await kit.user.click(button)
  await kit.modal().findByRole('heading', { name: 'Account' })
  // The header is the shell's; the view itself loads lazily.
  await kit.modal().findByTestId('account-address')
}

describe('Account view', () => {
  it('default: identicon, formatted address, balance with 2 decimals and symbol, network', async () => {
    const kit = await renderKit({ adapter: { balance: 9_999_999n * 10n ** 15n } })
    await openAccount(kit)

    expect((await kit.modal().findByTestId('account-address')).textContent).toBe('0xf3…b92266')
    expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(TEST_ADDRESS)
    await waitFor(() =>
      expect(kit.modal().getByTestId('account-balance').textContent).toBe('10000.00 ETH'),
    )
    // Rounded up from 9999.999: the exact balance for pointer and screen reader (issue #30).
    expect(kit.modal().getByTestId('account-balance').title).toBe('9,999.999 ETH')
    expect(kit.modal().getByText('9,999.999 ETH').className).toBe('sr-only')
    expect(kit.modal().getByTestId('identicon')).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: /Network: Portico Local/ })).toBeTruthy()
  })

  it('behavior: the name the service knows the address by is shown above it', async () => {
    const kit = await renderKit({ identities: { [TEST_ADDRESS.toLowerCase()]: 'alice.portico' } })
    await openAccount(kit)
    expect((await kit.modal().findByTestId('account-name')).textContent).toBe('alice.portico')
    expect(kit.modal().getByTestId('account-address').textContent).toBe('0xf3…b92266')
  })

  it('behavior: an avatar from the identity service replaces the identicon', async () => {
    // A local image of the fixture server: tests load nothing remote. Served by the identity
    // route itself: an avatar written into the store could be overwritten by the identity
    // answer (no avatar) arriving after it, as it was once on a busy machine.
    const kit = await renderKit({
      identities: { [TEST_ADDRESS.toLowerCase()]: { avatar: '/getWalletImage/avatar' } },
    })
    await openAccount(kit)
    const avatar = `${kit.directory.url}/getWalletImage/avatar`
    expect((await kit.modal().findByTestId('account-avatar')).getAttribute('src')).toBe(avatar)
    expect(kit.modal().queryByTestId('identicon')).toBeNull()
  })

  it('behavior: copy puts the full address on the clipboard and confirms', async () => {
    // A served network: no 'Token Balance Unavailable' snackbar can race the copy's (a balance
    // failing after the press replaces 'Address copied', as the latest message does).
    const kit = await renderKit({ chainData: { balances: [] } })
    await openAccount(kit)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Copy address' }))

    expect(await navigator.clipboard.readText()).toBe(TEST_ADDRESS)
    expect(await kit.modal().findByText('Address copied')).toBeTruthy()
  })

  it('behavior: Disconnect disconnects and closes', async () => {
    const kit = await renderKit()
    await openAccount(kit)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Disconnect' }))

    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: the network button opens SwitchNetwork', async () => {
    const kit = await renderKit()
    await openAccount(kit)
    await kit.user.click(kit.modal().getByRole('button', { name: /Network: Portico Local/ }))

    expect(await kit.modal().findByRole('heading', { name: 'Choose Network' })).toBeTruthy()
  })

  it('parameters: a network with a block explorer, an explorer link', async () => {
    const withExplorer = defineNetwork({
      id: 31337,
      name: 'Portico Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'Localscan', url: 'https://scan.example.org' } },
    })
    const kit = await renderKit({ options: { networks: [withExplorer, localNetwork2] } })
    await openAccount(kit)

    const link = kit.modal().getByRole('link', { name: 'View on Localscan' })
    expect(link.getAttribute('href')).toBe(`https://scan.example.org/address/${TEST_ADDRESS}`)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('parameters: a network without an explorer, no link', async () => {
    const kit = await renderKit()
    await openAccount(kit)
    expect(kit.modal().queryByRole('link')).toBeNull()
  })
})
