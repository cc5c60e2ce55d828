import { getFreePort } from '@portico/devnet'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  localTokenAccountOf,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getInitializeAccount3Instruction,
  getTokenSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfigInput } from '../../../config.ts'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../../testing/createTestServer.ts'

// The real local Solana network (litesvm behind JSON-RPC, from @portico/local-solana) with its
// dev accounts funded at start; the only fault is a chain whose RPC port has nothing listening
// (a real refused connection, not a mock).
const DEAD_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const [devAccount, secondDevAccount] = SOLANA_DEV_ACCOUNTS
let solana: LocalSolana
let server: TestServer
let withoutTokens: TestServer
let freshAddress: string

function solanaChains(rpcUrl: string, deadRpcUrl: string): ServerConfigInput['chains'] {
  return [
    {
      caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      name: 'Portico Solana Local',
      rpcUrl,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      nativePriceUsd: '150',
      iconUrl: 'https://icons.example/sol.svg',
    },
    {
      caipNetworkId: DEAD_CHAIN,
      name: 'Nothing listens here',
      rpcUrl: deadRpcUrl,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      nativePriceUsd: 150,
    },
  ]
}

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  const deadRpcUrl = `http://127.0.0.1:${await getFreePort()}`
  const chains = solanaChains(solana.url, deadRpcUrl)
  server = await createTestServer({
    chains,
    tokens: [
      {
        caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
        address: LOCAL_SOLANA_TOKEN.mint,
        name: LOCAL_SOLANA_TOKEN.name,
        symbol: LOCAL_SOLANA_TOKEN.symbol,
        decimals: LOCAL_SOLANA_TOKEN.decimals,
        priceUsd: '1',
      },
    ],
  })
  // The same chain, but PUSD is not configured: its accounts must be ignored.
  withoutTokens = await createTestServer({ chains })
  freshAddress = (await generateKeyPairSigner()).address
}, 60_000)

afterAll(async () => {
  await server?.close()
  await withoutTokens?.close()
  await solana?.stop()
})

async function getBalance(address: string, query: Record<string, string>, on: TestServer = server) {
  const response = await on.app.inject({
    method: 'GET',
    url: `/v1/account/${address}/balance`,
    query: { projectId: TEST_PROJECT_ID, ...query },
  })
  return { status: response.statusCode, body: response.json() }
}

const sol = (numeric: string, value: number) => ({
  name: 'Solana',
  symbol: 'SOL',
  chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
  value,
  price: 150,
  quantity: { decimals: '9', numeric },
  iconUrl: 'https://icons.example/sol.svg',
})

/**
 * Moves `amount` PUSD base units of dev account 1 from its associated token account into a
 * second PUSD account it owns, made in the same (real) transaction.
 */
async function splitIntoSecondTokenAccount(amount: bigint): Promise<void> {
  const rpc = createSolanaRpc(solana.url)
  const owner = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(secondDevAccount!.seedHex, 'hex'),
  )
  const second = await generateKeyPairSigner()
  const mint = address(LOCAL_SOLANA_TOKEN.mint)
  const space = getTokenSize()
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(space)).send()
  const source = await localTokenAccountOf(owner.address)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(owner, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({
            payer: owner,
            newAccount: second,
            lamports: rent,
            space,
            programAddress: TOKEN_PROGRAM_ADDRESS,
          }),
          getInitializeAccount3Instruction({ account: second.address, mint, owner: owner.address }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination: second.address,
            authority: owner,
            amount,
            decimals: LOCAL_SOLANA_TOKEN.decimals,
          }),
        ],
        m,
      ),
  )
  const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
  await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
}

describe('GET /v1/account/:address/balance on Solana', () => {
  it('default: a dev account has 1000 SOL first, then 1000 PUSD (CAIP-10 mint address)', async () => {
    const { status, body } = await getBalance(devAccount!.address, {
      currency: 'usd',
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      balances: [
        sol('1000', 150_000),
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
          address: `${LOCAL_SOLANA_CAIP_NETWORK_ID}:${LOCAL_SOLANA_TOKEN.mint}`,
          value: 1000,
          price: 1,
          quantity: { decimals: '6', numeric: '1000' },
          iconUrl: null,
        },
      ],
    })
  })

  it('behavior: PUSD held in two token accounts of one owner is summed into one line', async () => {
    await splitIntoSecondTokenAccount(250_000_000n)
    const { status, body } = await getBalance(secondDevAccount!.address, {
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      forceUpdate: '1',
    })
    expect(status).toBe(200)
    expect(body.balances).toHaveLength(2)
    // Rent for the second account and the fee came out of the SOL.
    expect(Number(body.balances[0].quantity.numeric)).toBeLessThan(1000)
    expect(body.balances[1]).toMatchObject({
      symbol: 'PUSD',
      value: 1000,
      quantity: { decimals: '6', numeric: '1000' },
    })
  })

  it('behavior: a mint the config does not list is ignored', async () => {
    const { status, body } = await getBalance(
      devAccount!.address,
      { chainId: LOCAL_SOLANA_CAIP_NETWORK_ID },
      withoutTokens,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [sol('1000', 150_000)] })
  })

  it('behavior: a fresh address gets its SOL line at zero and no token lines', async () => {
    const { status, body } = await getBalance(freshAddress, {
      chainId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ balances: [sol('0', 0)] })
  })

  it('behavior: answers come from a 30 s cache; forceUpdate reads the chain again', async () => {
    const owner = (await generateKeyPairSigner()).address
    const query = { chainId: LOCAL_SOLANA_CAIP_NETWORK_ID }
    expect((await getBalance(owner, query)).body).toEqual({ balances: [sol('0', 0)] })
    await solana.airdrop(owner, 2_500_000_000n)

    expect((await getBalance(owner, query)).body).toEqual({ balances: [sol('0', 0)] })
    const forced = await getBalance(owner, { ...query, forceUpdate: '1' })
    expect(forced.body).toEqual({ balances: [sol('2.5', 375)] })
    expect((await getBalance(owner, query)).body).toEqual({ balances: [sol('2.5', 375)] })
  })

  it('error: an RPC endpoint that refuses connections → 502 UPSTREAM_ERROR', async () => {
    const { status, body } = await getBalance(freshAddress, { chainId: DEAD_CHAIN })
    expect(status).toBe(502)
    expect(body.code).toBe('UPSTREAM_ERROR')
    expect(body.message).toMatch(/^Could not read balances on solana:EtWTRABZ\w+: /)
  })

  it('error: a Solana network that is not configured → 400 UNSUPPORTED_CHAIN', async () => {
    const { status, body } = await getBalance(freshAddress, {
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  const SOLANA_ADDRESS_MESSAGE =
    'address: must be a Solana address (32 to 44 base58 characters that decode to 32 bytes)'
  it.each([
    ['an EVM address', '0x5FbDB2315678afecb367f032d93F642f64180aa3'],
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', '1'.repeat(45)],
    ['a 0 (not base58)', `0${devAccount!.address.slice(1)}`],
    ['44 characters that decode to more than 32 bytes', 'z'.repeat(44)],
  ])('error: %s → 400 BAD_REQUEST', async (_case, address) => {
    const { status, body } = await getBalance(address, { chainId: LOCAL_SOLANA_CAIP_NETWORK_ID })
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_REQUEST', message: SOLANA_ADDRESS_MESSAGE })
  })
})

describe('Solana beside the other routes', () => {
  it('default: supported-chains lists every configured chain', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains',
      headers: { 'x-project-id': TEST_PROJECT_ID },
    })
    expect(response.json()).toEqual({ http: [LOCAL_SOLANA_CAIP_NETWORK_ID, DEAD_CHAIN], ws: [] })
  })

  it('behavior: history is an empty page (the indexer follows EVM chains only)', async () => {
    const response = await server.app.inject({
      url: `/v1/account/${devAccount!.address}/history`,
      query: { projectId: TEST_PROJECT_ID, chainId: LOCAL_SOLANA_CAIP_NETWORK_ID },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: [], next: null })
  })

  it('error: history checks the address for the family too', async () => {
    const response = await server.app.inject({
      url: '/v1/account/0x5FbDB2315678afecb367f032d93F642f64180aa3/history',
      query: { projectId: TEST_PROJECT_ID, chainId: LOCAL_SOLANA_CAIP_NETWORK_ID },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^address: must be a Solana address/)
  })

  it('default: POST /v1/fungible/price knows SOL and the SPL mint', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      headers: { 'x-project-id': TEST_PROJECT_ID },
      payload: {
        currency: 'usd',
        addresses: [
          `${LOCAL_SOLANA_CAIP_NETWORK_ID}:${LOCAL_SOLANA_TOKEN.mint}`,
          `${LOCAL_SOLANA_CAIP_NETWORK_ID}:So11111111111111111111111111111111111111111`,
          // base58 is case-sensitive: another case is another (unknown) mint.
          `${LOCAL_SOLANA_CAIP_NETWORK_ID}:${LOCAL_SOLANA_TOKEN.mint.toLowerCase()}`,
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      fungibles: [
        {
          address: `${LOCAL_SOLANA_CAIP_NETWORK_ID}:${LOCAL_SOLANA_TOKEN.mint}`,
          name: 'Portico USD',
          symbol: 'PUSD',
          iconUrl: null,
          price: 1,
        },
        {
          address: `${LOCAL_SOLANA_CAIP_NETWORK_ID}:So11111111111111111111111111111111111111111`,
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: 'https://icons.example/sol.svg',
          price: 150,
        },
      ],
    })
  })
})
