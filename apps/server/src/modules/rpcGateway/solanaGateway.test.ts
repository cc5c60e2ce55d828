import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  type LocalSolana,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'

// The gateway in front of the real local Solana network (litesvm behind JSON-RPC).
let solana: LocalSolana
let server: TestServer
const [devAccount] = SOLANA_DEV_ACCOUNTS

beforeAll(async () => {
  solana = await startLocalSolana()
  server = await createTestServer({
    chains: [
      {
        caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
        name: 'Portico Solana Local',
        rpcUrl: solana.url,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        nativePriceUsd: '150',
      },
    ],
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await solana?.stop()
})

async function call(method: string, params: unknown[], chainId = LOCAL_SOLANA_CAIP_NETWORK_ID) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${TEST_PROJECT_ID}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return { status: response.statusCode, body: response.json() }
}

async function signedTransfer(to: string, amount: bigint) {
  const payer = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(Buffer.from(devAccount?.seedHex ?? '', 'hex')),
  )
  const { value: blockhash } = await createSolanaRpc(solana.url).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: payer,
          destination: address(to),
          amount: lamports(amount),
        }),
        m,
      ),
  )
  return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
}

describe('the RPC gateway on a Solana network', () => {
  it('default: forwards reads, simulation with accounts, and sendTransaction', async () => {
    const balance = await call('getBalance', [devAccount?.address])
    expect(balance.status).toBe(200)
    expect(balance.body.result.value).toBeGreaterThan(0)

    const recipient = (await generateKeyPairSigner()).address
    const transaction = await signedTransfer(recipient, 1_500_000n)
    // The simulated state of the recipient (new) and of the payer after the run.
    const simulated = await call('simulateTransaction', [
      transaction,
      {
        encoding: 'base64',
        sigVerify: true,
        accounts: { addresses: [recipient, devAccount?.address], encoding: 'base64' },
      },
    ])
    expect(simulated.body.result.value.err).toBeNull()
    const [after, payerAfter] = simulated.body.result.value.accounts
    expect(after.lamports).toBe(1_500_000)
    expect(payerAfter.lamports).toBe(balance.body.result.value - 1_500_000 - 5_000)

    const sent = await call('sendTransaction', [transaction, { encoding: 'base64' }])
    expect(sent.status).toBe(200)
    expect(typeof sent.body.result).toBe('string')
    expect((await call('getBalance', [recipient])).body.result.value).toBe(1_500_000)
  })

  it('error: a method outside the Solana policy → -32601, an unserved Solana network → 400', async () => {
    const airdrop = await call('requestAirdrop', [devAccount?.address, 1_000_000_000])
    expect(airdrop.body.error).toEqual({ code: -32601, message: 'RPC method not allowed' })
    const evmMethod = await call('eth_chainId', [])
    expect(evmMethod.body.error.code).toBe(-32601)
    const other = await call(
      'getBalance',
      [devAccount?.address],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(other.status).toBe(400)
    expect(other.body.error.data).toEqual({ code: 'UNSUPPORTED_CHAIN' })
  })
})
