import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { sendKit } from '../test/sendKit.ts'
import { untilPay } from '../test/untilPay.ts'
import { followPayment } from './followPayment.ts'
import { pay } from './pay.ts'

/** A connected wallet on the local network, a payment of 0.5 ETH open, nothing loaded yet. */
async function openPayment() {
  const kit = await sendKit()
  kit.config.stores.features.setState((state) => ({
    features: { ...state.features, pay: true },
  }))
  void pay(kit.config, {
    recipient: OTHER_ADDRESS,
    amount: '0.5',
    asset: 'native',
    network: localNetwork.caipNetworkId,
  }).catch(() => undefined)
  await untilPay(kit.config, (state) => state.request !== undefined)
  return kit
}

describe('followPayment', () => {
  it('default: reads the token, asks for the exchanges, then estimates the fee of paying from the wallet', async () => {
    const { config, adapter } = await openPayment()
    const stop = followPayment(config)
    const state = await untilPay(config, ({ fee }) => fee.status === 'ready')
    expect(state.token).toMatchObject({ status: 'ready', token: { symbol: 'ETH' } })
    expect(state.exchanges.status).not.toBe('idle')
    expect(state.fee).toMatchObject({ status: 'ready', symbol: 'ETH' })
    expect(adapter.state.calls.estimateTransferFee).toBe(1)
    stop()
  })

  it('behavior: the wallet leaving the network and coming back asks again; its own writes do not; nothing once stopped', async () => {
    const { config, adapter } = await openPayment()
    const stop = followPayment(config)
    await untilPay(config, ({ fee }) => fee.status === 'ready')
    const network = config.stores.network.getState().namespaces.eip155?.caipNetwork
    const elsewhere = { ...localNetwork, id: 1, caipNetworkId: 'eip155:1' as const }
    config.stores.network.setState((state) => ({
      namespaces: {
        ...state.namespaces,
        eip155: { ...state.namespaces.eip155, caipNetwork: elsewhere },
      },
    }))
    // Off the payment's network there is no fee to estimate.
    await untilPay(config, ({ fee }) => fee.status === 'idle')
    config.stores.network.setState((state) => ({
      namespaces: {
        ...state.namespaces,
        eip155: { ...state.namespaces.eip155, caipNetwork: network },
      },
    }))
    await untilPay(config, ({ fee }) => fee.status === 'ready')
    expect(adapter.state.calls.estimateTransferFee).toBe(2)
    stop()
    config.stores.network.setState((state) => ({
      namespaces: {
        ...state.namespaces,
        eip155: { ...state.namespaces.eip155, caipNetwork: elsewhere },
      },
    }))
    expect(config.stores.pay.getState().fee.status).toBe('ready')
  })
})
