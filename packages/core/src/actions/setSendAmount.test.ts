import { describe, expect, it } from 'vitest'
import { ETH, PTK, PUSD, sendKit } from '../test/sendKit.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendAmountUnit } from './setSendAmountUnit.ts'

describe('setSendAmount', () => {
  it('default: kept as typed; the exact token amount and its USD value derived', async () => {
    const { config } = await sendKit()
    openSend(config, { token: ETH })
    setSendAmount(config, '0.75')
    expect(config.stores.send.getState()).toMatchObject({
      amountInput: '0.75',
      sendTokenAmount: '0.75',
      networkBalanceInUSD: '1500.00',
    })
  })

  it("behavior: spaces around are ignored, '.5' is 0.5, the field keeps what was typed", async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, ' .5 ')
    expect(config.stores.send.getState()).toMatchObject({
      amountInput: ' .5 ',
      sendTokenAmount: '0.5',
      networkBalanceInUSD: '0.50',
    })
  })

  it("bad input: ',' is not a decimal separator, nor a sign or exponent", async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    for (const input of ['1,5', '-1', '1e2']) {
      setSendAmount(config, input)
      const state = config.stores.send.getState()
      expect(state.amountInput).toBe(input)
      expect(state.sendTokenAmount).toBeUndefined()
      expect(state.networkBalanceInUSD).toBeUndefined()
    }
  })

  it('behavior: the USD value rounds half up to cents at the token price (spec §9)', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PTK })
    setSendAmount(config, '0.01')
    expect(config.stores.send.getState().networkBalanceInUSD).toBe('0.01')
    setSendAmount(config, '0.009')
    expect(config.stores.send.getState().networkBalanceInUSD).toBe('0.00')
    setSendAmount(config, '0.000000000000000001')
    expect(config.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.000000000000000001',
      networkBalanceInUSD: '0.00',
    })
  })

  it('parameters: typed in USD, the token amount is USD ÷ price, half up to its decimals', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmountUnit(config, 'usd')
    setSendAmount(config, '2.5')
    expect(config.stores.send.getState()).toMatchObject({
      amountUnit: 'usd',
      amountInput: '2.5',
      sendTokenAmount: '2.5',
      networkBalanceInUSD: '2.50',
    })
    openSend(config, { token: ETH })
    setSendAmountUnit(config, 'usd')
    setSendAmount(config, '1')
    // 1 / 2000 = 0.0005 exactly.
    expect(config.stores.send.getState().sendTokenAmount).toBe('0.0005')
  })

  it('behavior: a new amount makes the fee stale', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    config.stores.send.setState({ fee: { status: 'ready', value: '0.000021', symbol: 'ETH' } })
    setSendAmount(config, '1')
    expect(config.stores.send.getState().fee).toEqual({ status: 'idle' })
  })
})
