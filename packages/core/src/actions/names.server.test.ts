import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { localNetwork } from '@portico/test-utils/networks'
import {
  type ProfileFixtureServer,
  startProfileFixtureServer,
} from '@portico/test-utils/startProfileFixtureServer'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NAMES_CACHE_MS } from '../constants.ts'
import {
  AccountNamesError,
  InvalidAccountNameError,
  NameResolutionError,
  NameSuggestionsError,
  NamesUnavailableError,
} from '../errors/names.ts'
import { QueryCancelledError } from '../query/queryCache.ts'
import { fetchAccountNames } from './fetchAccountNames.ts'
import { fetchNameSuggestions } from './fetchNameSuggestions.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'
import { resolveName } from './resolveName.ts'

// The real profile routes live in apps/server; this fixture serves their contract's shapes so
// that core's own rules (fallback messages, the 5-minute cache, cancellation) can be tested.
let service: ProfileFixtureServer
beforeAll(async () => {
  service = await startProfileFixtureServer({ nameZone: 'portico.id' })
  service.setName('alice.portico.id', { '2147514985': OTHER_ADDRESS })
  service.setName('mainnet.portico.id', { '60': TEST_ADDRESS })
})
afterAll(() => service?.stop())
afterEach(() => {
  service.failLookups(undefined)
  service.holdSuggestions(false)
  service.requests.length = 0
  vi.restoreAllMocks()
})

function named(zone: string | null = 'portico.id') {
  const config = createTestConfig({ apiUrl: service.url, fetch, networks: [localNetwork] })
  config.stores.features.setState({ nameZone: zone ?? undefined })
  return config
}
const calls = (prefix: string) =>
  service.requests.filter((request) => request.path.startsWith(prefix)).length

describe('resolveName', () => {
  it("default: the name's record and its address on the chain (ENSIP-11 coin type)", async () => {
    const config = named()
    const { profile, address } = await resolveName(config, {
      name: 'Alice.Portico.id',
      chainId: 31337,
    })
    expect(profile.name).toBe('alice.portico.id')
    expect(address).toBe(OTHER_ADDRESS)
    // Mainnet's coin type is 60.
    expect((await resolveName(config, { name: 'mainnet.portico.id', chainId: 1 })).address).toBe(
      TEST_ADDRESS,
    )
    // No address for that chain.
    expect(
      (await resolveName(config, { name: 'mainnet.portico.id', chainId: 31337 })).address,
    ).toBeUndefined()
  })

  it("behavior: not registered → the server's 'Name not found', notFound", async () => {
    const error = await resolveName(named(), { name: 'nobody.portico.id' }).catch((e) => e)
    expect(error).toBeInstanceOf(NameResolutionError)
    expect(error.message).toBe('Name not found')
    expect(error.notFound).toBe(true)
  })

  it("behavior: a failure without a reason → 'Error resolving name' (spec §8)", async () => {
    service.failLookups({ status: 502, body: 'bad gateway' })
    const error = await resolveName(named(), { name: 'alice.portico.id' }).catch((e) => e)
    expect(error).toBeInstanceOf(NameResolutionError)
    expect(error.message).toBe('Error resolving name')
    expect(error.notFound).toBe(false)
  })

  it('behavior: an answer is reused for 5 minutes (spec §9), then asked again; force asks at once', async () => {
    const config = named()
    const start = Date.now()
    await resolveName(config, { name: 'alice.portico.id' })
    expect(calls('/v1/profile/account/')).toBe(1)
    const now = vi.spyOn(Date, 'now').mockReturnValue(start + NAMES_CACHE_MS - 1_000)
    await resolveName(config, { name: 'ALICE.portico.id' })
    expect(calls('/v1/profile/account/')).toBe(1)
    now.mockReturnValue(start + NAMES_CACHE_MS + 60_000)
    await resolveName(config, { name: 'alice.portico.id' })
    expect(calls('/v1/profile/account/')).toBe(2)
    await resolveName(config, { name: 'alice.portico.id', force: true })
    expect(calls('/v1/profile/account/')).toBe(3)
    expect(NAMES_CACHE_MS).toBe(5 * 60_000)
  })
})

describe('fetchNameSuggestions', () => {
  it('default: a free name is available, with no suggestions; the zone is asked', async () => {
    const result = await fetchNameSuggestions(named(), { name: 'Bobby' })
    expect(result).toEqual({ name: 'bobby.portico.id', available: true, suggestions: [] })
    const request = service.requests.find((each) => each.path.startsWith('/v1/profile/sugg'))
    expect(request?.path).toBe('/v1/profile/suggestions/bobby')
    expect(request?.query.get('zone')).toBe('portico.id')
  })

  it('behavior: a taken name is not available; up to 5 free names like it follow', async () => {
    const result = await fetchNameSuggestions(named(), { name: 'alice' })
    expect(result.available).toBe(false)
    expect(result.suggestions).toEqual([
      'alice1.portico.id',
      'alice2.portico.id',
      'alice-web3.portico.id',
      'alice-wallet.portico.id',
      'alice-id.portico.id',
    ])
  })

  it('rule: a name that breaks a rule is refused before anything is asked', async () => {
    const error = await fetchNameSuggestions(named(), { name: 'ab' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    expect(error.message).toBe('A name needs at least 4 characters')
    expect(calls('/v1/profile/')).toBe(0)
  })

  it("behavior: the server's reason, else 'Error fetching name suggestions'", async () => {
    service.failLookups({ status: 429, body: { code: 'RATE', message: 'Slow down' } })
    expect((await fetchNameSuggestions(named(), { name: 'carol' }).catch((e) => e)).message).toBe(
      'Slow down',
    )
    service.failLookups({ status: 500, body: 'oops' })
    const error = await fetchNameSuggestions(named(), { name: 'carol' }).catch((e) => e)
    expect(error).toBeInstanceOf(NameSuggestionsError)
    expect(error.message).toBe('Error fetching name suggestions')
  })

  it('behavior: a newer lookup cancels the older one (aborted at the server)', async () => {
    const config = named()
    service.holdSuggestions(true)
    const closed = service.whenHeldRequestCloses()
    const older = fetchNameSuggestions(config, { name: 'dave' }).catch((e) => e)
    await vi.waitFor(() => expect(calls('/v1/profile/suggestions/')).toBe(1))
    service.holdSuggestions(false)
    const newer = await fetchNameSuggestions(config, { name: 'david' })
    expect(await older).toBeInstanceOf(QueryCancelledError)
    await closed
    expect(newer.name).toBe('david.portico.id')
  })

  it('behavior: the same name asked twice at once shares one request', async () => {
    const config = named()
    const [first, second] = await Promise.all([
      fetchNameSuggestions(config, { name: 'erin' }),
      fetchNameSuggestions(config, { name: 'ERIN' }),
    ])
    expect(first).toEqual(second)
    expect(calls('/v1/profile/suggestions/')).toBe(1)
  })

  it('behavior: no names zone → NamesUnavailableError, nothing asked', async () => {
    const error = await fetchNameSuggestions(named(null), { name: 'alice' }).catch((e) => e)
    expect(error).toBeInstanceOf(NamesUnavailableError)
    expect(calls('/v1/profile/')).toBe(0)
  })
})

describe('fetchAccountNames', () => {
  it("default: the address's names in the zone, kept 5 minutes", async () => {
    const config = named()
    const names = await fetchAccountNames(config, { address: OTHER_ADDRESS.toLowerCase() })
    expect(names.map((each) => each.name)).toEqual(['alice.portico.id'])
    await fetchAccountNames(config, { address: OTHER_ADDRESS })
    expect(calls('/v1/profile/reverse/')).toBe(1)
    expect(service.requests[0]?.query.get('zone')).toBe('portico.id')
  })

  it("behavior: the server's reason, else 'Error fetching names for address'", async () => {
    service.failLookups({ status: 500, body: '' })
    const error = await fetchAccountNames(named(), { address: TEST_ADDRESS }).catch((e) => e)
    expect(error).toBeInstanceOf(AccountNamesError)
    expect(error.message).toBe('Error fetching names for address')
  })
})

describe("the project's names zone (remote config)", () => {
  it('fetchRemoteFeatures puts nameZone in the features store', async () => {
    const config = createTestConfig({ apiUrl: service.url, fetch, projectId: 'p' })
    await fetchRemoteFeatures(config)
    expect(config.stores.features.getState().nameZone).toBe('portico.id')
  })

  it('null (or a zone that is not one) → names off', async () => {
    const off = await startProfileFixtureServer({ nameZone: null })
    const config = createTestConfig({ apiUrl: off.url, fetch, projectId: 'p' })
    await fetchRemoteFeatures(config)
    expect(config.stores.features.getState()).toMatchObject({ source: 'remote' })
    expect(config.stores.features.getState().nameZone).toBeUndefined()
    await off.stop()
    const bad = await startProfileFixtureServer({ nameZone: 'Not a zone!' })
    const other = createTestConfig({ apiUrl: bad.url, fetch, projectId: 'p' })
    await fetchRemoteFeatures(other)
    expect(other.stores.features.getState()).toMatchObject({ source: 'remote' })
    expect(other.stores.features.getState().nameZone).toBeUndefined()
    await bad.stop()
  })
})
