import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { SOLANA_DEV_ACCOUNTS } from './devAccounts.ts'
import { type LocalSolana, startLocalSolana } from './startLocalSolana.ts'

let solana: LocalSolana

beforeAll(async () => {
  solana = await startLocalSolana()
})
afterAll(() => solana.stop())

async function signedTransfer(rpc: ReturnType<typeof createSolanaRpc>, to: string, amount: bigint) {
  const payer = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(SOLANA_DEV_ACCOUNTS[1]!.seedHex, 'hex'),
  )
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
  return signTransactionMessageWithSigners(message)
}

/** Opens a raw PubSub socket and collects what it receives. */
async function openSocket() {
  const socket = new WebSocket(solana.websocketUrl)
  const messages: Record<string, unknown>[] = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const waitFor = async (count: number) => {
    for (let i = 0; i < 100 && messages.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return messages
  }
  return { socket, messages, waitFor }
}

describe('subscriptions', () => {
  test('behavior: sendAndConfirmTransaction from @solana/kit confirms over the PubSub socket', async () => {
    const rpc = createSolanaRpc(solana.url)
    const rpcSubscriptions = createSolanaRpcSubscriptions(solana.websocketUrl)
    const recipient = await generateKeyPairSigner()
    const transaction = await signedTransfer(rpc, recipient.address, 3_000_000n)
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
    // The blockhash lifetime is set above; the helper's return type only says "some lifetime".
    await sendAndConfirm(transaction as Parameters<typeof sendAndConfirm>[0], {
      commitment: 'confirmed',
    })
    const { value } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(value[0]?.err).toBeNull()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(3_000_000n)
  })

  test('behavior: accountSubscribe notifies a balance change, slotSubscribe the new slot', async () => {
    const recipient = await generateKeyPairSigner()
    const { socket, waitFor } = await openSocket()
    try {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'accountSubscribe',
          params: [recipient.address, { encoding: 'base64' }],
        }),
      )
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotSubscribe' }))
      await waitFor(2)
      await solana.airdrop(recipient.address, 1_000_000_000n)
      const messages = await waitFor(4)
      expect(messages).toContainEqual(
        expect.objectContaining({
          method: 'accountNotification',
          params: expect.objectContaining({
            result: expect.objectContaining({
              value: expect.objectContaining({ lamports: 1_000_000_000 }),
            }),
          }),
        }),
      )
      expect(messages).toContainEqual(expect.objectContaining({ method: 'slotNotification' }))
    } finally {
      socket.close()
    }
  })

  test('errors: an unknown subscription method is -32601, a bad body -32700', async () => {
    const { socket, waitFor } = await openSocket()
    try {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }))
      socket.send('{nope')
      const messages = await waitFor(2)
      expect(messages).toEqual([
        { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
        { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      ])
    } finally {
      socket.close()
    }
  })
})
