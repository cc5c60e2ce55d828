import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_SOLANA_GENESIS_HASH } from './constants.ts'
import { LOCAL_SOLANA_TOKEN, SOLANA_DEV_ACCOUNTS } from './devAccounts.ts'
import { localTokenAccountOf } from './seedLocalChain.ts'
import { type LocalSolana, startLocalSolana } from './startLocalSolana.ts'

let solana: LocalSolana
// devnet() marks the URL as a test cluster's, whose RPC type has requestAirdrop.
const createTestClusterRpc = (url: string) => createSolanaRpc(devnet(url))
let rpc: ReturnType<typeof createTestClusterRpc>
let payer: KeyPairSigner

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  rpc = createTestClusterRpc(solana.url)
  payer = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(SOLANA_DEV_ACCOUNTS[0]!.seedHex, 'hex'),
  )
})
afterAll(() => solana.stop())

async function post(body: string) {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function transferSol(to: string, amount: bigint) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
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

describe('startLocalSolana', () => {
  test('default: the dev accounts hold 1000 SOL each', async () => {
    for (const account of SOLANA_DEV_ACCOUNTS) {
      const { value } = await rpc.getBalance(address(account.address)).send()
      expect(value).toBe(1000_000_000_000n)
    }
  })

  test('default: the genesis hash is the constant one', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  test('behavior: a SOL transfer signed with a dev key lands and is confirmed', async () => {
    const recipient = await generateKeyPairSigner()
    const wire = await transferSol(recipient.address, 2_000_000n)
    const slotBefore = await rpc.getSlot().send()
    const signature = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000n)
    expect(await rpc.getSlot().send()).toBeGreaterThan(slotBefore)
  })

  test('behavior: the same transfer twice lands twice (a new blockhash each time)', async () => {
    const recipient = await generateKeyPairSigner()
    for (let i = 0; i < 2; i++) {
      const wire = await transferSol(recipient.address, 1_000_000n)
      await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    }
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000n)
  })

  test('behavior: a transaction sent twice is refused the second time', async () => {
    const recipient = await generateKeyPairSigner()
    const wire = await transferSol(recipient.address, 1_000_000n)
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(1_000_000n)
  })

  test('behavior: a tampered signature is refused like a validator refuses it', async () => {
    const recipient = await generateKeyPairSigner()
    const bytes = Buffer.from(await transferSol(recipient.address, 1_000_000n), 'base64')
    bytes[5] = (bytes[5] ?? 0) ^ 0xff // inside the first signature
    const { json } = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [bytes.toString('base64'), { encoding: 'base64' }],
      }),
    )
    expect(json.error).toMatchObject({ code: -32002, data: { err: 'SignatureFailure' } })
  })

  test('behavior: a failing transfer answers -32002 with the logs', async () => {
    const recipient = await generateKeyPairSigner()
    const wire = await transferSol(recipient.address, 10n ** 18n)
    const { json } = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [wire, { encoding: 'base64' }],
      }),
    )
    expect(json.error).toMatchObject({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect((json.error as { data: { logs: string[] } }).data.logs.length).toBeGreaterThan(0)
  })

  test('behavior: an unsigned simulation with sigVerify false runs', async () => {
    const recipient = await generateKeyPairSigner()
    const wire = await transferSol(recipient.address, 1_000_000n)
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
      })
      .send()
    expect(value.err).toBeNull()
    expect(value.unitsConsumed).toBeGreaterThan(0n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n)
  })

  test('behavior: the PUSD balance is read with getTokenAccountsByOwner (mint and programId)', async () => {
    const owner = address(SOLANA_DEV_ACCOUNTS[1]!.address)
    const byMint = await rpc
      .getTokenAccountsByOwner(
        owner,
        { mint: address(LOCAL_SOLANA_TOKEN.mint) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(byMint.value).toHaveLength(1)
    expect(byMint.value[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: '1000000000',
      decimals: 6,
      uiAmount: 1000,
      uiAmountString: '1000',
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(byProgram.value.map((item) => item.pubkey)).toEqual([await localTokenAccountOf(owner)])
  })

  test('behavior: a real SPL transfer signed by a dev key moves PUSD', async () => {
    const mint = address(LOCAL_SOLANA_TOKEN.mint)
    const source = await localTokenAccountOf(payer.address)
    const destination = await localTokenAccountOf(address(SOLANA_DEV_ACCOUNTS[1]!.address))
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: payer,
            amount: 2_500_000n,
            decimals: 6,
          }),
          m,
        ),
    )
    const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    const { value } = await rpc.getAccountInfo(destination, { encoding: 'jsonParsed' }).send()
    expect(value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'account', info: { tokenAmount: { uiAmountString: '1002.5' } } },
    })
    const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()
    expect(mintInfo.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 6 } } })
  })

  test('behavior: getTokenAccountBalance reads a token account; refuses others as a validator does', async () => {
    const tokenAccount = await localTokenAccountOf(address(SOLANA_DEV_ACCOUNTS[1]!.address))
    const { context, value } = await rpc.getTokenAccountBalance(tokenAccount).send()
    expect(context.slot).toBeGreaterThan(0n)
    expect(value).toEqual({
      amount: expect.stringMatching(/^\d+$/),
      decimals: 6,
      uiAmount: Number(value.uiAmountString),
      uiAmountString: expect.stringMatching(/^\d+(\.\d+)?$/),
    })
    expect(BigInt(value.amount)).toBeGreaterThanOrEqual(1000_000_000n)
    const missing = await generateKeyPairSigner()
    for (const [owner, message] of [
      [missing.address, 'Invalid param: could not find account'],
      [payer.address, 'Invalid param: not a v2.0 Token account'],
    ] as const) {
      const { json } = await post(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 3,
          method: 'getTokenAccountBalance',
          params: [owner],
        }),
      )
      expect(json.error).toEqual({ code: -32602, message })
    }
  })

  test('behavior: airdrop through the RPC and through the handle', async () => {
    const recipient = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(recipient.address, lamports(5_000_000_000n)).send()
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toBeNull()
    await solana.airdrop(recipient.address, 1_000_000_000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(6_000_000_000n)
  })

  test('behavior: account info in base64 and rent exemption', async () => {
    const { value } = await rpc.getAccountInfo(payer.address, { encoding: 'base64' }).send()
    expect(value?.data).toEqual(['', 'base64'])
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })

  test('behavior: slot, block height, epoch info, version and fee for a message', async () => {
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBe(slot)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const wire = Buffer.from(await transferSol(payer.address, 1n), 'base64')
    const messageBase64 = wire.subarray(1 + 64).toString('base64') // one signature before it
    const { json } = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getFeeForMessage',
        params: [messageBase64],
      }),
    )
    expect(json.result).toMatchObject({ value: 5000 })
  })

  test('errors: unknown method is -32601', async () => {
    const { json } = await post('{"jsonrpc":"2.0","id":7,"method":"getNothing"}')
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
  })

  test('errors: a body that is not JSON is -32700', async () => {
    const { status, json } = await post('{not json')
    expect(status).toBe(200)
    expect(json.error).toMatchObject({ code: -32700 })
  })

  test.each([
    ['not an object', '42'],
    ['no jsonrpc', '{"id":1,"method":"getSlot"}'],
    ['method not a string', '{"jsonrpc":"2.0","id":1,"method":5}'],
    ['empty batch', '[]'],
  ])('errors: %s is -32600', async (_case, body) => {
    const { json } = await post(body)
    expect(json.error).toMatchObject({ code: -32600 })
  })

  test('errors: bad params are -32602', async () => {
    const { json } = await post('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["nope"]}')
    expect(json.error).toMatchObject({ code: -32602 })
    const garbage = await post(
      '{"jsonrpc":"2.0","id":2,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}',
    )
    expect(garbage.json.error).toMatchObject({ code: -32602 })
  })

  test('behavior: a batch answers each request', async () => {
    const response = await fetch(solana.url, {
      method: 'POST',
      body: '[{"jsonrpc":"2.0","id":1,"method":"getHealth"},{"jsonrpc":"2.0","id":2,"method":"x"}]',
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  test('behavior: CORS preflight is answered for any origin', async () => {
    const response = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })
})

describe('startLocalSolana options', () => {
  test('parameters: fundDevAccounts false starts empty', async () => {
    const empty = await startLocalSolana({ fundDevAccounts: false })
    try {
      const { value } = await createSolanaRpc(empty.url)
        .getBalance(address(SOLANA_DEV_ACCOUNTS[0]!.address))
        .send()
      expect(value).toBe(0n)
    } finally {
      await empty.stop()
    }
  })

  test('behavior: stop is idempotent and frees the port', async () => {
    const other = await startLocalSolana()
    await Promise.all([other.stop(), other.stop()])
    await expect(fetch(other.url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
