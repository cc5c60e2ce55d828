import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** The wallet is on chain 1, which the dApp (31337, 31338) does not list. */
async function connectOnMainnet(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
  await kit.modal().findByText('This network is not supported')
}

describe('UnsupportedChain view', () => {
  it('default: says the network is not supported and lists the ones to switch to', async () => {
    const kit = await renderKit({ adapter: { chainId: 1 } })
    await connectOnMainnet(kit)

    expect(kit.modal().getByRole('heading', { name: 'Switch Network' })).toBeTruthy()
    const list = kit.modal().getByRole('list', { name: 'Networks' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.querySelector('.list-item-label')?.textContent),
    ).toEqual(['Portico Local', 'Portico Local 2'])
    expect(screen.getByRole('button', { name: /Unsupported network/ })).toBeTruthy()
  })

  it('behavior: switching to a listed network closes it', async () => {
    const kit = await renderKit({ adapter: { chainId: 1 } })
    await connectOnMainnet(kit)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Portico Local 2' }))

    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(screen.queryByText('Unsupported network')).toBeNull()
  })

  it('behavior: Disconnect disconnects', async () => {
    const kit = await renderKit({ adapter: { chainId: 1 } })
    await connectOnMainnet(kit)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Disconnect' }))

    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })
})
