import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { solanaNetwork } from '@portico/test-utils/networks'
import {
  type ProfileFixtureServer,
  startProfileFixtureServer,
} from '@portico/test-utils/startProfileFixtureServer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SendValidationError } from '../errors/send.ts'
import { PUSD, RECEIVER, sendKit } from '../test/sendKit.ts'
import type { PorticoConfig } from '../types/config.ts'
import { openSend } from './openSend.ts'
import { sendTokens } from './sendTokens.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendReceiver } from './setSendReceiver.ts'

// Send by name (issue #32): the profile routes are the fixture's; the wallet and the chain are
// the mock adapter's.
let service: ProfileFixtureServer
beforeAll(async () => {
  service = await startProfileFixtureServer({ nameZone: 'portico.id' })
})
afterAll(() => service?.stop())
beforeEach(() => {
  service.setName('alice.portico.id', { '2147514985': RECEIVER })
})
afterEach(() => {
  service.failLookups(undefined)
})

/** Anvil's third account: neither the sender nor RECEIVER. */
const THIRD_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const kit = (parameters: Parameters<typeof sendKit>[0] = {}) =>
  sendKit({ ...parameters, options: { apiUrl: service.url, fetch } })

async function fill(config: PorticoConfig, receiver: string) {
  openSend(config, { token: PUSD })
  setSendAmount(config, '1')
  setSendReceiver(config, receiver)
  await vi.waitFor(() =>
    expect(config.stores.send.getState().receiverName?.status).not.toBe('loading'),
  )
}

describe('Send by name', () => {
  it('default: the name resolves; the address is kept beside it; the transfer goes there', async () => {
    const { config, adapter } = await kit()
    openSend(config, { token: PUSD })
    setSendAmount(config, '1')
    setSendReceiver(config, ' Alice.portico.id ')
    expect(config.stores.send.getState().validation).toEqual({
      code: 'NAME_RESOLVING',
      message: 'Looking up the name',
    })
    await vi.waitFor(() =>
      expect(config.stores.send.getState().receiverName).toEqual({
        name: 'alice.portico.id',
        status: 'resolved',
        address: RECEIVER,
      }),
    )
    expect(config.stores.send.getState().validation).toBeUndefined()
    await sendTokens(config)
    expect(adapter.state.transfers.sent[0]?.to).toBe(RECEIVER)
  })

  it("behavior: an unknown name → 'No address found for …'; Send refuses", async () => {
    const { config, adapter } = await kit()
    await fill(config, 'nobody.portico.id')
    expect(config.stores.send.getState().validation).toEqual({
      code: 'NAME_NOT_FOUND',
      message: 'No address found for nobody.portico.id',
    })
    await expect(sendTokens(config)).rejects.toBeInstanceOf(SendValidationError)
    expect(adapter.state.calls.sendTransfer).toBe(0)
  })

  it("behavior: a lookup that fails says why (else 'Error resolving name')", async () => {
    const { config } = await kit()
    service.failLookups({ status: 503, body: 'down' })
    await fill(config, 'alice.portico.id')
    expect(config.stores.send.getState().validation).toEqual({
      code: 'NAME_NOT_RESOLVED',
      message: 'Error resolving name',
    })
  })

  it('behavior: the name points elsewhere by the time Send is pressed → stopped, new address shown', async () => {
    const { config, adapter } = await kit()
    await fill(config, 'alice.portico.id')
    // Re-pointed after the review: the 5-minute cache still has the old address.
    service.setName('alice.portico.id', { '2147514985': THIRD_ADDRESS })
    const error = await sendTokens(config).catch((caught) => caught)
    expect(error).toBeInstanceOf(SendValidationError)
    expect(error.code).toBe('NAME_CHANGED')
    expect(error.message).toBe(
      'alice.portico.id now points to another address. Check the new address before sending.',
    )
    expect(adapter.state.calls.sendTransfer).toBe(0)
    expect(config.stores.send.getState().transfer).toBeUndefined()
    expect(config.stores.send.getState().receiverName).toMatchObject({
      address: THIRD_ADDRESS,
      changedFrom: RECEIVER,
    })
  })

  it('behavior: the name no longer resolves when Send is pressed → stopped', async () => {
    const { config, adapter } = await kit()
    await fill(config, 'alice.portico.id')
    service.removeName('alice.portico.id')
    const error = await sendTokens(config).catch((caught) => caught)
    expect(error).toBeInstanceOf(SendValidationError)
    expect(error.message).toBe('No address found for alice.portico.id')
    expect(adapter.state.calls.sendTransfer).toBe(0)
  })

  it('behavior: a double press while the name is checked again sends once', async () => {
    const { config, adapter } = await kit()
    await fill(config, 'alice.portico.id')
    const [first, second] = await Promise.allSettled([sendTokens(config), sendTokens(config)])
    expect(first.status).toBe('fulfilled')
    expect(second.status).toBe('rejected')
    expect(adapter.state.calls.sendTransfer).toBe(1)
  })

  it('behavior: an address receiver is not looked up as a name', async () => {
    const { config } = await kit()
    await fill(config, TEST_ADDRESS)
    expect(config.stores.send.getState().receiverName).toBeUndefined()
  })

  it("rule: off EVM, names are refused ('Names can only be used on EVM networks')", async () => {
    const { config } = await sendKit({ network: solanaNetwork })
    openSend(config, { token: { ...PUSD, chainId: solanaNetwork.caipNetworkId } })
    setSendAmount(config, '1')
    setSendReceiver(config, 'alice.portico.id')
    expect(config.stores.send.getState().validation?.message).toBe(
      'Names can only be used on EVM networks',
    )
  })
})
