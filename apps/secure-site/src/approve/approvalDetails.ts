import type { Address, Hex } from 'viem'

/** A personal_sign message as the visitor reads it. */
export interface DecodedMessage {
  /** The UTF-8 text when the bytes are valid UTF-8, else the hex as given. */
  text: string
  encoding: 'utf8' | 'hex'
}

export interface CallDetails {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** A token's own symbol and decimals, as read from its contract. */
export interface TokenMetadata {
  symbol: string
  decimals: number
}

/**
 * A transaction recognised as a transfer (`decodeTransferCall`): a plain value transfer, or an
 * ERC-20 `transfer(to, amount)` with the token's metadata when it could be read.
 */
export type TransferDetails =
  | { kind: 'native'; to: Address; amount: bigint }
  | {
      kind: 'token'
      /** The token contract (the transaction's `to`). */
      token: Address
      /** The receiver of the tokens. */
      to: Address
      /** In the token's smallest unit. */
      amount: bigint
      /** Undefined when the contract's symbol() and decimals() could not be read. */
      metadata: TokenMetadata | undefined
    }

/** What a transaction may cost the visitor, read from the chain before the view is shown. */
export interface FeeDetails {
  /** The gas limit the transaction is signed with. */
  gasLimit: bigint
  /** The price per gas it is signed with at most: `maxFeePerGas`, or a legacy `gasPrice`. */
  maxFeePerGas: bigint
  /** gasLimit × maxFeePerGas: the most the visitor can pay, in the native currency's wei. */
  maxFee: bigint
  /** The network's price per gas now: base fee plus priority fee (or its gas price). */
  networkFeePerGas: bigint
  /** The cap is more than `HIGH_FEE_RATIO` times what the transaction needs at today's price. */
  high: boolean
  /** The native currency's USD price from the project's server; undefined when it has none. */
  nativePriceUsd?: number | undefined
}

/** What a smart account's user operation costs the visitor. */
export type UserOperationFee = { sponsored: true } | { sponsored: false; fee: FeeDetails }

/** One asset whose balance the calls would change for the visitor's account. */
export interface BalanceChange {
  /** 'native', or the token contract (an SPL mint on Solana). */
  asset: 'native' | Address
  /** The token's symbol and decimals as the simulation read them; undefined when unreadable. */
  metadata: TokenMetadata | undefined
  /** Balance after minus before, in the asset's smallest unit (negative: the visitor sends). */
  diff: bigint
}

/** What a simulation on the chain's current state says the calls would do. */
export type SimulationOutcome =
  | { status: 'pending' }
  | { status: 'changes'; changes: BalanceChange[] }
  /** A call would revert: `reason` is the contract's own words, cleaned to one line. */
  | { status: 'reverted'; reason: string }
  /** Nothing was simulated: the network is the page's, or its node cannot simulate. */
  | { status: 'unavailable'; reason: 'untrusted' | 'unsupported' }

/**
 * Where the view's chain data came from: 'wallet', the project's own RPC gateway (a network the
 * wallet's server knows); 'site', the RPC URL the page gave, for a network the server does not
 * know. Token names and fees read from the site are its word: the view says so.
 */
export type ChainReading = 'wallet' | 'site'

/** A Solana token's symbol (the server's, else the mint shortened) and decimals (the mint's). */
export interface SolanaTokenInfo {
  mint: string
  symbol: string
  decimals: number
}

/** One instruction of a Solana transaction, decoded where the view knows its program. */
export type SolanaInstructionDetails =
  /** System program Transfer: lamports from → to. */
  | { kind: 'solTransfer'; from: string; to: string; lamports: bigint }
  /**
   * SPL Token Transfer / TransferChecked: `to` is the destination token account's owner as the
   * trusted RPC (or the same transaction's account creation) says; `token` undefined when the
   * mint could not be read.
   */
  | {
      kind: 'splTransfer'
      source: string
      destination: string
      to: string | undefined
      authority: string
      amount: bigint
      token: SolanaTokenInfo | undefined
    }
  /** Associated Token Account program Create / CreateIdempotent. */
  | { kind: 'createTokenAccount'; account: string; owner: string; mint: string; payer: string }
  /** Any other program: what it is given, not what it does. */
  | { kind: 'unknown'; programId: string; accounts: string[]; dataLength: number }

/** One Solana transaction as the view shows it. */
export interface SolanaTransactionDetails {
  feePayer: string
  /** In lamports, from the trusted RPC (`getFeeForMessage`); undefined when it would not say. */
  fee: bigint | undefined
  instructions: SolanaInstructionDetails[]
  /** The visitor's SOL (asset 'native') and token balance changes, simulated on the trusted RPC. */
  simulation: SimulationOutcome
}

/** What the approve view shows for a request waiting for the visitor. */
export type ApprovalDetails =
  | { kind: 'personal_sign'; address: Address; message: DecodedMessage }
  /** solana_signMessage: the visitor's Solana address and the message (text, else hex). */
  | { kind: 'solana_message'; address: string; chainId: string; message: DecodedMessage }
  /** solana_signTransaction / signAllTransactions (`send` false) or signAndSendTransaction. */
  | {
      kind: 'solana_transactions'
      address: string
      chainId: string
      send: boolean
      transactions: SolanaTransactionDetails[]
    }
  | {
      kind: 'typed_data'
      address: Address
      domainName: string | undefined
      primaryType: string
      /** The typed data's `message`: JSON values only (it came from the app as JSON). */
      message: unknown
    }
  | ({
      kind: 'transaction'
      chainId: number
      from: Address
      /**
       * The network's native currency symbol as the app gave it (APP_RPC_REQUEST `nativeSymbol`).
       * Shown only for a chain the view does not know, and only when plain, as the app's word
       * (`nativeCurrencyLabel`).
       */
      nativeSymbol?: string
      /** Present when the transaction is a transfer the view can say in words. */
      transfer?: TransferDetails
      /** Present when it is an allowance or a router trade the view can say in words. */
      contractCall?: DecodedContractCall
      /** See ChainReading. */
      reading: ChainReading
      /** Undefined when the chain would not run it and no gas limit was given. */
      fee: FeeDetails | undefined
      /** The chain's reason it would fail, from its gas estimate. */
      failure: string | undefined
      simulation: SimulationOutcome
      /**
       * Present when a smart account sends it as a user operation: that operation's fee (shown in
       * place of `fee`), or sponsored by the project's server.
       */
      userOperation?: UserOperationFee
    } & CallDetails)
  | {
      kind: 'calls'
      chainId: number
      from: Address
      nativeSymbol?: string
      calls: CallDetails[]
      reading: ChainReading
      simulation: SimulationOutcome
      /**
       * Present when a smart account sends the calls as one user operation (all or none): its
       * fee (the operation's gas limits × maxFeePerGas), or sponsored by the project's server.
       * Absent: each call is its own transaction, its fee read when it is sent.
       */
      userOperation?: UserOperationFee
    }

/**
 * One side of a trade: the network's native currency, or a token contract with its symbol and
 * decimals once read (`readContractCallTokens`).
 */
export type TradeAsset =
  | { kind: 'native' }
  | { kind: 'token'; token: Address; metadata?: TokenMetadata | undefined }

/**
 * A contract call recognised by `decodeContractCall`. The tokens' metadata is filled in by
 * `readContractCallTokens`; absent, the view shows raw amounts and contracts.
 */
export type DecodedContractCall =
  | {
      kind: 'approve'
      /** The token contract (the transaction's `to`). */
      token: Address
      /** Who may then move the visitor's tokens. */
      spender: Address
      amount: bigint
      metadata?: TokenMetadata | undefined
    }
  | {
      kind: 'swap'
      /** The contract asked to trade (the transaction's `to`). */
      router: Address
      sell: TradeAsset
      /** In the sold asset's smallest unit (the call's value for the native currency). */
      sellAmount: bigint
      buy: TradeAsset
      /** The least the call accepts, in the bought asset's smallest unit. */
      buyAtLeast: bigint
      /** The tokens the trade passes through, as the call lists them. */
      path: readonly Address[]
      /** Who receives what is bought. */
      recipient: Address
      /** Unix seconds after which the router refuses the trade. */
      deadline: bigint
    }
