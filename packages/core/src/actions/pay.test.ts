import { evmAddressChecks } from '@portico/evm'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork, solanaNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { ModalClosedError } from '../errors/connection.ts'
import { PayDisabledError, PayInProgressError, PayRequestError } from '../errors/pay.ts'
import { untilPay } from '../test/untilPay.ts'
import type { PorticoEvent } from '../types/events.ts'
import type { PayParameters } from '../types/pay.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { getConnectList } from './getConnectList.ts'
import { onEvent } from './onEvent.ts'
import { pay } from './pay.ts'

const PUSD_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const REQUEST: PayParameters = {
  recipient: OTHER_ADDRESS,
  amount: '5',
  asset: PUSD_ADDRESS,
  network: localNetwork.caipNetworkId,
}

/** A config with pay on (unless told), the local EVM network, and the mock wallet. */
function payConfig(features: { pay?: boolean } = { pay: true }) {
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [TEST_ADDRESS],
    chainId: 31337,
    addressChecks: evmAddressChecks,
  })
  const config = createTestConfig({
    adapters: [adapter],
    networks: [localNetwork, solanaNetwork],
    features,
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  const events: PorticoEvent[] = []
  onEvent(config, (event) => {
    if (event.name.startsWith('PAY_')) events.push(event)
  })
  return { config, events }
}

describe('pay', () => {
  it('default: opens the modal on Pay with the request checked; PAY_MODAL_OPEN', async () => {
    const { config, events } = payConfig()
    void pay(config, REQUEST).catch(() => undefined)
    // The payment's code loads with the first payment; the modal opens once it has.
    await untilPay(config, (state) => state.request !== undefined)
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.router.getState().view).toBe('Pay')
    expect(config.stores.pay.getState()).toMatchObject({
      request: {
        recipient: OTHER_ADDRESS,
        amount: '5',
        asset: PUSD_ADDRESS.toLowerCase(),
        network: localNetwork,
      },
      status: 'idle',
    })
    expect(events.map(({ name, properties }) => ({ name, properties }))).toEqual([
      {
        name: 'PAY_MODAL_OPEN',
        properties: {
          recipient: OTHER_ADDRESS,
          amount: '5',
          asset: PUSD_ADDRESS.toLowerCase(),
          network: 'eip155:31337',
        },
      },
    ])
    closeModal(config)
  })

  it('behavior: pay is off by default (spec §9) → PayDisabledError, nothing opens', async () => {
    const { config } = payConfig({})
    const error = await pay(config, REQUEST).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayDisabledError)
    expect((error as PayDisabledError).message).toBe('Pay is not enabled')
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it.each<[string, Partial<Record<keyof PayParameters, unknown>>, string, string]>([
    ['a short address', { recipient: '0x1234' }, 'recipient', "'0x1234' is not an EVM address"],
    ['no 0x', { recipient: OTHER_ADDRESS.slice(2) }, 'recipient', 'is not an EVM address'],
    ['a number recipient', { recipient: 42 }, 'recipient', 'number is not an EVM address'],
    [
      'a Solana address',
      { recipient: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
      'recipient',
      'is not an EVM address',
    ],
    ['an amount of 0', { amount: '0.000' }, 'amount', 'the amount must be more than 0'],
    ['a negative amount', { amount: '-5' }, 'amount', "'-5' is not a decimal amount"],
    ['an amount with a comma', { amount: '1,5' }, 'amount', "'1,5' is not a decimal amount"],
    ['an exponent', { amount: '1e3' }, 'amount', "'1e3' is not a decimal amount"],
    ['a number amount', { amount: 5 }, 'amount', 'number is not a decimal amount'],
    [
      'an asset that is neither',
      { asset: 'PUSD' },
      'asset',
      "'PUSD' is neither a token address nor 'native'",
    ],
    ['no network', { network: '' }, 'network', 'a CAIP-2 network id is required'],
    [
      'a network the dApp does not list',
      { network: 'eip155:1' },
      'network',
      "eip155:1 is not one of the dApp's networks",
    ],
    [
      'a network that is not EVM',
      { network: solanaNetwork.caipNetworkId },
      'network',
      'Pay is for EVM networks',
    ],
  ])(
    'parameters: %s → PayRequestError naming the field, nothing opens',
    async (_, bad, field, reason) => {
      const { config, events } = payConfig()
      const error = await pay(config, { ...REQUEST, ...bad } as PayParameters).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(PayRequestError)
      expect((error as PayRequestError).field).toBe(field)
      expect((error as PayRequestError).message).toContain(`Invalid payment ${field}: `)
      expect((error as PayRequestError).message).toContain(reason)
      expect(config.stores.modal.getState().open).toBe(false)
      expect(config.stores.pay.getState().request).toBeUndefined()
      expect(events).toEqual([])
    },
  )

  it('behavior: no adapter offers eip155 checks → no recipient is an address, nothing opens', async () => {
    const config = createTestConfig({ networks: [localNetwork], features: { pay: true } })
    const error = await pay(config, REQUEST).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PayRequestError)
    expect((error as PayRequestError).field).toBe('recipient')
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it("behavior: a network the dApp does not list shows the 'Network Not Found' alert (spec §8)", async () => {
    const { config } = payConfig()
    await pay(config, { ...REQUEST, network: 'eip155:1' }).catch(() => undefined)
    expect(config.stores.alerts.getState().alert).toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      variant: 'error',
      message: 'Network Not Found',
    })
  })

  it('behavior: any other wrong field shows no alert', async () => {
    const { config } = payConfig()
    await pay(config, { ...REQUEST, recipient: '0x1234' }).catch(() => undefined)
    await pay(config, { ...REQUEST, network: solanaNetwork.caipNetworkId }).catch(() => undefined)
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })

  it("behavior: the visitor closes the modal → rejects with 'Modal closed'; PAY_ERROR; the state empties", async () => {
    const { config, events } = payConfig()
    const paying = pay(config, { ...REQUEST, asset: 'native' })
    await untilPay(config, (state) => state.request !== undefined)
    closeModal(config)
    const error = await paying.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModalClosedError)
    expect((error as Error).message).toBe('Modal closed')
    expect(events.map(({ name }) => name)).toEqual(['PAY_MODAL_OPEN', 'PAY_ERROR'])
    expect(events[1]?.properties).toMatchObject({
      message: 'Modal closed',
      recipient: OTHER_ADDRESS,
    })
    expect(config.stores.pay.getState().request).toBeUndefined()
  })

  it("behavior: the modal closed while the payment's code still loads → 'Modal closed', and the payment never opens", async () => {
    const { config, events } = payConfig()
    const paying = pay(config, REQUEST).catch((caught: unknown) => caught)
    closeModal(config)
    expect(await paying).toBeInstanceOf(ModalClosedError)
    // Nothing was shown or reported; the next payment opens as usual.
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.pay.getState().request).toBeUndefined()
    expect(events).toEqual([])
    const next = pay(config, REQUEST).catch((caught: unknown) => caught)
    await untilPay(config, (state) => state.request !== undefined)
    closeModal(config)
    expect(await next).toBeInstanceOf(ModalClosedError)
  })

  it('behavior: a second pay while one is open → PayInProgressError; the first goes on', async () => {
    const { config } = payConfig()
    const first = pay(config, REQUEST).catch((caught: unknown) => caught)
    // Refused at once, even while the first payment's code still loads.
    await expect(pay(config, { ...REQUEST, amount: '6' })).rejects.toBeInstanceOf(
      PayInProgressError,
    )
    await untilPay(config, (state) => state.request !== undefined)
    expect(config.stores.pay.getState().request?.amount).toBe('5')
    closeModal(config)
    expect(await first).toBeInstanceOf(ModalClosedError)
  })

  it('behavior: payment mode (spec §6): while a payment is open, the Connect list has no e-mail or socials; a wallet connected from it leads back to Pay', async () => {
    const { config } = payConfig()
    const paying = pay(config, REQUEST).catch((caught: unknown) => caught)
    await untilPay(config, (state) => state.request !== undefined)
    expect(getConnectList(config).hasAuth).toBe(false)
    await connect(config, { connectorId: 'mock', namespace: 'eip155' })
    // Not closed (which would end the payment): back on Pay.
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.router.getState().view).toBe('Pay')
    closeModal(config)
    expect(await paying).toBeInstanceOf(ModalClosedError)
  })
})
