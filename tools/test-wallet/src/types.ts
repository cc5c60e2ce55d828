import type { Address, Hex } from 'viem'
import type { TestWalletRpcError } from './errors.ts'

/** A chain the test wallet can be on: its id and the JSON-RPC endpoint it signs for. */
export interface TestWalletChain {
  id: number
  rpcUrl: string
  name?: string
}

/** The arguments of an EIP-1193 `request`. */
export interface TestWalletRequestArguments {
  method: string
  params?: unknown
}

/** What each event the wallet emits carries (EIP-1193). */
export interface TestWalletEventMap {
  accountsChanged: [accounts: readonly Address[]]
  /** The new chain id as a 0x-hex quantity. */
  chainChanged: [chainId: Hex]
  connect: [info: { chainId: Hex }]
  disconnect: [error: TestWalletRpcError]
}

export type TestWalletEventName = keyof TestWalletEventMap

export type TestWalletListener<event extends TestWalletEventName> = (
  ...args: TestWalletEventMap[event]
) => void

/** A request waiting for `testControls.approve` / `decline` while `autoApprove` is off. */
export interface TestWalletPendingRequest {
  id: number
  method: string
  params: unknown
}

/** Switches a test flips to drive the wallet the way a person would. */
export interface TestWalletControls {
  /** The wallet's one account. */
  readonly address: Address
  /** Reject the next request that asks for approval (connect, sign, send, switch, add) with 4001. */
  reject(next: boolean): void
  /** Emit `accountsChanged`; an empty list also forgets the site's authorisation. */
  emitAccountsChanged(accounts: readonly Address[]): void
  /** Change the chain as if the person picked it in the wallet; emits `chainChanged`. */
  setChain(chainId: number): void
  /** With `false`, approval requests wait in `pendingRequests()` for `approve` / `decline`. */
  setAutoApprove(autoApprove: boolean): void
  pendingRequests(): readonly TestWalletPendingRequest[]
  /** Approve the pending request with this id, or the oldest one. */
  approve(id?: number): void
  /** Decline (4001) the pending request with this id, or the oldest one. */
  decline(id?: number): void
  /** Drop off every chain: emits `disconnect` (4900) and fails requests with 4900 until `connect`. */
  disconnect(): void
  /** Come back after `disconnect`: emits `connect`. */
  connect(): void
}

/** An EIP-1193 provider backed by one private key and real chains. */
export interface TestWalletProvider {
  readonly isPorticoTestWallet: true
  request(args: TestWalletRequestArguments): Promise<unknown>
  on<event extends TestWalletEventName>(
    event: event,
    listener: TestWalletListener<event>,
  ): TestWalletProvider
  removeListener<event extends TestWalletEventName>(
    event: event,
    listener: TestWalletListener<event>,
  ): TestWalletProvider
  isConnected(): boolean
  readonly testControls: TestWalletControls
}
