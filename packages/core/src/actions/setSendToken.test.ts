import { describe, expect, it } from 'vitest'
import { ETH, PTK, PUSD, sendKit } from '../test/sendKit.ts'
import type { TokenBalance } from '../types/api.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendAmountUnit } from './setSendAmountUnit.ts'
import { setSendToken } from './setSendToken.ts'

describe('setSendToken', () => {
  it('default: picks the token; the typed amount is read for it', async () => {
    const { config } = await sendKit()
    openSend(config)
    setSendAmount(config, '2')
    setSendToken(config, PTK)
    expect(config.stores.send.getState()).toMatchObject({
      token: PTK,
      amountInput: '2',
      sendTokenAmount: '2',
      networkBalanceInUSD: '1.00',
      validation: { code: 'AMOUNT_AND_RECEIVER_REQUIRED' },
    })
  })

  it('behavior: a USD amount is converted at the new price', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmountUnit(config, 'usd')
    setSendAmount(config, '10')
    setSendToken(config, ETH)
    expect(config.stores.send.getState()).toMatchObject({
      amountUnit: 'usd',
      sendTokenAmount: '0.005',
      networkBalanceInUSD: '10.00',
    })
  })

  it('behavior: typed in USD, a token without a price clears the amount and goes back to tokens', async () => {
    const unpriced: TokenBalance = { ...PTK, price: 0 }
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmountUnit(config, 'usd')
    setSendAmount(config, '10')
    setSendToken(config, unpriced)
    const state = config.stores.send.getState()
    expect(state).toMatchObject({ amountUnit: 'token', token: unpriced })
    expect(state.amountInput).toBeUndefined()
    expect(state.sendTokenAmount).toBeUndefined()
  })
})
