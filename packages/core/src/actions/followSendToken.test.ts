import { describe, expect, it } from 'vitest'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { ETH, PTK, PUSD, sendKit } from '../test/sendKit.ts'
import { followSendToken } from './followSendToken.ts'
import { setSendToken } from './setSendToken.ts'

describe('followSendToken', () => {
  it('default: with nothing picked, the native currency (listed first) is picked', async () => {
    const { config } = await sendKit({ tokens: [PUSD, ETH, PTK] })
    const stop = followSendToken(config)
    expect(config.stores.send.getState().token).toMatchObject({ symbol: 'ETH' })
    stop()
  })

  it('behavior: balances read again replace the picked token with its new entry, until stopped', async () => {
    const { config } = await sendKit()
    setSendToken(config, PTK)
    const stop = followSendToken(config)
    const richer = { ...PTK, quantity: { ...PTK.quantity, numeric: '250' }, value: 125 }
    updateNamespaceState(config.stores.account, 'eip155', { tokenBalance: [ETH, PUSD, richer] })
    expect(config.stores.send.getState().token).toEqual(richer)
    stop()
    const poorer = { ...PTK, quantity: { ...PTK.quantity, numeric: '1' }, value: 0.5 }
    updateNamespaceState(config.stores.account, 'eip155', { tokenBalance: [ETH, PUSD, poorer] })
    expect(config.stores.send.getState().token).toEqual(richer)
  })

  it('behavior: a token the account no longer lists stays picked (the form says what is wrong)', async () => {
    const { config } = await sendKit()
    setSendToken(config, PTK)
    const stop = followSendToken(config)
    updateNamespaceState(config.stores.account, 'eip155', { tokenBalance: [ETH, PUSD] })
    expect(config.stores.send.getState().token).toEqual(PTK)
    stop()
  })

  it('behavior: the result of a confirmed transfer is left behind: the form starts afresh', async () => {
    const { config } = await sendKit()
    setSendToken(config, PTK)
    config.stores.send.setState({
      transfer: { status: 'confirmed', hash: '0x01' } as never,
      amountInput: '1',
    })
    const stop = followSendToken(config)
    const state = config.stores.send.getState()
    expect(state.transfer).toBeUndefined()
    expect(state.amountInput).toBeUndefined()
    expect(state.token).toMatchObject({ symbol: 'ETH' })
    stop()
  })

  it('error: nothing held to pick → the form still works out the first rule it breaks', async () => {
    const { config } = await sendKit({ tokens: [], balance: '0' })
    const stop = followSendToken(config)
    const state = config.stores.send.getState()
    expect(state.token).toBeUndefined()
    expect(state.validation).toBeDefined()
    stop()
  })
})
