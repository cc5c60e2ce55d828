import { describe, expect, it } from 'vitest'
import { INITIAL_SEND_STATE } from '../stores/createStores.ts'
import { ETH, PUSD, RECEIVER, sendKit } from '../test/sendKit.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

describe('openSend', () => {
  it('default: an empty form on the Send view with the native currency picked, saying what is missing', async () => {
    const { config } = await sendKit()
    openSend(config)
    expect(config.stores.router.getState().view).toBe('Send')
    expect(config.stores.send.getState()).toEqual({
      ...INITIAL_SEND_STATE,
      token: ETH,
      validation: {
        code: 'AMOUNT_AND_RECEIVER_REQUIRED',
        message: 'An amount and receiver address are required',
      },
    })
  })

  it('behavior: an account that holds nothing has no token picked', async () => {
    const { config } = await sendKit({ tokens: [], balance: '0' })
    openSend(config)
    expect(config.stores.send.getState()).toEqual({
      ...INITIAL_SEND_STATE,
      validation: { code: 'TOKEN_REQUIRED', message: 'A token is required' },
    })
  })

  it('parameters: token is picked', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    expect(config.stores.send.getState()).toMatchObject({
      token: PUSD,
      validation: { code: 'AMOUNT_AND_RECEIVER_REQUIRED' },
    })
  })

  it('behavior: clears what an earlier visit typed', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, RECEIVER)
    openSend(config)
    const state = config.stores.send.getState()
    // Back to the default pick, not the PUSD of the earlier visit.
    expect(state.token).toEqual(ETH)
    expect(state.amountInput).toBeUndefined()
    expect(state.receiverAddress).toBeUndefined()
    // Already on Send: not pushed twice.
    const views = config.stores.router.getState().history.map((entry) => entry.view)
    expect(views.filter((view) => view === 'Send')).toEqual(['Send'])
  })
})
