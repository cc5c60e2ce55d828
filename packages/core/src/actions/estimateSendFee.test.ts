import { describe, expect, it } from 'vitest'
import { ProviderRequestError } from '../errors/connection.ts'
import { ETH, PTK, PUSD, RECEIVER, sendKit } from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import { estimateSendFee } from './estimateSendFee.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

async function filledKit(token: TokenBalance, amount: string, kit?: Parameters<typeof sendKit>[0]) {
  const setup = await sendKit(kit)
  openSend(setup.config, { token })
  setSendAmount(setup.config, amount)
  setSendReceiver(setup.config, RECEIVER)
  return setup
}

describe('estimateSendFee', () => {
  it('default: the exact fee in the native currency, with its USD value at the native price', async () => {
    const { config, adapter } = await filledKit(PUSD, '2.5')
    await estimateSendFee(config)
    expect(config.stores.send.getState().fee).toEqual({
      status: 'ready',
      value: '0.000021',
      symbol: 'ETH',
      valueInUSD: '0.04',
    })
    // The adapter is asked for the transfer exactly as it would be sent.
    expect(adapter.state.transfers.estimated).toEqual([
      expect.objectContaining({
        connectorId: 'mock',
        namespace: 'eip155',
        from: adapter.state.accounts[0],
        to: RECEIVER,
        amount: 2_500_000n,
        token: {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          symbol: 'PUSD',
          name: 'Portico USD',
          decimals: 6,
        },
      }),
    ])
  })

  it("behavior: 'loading' while the adapter answers", async () => {
    const { config } = await filledKit(PUSD, '1')
    const estimate = estimateSendFee(config)
    expect(config.stores.send.getState().fee).toEqual({ status: 'loading' })
    await estimate
    expect(config.stores.send.getState().fee.status).toBe('ready')
  })

  it('behavior: no price for the native currency, no USD value', async () => {
    const { config } = await filledKit(PUSD, '1', { tokens: [PUSD], balance: '1' })
    await estimateSendFee(config)
    expect(config.stores.send.getState().fee).toEqual({
      status: 'ready',
      value: '0.000021',
      symbol: 'ETH',
    })
  })

  it('behavior: an invalid form is not estimated', async () => {
    const { config, adapter } = await filledKit(PUSD, '13')
    await estimateSendFee(config)
    expect(config.stores.send.getState()).toMatchObject({
      fee: { status: 'idle' },
      validation: { code: 'INSUFFICIENT_BALANCE' },
    })
    expect(adapter.state.calls.estimateTransferFee).toBe(0)
  })

  it('behavior: an answer that comes after the form changed is dropped', async () => {
    const { config } = await filledKit(PUSD, '1')
    const stale = estimateSendFee(config)
    setSendAmount(config, '2')
    await stale
    expect(config.stores.send.getState().fee).toEqual({ status: 'idle' })
  })

  it('behavior: of two estimates of the same form, the newer one decides', async () => {
    const { config, adapter } = await filledKit(PUSD, '1')
    adapter.setFeatures({ estimateFeeError: true })
    const older = estimateSendFee(config)
    adapter.setFeatures({ estimateFeeError: false })
    const newer = estimateSendFee(config)
    await Promise.all([older, newer])
    expect(config.stores.send.getState().fee).toMatchObject({ status: 'ready', value: '0.000021' })
  })

  it('behavior: a stale failure is dropped too', async () => {
    const { config } = await filledKit(PUSD, '1', { features: { estimateFeeError: true } })
    const stale = estimateSendFee(config)
    setSendReceiver(config, RECEIVER.toLowerCase())
    await stale
    expect(config.stores.send.getState().fee).toEqual({ status: 'idle' })
  })

  it("behavior: the network cannot estimate: 'error' with the reason", async () => {
    const { config } = await filledKit(PUSD, '1', { features: { estimateFeeError: true } })
    await estimateSendFee(config)
    expect(config.stores.send.getState().fee).toEqual({
      status: 'error',
      message: 'The network did not answer',
    })
    const { config: other, adapter } = await filledKit(PUSD, '1')
    adapter.setFeatures({ estimateFeeError: new ProviderRequestError('execution reverted') })
    await estimateSendFee(other)
    expect(other.stores.send.getState().fee).toEqual({
      status: 'error',
      message: 'execution reverted',
    })
  })

  it('INSUFFICIENT_FEE: a native amount plus the fee above the balance', async () => {
    const { config } = await filledKit(ETH, '1.5')
    expect(config.stores.send.getState().validation).toBeUndefined()
    await estimateSendFee(config)
    expect(config.stores.send.getState().validation).toEqual({
      code: 'INSUFFICIENT_FEE',
      message: 'Insufficient ETH for the network fee',
    })
    // Estimating again while it says so still works (the fee may have come down).
    await estimateSendFee(config)
    expect(config.stores.send.getState().fee.status).toBe('ready')
    setSendAmount(config, '1.499979')
    await estimateSendFee(config)
    expect(config.stores.send.getState().validation).toBeUndefined()
  })

  it('INSUFFICIENT_FEE: a token, and no native currency left to pay the fee', async () => {
    const broke: TokenBalance = { ...ETH, value: 0, quantity: { decimals: '18', numeric: '0' } }
    const { config } = await filledKit(PTK, '1', { tokens: [broke, PTK], balance: '0' })
    await estimateSendFee(config)
    expect(config.stores.send.getState().validation?.message).toBe(
      'Insufficient ETH for the network fee',
    )
  })
})
