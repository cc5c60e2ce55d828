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
import { SOLANA_DEV_ACCOUNTS } from './devAccounts.ts'
import { type LocalSolana, startLocalSolana } from './startLocalSolana.ts'

let solana: LocalSolana
const [devAccount] = SOLANA_DEV_ACCOUNTS

beforeAll(async () => {
  solana = await startLocalSolana()
})

afterAll(async () => {
  await solana?.stop()
})

async function call(method: string, params: unknown[]) {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result: { value: Record<string, unknown> } }
}

describe('simulateTransaction with accounts', () => {
  it('default: answers each asked account as the run left it, and changes nothing', async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(
      new Uint8Array(Buffer.from(devAccount?.seedHex ?? '', 'hex')),
    )
    const recipient = (await generateKeyPairSigner()).address
    const { value: blockhash } = await createSolanaRpc(solana.url).getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: recipient,
            amount: lamports(1_000_000n),
          }),
          m,
        ),
    )
    const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
    const before = (await call('getBalance', [payer.address])).result.value
    const untouched = (await generateKeyPairSigner()).address
    const { value } = (
      await call('simulateTransaction', [
        wire,
        {
          encoding: 'base64',
          accounts: {
            addresses: [payer.address, recipient, untouched, address(devAccount?.address ?? '')],
            encoding: 'base64',
          },
        },
      ])
    ).result
    const accounts = value.accounts as ({ lamports: number } | null)[]
    expect(value.err).toBeNull()
    expect(accounts[0]?.lamports).toBe(Number(before) - 1_000_000 - 5_000)
    expect(accounts[1]?.lamports).toBe(1_000_000)
    expect(accounts[2]).toBeNull()
    expect(accounts[3]?.lamports).toBe(accounts[0]?.lamports)
    // A simulation: nothing moved.
    expect((await call('getBalance', [recipient])).result.value).toBe(0)
  })
})
