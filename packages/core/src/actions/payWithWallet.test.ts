import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { PayInProgressError, PayUnconfirmedError } from '../errors/pay.ts'
import { PAY_UNKNOWN_MESSAGE } from '../internal/pay/leavePaymentUnknown.ts'
import { sendKit } from '../test/sendKit.ts'
import { untilPay } from '../test/untilPay.ts'
import { closeModal } from './closeModal.ts'
import { loadPayToken } from './loadPayToken.ts'
import { pay } from './pay.ts'
import { payWithWallet } from './payWithWallet.ts'
import { retryPay } from './retryPay.ts'

// The wallet is the mock adapter, connected on the local network; the receipt read failing is
// its switch (`waitForTransferError`): nothing real makes an RPC fail on demand. The wallet
// path on a real chain is PayView.anvil.test.tsx and the end-to-end pay.spec.ts.

/** A connected wallet with a payment of 0.5 ETH open and its token read. */
async function openWalletPayment() {
  const kit = await sendKit({ features: { waitForTransferError: true } })
  kit.config.stores.features.setState((state) => ({
    features: { ...state.features, pay: true },
  }))
  const paying = pay(kit.config, {
    recipient: OTHER_ADDRESS,
    amount: '0.5',
    asset: 'native',
    network: localNetwork.caipNetworkId,
  }).catch((error: unknown) => error)
  await untilPay(kit.config, (state) => state.request !== undefined)
  await loadPayToken(kit.config)
  return { ...kit, paying }
}

describe('payWithWallet', () => {
  it('default: Activity lists the payment from its hash (pending) and its receipt (confirmed), before the service does', async () => {
    const { config, adapter, paying } = await openWalletPayment()
    adapter.setFeatures({ waitForTransferError: false })
    const account = config.stores.account.getState().namespaces.eip155?.address
    // The history of the account as loaded before: nothing yet.
    config.stores.transactions.setState({
      caipNetworkId: localNetwork.caipNetworkId,
      address: account,
      items: [],
      fetchedAt: Date.now(),
    })
    const seen: string[] = []
    const stop = config.stores.transactions.subscribe(({ items }) => {
      const [entry] = items
      if (entry)
        seen.push(
          `${entry.metadata.operationType} ${entry.metadata.status} ${entry.transfers[0]?.quantity.numeric} ${entry.metadata.sentTo}`,
        )
    })
    await payWithWallet(config)
    await expect(paying).resolves.toMatchObject({ method: 'wallet' })
    stop()
    expect([...new Set(seen)]).toEqual([
      `send pending 0.5 ${OTHER_ADDRESS}`,
      `send confirmed 0.5 ${OTHER_ADDRESS}`,
    ])
  })

  it('behavior: sent, but the network does not answer → unknown with the hash, never sent again; retryPay asks about the same hash and resolves pay', async () => {
    const { config, adapter, paying } = await openWalletPayment()
    await payWithWallet(config)
    const unknown = config.stores.pay.getState()
    expect(unknown).toMatchObject({ status: 'unknown', error: PAY_UNKNOWN_MESSAGE })
    const hash = unknown.hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(payWithWallet(config)).rejects.toBeInstanceOf(PayInProgressError)

    // Still down: unknown again, and still one transfer.
    await retryPay(config)
    expect(config.stores.pay.getState().status).toBe('unknown')
    adapter.setFeatures({ waitForTransferError: false })
    await retryPay(config)
    await expect(paying).resolves.toMatchObject({ txHash: hash, method: 'wallet' })
    expect(adapter.state.transfers.sent).toHaveLength(1)
    expect(adapter.state.transfers.waited.map((wait) => wait.hash)).toEqual([hash, hash, hash])
  })

  it('behavior: the modal closed while unknown → PayUnconfirmedError naming the transaction', async () => {
    const { config, paying } = await openWalletPayment()
    await payWithWallet(config)
    const { hash } = await untilPay(config, (state) => state.status === 'unknown')
    closeModal(config)
    const error = await paying
    expect(error).toBeInstanceOf(PayUnconfirmedError)
    expect(error).toMatchObject({
      message: 'Payment not confirmed',
      txHash: hash,
      network: localNetwork.caipNetworkId,
    })
  })
})
