import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { PorticoButton } from './PorticoButton.tsx'

afterEach(cleanupKits)

function CustomButton() {
  return (
    <PorticoButton>
      {({ isConnected, displayAddress, displayBalance, network, open, openNetworks }) => (
        <>
          <button type="button" className="mine" onClick={() => open()}>
            {isConnected ? `${displayAddress} · ${displayBalance ?? '…'}` : 'Sign in'}
          </button>
          <button type="button" onClick={() => openNetworks()}>
            {network?.name ?? 'No network'}
          </button>
        </>
      )}
    </PorticoButton>
  )
}

describe('PorticoButton', () => {
  it('default: renders only what children return, from the disconnected state', async () => {
    await renderKit({ children: <CustomButton /> })
    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button.className).toBe('mine')
    expect(screen.getByRole('button', { name: 'Portico Local' })).toBeTruthy()
    expect(document.querySelector('[data-portico-connect-button]')).toBeNull()
  })

  it('behavior: open opens Connect while disconnected', async () => {
    const kit = await renderKit({ children: <CustomButton /> })
    await kit.user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(kit.config.stores.modal.getState().open).toBe(true)
    expect(kit.config.stores.router.getState().view).toBe('Connect')
  })

  it('behavior: connected, short address and balance; open goes to Account', async () => {
    const kit = await renderKit({ children: <CustomButton /> })
    await connectTestWallet(kit.config)
    const button = await screen.findByRole('button', { name: '0xf3…b92266 · 10000.00 ETH' })
    act(() => kit.config.stores.modal.setState({ open: false }))
    await kit.user.click(button)
    await waitFor(() => expect(kit.config.stores.router.getState().view).toBe('Account'))
  })

  it('behavior: openNetworks opens SwitchNetwork', async () => {
    const kit = await renderKit({ children: <CustomButton /> })
    await kit.user.click(screen.getByRole('button', { name: 'Portico Local' }))
    expect(kit.config.stores.router.getState().view).toBe('SwitchNetwork')
  })
})
