import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  lamports,
  pipe,
  type Signature,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SandboxSolana, SolanaAsset } from './catalog.ts'
import type { Deliverer } from './Deliverer.ts'
import { DeliveryFailedError } from './errors.ts'

/** The pause between two looks at a sent transfer's status. */
const POLL_MS = 50
/**
 * How long a transfer the network has never seen is followed when its blockhash does not expire
 * first: the local network makes blocks only for transactions, so its height may stand still.
 */
const UNSEEN_TIMEOUT_MS = 60_000

/**
 * A deliverer for the Solana account of `seedHex` (a 32-byte Ed25519 seed, as tools/local-solana's
 * dev accounts give it): SOL with a system transfer; an SPL token (classic token program) with
 * `transferChecked` between associated token accounts, the receiver's created first if it has
 * none (the idempotent create, the treasury paying its rent). Each send is signed here, sent with
 * the node's preflight (a transfer the node refuses fails at once) and followed by its signature
 * until the network has it confirmed or failed (or, never seen, its blockhash expired or a minute
 * passed). Sends go out one at a time,
 * each waited to its end: two deliveries of the same amount to the same address can then never
 * be the same transaction (same blockhash, same signature) refused as already processed.
 *
 * @example
 * const treasury = await createSolanaDeliverer(solana, SOLANA_DEV_ACCOUNTS[2].seedHex)
 * const signature = await treasury.deliver({ asset, to, units: 98_000_000n })
 */
export async function createSolanaDeliverer(
  solana: Pick<SandboxSolana, 'rpcUrl'>,
  seedHex: string,
): Promise<Deliverer<SolanaAsset, Address, Signature>> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seedHex, 'hex'))
  const rpc = createSolanaRpc(solana.rpcUrl)
  /** The tail of the sends: each waits for the one before it to end. */
  let sending: Promise<unknown> = Promise.resolve()

  async function instructionsOf(asset: SolanaAsset, to: Address, units: bigint) {
    if (asset.address === 'native')
      return [
        getTransferSolInstruction({ source: signer, destination: to, amount: lamports(units) }),
      ]
    const mint = address(asset.address)
    const [source, destination] = await Promise.all([
      tokenAccountOf(signer.address, mint),
      tokenAccountOf(to, mint),
    ])
    return [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: to,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: units,
        decimals: asset.decimals,
      }),
    ]
  }

  async function send(asset: SolanaAsset, to: Address, units: bigint): Promise<Signature> {
    const instructions: Instruction[] = await instructionsOf(asset, to, units)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const signature = getSignatureFromTransaction(signed)
    const sentAt = Date.now()
    try {
      await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
    } catch (error) {
      // The node answered no (preflight): nothing landed. Without an answer the transfer may
      // have reached it: follow the signature, never send again.
      if (!isTransportError(error)) throw error
    }
    for (;;) {
      const {
        value: [status],
      } = await rpc.getSignatureStatuses([signature], { searchTransactionHistory: true }).send()
      if (status?.err)
        throw new DeliveryFailedError(asset.network, {
          details: `${signature}: ${JSON.stringify(status.err, (_key, value) => (typeof value === 'bigint' ? String(value) : value))}`,
        })
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
        return signature
      if (status === null) {
        const height = await rpc.getBlockHeight().send()
        if (height > lifetime.lastValidBlockHeight || Date.now() - sentAt > UNSEEN_TIMEOUT_MS)
          throw new DeliveryFailedError(asset.network, {
            details: `${signature} never reached the network`,
          })
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  return {
    address: signer.address,
    async deliver({ asset, to, units }) {
      const delivery = sending.then(() => send(asset, address(to), units))
      sending = delivery.catch(() => {})
      try {
        return await delivery
      } catch (error) {
        if (error instanceof DeliveryFailedError) throw error
        throw new DeliveryFailedError(asset.network, { cause: error })
      }
    },
    async balanceOf(asset) {
      if (asset.address === 'native') return (await rpc.getBalance(signer.address).send()).value
      const account = await tokenAccountOf(signer.address, address(asset.address))
      const { value } = await rpc.getAccountInfo(account, { encoding: 'base64' }).send()
      if (value === null) return 0n
      return BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount)
    },
  }
}

async function tokenAccountOf(owner: Address, mint: Address): Promise<Address> {
  const [account] = await findAssociatedTokenPda({
    owner,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return account
}

/** No answer from the node (connection refused or cut, an HTTP error): not a refusal. */
function isTransportError(error: unknown): boolean {
  return isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR) || error instanceof TypeError
}
