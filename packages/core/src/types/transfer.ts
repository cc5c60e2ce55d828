import type { ChainNamespace, Network } from './chain.ts'

/**
 * What a transfer moves: the network's native currency (no `address`), an ERC-20 contract
 * (EVM) or an SPL mint (Solana). `decimals` is the token's own; amounts are in its smallest unit.
 */
export interface TransferToken {
  /** Absent for the native currency; a plain address (not CAIP-10) otherwise. */
  address?: string
  symbol: string
  name: string
  decimals: number
}

/**
 * A token transfer the Send view asks an adapter to estimate or send (spec §3 Send state).
 * Core has checked `from` is the connected account, `to` an address of the network's family
 * and `amount` > 0 before an adapter sees it.
 */
export interface TransferRequest {
  connectorId: string
  namespace: ChainNamespace
  network: Network
  /** The connected account that pays. */
  from: string
  /** The receiver. */
  to: string
  token: TransferToken
  /** In the token's smallest unit. */
  amount: bigint
}

/** The network fee of a transfer, in the native currency's smallest unit. */
export interface TransferFee {
  value: bigint
  decimals: number
  symbol: string
}

/** What the wallet handed back once it signed and broadcast the transfer. */
export interface SentTransfer {
  /** EVM: the 0x transaction hash; Solana: the base58 signature. */
  hash: string
}

/**
 * How a sent transfer ended on chain; a confirmed one says who sent it when the adapter read
 * that too (EVM: the receipt's `from`).
 */
export type TransferOutcome =
  | { status: 'confirmed'; from?: string }
  | { status: 'failed'; reason?: string }

export interface WaitForTransferParameters {
  namespace: ChainNamespace
  network: Network
  hash: string
  /** Stops waiting (the view closed, the visitor left): rejects with the signal's reason. */
  signal?: AbortSignal
}

/** A token contract's own description, read on chain. */
export interface TokenDescription {
  symbol: string
  name: string
  decimals: number
}

/** A transfer someone else sent (an exchange paying for the visitor), to check on chain. */
export interface CheckTransferParameters {
  namespace: ChainNamespace
  network: Network
  hash: string
  /** What should have moved: the token, to whom, how much (smallest unit). */
  token: TransferToken
  to: string
  amount: bigint
  /**
   * The transaction must be in a block above this height (`readBlockHeight` when the payment
   * opened): an older transaction that happened to pay the same amount to the same recipient,
   * a replayed hash, never counts as this payment.
   */
  minedAfter: bigint
  signal?: AbortSignal
}

/** How a transfer someone else sent ended, and who sent it. */
export type CheckedTransfer =
  | { status: 'confirmed'; from: string }
  | { status: 'failed'; reason: string }

/**
 * The send capability of a chain adapter (spec §9: send on EVM and Solana). An adapter that
 * can send implements all three; core checks for `sendTransfer` and reports 'Unsupported
 * chain' without it. Reads (fee, receipt) go to `network.rpcUrls`, never through the wallet.
 */
export interface TransferCapability {
  /** The fee the transfer would cost now; rejects when the network cannot estimate it. */
  estimateTransferFee(request: TransferRequest): Promise<TransferFee>
  /**
   * Asks the wallet to sign and broadcast the transfer. Resolves once the wallet returns the
   * hash (the transfer is then on its way); rejects with the kit's typed wallet errors
   * (`UserRejectedRequestError`, …) when nothing was sent.
   */
  sendTransfer(request: TransferRequest): Promise<SentTransfer>
  /**
   * Resolves when the transfer is final (EVM: a receipt; Solana: 'confirmed' commitment).
   * Rejects (`ChainRpcError`-like `PorticoError`) when the RPC cannot answer: the transfer may
   * still land, so the caller asks again with the same hash rather than sending again.
   */
  waitForTransfer(parameters: WaitForTransferParameters): Promise<TransferOutcome>
  /**
   * Reads a token contract's symbol, name and decimals on chain (Pay: the asset a dApp names).
   * Rejects when the network cannot answer or the address is not such a token.
   */
  readToken?(parameters: { network: Network; address: string }): Promise<TokenDescription>
  /**
   * Waits for the receipt of a transaction someone else sent and says whether it moved exactly
   * `amount` of `token` to `to` (EVM: the token's Transfer log, or the transaction's value for
   * the native currency). 'failed' with the reason when it reverted or moved something else;
   * rejects when the network cannot answer.
   */
  checkTransfer?(parameters: CheckTransferParameters): Promise<CheckedTransfer>
  /**
   * The height of the network's latest block (EVM: its number), read from the network's RPC:
   * Pay reads it when an exchange payment opens, for `checkTransfer`'s `minedAfter`. Rejects
   * when the network cannot answer. An adapter with `checkTransfer` implements it too.
   */
  readBlockHeight?(parameters: {
    namespace: ChainNamespace
    network: Network
    signal?: AbortSignal
  }): Promise<bigint>
}
