import { closeModal, defineNetwork, openModal, setSendAmount, setSendReceiver } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork2 } from '@portico/test-utils/networks'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT, openSendView } from '../../test/openSendView.ts'
import { cleanupKits, type Kit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** The local chain with an explorer, so a sent transfer has a link. */
const localWithExplorer = defineNetwork({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Localscan', url: 'https://scan.example.org' } },
})

/** Send with 1.5 ETH to the second dev account filled in, then Review: the preview. */
async function openPreview(): Promise<Kit> {
  const kit = await openSendView({ options: { networks: [localWithExplorer, localNetwork2] } })
  await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
  act(() => {
    setSendAmount(kit.config, '1.5')
    setSendReceiver(kit.config, OTHER_ADDRESS)
  })
  await kit.user.click(kit.modal().getByRole('button', { name: 'Review' }))
  await kit.modal().findByRole('heading', { name: 'Review Send' }, CHUNK_TIMEOUT)
  return kit
}

const status = (kit: Kit) => kit.modal().getByTestId('send-status')
const focused = (kit: Kit) => kit.host()?.shadowRoot?.activeElement

describe('SendPreview view', { timeout: 30_000 }, () => {
  it('default: amount, receiver as 4 + 6 characters (full on hover and for screen readers), network, fee', async () => {
    const kit = await openPreview()

    expect(kit.modal().getByTestId('send-preview-amount').textContent).toBe('1.5 ETH')
    // Focus starts on what will be sent.
    expect(focused(kit)?.className).toBe('send-summary')
    const receiver = kit.modal().getByTestId('send-preview-receiver')
    expect(receiver.getAttribute('title')).toBe(OTHER_ADDRESS)
    expect(within(receiver).getByText('0x70…dc79C8').getAttribute('aria-hidden')).toBe('true')
    expect(within(receiver).getByText(OTHER_ADDRESS).className).toBe('sr-only')
    expect(kit.modal().getByText('Network').nextElementSibling?.textContent).toContain(
      'Portico Local',
    )
    // The mock wallet's fee: 21 000 gwei.
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH'),
    )
    expect(kit.adapter.state.calls.estimateTransferFee).toBe(1)
  })

  it.each([
    ['0.0123', '0.0123 ETH'],
    ['0.12345', '0.12345 ETH'],
    ['1.000000000000000001', '1.000000000000000001 ETH'],
  ])(
    'behavior: the headline never rounds what is sent (issue #30: 0.012 for 0.0123): %s',
    async (amount, headline) => {
      const kit = await openSendView()
      await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
      act(() => {
        setSendAmount(kit.config, amount)
        setSendReceiver(kit.config, OTHER_ADDRESS)
      })
      await kit.user.click(kit.modal().getByRole('button', { name: 'Review' }))
      expect((await kit.modal().findByTestId('send-preview-amount')).textContent).toBe(headline)
    },
  )

  it('behavior: a fee the network cannot estimate says why; Send stays possible', async () => {
    const kit = await openSendView()
    kit.adapter.setFeatures({ estimateFeeError: true })
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    act(() => {
      setSendAmount(kit.config, '1')
      setSendReceiver(kit.config, OTHER_ADDRESS)
    })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Review' }))
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-preview-fee').textContent).toMatch(/^Unknown: /),
    )
    expect(kit.modal().getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe(
      null,
    )
  })

  it('behavior: Send asks the wallet, then pending with the explorer link, then confirmed; Done goes back to Account', async () => {
    const kit = await openPreview()
    kit.adapter.setFeatures({ sendTransferHangs: true, waitForTransferHangs: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(status(kit).textContent).toContain('Confirm in your wallet'))
    expect(status(kit).getAttribute('aria-live')).toBe('polite')
    expect(kit.modal().getByText(/Portico Test Wallet asks you to approve/)).toBeTruthy()

    act(() => kit.adapter.setFeatures({ sendTransferHangs: false }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer pending'))
    const hash = kit.adapter.state.transfers.sent[0]?.hash
    const link = kit.modal().getByRole('link', { name: 'View on Localscan' })
    expect(link.getAttribute('href')).toBe(`https://scan.example.org/tx/${hash}`)

    act(() => kit.adapter.setFeatures({ waitForTransferHangs: false }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer confirmed'))
    expect(kit.modal().getByRole('link', { name: 'View on Localscan' })).toBeTruthy()
    // Core emptied the form (spec §4); the preview still says what was sent.
    expect(kit.config.stores.send.getState().token).toBeUndefined()
    expect(kit.modal().getByTestId('send-preview-amount').textContent).toBe('1.5 ETH')
    const done = kit.modal().getByRole('button', { name: 'Done' })
    await waitFor(() => expect(focused(kit)).toBe(done))
    expect(kit.adapter.state.transfers.sent).toHaveLength(1)
    expect(kit.adapter.state.transfers.sent[0]?.amount).toBe(15n * 10n ** 17n)
    expect(kit.adapter.state.transfers.sent[0]?.to).toBe(OTHER_ADDRESS)

    await kit.user.click(done)
    await kit.modal().findByTestId('account-address')
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
    ])
    expect(kit.config.stores.send.getState().transfer).toBeUndefined()
  })

  it('behavior: the wallet refuses: failed with its words; Try again sends again', async () => {
    const kit = await openPreview()
    kit.adapter.setFeatures({ sendTransferErrorCode: 4001 })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(status(kit).textContent).toContain('Transfer failed'))
    expect(status(kit).textContent).toContain(
      kit.config.stores.send.getState().transfer?.error ?? '—',
    )
    const retry = kit.modal().getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(focused(kit)).toBe(retry))
    expect(kit.adapter.state.transfers.sent).toHaveLength(0)

    kit.adapter.setFeatures({ sendTransferErrorCode: undefined })
    await kit.user.click(retry)
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer confirmed'))
    expect(kit.adapter.state.calls.sendTransfer).toBe(2)
    expect(kit.adapter.state.transfers.sent).toHaveLength(1)
  })

  it('behavior: it failed on chain: the reason shows; Try again sends a new transfer', async () => {
    const kit = await openPreview()
    kit.adapter.setFeatures({ transferOutcome: { status: 'failed', reason: 'Out of gas' } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(status(kit).textContent).toContain('Transfer failed'))
    expect(status(kit).textContent).toContain('Out of gas')
    kit.adapter.setFeatures({ transferOutcome: { status: 'confirmed' } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer confirmed'))
    expect(kit.adapter.state.transfers.sent).toHaveLength(2)
  })

  it('behavior: the network does not answer: unknown, said so; Check again asks again and never sends twice', async () => {
    const kit = await openPreview()
    kit.adapter.setFeatures({ waitForTransferError: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(status(kit).textContent).toContain('Status unknown'))
    expect(status(kit).textContent).toContain('The network did not answer')
    const check = kit.modal().getByRole('button', { name: 'Check again' })
    await waitFor(() => expect(focused(kit)).toBe(check))
    expect(kit.modal().getByRole('link', { name: 'View on Localscan' })).toBeTruthy()

    // Still no answer: unknown again, nothing sent again.
    await kit.user.click(check)
    await waitFor(() => expect(kit.adapter.state.calls.waitForTransfer).toBe(2))
    await waitFor(() => expect(status(kit).textContent).toContain('Status unknown'))

    kit.adapter.setFeatures({ waitForTransferError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer confirmed'))
    expect(kit.adapter.state.calls.sendTransfer).toBe(1)
    expect(kit.adapter.state.transfers.sent).toHaveLength(1)
    expect(kit.adapter.state.calls.waitForTransfer).toBe(3)
  })

  it('behavior: closing the modal while the transfer is pending keeps it; reopened, it shows how it ended', async () => {
    const kit = await openPreview()
    kit.adapter.setFeatures({ waitForTransferHangs: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer pending'))

    act(() => closeModal(kit.config))
    expect(kit.config.stores.send.getState().transfer?.status).toBe('pending')
    act(() => kit.adapter.setFeatures({ waitForTransferHangs: false }))
    await waitFor(() =>
      expect(kit.config.stores.send.getState().transfer?.status).toBe('confirmed'),
    )

    await act(() => openModal(kit.config, { view: 'SendPreview' }))
    await waitFor(() => expect(status(kit).textContent).toContain('Transfer confirmed'))
  })
})
