import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  compileEnsContracts,
  DEV_ACCOUNTS,
  type DevnetEns,
  deployEnsContracts,
  type EnsArtifacts,
  ensGatewayUrl,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeAbiParameters,
  decodeErrorResult,
  encodeAbiParameters,
  type Hex,
  http,
  type PublicClient,
  toCoinType,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEnsGatewayTestServer } from '../../testing/createEnsGatewayTestServer.ts'
import {
  createMemoryNameDirectory,
  type MemoryNameInput,
} from '../../testing/createMemoryNameDirectory.ts'
import { ENS_GATEWAY_PATH } from './ensGatewayPlugin.ts'
import type { NameDirectory } from './nameDirectory.ts'

/*
 * viem's getEnsAddress / getEnsName against a real anvil chain with our registry, offchain
 * resolver and universal resolver deployed (tools/devnet), the resolver's lookups answered by
 * the gateway served by a real Fastify server over an in-memory NameDirectory.
 */

const ZONE = 'portico.id'
const ANVIL_COIN_TYPE = 2147514985
const ALICE = DEV_ACCOUNTS[1].address
const BOB = DEV_ACCOUNTS[2].address
const NOBODY = DEV_ACCOUNTS[3].address
const VICTIM = DEV_ACCOUNTS[4].address
const NAMES: MemoryNameInput[] = [
  { name: 'alice.portico.id', address: ALICE, coinType: ANVIL_COIN_TYPE },
  { name: 'bob.portico.id', address: BOB, coinType: 60 },
  // Registered, but its zone's ENS name points at no resolver.
  { name: 'carol.other.id', address: NOBODY, coinType: 60 },
]
const signerKey = generatePrivateKey()
const forgerKey = generatePrivateKey()

let anvil: TestAnvil
let client: PublicClient
let artifacts: EnsArtifacts
const closers: (() => Promise<unknown>)[] = []
// One ENS per gateway: the resolver's gateway URL is fixed at deployment.
let honest: DevnetEns
let honestByPost: DevnetEns
let forged: DevnetEns
let expired: DevnetEns
let tampered: DevnetEns
let lyingReverse: DevnetEns

async function serveGateway(
  directory: NameDirectory,
  privateKey: Hex,
  now?: () => number,
): Promise<string> {
  const app: FastifyInstance = await createEnsGatewayTestServer({
    directory,
    settings: { signerPrivateKey: privateKey, ttlSeconds: 60, zones: [ZONE] },
    ...(now ? { now } : {}),
  })
  closers.push(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

// A gateway in the middle that passes the honest one's signed answer on with another address.
async function serveTamperingProxy(upstream: string): Promise<string> {
  const server: Server = createServer(async (request, response) => {
    const answer = (await (await fetch(`${upstream}${request.url}`)).json()) as { data: Hex }
    const [, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      answer.data,
    )
    const forgedResult = encodeAbiParameters([{ type: 'address' }], [NOBODY])
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        data: encodeAbiParameters(
          [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
          [forgedResult, expires, signature],
        ),
      }),
    )
  })
  closers.push(() => new Promise((resolve) => server.close(resolve)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// A URL template with {data} makes viem GET it; one without, POST `{ sender, data }` to it.
function deployFor(serverUrl: string, form: 'get' | 'post' = 'get'): Promise<DevnetEns> {
  return deployEnsContracts({
    chainId: anvil.chainId,
    rpcUrl: anvil.rpcUrl,
    artifacts,
    zone: ZONE,
    gatewayUrl:
      // The devnet's URL (ensGatewayUrl), so that this checks it names the server's route.
      form === 'get' ? ensGatewayUrl(serverUrl) : `${serverUrl}${ENS_GATEWAY_PATH}`,
    signers: [privateKeyToAddress(signerKey)],
  })
}

beforeAll(async () => {
  const [started, compiled] = await Promise.all([
    startTestAnvil({ uniswap: false }),
    compileEnsContracts(),
  ])
  anvil = started
  artifacts = {
    registry: compiled.registry.artifact,
    resolver: compiled.resolver.artifact,
    universalResolver: compiled.universalResolver.artifact,
  }
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const directory = createMemoryNameDirectory(NAMES)
  const honestUrl = await serveGateway(directory, signerKey)
  // A directory that names VICTIM's address alice's name, which resolves to alice.
  const lying: NameDirectory = {
    findByName: directory.findByName,
    findByAddress: async (address, zone) =>
      address.toLowerCase() === VICTIM.toLowerCase()
        ? directory.findByAddress(ALICE, zone)
        : directory.findByAddress(address, zone),
  }
  // One after the other: every deploy comes from account 0.
  honest = await deployFor(honestUrl)
  honestByPost = await deployFor(honestUrl, 'post')
  forged = await deployFor(await serveGateway(directory, forgerKey))
  expired = await deployFor(await serveGateway(directory, signerKey, () => Date.now() - 3_600_000))
  tampered = await deployFor(await serveTamperingProxy(honestUrl))
  lyingReverse = await deployFor(await serveGateway(lying, signerKey))
}, 180_000)

afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
  await anvil?.stop()
})

// The error the offchain resolver reverted with, from inside the universal resolver's
// ResolverError.
async function resolverErrorOf(lookup: Promise<unknown>): Promise<string | undefined> {
  const error = await lookup.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(BaseError)
  const reverted = (error as BaseError).walk(
    (cause) => cause instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null
  expect(reverted?.data?.errorName).toBe('ResolverError')
  const errorData = reverted?.data?.args?.[0] as Hex
  return decodeErrorResult({ abi: artifacts.resolver.abi, data: errorData }).errorName
}

describe('getEnsAddress', () => {
  test('default: a registered name resolves to its address', async () => {
    await expect(
      client.getEnsAddress({
        name: 'alice.portico.id',
        universalResolverAddress: honest.universalResolver,
      }),
    ).resolves.toBe(ALICE)
  })

  test('parameters: a gateway URL without {data} is asked by POST', async () => {
    await expect(
      client.getEnsAddress({
        name: 'alice.portico.id',
        universalResolverAddress: honestByPost.universalResolver,
      }),
    ).resolves.toBe(ALICE)
  })

  test.each([
    ['the coin type it was registered with', 'alice.portico.id', BigInt(ANVIL_COIN_TYPE), ALICE],
    ['60, registered with 60', 'bob.portico.id', 60n, BOB],
    ["another chain's", 'alice.portico.id', toCoinType(10), null],
  ])('parameters: coinType %s', async (_, name, coinType, expected) => {
    // With a coin type viem returns the record's bytes as they are: lower-case hex.
    const address = await client.getEnsAddress({
      name,
      coinType,
      universalResolverAddress: honest.universalResolver,
    })
    expect(address?.toLowerCase() ?? null).toBe(expected?.toLowerCase() ?? null)
  })

  test('behavior: an unregistered name is null', async () => {
    await expect(
      client.getEnsAddress({
        name: 'nobody.portico.id',
        universalResolverAddress: honest.universalResolver,
      }),
    ).resolves.toBeNull()
  })

  test('behavior: a name whose zone has no resolver is null', async () => {
    await expect(
      client.getEnsAddress({
        name: 'carol.other.id',
        universalResolverAddress: honest.universalResolver,
      }),
    ).resolves.toBeNull()
  })

  test('behavior: an answer signed by a key the resolver does not trust is refused', async () => {
    const lookup = client.getEnsAddress({
      name: 'alice.portico.id',
      strict: true,
      universalResolverAddress: forged.universalResolver,
    })
    await expect(resolverErrorOf(lookup)).resolves.toBe('UnknownSigner')
    await expect(
      client.getEnsAddress({
        name: 'alice.portico.id',
        universalResolverAddress: forged.universalResolver,
      }),
    ).resolves.toBeNull()
  })

  test('behavior: a result changed after signing is refused', async () => {
    const lookup = client.getEnsAddress({
      name: 'alice.portico.id',
      strict: true,
      universalResolverAddress: tampered.universalResolver,
    })
    await expect(resolverErrorOf(lookup)).resolves.toBe('UnknownSigner')
  })

  test('behavior: an expired answer is refused', async () => {
    const lookup = client.getEnsAddress({
      name: 'alice.portico.id',
      strict: true,
      universalResolverAddress: expired.universalResolver,
    })
    await expect(resolverErrorOf(lookup)).resolves.toBe('AnswerExpired')
  })
})

describe('getEnsName', () => {
  test('default: a registered address has its name', async () => {
    await expect(
      client.getEnsName({ address: ALICE, universalResolverAddress: honest.universalResolver }),
    ).resolves.toBe('alice.portico.id')
  })

  test('parameters: coinType of the chain it was registered on', async () => {
    await expect(
      client.getEnsName({
        address: ALICE,
        coinType: BigInt(ANVIL_COIN_TYPE),
        universalResolverAddress: honest.universalResolver,
      }),
    ).resolves.toBe('alice.portico.id')
  })

  test('behavior: an address without a name is null', async () => {
    await expect(
      client.getEnsName({ address: VICTIM, universalResolverAddress: honest.universalResolver }),
    ).resolves.toBeNull()
  })

  test('behavior: a reverse answer whose name points elsewhere is refused', async () => {
    await expect(
      client.getEnsName({
        address: VICTIM,
        universalResolverAddress: lyingReverse.universalResolver,
      }),
    ).resolves.toBeNull()
    const error = await client
      .getEnsName({
        address: VICTIM,
        strict: true,
        universalResolverAddress: lyingReverse.universalResolver,
      })
      .then(
        () => undefined,
        (error: unknown) => error as BaseError,
      )
    const reverted = error?.walk(
      (cause) => cause instanceof ContractFunctionRevertedError,
    ) as ContractFunctionRevertedError | null
    expect(reverted?.data?.errorName).toBe('ReverseAddressMismatch')
    expect(reverted?.data?.args?.[0]).toBe('alice.portico.id')
  })
})
