import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork } from '@portico/test-utils/networks'
import {
  type ProfileFixtureServer,
  startProfileFixtureServer,
} from '@portico/test-utils/startProfileFixtureServer'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { NetworkNotFoundError, UserRejectedRequestError } from '../errors/connection.ts'
import {
  InvalidAccountNameError,
  NameAccountNotFoundError,
  NameRegistrationError,
  NamesUnavailableError,
} from '../errors/names.ts'
import { whenQueriesSettle } from '../query/queryCache.ts'
import type { Network } from '../types/chain.ts'
import { connect } from './connect.ts'
import { fetchIdentity } from './fetchIdentity.ts'
import { navigate } from './navigate.ts'
import { registerAccountName } from './registerAccountName.ts'

let service: ProfileFixtureServer
beforeAll(async () => {
  service = await startProfileFixtureServer({ nameZone: 'portico.id' })
})
afterAll(() => service?.stop())
afterEach(() => {
  service.failRegistration(undefined)
  service.requests.length = 0
})

async function connected(
  options: { network?: Network; zone?: string | undefined; signMessageError?: boolean } = {},
) {
  const network = options.network ?? localNetwork
  const adapter = mockAdapter({
    accounts: [TEST_ADDRESS.toLowerCase()],
    chainId: network.id,
    features: { signMessageError: options.signMessageError ?? false },
  })
  const config = createTestConfig({
    projectId: 'names-project',
    apiUrl: service.url,
    fetch,
    networks: [network],
    adapters: [adapter],
  })
  config.stores.connectors.setState({ connectors: adapter.getConnectors() })
  await connect(config, { connectorId: 'mock' })
  config.stores.features.setState({ nameZone: 'zone' in options ? options.zone : 'portico.id' })
  // The modal on RegisterAccountName (openModal would also load the wallet lists).
  config.stores.modal.setState({ open: true })
  config.stores.router.setState({
    view: 'RegisterAccountName',
    history: [{ view: 'RegisterAccountName' }],
  })
  return { adapter, config }
}

const posts = () => service.requests.filter((request) => request.method === 'POST')
const views = (config: Awaited<ReturnType<typeof connected>>['config']) =>
  config.stores.router.getState().history.map((entry) => entry.view)

describe('registerAccountName', () => {
  it("default: signs the contract's message, posts it, names the account, shows Success", async () => {
    const { adapter, config } = await connected()
    const before = Date.now()
    const profile = await registerAccountName(config, { name: 'Alice' })
    expect(profile.name).toBe('alice.portico.id')
    expect(adapter.state.calls.signMessage).toBe(1)

    const [post] = posts()
    const body = post?.body as Record<string, string | number>
    expect(body.coin_type).toBe(2147514985)
    // EIP-55, whatever case the wallet reported the account in.
    expect(body.address).toBe(TEST_ADDRESS)
    const lines = String(body.message).split('\n')
    expect(lines.slice(0, 5)).toEqual([
      'Register the name alice.portico.id',
      '',
      `Address: ${TEST_ADDRESS}`,
      'Coin type: 2147514985',
      'Project: names-project',
    ])
    const issuedAt = /^Issued at: (.+)$/.exec(lines[5] ?? '')?.[1] ?? ''
    expect(new Date(issuedAt).toISOString()).toBe(issuedAt)
    expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(before - 1)
    expect(lines).toHaveLength(6)
    expect(typeof body.signature).toBe('string')

    expect(config.stores.account.getState().namespaces.eip155?.profileName).toBe('alice.portico.id')
    expect(views(config)).toEqual(['RegisterAccountNameSuccess'])
    expect(config.stores.router.getState().data).toEqual({ accountName: 'alice.portico.id' })
    // The identity is asked again, past its 5-minute cache, and keeps the name.
    await whenQueriesSettle(config.internal.queries, ['identity'])
    expect(
      service.requests.filter((request) => request.path.startsWith('/v1/identity/')).length,
    ).toBeGreaterThanOrEqual(2)
    await fetchIdentity(config)
    expect(config.stores.account.getState().namespaces.eip155?.profileName).toBe('alice.portico.id')
  })

  it.each([
    ['al', 'A name needs at least 4 characters'],
    ['ali_ce', 'Use only letters, digits and hyphens'],
    ['', 'Enter a name'],
    ['x'.repeat(64), 'A name has at most 63 characters'],
  ])('rule: %j is refused before anything is signed (%s)', async (name, message) => {
    const { adapter, config } = await connected()
    const error = await registerAccountName(config, { name }).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    expect(error.message).toBe(message)
    expect(adapter.state.calls.signMessage).toBe(0)
    expect(posts()).toHaveLength(0)
    // Failure returns to RegisterAccountName with the error shown.
    expect(views(config)).toEqual(['RegisterAccountName'])
    expect(config.stores.router.getState().data?.registerNameError).toBe(message)
  })

  it('rule: chain id 2147483648 is refused (its coin type would overflow)', async () => {
    const huge: Network = {
      ...localNetwork,
      id: 2147483648,
      caipNetworkId: 'eip155:2147483648',
      name: 'Huge',
    }
    const { adapter, config } = await connected({ network: huge })
    const error = await registerAccountName(config, { name: 'alice' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    expect(error.message).toBe('Names cannot be registered on this network')
    expect(adapter.state.calls.signMessage).toBe(0)
    expect(posts()).toHaveLength(0)
  })

  it("behavior: the server's reason is the error, shown on RegisterAccountName", async () => {
    const { config } = await connected()
    service.failRegistration({
      status: 400,
      body: { code: 'STALE', message: 'The message is stale' },
    })
    const error = await registerAccountName(config, { name: 'carol' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect(error.message).toBe('The message is stale')
    expect(views(config)).toEqual(['RegisterAccountName'])
    expect(config.stores.router.getState().data).toEqual({
      accountName: 'carol',
      registerNameError: 'The message is stale',
    })
    expect(config.stores.account.getState().namespaces.eip155?.profileName).not.toBe(
      'carol.portico.id',
    )
  })

  it("behavior: without a reason, 'Error registering name {name}' (spec §8)", async () => {
    const { config } = await connected()
    service.failRegistration({ status: 500, body: 'oops' })
    const error = await registerAccountName(config, { name: 'dave' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect(error.message).toBe('Error registering name dave.portico.id')
  })

  it('behavior: a name already taken: the server says so (409)', async () => {
    const { config } = await connected()
    service.setName('erin.portico.id', { '2147514985': OTHER_ADDRESS })
    const error = await registerAccountName(config, { name: 'erin' }).catch((caught) => caught)
    expect(error.message).toBe('Name is already registered')
  })

  it('behavior: the wallet refuses: nothing posted, the refusal shown', async () => {
    const { config } = await connected({ signMessageError: true })
    const error = await registerAccountName(config, { name: 'frank' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(posts()).toHaveLength(0)
    expect(config.stores.router.getState().data?.registerNameError).toBe(error.message)
  })

  it("behavior: no names zone → 'Names are not available here'; nothing signed", async () => {
    const { adapter, config } = await connected({ zone: undefined })
    const error = await registerAccountName(config, { name: 'alice' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NamesUnavailableError)
    expect(adapter.state.calls.signMessage).toBe(0)
  })

  it("behavior: signed in the embedded wallet's Approve view: the outcome replaces the form under it", async () => {
    const { adapter, config } = await connected()
    config.stores.router.setState({
      view: 'RegisterAccountName',
      history: [{ view: 'Account' }, { view: 'RegisterAccountName' }],
    })
    // The embedded wallet pushes ApproveTransaction while personal_sign waits for Approve.
    const sign = adapter.signMessage.bind(adapter)
    adapter.signMessage = async (parameters) => {
      navigate(config, 'ApproveTransaction')
      return sign(parameters)
    }
    await registerAccountName(config, { name: 'gina' })
    expect(views(config)).toEqual(['Account', 'RegisterAccountNameSuccess'])
  })

  it("behavior: no EVM network → 'Network not found' (spec §8); nothing signed", async () => {
    const { adapter, config } = await connected()
    config.stores.network.setState({ namespaces: {} })
    const error = await registerAccountName(config, { name: 'hugo' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error.message).toBe('Network not found')
    expect(adapter.state.calls.signMessage).toBe(0)
  })

  it("behavior: no EVM account → 'Address or auth connector not found' (spec §8)", async () => {
    const config = createTestConfig({ apiUrl: service.url, fetch })
    config.stores.features.setState({ nameZone: 'portico.id' })
    const error = await registerAccountName(config, { name: 'alice' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(NameAccountNotFoundError)
    expect(error.message).toBe('Address or auth connector not found')
  })
})
