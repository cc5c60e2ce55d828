import { describe, expect, it, vi } from 'vitest'
import { PUSD, RECEIVER, sendKit } from '../test/sendKit.ts'
import { openSend } from './openSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

describe('setSendReceiver', () => {
  it('default: kept as typed; the form becomes valid', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, ` ${RECEIVER}\n`)
    expect(config.stores.send.getState()).toMatchObject({ receiverAddress: ` ${RECEIVER}\n` })
    expect(config.stores.send.getState().validation).toBeUndefined()
  })

  it('behavior: a new receiver drops the last one’s profile and makes the fee stale', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    config.stores.send.setState({
      receiverProfileName: 'alice.portico',
      receiverProfileImage: 'https://example.test/alice.png',
      fee: { status: 'ready', value: '0.000021', symbol: 'ETH' },
    })
    setSendReceiver(config, RECEIVER)
    const state = config.stores.send.getState()
    expect(state.receiverProfileName).toBeUndefined()
    expect(state.receiverProfileImage).toBeUndefined()
    expect(state.fee).toEqual({ status: 'idle' })
  })

  it('bad input: not an EVM address', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, '0x1234')
    expect(config.stores.send.getState().validation?.message).toBe('Not a valid EVM address')
  })

  it('behavior: a name is looked up (issue #32); without a server it cannot resolve', async () => {
    const { config } = await sendKit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, 'vitalik.eth')
    expect(config.stores.send.getState().validation?.message).toBe('Looking up the name')
    await vi.waitFor(() =>
      expect(config.stores.send.getState().validation?.message).toBe('Error resolving name'),
    )
  })
})
