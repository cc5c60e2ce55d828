import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../test/connectWithModal.ts'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(cleanupKits)

/**
 * axe over the modal inside its shadow root. Colour contrast needs real layout and rendering,
 * which happy-dom does not do: the browser tests check it.
 */
async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

describe('accessibility', () => {
  it('behavior: Connect has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('button', { name: /MetaMask/ })
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: All Wallets has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /All Wallets/ }))
    await kit.modal().findByRole('button', { name: 'MetaMask' })
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: Account has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(await connectWithModal(kit))
    await kit.modal().findByTestId('account-address')
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: each Account tab, filled, has no axe violations', async () => {
    // Contract-shaped chain data from the local fixture server (see AccountTabs.test.tsx).
    const kit = await renderKit({
      chainData: {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            value: 2000,
            price: 2000,
            quantity: { decimals: '18', numeric: '1' },
          },
        ],
        history: [
          transactionFixture({
            id: 'b',
            minedAt: '2026-03-01T00:00:00.000Z',
            operationType: 'mint',
            nft: {
              name: 'Pass',
              contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
              tokenId: '1',
            },
          }),
          transactionFixture({
            id: 'a',
            minedAt: '2026-02-01T00:00:00.000Z',
            operationType: 'receive',
          }),
        ],
        pageSize: 1,
      },
    })
    await kit.user.click(await connectWithModal(kit))
    await kit.modal().findByTestId('token-row')
    expect(await violations(kit)).toEqual([])

    await kit.user.click(kit.modal().getByRole('tab', { name: 'NFTs' }))
    await kit.modal().findByTestId('nft')
    expect(await violations(kit)).toEqual([])

    await kit.user.click(kit.modal().getByRole('tab', { name: 'Activity' }))
    await kit.modal().findByRole('button', { name: 'Load more' })
    expect(await violations(kit)).toEqual([])
  })
})
