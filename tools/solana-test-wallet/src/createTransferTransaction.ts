import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
// The system program's Transfer instruction (index 2, then the lamports as u64).
const TRANSFER_INSTRUCTION_INDEX = 2

export interface CreateTransferTransactionParameters {
  rpcUrl: string
  /** Pays the fee and the lamports; the only signer. */
  from: string
  to: string
  lamports: bigint
}

/**
 * An unsigned SOL transfer (system program Transfer, v0 message, the network's latest
 * blockhash) as a base64 wire transaction: what a dApp hands to `solana_signTransaction` or
 * `solana_signAndSendTransaction`. For tests and the demo.
 *
 * @example
 * const transaction = await createTransferTransaction({ rpcUrl, from, to, lamports: 1_000_000n })
 */
export async function createTransferTransaction(
  parameters: CreateTransferTransactionParameters,
): Promise<Base64EncodedWireTransaction> {
  const { rpcUrl, from, to, lamports } = parameters
  const { value: latestBlockhash } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const data = new Uint8Array(12)
  data.set(getU32Encoder().encode(TRANSFER_INSTRUCTION_INDEX), 0)
  data.set(getU64Encoder().encode(lamports), 4)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
