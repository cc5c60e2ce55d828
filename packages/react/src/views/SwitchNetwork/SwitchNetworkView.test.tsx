import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../../test/connectWithModal.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

async function openSwitchNetwork(kit: Kit) {
  await connectWithModal(kit)
  await kit.user.click(screen.getByRole('button', { name: /0xf3…b92266/ }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /Network: Portico Local/ }))
  return kit.modal().findByRole('list', { name: 'Networks' })
}

describe('SwitchNetwork view', () => {
  it('default: the configured networks, the current one marked', async () => {
    const kit = await renderKit()
    const list = await openSwitchNetwork(kit)

    const current = within(list).getByRole('button', { name: /Portico Local Connected/ })
    expect(current.getAttribute('aria-current')).toBe('true')
    const other = within(list).getByRole('button', { name: 'Portico Local 2' })
    expect(other.getAttribute('aria-current')).toBeNull()
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
