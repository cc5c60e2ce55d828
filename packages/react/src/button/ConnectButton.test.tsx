import { act, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { ConnectButton } from './ConnectButton.tsx'

afterEach(cleanupKits)

describe('ConnectButton', () => {
  it('default: reads Connect Wallet while disconnected', async () => {
    await renderKit()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('data-portico-connect-button')).toBe('disconnected')
  })

  it('behavior: the kit starting for a visitor with nothing stored renders the button once', async () => {
    // The start finds the wallet, says "disconnected" again and fetches the lists: nothing the
    // button shows changes, and a re-render there sat in the task where a first press lands.
    const renders: string[] = []
    const kit = await renderKit({
      children: (
        <Profiler id="button" onRender={(_id, phase) => renders.push(phase)}>
          <ConnectButton />
        </Profiler>
      ),
    })
    await waitFor(() => expect(kit.config.stores.wallets.getState().recommended).not.toEqual([]))
    expect(kit.config.stores.connectors.getState().connectors).not.toEqual([])
    expect(renders).toEqual(['mount'])
  })

  it('parameters: label', async () => {
    await renderKit({ children: <ConnectButtonWithLabel /> })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('behavior: reads Connecting… while the wallet is asked', async () => {
    const kit = await renderKit()
    const held = kit.adapter.holdConnects()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))

    const button = await screen.findByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(async () => held.release())
    await screen.findByRole('button', { name: /0xf3…b92266/ })
  })

  it('behavior: connected, shows network icon, balance (2 decimals + symbol) and short address', async () => {
    const kit = await renderKit({ adapter: { balance: 1_234_567n * 10n ** 15n } })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))

    const button = await screen.findByRole('button', { name: /0xf3…b92266/ })
    await waitFor(() => expect(button.textContent).toContain('1234.57 ETH'))
    // Rounded up from 1234.567: the exact balance for a pointer, and in the button's name.
    expect(screen.getByText('1234.57 ETH').getAttribute('title')).toBe('1234.567 ETH')
    expect(screen.getByRole('button', { name: '1234.567 ETH 0xf3…b92266' })).toBe(button)
    expect(button.textContent).toContain('0xf3…b92266')
    expect(button.textContent).not.toContain('Connect Wallet')
    // The network has no icon URL here, so its initial stands in.
    expect(button.textContent?.startsWith('P')).toBe(true)
  })

  it('behavior: connected, opens Account', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
    const button = await screen.findByRole('button', { name: /0xf3…b92266/ })

    await kit.user.click(button)
    const dialog = await kit.modal().findByRole('dialog')
    expect(kit.modal().getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
  })

  it('behavior: an account with a name shows it instead of the address (both in its title)', async () => {
    const kit = await renderKit({
      identities: { '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266': 'alice.portico.id' },
    })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
    const button = await screen.findByRole('button', { name: /alice\.portico\.id/ })
    expect(button.textContent).not.toContain('0xf3…b92266')
    expect(screen.getByText('alice.portico.id').getAttribute('title')).toBe(
      `alice.portico.id\n${kit.config.stores.account.getState().namespaces.eip155?.address}`,
    )
  })
})

function ConnectButtonWithLabel() {
  return <ConnectButton label="Sign in" />
}
