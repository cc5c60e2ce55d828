import { UserRejectedRequestError } from '@portico/core'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { getByRole } from '@testing-library/dom'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { createFakeVisibility } from '../approve/testing/createFakeVisibility.ts'
import { personClick } from '../approve/testing/trustedEvents.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import { createCallsRegistry } from '../rpc/callsRegistry.ts'
import { createChainState } from '../rpc/chainState.ts'
import { createChainTrust } from '../rpc/chainTrust.ts'
import { createEvmClients } from '../rpc/evmClients.ts'
import { handleRpcRequest, type RpcContext, type RpcRequest } from '../rpc/handleRpcRequest.ts'
import { createWalletNetworks } from '../rpc/walletNetworks.ts'
import { type SolanaRpcCall, solanaRpc } from './solanaRpc.ts'

// The real local Solana network (litesvm behind JSON-RPC): the frame signs with its own Solana
// key, reads and simulates on the trusted RPC (the local network stands in for the project's
// gateway here; the gateway itself is apps/server's solanaGateway.test.ts) and sends there.
const NETWORK = LOCAL_SOLANA_CAIP_NETWORK_ID
const MINT = address(LOCAL_SOLANA_TOKEN.mint)
const [devAccount] = SOLANA_DEV_ACCOUNTS
let solana: LocalSolana
let rpc: SolanaRpcCall
let visitor: KeyPairSigner
let devSigner: KeyPairSigner

const seedOf = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'))

async function send(feePayer: TransactionSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc<{
    value: { blockhash: Blockhash; lastValidBlockHeight: bigint }
  }>('getLatestBlockhash', [])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc('sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }])
}

/** An unsigned wire transaction (base64) paid by `feePayer`, as a dApp hands it to the wallet. */
async function unsigned(feePayer: Address, instructions: Instruction[]): Promise<string> {
  const { value: blockhash } = await rpc<{
    value: { blockhash: Blockhash; lastValidBlockHeight: bigint }
  }>('getLatestBlockhash', [])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

const tokenAccountOf = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

const balanceOf = async (owner: Address) =>
  BigInt((await rpc<{ value: number }>('getBalance', [owner])).value)
const tokenBalanceOf = async (account: Address) =>
  BigInt(
    (await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [account])).value.amount,
  )
const statusOf = async (signature: string) =>
  (await rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[signature]]))
    .value[0]

beforeAll(async () => {
  solana = await startLocalSolana()
  // Plain JSON-RPC over fetch (kit's transport wants Node's AbortSignal, not happy-dom's).
  rpc = solanaRpc(solana.url)
  visitor = await createKeyPairSignerFromPrivateKeyBytes(crypto.getRandomValues(new Uint8Array(32)))
  devSigner = await createKeyPairSignerFromPrivateKeyBytes(seedOf(devAccount?.seedHex ?? ''))
  await solana.airdrop(visitor.address, 10_000_000_000n)
  // 100 PUSD for the visitor, from dev account 0's token account.
  const visitorTokens = await tokenAccountOf(visitor.address)
  await send(devSigner, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: devSigner,
      ata: visitorTokens,
      owner: visitor.address,
      mint: MINT,
    }),
    getTransferCheckedInstruction({
      source: await tokenAccountOf(devSigner.address),
      mint: MINT,
      destination: visitorTokens,
      authority: devSigner,
      amount: 100_000_000n,
      decimals: 6,
    }),
  ])
}, 60_000)

afterAll(async () => {
  await solana?.stop()
})

afterEach(() => {
  document.body.replaceChildren()
})

const visibility = createFakeVisibility()

function setup(options: { networks?: string[] } = {}) {
  const root = document.createElement('div')
  document.body.append(root)
  // The page named its own RPC URL: nothing the view shows or sends goes there.
  const chains = createChainState({ chainId: NETWORK, rpcUrl: 'http://127.0.0.1:9/evil' })
  const context: RpcContext = {
    session: {
      hasSession: () => true,
      account: async () => {
        throw new Error('no EVM key in this test')
      },
      solanaSigner: async () => visitor,
    },
    chains,
    trust: createChainTrust({
      chains,
      loadServerChains: async () => new Set(),
      gatewayUrl: () => '',
    }),
    approvals: createApprovalQueue(
      createApproveView({
        document,
        root,
        parentOrigin: 'http://127.0.0.1:5173',
        i18n: english,
        visibility: visibility.IntersectionObserver,
      }),
    ),
    calls: createCallsRegistry(),
    clients: createEvmClients(),
    walletNetworks: createWalletNetworks(async () => new Set(options.networks ?? [NETWORK])),
    solana: {
      rpcUrl: async (caipNetworkId) => {
        expect(caipNetworkId).toBe(NETWORK)
        return solana.url
      },
      tokenSymbol: async (_network, mint) => (mint === MINT ? 'PUSD' : undefined),
    },
  }
  return {
    root,
    request: (request: RpcRequest) =>
      handleRpcRequest({ chainNamespace: 'solana', ...request }, context),
  }
}

/** Waits for the view, checks its text, and presses Approve once it arms. */
async function approve(
  root: HTMLElement,
  expectShown: (text: string) => void,
  options: { simulated?: boolean } = {},
) {
  const button = await vi.waitFor(
    () => getByRole(root, 'button', { name: 'Approve' }) as HTMLButtonElement,
  )
  // A transaction's balance changes are read before the view shows.
  if (options.simulated !== false)
    expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('changes')
  expectShown(root.textContent ?? '')
  visibility.report()
  await vi.waitFor(() => expect(button.disabled).toBe(false))
  personClick(button)
}

describe('the frame on the local Solana network', () => {
  test('method: solana_getAccounts / requestAccounts → the visitor’s pubkey, no view', async () => {
    const { request, root } = setup()
    expect(await request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: visitor.address }])
    expect(await request({ method: 'solana_requestAccounts' })).toEqual([
      { pubkey: visitor.address },
    ])
    expect(root.textContent).toBe('')
  })

  test('method: solana_signMessage shows the text and signs it; the signature verifies', async () => {
    const { root, request } = setup()
    const bytes = new TextEncoder().encode('Sign in to Portico on Solana')
    const answer = request({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(bytes), pubkey: visitor.address },
    })
    await approve(
      root,
      (text) => {
        expect(root.querySelector('.approve__title')?.textContent).toBe('Sign message')
        expect(text).toContain('Sign in to Portico on Solana')
        expect(text).toContain(visitor.address)
      },
      { simulated: false },
    )
    const { signature } = (await answer) as { signature: string }
    const signatureBytes = new Uint8Array(getBase58Encoder().encode(signature))
    await expect(
      verifySignature(visitor.keyPair.publicKey, signatureBytes as never, bytes),
    ).resolves.toBe(true)
  })

  test('hostile: a "message" that is a transfer’s transaction message is refused, not shown as a message to sign', async () => {
    const { root, request } = setup()
    const transaction = await unsigned(visitor.address, [
      getTransferSolInstruction({
        source: { address: visitor.address } as TransactionSigner,
        destination: devSigner.address,
        amount: lamports(900_000_000n),
      }),
    ])
    // Its signature over these bytes would be the transaction's own.
    const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    await expect(
      request({
        method: 'solana_signMessage',
        params: {
          message: getBase58Decoder().decode(messageBytes),
          pubkey: visitor.address,
        },
      }),
    ).rejects.toThrow('Invalid parameters for solana_signMessage')
    expect(root.querySelector('.approve__title')).toBeNull()
  })

  test('method: solana_signAndSendTransaction sends 0.5 SOL through the trusted RPC, exact balances', async () => {
    const { root, request } = setup()
    const recipient = (await generateKeyPairSigner()).address
    const before = await balanceOf(visitor.address)
    const transaction = await unsigned(visitor.address, [
      getTransferSolInstruction({
        source: { address: visitor.address } as TransactionSigner,
        destination: recipient,
        amount: lamports(500_000_000n),
      }),
    ])
    const answer = request({
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { preflightCommitment: 'confirmed' } },
    })
    await approve(root, (text) => {
      expect(root.querySelector('.approve__title')?.textContent).toBe('Send 0.5 SOL')
      expect(text).toContain(`Send 0.5 SOL to ${recipient}`)
      expect(text).toContain('Network fee0.000005 SOL')
      expect(text).toContain('You send0.500005 SOL')
      expect(text).toContain(`Fee payer${visitor.address}`)
    })
    const { signature } = (await answer) as { signature: string }
    expect((await statusOf(signature))?.err).toBeNull()
    expect(await balanceOf(recipient)).toBe(500_000_000n)
    expect(await balanceOf(visitor.address)).toBe(before - 500_000_000n - 5_000n)
  })

  test('method: an SPL transfer (12.5 PUSD, with the receiver’s token account made) is shown in words and lands exactly', async () => {
    const { root, request } = setup()
    const receiver = (await generateKeyPairSigner()).address
    const receiverTokens = await tokenAccountOf(receiver)
    const visitorTokens = await tokenAccountOf(visitor.address)
    const before = await tokenBalanceOf(visitorTokens)
    const payer = { address: visitor.address } as TransactionSigner
    const transaction = await unsigned(visitor.address, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: receiverTokens,
        owner: receiver,
        mint: MINT,
      }),
      getTransferCheckedInstruction({
        source: visitorTokens,
        mint: MINT,
        destination: receiverTokens,
        authority: payer,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    const answer = request({ method: 'solana_signAndSendTransaction', params: { transaction } })
    await approve(root, (text) => {
      expect(root.querySelector('.approve__title')?.textContent).toBe('Send 12.5 PUSD')
      expect(text).toContain(`Create the token account ${receiverTokens} for ${receiver}`)
      expect(text).toContain(`Send 12.5 PUSD to ${receiver}`)
      expect(text).toContain('You send12.5 PUSD')
    })
    await answer
    expect(await tokenBalanceOf(receiverTokens)).toBe(12_500_000n)
    expect(await tokenBalanceOf(visitorTokens)).toBe(before - 12_500_000n)
  })

  test('method: solana_signTransaction signs without sending; an unknown program is shown by its id', async () => {
    const { root, request } = setup()
    const memo = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLrFZfLv')
    const transaction = await unsigned(visitor.address, [
      { programAddress: memo, accounts: [], data: new TextEncoder().encode('hello') },
    ])
    const answer = request({ method: 'solana_signTransaction', params: { transaction } })
    await approve(
      root,
      (text) => {
        expect(root.querySelector('.approve__title')?.textContent).toBe('Sign 1 transaction')
        expect(text).toContain(`Program${memo}`)
        expect(text).toContain('5 bytes of data')
        // The local network has no memo program: the simulation says it would fail.
        expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('reverted')
        expect(text).toContain('The simulation failed')
      },
      { simulated: false },
    )
    const signed = (await answer) as { signature: string; transaction: string }
    expect(signed.transaction).not.toBe(transaction)
    expect(await statusOf(signed.signature)).toBeNull()
  })

  test('hostile: a TransferChecked that claims 9 decimals for PUSD is shown in the mint’s 6, and the simulation says it fails', async () => {
    const { root, request } = setup()
    const visitorTokens = await tokenAccountOf(visitor.address)
    const before = await tokenBalanceOf(visitorTokens)
    const transaction = await unsigned(visitor.address, [
      getTransferCheckedInstruction({
        source: visitorTokens,
        mint: MINT,
        destination: await tokenAccountOf(devSigner.address),
        authority: { address: visitor.address } as TransactionSigner,
        // 12.5 PUSD, said to be 0.0125 of a 9-decimal token.
        amount: 12_500_000n,
        decimals: 9,
      }),
    ])
    const sending = request({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
    }).catch((error: unknown) => error)
    const reject = await vi.waitFor(() => getByRole(root, 'button', { name: 'Reject' }))
    const text = root.textContent ?? ''
    expect(text).toContain(`Send 12.5 PUSD to ${devSigner.address}`)
    expect(text).not.toContain('0.0125')
    expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('reverted')
    reject.click()
    expect(await sending).toBeInstanceOf(UserRejectedRequestError)
    expect(await tokenBalanceOf(visitorTokens)).toBe(before)
  })

  test('behavior: Reject → UserRejectedRequestError, nothing is sent', async () => {
    const { root, request } = setup()
    const before = await balanceOf(visitor.address)
    const transaction = await unsigned(visitor.address, [
      getTransferSolInstruction({
        source: { address: visitor.address } as TransactionSigner,
        destination: (await generateKeyPairSigner()).address,
        amount: lamports(1_000_000n),
      }),
    ])
    const sending = request({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
    }).catch((error: unknown) => error)
    const reject = await vi.waitFor(() => getByRole(root, 'button', { name: 'Reject' }))
    reject.click()
    expect(await sending).toBeInstanceOf(UserRejectedRequestError)
    expect(await balanceOf(visitor.address)).toBe(before)
  })

  test('hostile: wrong pubkey, bad preflight commitment, another fee payer, no array: refused before the view', async () => {
    const { root, request } = setup()
    const other = (await generateKeyPairSigner()).address
    const message = getBase58Decoder().decode(new TextEncoder().encode('hi'))
    await expect(
      request({ method: 'solana_signMessage', params: { message, pubkey: other } }),
    ).rejects.toThrow('The address is not this wallet’s account')
    await expect(
      request({ method: 'solana_signMessage', params: { message: 42, pubkey: visitor.address } }),
    ).rejects.toThrow('Invalid parameters for solana_signMessage')
    const transfer = getTransferSolInstruction({
      source: { address: visitor.address } as TransactionSigner,
      destination: other,
      amount: lamports(1n),
    })
    const transaction = await unsigned(visitor.address, [transfer])
    await expect(
      request({
        method: 'solana_signAndSendTransaction',
        params: { transaction, sendOptions: { preflightCommitment: 'soon' } },
      }),
    ).rejects.toThrow('Invalid parameters for solana_signAndSendTransaction')
    // The dev account pays, the visitor only signs the transfer: the wallet does not send it.
    const paidByOther = await unsigned(devSigner.address, [transfer])
    await expect(
      request({ method: 'solana_signAndSendTransaction', params: { transaction: paidByOther } }),
    ).rejects.toThrow('The transaction’s fee payer is not this wallet’s account')
    await expect(
      request({ method: 'solana_signAllTransactions', params: { transactions: transaction } }),
    ).rejects.toThrow('Invalid parameters for solana_signAllTransactions')
    // A transaction the visitor does not sign at all.
    const notOurs = await unsigned(devSigner.address, [
      getTransferSolInstruction({ source: devSigner, destination: other, amount: lamports(1n) }),
    ])
    await expect(
      request({ method: 'solana_signTransaction', params: { transaction: notOurs } }),
    ).rejects.toThrow('The address is not this wallet’s account')
    expect(root.querySelector('.approve__title')).toBeNull()
  })

  test('hostile: polkadot and cosmos requests, and a network off the wallet’s list, are refused in words', async () => {
    const { request } = setup({ networks: ['eip155:1'] })
    await expect(request({ method: 'solana_getAccounts', chainId: NETWORK })).rejects.toThrow(
      `Chain ${NETWORK} is not supported by this wallet`,
    )
    for (const namespace of ['polkadot', 'cosmos'] as const)
      await expect(
        request({ method: 'polkadot_signMessage', chainNamespace: namespace, params: {} }),
      ).rejects.toThrow(`The ${namespace} namespace is not supported by this wallet`)
  })
})
