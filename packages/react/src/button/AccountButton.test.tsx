import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'
import { AccountButton } from './AccountButton.tsx'

afterEach(cleanupKits)

describe('AccountButton', () => {
  it('default: renders nothing while disconnected', async () => {
    await renderKit({ children: <AccountButton /> })
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('behavior: connected, the short address; a click opens Account', async () => {
    const kit = await renderKit({ children: <AccountButton /> })
    await connectTestWallet(kit.config)
    kit.config.stores.modal.setState({ open: false })
    const button = await screen.findByRole('button', { name: /0xf3…b92266/ })
    await kit.user.click(button)
    expect(kit.config.stores.router.getState().view).toBe('Account')
  })

  it('parameters: showBalance false, no balance shown', async () => {
    const kit = await renderKit({ children: <AccountButton showBalance={false} /> })
    await connectTestWallet(kit.config)
    const button = await screen.findByRole('button', { name: /0xf3…b92266/ })
    expect(button.textContent).not.toContain('ETH')
  })
})
