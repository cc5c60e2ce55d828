import { describe, expect, it } from 'vitest'
import { INITIAL_SEND_STATE } from '../stores/createStores.ts'
import { PUSD, RECEIVER, sendKit, untilEvent, untilTransfer } from '../test/sendKit.ts'
import { openSend } from './openSend.ts'
import { resetSend } from './resetSend.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

describe('resetSend', () => {
  it('default: back to the empty form, the last transfer forgotten', async () => {
    const { config } = await sendKit({ features: { waitForTransferError: true } })
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, RECEIVER)
    await sendTokens(config)
    await untilTransfer(config, ['unknown'])
    resetSend(config)
    expect(config.stores.send.getState()).toEqual(INITIAL_SEND_STATE)
    expect(config.internal.sendTransfer).toBeUndefined()
  })

  it('behavior: a transfer still pending is followed to its end, just not shown', async () => {
    const { config, adapter, events } = await sendKit({ features: { waitForTransferHangs: true } })
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, RECEIVER)
    await sendTokens(config)
    resetSend(config)
    const success = untilEvent(config, 'SEND_SUCCESS')
    adapter.setFeatures({ waitForTransferHangs: false })
    await success
    expect(events.map((event) => event.name)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(config.stores.send.getState()).toEqual(INITIAL_SEND_STATE)
  })
})
