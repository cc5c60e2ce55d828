import type { AddressChecks } from './addressChecks.ts'
import type { AuthController } from './auth.ts'
import type { ChainNamespace, Network } from './chain.ts'
import type { ConnectionAccount, ConnectionAuth, Connector } from './connector.ts'
import type { Metadata } from './metadata.ts'
import type { PairingController } from './pairing.ts'
import type { SwapCapability } from './swapCapability.ts'
import type { TransferCapability } from './transfer.ts'

/** What an adapter tells core, outside of a call it was asked to make. */
export type AdapterEvent =
  | { type: 'connectors'; namespace: ChainNamespace; connectors: readonly Connector[] }
  | {
      type: 'accountsChanged'
      connectorId: string
      namespace: ChainNamespace
      /** An empty list means the wallet disconnected (spec §4). */
      accounts: readonly ConnectionAccount[]
    }
  | {
      type: 'chainChanged'
      connectorId: string
      namespace: ChainNamespace
      /** Already decimal for EVM: adapters convert hex ids before emitting (spec §4). */
      chainId: number | string
    }
  | { type: 'disconnect'; connectorId: string; namespace: ChainNamespace }
  | {
      /**
       * The wallet also granted this namespace in the same session (a WalletConnect session
       * spans namespaces). Core records it unless another wallet holds that namespace.
       */
      type: 'connected'
      namespace: ChainNamespace
      connection: AdapterConnection
    }
  /**
   * The wallet needs the visitor's Approve for a request (the embedded wallet's unsafe methods,
   * spec §6): core shows ApproveTransaction until `approvalSettled`.
   */
  | { type: 'approvalRequested'; connectorId: string }
  /** The request that needed approval succeeded or failed: core closes or pops (spec §2). */
  | { type: 'approvalSettled'; connectorId: string }
  /** A request was refused as not allowed: core shows 'Action not allowed' 300 ms later (spec §5). */
  | { type: 'requestRefused'; connectorId: string; method: string }
  /**
   * The embedded wallet's session ended on its own (signed out elsewhere, expired). `reason:
   * 'expired'`: its server no longer accepts it ('Session expired'); core shows the Session
   * Expired alert (spec §8).
   */
  | { type: 'sessionEnded'; connectorId: string; reason?: 'expired' }
  /**
   * The wallet's provider reported an error of its own, outside any call (WalletConnect's relay
   * refusing the project, the origin or the client's clock): core shows the alert its message
   * maps to, once (spec §8).
   */
  | { type: 'providerError'; connectorId: string; message: string }

/** What a wallet reports on connect or reconnect. Core resolves `chainId` to a Network. */
export interface AdapterConnection {
  connectorId: string
  accounts: readonly ConnectionAccount[]
  chainId: number | string
  /** The embedded wallet's user: the e-mail they signed in with. */
  auth?: ConnectionAuth
}

export interface AdapterSetupParameters {
  networks: readonly Network[]
  emit: (event: AdapterEvent) => void
  /**
   * The kit's check of the page origin against the project's allowed origins (spec §5), once it
   * has an answer: false when the project does not allow this page, undefined when that is not
   * known (no project id, the server unreachable). An adapter that would embed something of the
   * project's (the embedded wallet's frame) waits for it and embeds nothing on false.
   */
  pageOriginAllowed?: () => Promise<boolean | undefined>
  /**
   * The Portico server's chain RPC gateway (docs/rpc-gateway.md): the kit's `apiUrl` and
   * project id, present only when both are known. Adapters read their chains through it first,
   * then at the network's own RPC URLs; core itself never reads a chain.
   */
  rpcGateway?: AdapterRpcGateway
  /**
   * The dApp as wallets see it: the kit's `metadata` option, when given. An adapter that tells
   * wallets about the app (WalletConnect's pairing proposals) uses it unless it was given its own.
   */
  metadata?: Metadata
}

/** Where an adapter reaches the server's RPC gateway: `POST {apiUrl}/v1/?chainId=…&projectId=…`. */
export interface AdapterRpcGateway {
  /** The server's base URL (the resolved `apiUrl`). */
  apiUrl: string
  projectId: string
}

/**
 * The one contract every chain family implements (EVM, Solana, Bitcoin, WalletConnect).
 * Core never imports a chain library: it talks to chains only through this.
 * Every method rejects with a `PorticoError` subclass (see `@portico/core` errors).
 */
export interface ChainAdapter {
  /** The namespace the adapter serves first (its connectors' `chain`). */
  readonly namespace: ChainNamespace
  /**
   * Every namespace the adapter can connect, when more than `namespace` (WalletConnect: one
   * session for EVM, Solana and Bitcoin). Calls then carry the `namespace` they are for.
   */
  readonly namespaces?: readonly ChainNamespace[]
  /** Present when the adapter signs visitors in by e-mail (the embedded wallet). */
  readonly auth?: AuthController
  /** Present when connecting goes through a pairing URI (WalletConnect). */
  readonly pairing?: PairingController
  /** Starts wallet discovery and event forwarding. Returns a function that stops both. */
  setup(parameters: AdapterSetupParameters): () => void
  /** The connectors discovered so far. */
  getConnectors(): readonly Connector[]
  /** Asks the wallet for access (may prompt). `network` is the chain the dApp would like. */
  connect(parameters: {
    connectorId: string
    network?: Network
    namespace?: ChainNamespace
    /** An embedded wallet's sign-in: the account type to use (spec §6). Others ignore it. */
    preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  }): Promise<AdapterConnection>
  /**
   * Restores a connection without prompting (EVM: `eth_accounts`). Resolves undefined when the
   * wallet no longer grants access or the connector is gone.
   */
  reconnect(parameters: {
    connectorId: string
    namespace?: ChainNamespace
    /**
     * The network this connection was on before the reload. Wallets of families whose network
     * is the dApp's choice (Solana, Bitcoin) resume on it; EVM wallets report their own chain.
     */
    network?: Network
  }): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
  /** Switches the wallet's network, adding it first where the wallet does not know it. */
  switchNetwork(parameters: { connectorId: string; network: Network }): Promise<void>
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
    namespace?: ChainNamespace
  }): Promise<string>
  /**
   * Sends any JSON-RPC request to the connected wallet (`eth_sendTransaction`,
   * `eth_signTypedData_v4`, …). The answer is `unknown`: callers parse it.
   */
  request?(parameters: {
    connectorId: string
    method: string
    params?: readonly unknown[] | object
    namespace?: ChainNamespace
  }): Promise<unknown>
  /**
   * Estimates, sends and follows token transfers (the Send view). Absent where the adapter
   * cannot send (Bitcoin): Send then says 'Unsupported chain'.
   */
  transfers?: TransferCapability
  /**
   * Checks the swap service's transactions before the wallet sees them (the Swap view; EVM:
   * `evmSwaps()` of @portico/evm reads the router and approve calls), answering a refusal that
   * core makes an `InvalidSwapTransactionError`. Absent: Swap says 'Network not supported for
   * Swaps', since core never reads calldata itself.
   */
  swaps?: SwapCapability
  /** Reads the native balance straight from the network's RPC (fallback when no service). */
  getBalance?(parameters: { address: string; network: Network }): Promise<{
    value: bigint
    decimals: number
    symbol: string
  }>

  // Address and transaction-hash checks (issue #31: core knows no family's shapes).
  /**
   * The checks of each namespace the adapter serves (WalletConnect: eip155, solana and bip122),
   * synchronous, never throwing. Core validates Send's receiver, `sendTransaction`'s `to`, the
   * networks Receive lists and every transaction hash it is handed with the checks of the
   * namespace: the namespace's own adapter's first, else those of another adapter serving it.
   * When no adapter offers checks for a namespace, none of its addresses or hashes is valid.
   */
  readonly addressChecks?: Partial<Record<ChainNamespace, AddressChecks>>
}
