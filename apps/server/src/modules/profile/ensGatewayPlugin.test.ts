import type { FastifyInstance } from 'fastify'
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  recoverAddress,
  toHex,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEnsGatewayTestServer } from '../../testing/createEnsGatewayTestServer.ts'
import { createMemoryNameDirectory } from '../../testing/createMemoryNameDirectory.ts'
import { ENS_GATEWAY_PATH } from './ensGatewayPlugin.ts'
import { answeredResolverAbi, extendedResolverAbi } from './ensResolverAbi.ts'

const SIGNER_KEY: Hex = '0x1111111111111111111111111111111111111111111111111111111111111111'
const RESOLVER: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NOW_MS = 1_800_000_000_000
const TTL_SECONDS = 300

let app: FastifyInstance

beforeAll(async () => {
  app = await createEnsGatewayTestServer({
    directory: createMemoryNameDirectory([
      { name: 'alice.portico.id', address: ALICE, coinType: 2147514985 },
      { name: 'elsewhere.other.id', address: ALICE, coinType: 60 },
    ]),
    settings: { signerPrivateKey: SIGNER_KEY, ttlSeconds: TTL_SECONDS, zones: ['portico.id'] },
    now: () => NOW_MS,
  })
})
afterAll(() => app.close())

function resolveCall(name: string, data: Hex): Hex {
  return encodeFunctionData({
    abi: extendedResolverAbi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(name)), data],
  })
}

function addrCall(name: string, coinType?: bigint): Hex {
  return resolveCall(
    name,
    coinType === undefined
      ? encodeFunctionData({
          abi: answeredResolverAbi,
          functionName: 'addr',
          args: [namehash(name)],
        })
      : encodeFunctionData({
          abi: answeredResolverAbi,
          functionName: 'addr',
          args: [namehash(name), coinType],
        }),
  )
}

async function get(path: string) {
  return app.inject({ method: 'GET', url: `${ENS_GATEWAY_PATH}/${path}` })
}

// The signed answer, its signature checked as PorticoOffchainResolver checks it.
async function openAnswer(request: Hex, body: { data: Hex }) {
  const [result, expires, signature] = decodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    body.data,
  )
  const digest = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', RESOLVER, expires, keccak256(request), keccak256(result)],
    ),
  )
  return { result, expires, signer: await recoverAddress({ hash: digest, signature }) }
}

describe('answers', () => {
  test('default: GET addr(node) answers the address, signed, expiring after the ttl', async () => {
    const data = addrCall('alice.portico.id')
    const response = await get(`${RESOLVER.toLowerCase()}/${data}.json`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const { result, expires, signer } = await openAnswer(data, response.json())
    expect(signer).toBe(privateKeyToAddress(SIGNER_KEY))
    expect(expires).toBe(BigInt(NOW_MS / 1000 + TTL_SECONDS))
    expect(
      decodeFunctionResult({
        abi: answeredResolverAbi,
        functionName: 'addr',
        args: [namehash('alice.portico.id')],
        data: result,
      }),
    ).toBe(ALICE)
  })

  test('parameters: POST { sender, data } answers as GET does', async () => {
    const data = addrCall('alice.portico.id')
    const response = await app.inject({
      method: 'POST',
      url: ENS_GATEWAY_PATH,
      payload: { sender: RESOLVER, data },
    })
    expect(response.statusCode).toBe(200)
    const { signer } = await openAnswer(data, response.json())
    expect(signer).toBe(privateKeyToAddress(SIGNER_KEY))
  })

  test.each([
    ['the registered coin type', 2147514985n, ALICE.toLowerCase()],
    ['60', 60n, ALICE.toLowerCase()],
    ['the default EVM coin type', 0x80000000n, ALICE.toLowerCase()],
    ["another chain's coin type", 0x8000000an, '0x'],
  ])('parameters: addr(node, %s)', async (_, coinType, expected) => {
    const data = addrCall('alice.portico.id', coinType)
    const response = await get(`${RESOLVER}/${data}.json`)
    const { result } = await openAnswer(data, response.json())
    expect(
      decodeFunctionResult({
        abi: answeredResolverAbi,
        functionName: 'addr',
        args: [namehash('alice.portico.id'), coinType],
        data: result,
      }),
    ).toBe(expected)
  })

  test.each([
    ['an unregistered name', 'nobody.portico.id'],
    ['a name outside the served zones', 'elsewhere.other.id'],
  ])('behavior: %s gets the zero address', async (_, name) => {
    const data = addrCall(name)
    const { result } = await openAnswer(data, (await get(`${RESOLVER}/${data}.json`)).json())
    expect(result).toBe(`0x${'0'.repeat(64)}`)
  })

  test.each([
    ['addr', 'addr', 'alice.portico.id'],
    ['default', 'default', 'alice.portico.id'],
    ['chain 31337', '80007a69', 'alice.portico.id'],
    ['chain 10', '8000000a', ''],
  ])('parameters: name() of the %s reverse name', async (_, namespace, expected) => {
    const reverse = `${ALICE.slice(2).toLowerCase()}.${namespace}.reverse`
    const data = resolveCall(
      reverse,
      encodeFunctionData({
        abi: answeredResolverAbi,
        functionName: 'name',
        args: [namehash(reverse)],
      }),
    )
    const { result } = await openAnswer(data, (await get(`${RESOLVER}/${data}.json`)).json())
    expect(
      decodeFunctionResult({ abi: answeredResolverAbi, functionName: 'name', data: result }),
    ).toBe(expected)
  })

  test('behavior: text() is empty', async () => {
    const data = resolveCall(
      'alice.portico.id',
      encodeFunctionData({
        abi: answeredResolverAbi,
        functionName: 'text',
        args: [namehash('alice.portico.id'), 'avatar'],
      }),
    )
    const { result } = await openAnswer(data, (await get(`${RESOLVER}/${data}.json`)).json())
    expect(
      decodeFunctionResult({ abi: answeredResolverAbi, functionName: 'text', data: result }),
    ).toBe('')
  })

  test('behavior: another resolver function (contenthash) gets the empty answer', async () => {
    const data = resolveCall(
      'alice.portico.id',
      `0xbc1c58d1${namehash('alice.portico.id').slice(2)}`,
    )
    const { result } = await openAnswer(data, (await get(`${RESOLVER}/${data}.json`)).json())
    expect(result).toBe('0x')
  })

  test('behavior: any origin may read the answer', async () => {
    const data = addrCall('alice.portico.id')
    const response = await app.inject({
      method: 'GET',
      url: `${ENS_GATEWAY_PATH}/${RESOLVER}/${data}.json`,
      headers: { origin: 'https://some-dapp.example' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })
})

describe('malformed requests', () => {
  const good = addrCall('alice.portico.id')
  const shortCall = resolveCall('alice.portico.id', '0x3b3b57')
  const badAddr = resolveCall('alice.portico.id', '0x3b3b57de12')
  const badDns = encodeFunctionData({
    abi: extendedResolverAbi,
    functionName: 'resolve',
    args: [
      '0x0561',
      encodeFunctionData({ abi: answeredResolverAbi, functionName: 'addr', args: [namehash('a')] }),
    ],
  })
  const wrongNode = resolveCall(
    'alice.portico.id',
    encodeFunctionData({
      abi: answeredResolverAbi,
      functionName: 'addr',
      args: [namehash('bob.portico.id')],
    }),
  )

  test.each([
    ['a sender that is no address', `0x1234/${good}.json`, 'sender: must be an address'],
    ['data that is not hex', `${RESOLVER}/0xzz.json`, 'data: must be 0x and an even number'],
    ['odd hex', `${RESOLVER}/0x123.json`, 'data: must be 0x and an even number'],
    ['no .json', `${RESOLVER}/${good}`, 'path: must end in .json'],
    ['a third segment', `${RESOLVER}/x/${good}.json`, 'path: must be {sender}/{data}.json'],
    [
      'calldata other than resolve',
      `${RESOLVER}/0x12345678.json`,
      'resolve(bytes name, bytes data)',
    ],
    [
      'a DNS name running past its end',
      `${RESOLVER}/${badDns}.json`,
      'name: a label runs past the end',
    ],
    [
      'a resolver call shorter than a selector',
      `${RESOLVER}/${shortCall}.json`,
      'shorter than a function selector',
    ],
    [
      'addr with malformed arguments',
      `${RESOLVER}/${badAddr}.json`,
      'malformed arguments to 0x3b3b57de',
    ],
    [
      "a node that is not the name's",
      `${RESOLVER}/${wrongNode}.json`,
      'not the namehash of the name',
    ],
    ['data over the limit', `${RESOLVER}/0x${'00'.repeat(4097)}.json`, 'at most 4096 bytes'],
  ])('GET with %s is a 400 saying why', async (_, path, message) => {
    const response = await get(path)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' })
    expect(response.json().message).toContain(message)
  })

  test.each([
    ['an array', [RESOLVER, good], 'body: must be a JSON object'],
    ['no data', { sender: RESOLVER }, 'data: must be 0x'],
    ['a number as sender', { sender: 1, data: good }, 'sender: must be an address'],
  ])('POST with %s is a 400 saying why', async (_, payload, message) => {
    const response = await app.inject({ method: 'POST', url: ENS_GATEWAY_PATH, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  test('POST that is not JSON is a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ENS_GATEWAY_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"sender":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' })
  })
})
