import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/connection.ts'
import { PUSD, RECEIVER, sendKit, untilTransfer } from '../test/sendKit.ts'
import { openSend } from './openSend.ts'
import { retrySend } from './retrySend.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

// The faults (a receipt read that fails, a refusal) are the mock adapter's switches: nothing
// real produces them on demand.

async function filledKit(features: Parameters<typeof sendKit>[0] = {}) {
  const kit = await sendKit(features)
  openSend(kit.config, { token: PUSD })
  setSendAmount(kit.config, '1')
  setSendReceiver(kit.config, RECEIVER)
  return kit
}

describe('retrySend', () => {
  it('behavior: after unknown it asks about the same hash again and never sends again', async () => {
    const { config, adapter, events } = await filledKit({
      features: { waitForTransferError: true },
    })
    const { hash } = await sendTokens(config)
    await untilTransfer(config, ['unknown'])

    // The RPC is still down: unknown again, still one transfer.
    await retrySend(config)
    expect(config.stores.send.getState().transfer).toEqual({ status: 'pending', hash })
    await untilTransfer(config, ['unknown'])
    expect(adapter.state.calls.sendTransfer).toBe(1)

    // The RPC is back: the same hash is confirmed.
    adapter.setFeatures({ waitForTransferError: false })
    await retrySend(config)
    expect(await untilTransfer(config, ['confirmed'])).toEqual({ status: 'confirmed', hash })
    expect(adapter.state.calls.sendTransfer).toBe(1)
    expect(adapter.state.transfers.sent).toHaveLength(1)
    expect(adapter.state.transfers.waited.map((wait) => wait.hash)).toEqual([hash, hash, hash])
    expect(events.map((event) => event.name)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
  })

  it('behavior: after a refusal (failed before a hash) it sends again', async () => {
    const { config, adapter, events } = await filledKit({
      features: { sendTransferErrorCode: 4001 },
    })
    await expect(sendTokens(config)).rejects.toBeInstanceOf(UserRejectedRequestError)
    adapter.setFeatures({ sendTransferErrorCode: undefined })
    await retrySend(config)
    await untilTransfer(config, ['confirmed'])
    expect(adapter.state.calls.sendTransfer).toBe(2)
    expect(adapter.state.transfers.sent).toHaveLength(1)
    expect(events.map((event) => event.name)).toEqual([
      'SEND_INITIATED',
      'SEND_ERROR',
      'SEND_INITIATED',
      'SEND_SUCCESS',
    ])
  })

  it('behavior: a refusal again rejects as sendTokens does', async () => {
    const { config } = await filledKit({ features: { sendTransferErrorCode: 4001 } })
    await sendTokens(config).catch(() => {})
    await expect(retrySend(config)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(config.stores.send.getState().transfer?.status).toBe('failed')
  })

  it('behavior: nothing to retry (no transfer, pending, confirmed): nothing happens', async () => {
    const { config, adapter } = await filledKit({ features: { waitForTransferHangs: true } })
    await retrySend(config)
    expect(adapter.state.calls.sendTransfer).toBe(0)
    await sendTokens(config)
    await retrySend(config)
    expect(adapter.state.calls).toMatchObject({ sendTransfer: 1, waitForTransfer: 1 })
    adapter.setFeatures({ waitForTransferHangs: false })
    await untilTransfer(config, ['confirmed'])
    await retrySend(config)
    expect(adapter.state.calls).toMatchObject({ sendTransfer: 1, waitForTransfer: 1 })
  })
})
