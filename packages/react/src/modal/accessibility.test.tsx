import { setSendAmount, setSendReceiver } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { act, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../test/connectWithModal.ts'
import { CHUNK_TIMEOUT, openAccountWithTransfers, openSendView } from '../test/openSendView.ts'
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

  it('behavior: Receive has no axe violations', { timeout: 30_000 }, async () => {
    const kit = await openAccountWithTransfers()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Receive' }))
    await kit.modal().findByTestId('receive-address', {}, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: Send, empty and with its messages, has no axe violations', {
    timeout: 30_000,
  }, async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token).toBeDefined())
    expect(await violations(kit)).toEqual([])

    // Review on an empty form: the message is on the button and now under the amount field.
    await kit.user.click(kit.modal().getByTestId('send-review'))
    expect(kit.modal().getAllByText('An amount and receiver address are required')).toHaveLength(2)
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: SendSelectToken has no axe violations', { timeout: 30_000 }, async () => {
    const kit = await openSendView()
    await kit.user.click(kit.modal().getByTestId('send-token'))
    await kit.modal().findAllByTestId('send-token-option', {}, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: SendPreview, before and after sending, has no axe violations', {
    timeout: 30_000,
  }, async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token).toBeDefined())
    act(() => {
      setSendAmount(kit.config, '1')
      setSendReceiver(kit.config, OTHER_ADDRESS)
    })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Review' }))
    await waitFor(() => expect(kit.config.stores.send.getState().fee.status).toBe('ready'))
    expect(await violations(kit)).toEqual([])

    kit.adapter.setFeatures({ waitForTransferError: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))
    await kit.modal().findByRole('button', { name: 'Check again' }, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])

    kit.adapter.setFeatures({ waitForTransferError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Check again' }))
    await kit.modal().findByRole('button', { name: 'Done' }, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])
  })
})
