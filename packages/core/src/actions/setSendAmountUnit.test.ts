import { describe, expect, it } from 'vitest'
import { ETH, PUSD, sendKit } from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendAmountUnit } from './setSendAmountUnit.ts'

describe('setSendAmountUnit', () => {
  it('default: the field shows the amount in the other unit; the amount does not change', async () => {
    const { config } = await sendKit()
    openSend(config, { token: ETH })
    setSendAmount(config, '0.123456789')
    setSendAmountUnit(config, 'usd')
    expect(config.stores.send.getState()).toMatchObject({
      amountUnit: 'usd',
      amountInput: '246.91',
      sendTokenAmount: '0.123456789',
      networkBalanceInUSD: '246.91',
    })
    setSendAmountUnit(config, 'token')
    expect(config.stores.send.getState()).toMatchObject({
      amountUnit: 'token',
      amountInput: '0.123456789',
      sendTokenAmount: '0.123456789',
    })
  })

  it('behavior: without a price the unit stays tokens', async () => {
    const unpriced: TokenBalance = { ...PUSD, price: 0 }
    const { config } = await sendKit({ tokens: [unpriced] })
    openSend(config, { token: unpriced })
    setSendAmountUnit(config, 'usd')
    expect(config.stores.send.getState().amountUnit).toBe('token')
  })

  it('behavior: an empty or invalid field stays as typed', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1,5')
    setSendAmountUnit(config, 'usd')
    expect(config.stores.send.getState()).toMatchObject({ amountUnit: 'usd', amountInput: '1,5' })
  })
})
