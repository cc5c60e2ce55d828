import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

export interface BuildSolanaTransferParameters {
  /** The connected account: pays the fee and sends. */
  from: string
  /** Default: `from` (a transfer to oneself changes only the fee). */
  to?: string
  lamports: bigint
  /** The network's JSON-RPC URL, for a recent blockhash. */
  rpcUrl: string
}

/**
 * An unsigned SOL transfer as the wallet methods take it: the base64 wire transaction, with a
 * fresh blockhash from the network. Loaded on demand: @solana/kit is not in the page's first
 * bundle.
 *
 * @example
 * const transaction = await buildSolanaTransfer({ from, lamports: 1_000_000n, rpcUrl })
 * await sendRequest({ namespace: 'solana', method: 'solana_signTransaction', params: { transaction } })
 */
export async function buildSolanaTransfer(
  parameters: BuildSolanaTransferParameters,
): Promise<string> {
  const source = address(parameters.from)
  const destination = address(parameters.to ?? parameters.from)
  const rpc = createSolanaRpc(parameters.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(source, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(source),
          destination,
          amount: lamports(parameters.lamports),
        }),
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
