import { localNetwork2 } from '@portico/test-utils/networks'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { NetworkButton } from './NetworkButton.tsx'

afterEach(cleanupKits)

describe('NetworkButton', () => {
  it('default: the default network by name, before any wallet connects', async () => {
    await renderKit({ children: <NetworkButton /> })
    const button = screen.getByRole('button', { name: /Portico Local/ })
    expect(button.getAttribute('data-portico-network-button')).toBe('eip155:31337')
  })

  it('behavior: a click opens the network list', async () => {
    const kit = await renderKit({ children: <NetworkButton /> })
    await kit.user.click(screen.getByRole('button', { name: /Portico Local/ }))
    expect(kit.config.stores.router.getState().view).toBe('SwitchNetwork')
    await kit.modal().findByRole('button', { name: /Portico Local 2/ })
  })

  it('parameters: defaultNetwork, shown first', async () => {
    await renderKit({ children: <NetworkButton />, options: { defaultNetwork: localNetwork2 } })
    await waitFor(() =>
      expect(screen.getByRole('button').getAttribute('data-portico-network-button')).toBe(
        'eip155:31338',
      ),
    )
  })
})
