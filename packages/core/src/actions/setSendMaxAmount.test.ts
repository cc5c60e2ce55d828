import { describe, expect, it } from 'vitest'
import { ETH, PTK, PUSD, RECEIVER, sendKit } from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendAmountUnit } from './setSendAmountUnit.ts'
import { setSendMaxAmount } from './setSendMaxAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

describe('setSendMaxAmount', () => {
  it('default: a token is sent whole; the wallet is not asked for a fee', async () => {
    const { config, adapter } = await sendKit()
    openSend(config, { token: PTK })
    await setSendMaxAmount(config)
    expect(config.stores.send.getState()).toMatchObject({
      amountInput: '100',
      sendTokenAmount: '100',
      networkBalanceInUSD: '50.00',
      fee: { status: 'idle' },
    })
    expect(adapter.state.calls.estimateTransferFee).toBe(0)
  })

  it('behavior: the native currency is the balance minus the estimated fee, exactly', async () => {
    const { config, adapter } = await sendKit()
    openSend(config, { token: ETH })
    setSendReceiver(config, RECEIVER)
    await setSendMaxAmount(config)
    // 1.5 ETH − 21000 gwei.
    expect(config.stores.send.getState()).toMatchObject({
      amountInput: '1.499979',
      sendTokenAmount: '1.499979',
      networkBalanceInUSD: '2999.96',
      fee: { status: 'ready', value: '0.000021', symbol: 'ETH', valueInUSD: '0.04' },
      validation: undefined,
    })
    // Estimated for the whole balance, to the receiver typed.
    expect(adapter.state.transfers.estimated[0]).toMatchObject({
      amount: 1_500_000_000_000_000_000n,
      to: RECEIVER,
      token: { symbol: 'ETH', decimals: 18 },
    })
    expect(adapter.state.transfers.estimated[0]?.token.address).toBeUndefined()
  })

  it('behavior: before a receiver is typed, the fee is estimated to the account itself', async () => {
    const { config, adapter } = await sendKit()
    openSend(config, { token: ETH })
    await setSendMaxAmount(config)
    expect(adapter.state.transfers.estimated[0]?.to).toBe(adapter.state.accounts[0])
  })

  it('behavior: 1 wei of dust and a balance above 2^53 wei stay exact', async () => {
    const dusty: TokenBalance = {
      ...ETH,
      quantity: { decimals: '18', numeric: '12345.000000000000000001' },
    }
    const { config } = await sendKit({ tokens: [dusty], transfers: { fee: 1n } })
    openSend(config, { token: dusty })
    await setSendMaxAmount(config)
    expect(config.stores.send.getState().sendTokenAmount).toBe('12345')
  })

  it('behavior: never below 0 when the fee is more than the balance', async () => {
    const poor: TokenBalance = { ...ETH, quantity: { decimals: '18', numeric: '0.00001' } }
    const { config } = await sendKit({ tokens: [poor] })
    openSend(config, { token: poor })
    setSendReceiver(config, RECEIVER)
    await setSendMaxAmount(config)
    expect(config.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0',
      validation: { code: 'INVALID_AMOUNT' },
    })
  })

  it('parameters: typed in USD, the field shows the USD value of the max', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmountUnit(config, 'usd')
    await setSendMaxAmount(config)
    expect(config.stores.send.getState()).toMatchObject({
      amountUnit: 'usd',
      amountInput: '12.50',
      sendTokenAmount: '12.5',
    })
  })

  it('behavior: the fee cannot be estimated: the amount stays, the fee says why', async () => {
    const { config } = await sendKit({ features: { estimateFeeError: true } })
    openSend(config, { token: ETH })
    setSendAmount(config, '0.1')
    await setSendMaxAmount(config)
    expect(config.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.1',
      fee: { status: 'error', message: 'The network did not answer' },
    })
  })

  it('behavior: the visitor typed while the fee was asked: their amount wins', async () => {
    const { config } = await sendKit()
    openSend(config, { token: ETH })
    const max = setSendMaxAmount(config)
    setSendAmount(config, '0.2')
    await max
    expect(config.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.2',
      fee: { status: 'idle' },
    })
  })

  it('behavior: no token picked: nothing happens', async () => {
    const { config, adapter } = await sendKit({ tokens: [], balance: '0' })
    openSend(config)
    await setSendMaxAmount(config)
    expect(config.stores.send.getState().sendTokenAmount).toBeUndefined()
    expect(adapter.state.calls.estimateTransferFee).toBe(0)
  })
})
