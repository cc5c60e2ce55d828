import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

async function pickTestWallet(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
}

describe('ConnectingExternal view', () => {
  it('default: asks the wallet once and says where to look', async () => {
    const kit = await renderKit()
    const held = kit.adapter.holdConnects()
    await pickTestWallet(kit)

    expect(await kit.modal().findByText('Continue in Portico Test Wallet')).toBeTruthy()
    expect(kit.modal().getByText('Requesting connection')).toBeTruthy()
    expect(kit.modal().getByRole('heading', { name: 'Portico Test Wallet' })).toBeTruthy()
    expect(kit.adapter.state.calls.connect).toBe(1)

    await act(async () => held.release())
    // Core closes the modal once connected.
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(kit.adapter.state.calls.connect).toBe(1)
  })

  it('behavior: rejected, says so and retries', async () => {
    const kit = await renderKit()
    kit.adapter.setFeatures({ connectError: true })
    await pickTestWallet(kit)

    const alert = await kit.modal().findByRole('alert')
    expect(alert.textContent).toBe('Connection rejected')
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')

    kit.adapter.setFeatures({ connectError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(kit.adapter.state.calls.connect).toBe(2)
  })

  it('behavior: Back returns to Connect', async () => {
    const kit = await renderKit()
    kit.adapter.setFeatures({ connectError: true })
    await pickTestWallet(kit)
    await kit.modal().findByRole('alert')

    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))
    expect(await kit.modal().findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
