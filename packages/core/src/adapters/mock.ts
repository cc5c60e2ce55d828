import type { PorticoError } from '../errors/base.ts'
import { ChainRpcError } from '../errors/chainRpc.ts'
import {
  ChainNotSupportedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  ProviderRequestError,
  UserRejectedRequestError,
} from '../errors/connection.ts'
import { isAddChainError } from '../errors/isAddChainError.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../types/adapter.ts'
import type { AddressChecks } from '../types/addressChecks.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { ConnectionAccount, Connector } from '../types/connector.ts'
import type { SwapCapability } from '../types/swapCapability.ts'
import type {
  TransferCapability,
  TransferOutcome,
  TransferRequest,
  WaitForTransferParameters,
} from '../types/transfer.ts'

/** Failure switches of the mock adapter; change them at any time with `setFeatures`. */
export interface MockAdapterFeatures {
  /** `connect` rejects: `true` with `ConnectionRejectedError` (4001), or with this error. */
  connectError?: boolean | PorticoError
  /** `reconnect` rejects (the wallet errs). */
  reconnectError?: boolean
  /** `reconnect` resolves undefined: the wallet no longer grants access. */
  reconnectRevoked?: boolean
  /** `switchNetwork` rejects as a wallet would with this EIP-1193 code (4001, 4902, …). */
  switchNetworkErrorCode?: number
  /** `signMessage` rejects: `true` with `UserRejectedRequestError`, or with this error. */
  signMessageError?: boolean | PorticoError
  /** `disconnect` never settles (tests the 3000 ms bound). */
  disconnectHangs?: boolean
  /** `disconnect` rejects. */
  disconnectError?: boolean
  /** `getBalance` rejects. */
  balanceError?: boolean
  /** `transfers.estimateTransferFee` rejects: `true` with `ChainRpcError`, or with this error. */
  estimateFeeError?: boolean | PorticoError
  /**
   * `transfers.sendTransfer` rejects as a wallet would with this EIP-1193 code, through core's
   * one mapping (4001: `UserRejectedRequestError`); nothing is sent.
   */
  sendTransferErrorCode?: number
  /** `transfers.sendTransfer` hands back this value as the hash (a wallet's garbage answer). */
  sendTransferHash?: unknown
  /** `transfers.waitForTransfer` rejects with `ChainRpcError`: the network's RPC is down. */
  waitForTransferError?: boolean
  /** How `transfers.waitForTransfer` says the transfer ended. Default `{ status: 'confirmed' }`. */
  transferOutcome?: TransferOutcome
  /**
   * `transfers.sendTransfer` waits (the wallet shows its prompt) until this is switched off,
   * then answers by the switches in force then.
   */
  sendTransferHangs?: boolean
  /** `transfers.waitForTransfer` waits (pending) until this is switched off. */
  waitForTransferHangs?: boolean
}

/** What the mock's `transfers` charge. */
export interface MockTransfersParameters {
  /** The fee every estimate answers, in the native currency's smallest unit. Default 21000 gwei. */
  fee?: bigint
  /** The native currency the fee is in. Default 18 decimals, 'ETH'. */
  feeCurrency?: { decimals: number; symbol: string }
}

export interface MockAdapterParameters {
  /** Default 'eip155'. */
  namespace?: ChainNamespace
  /** The addresses the wallet grants, first is the selected one. */
  accounts: readonly string[]
  /** The chain the wallet is on. Default 1. */
  chainId?: number | string
  /** Default: one announced connector `{ id: 'mock', name: 'Mock Wallet', rdns: 'io.portico.mock' }`. */
  connectors?: readonly Connector[]
  features?: MockAdapterFeatures
  /** When given, the adapter implements `getBalance` (the RPC fallback) with it. */
  balance?: { value: bigint; decimals: number; symbol: string }
  /** When given, the adapter implements `request` with it: the wallet's answer to a method. */
  answerRequest?: (request: Parameters<NonNullable<ChainAdapter['request']>>[0]) => unknown
  /** When given, the adapter implements `transfers` (Send): a fixed fee, failures by `features`. */
  transfers?: MockTransfersParameters
  /**
   * The address and hash checks it offers for its namespace, as a real adapter would (core keeps
   * none of its own): `evmAddressChecks` from @portico/evm, `solanaAddressChecks` from
   * @portico/solana, or a test's own. Without them core finds no address or hash of the namespace
   * valid (Send's receiver, Receive's networks), unless another adapter offers checks for it.
   */
  addressChecks?: AddressChecks
  /**
   * When given, the adapter's `swaps` (Swap): core reads no calldata, so a test of the swap flow
   * passes the chain's own checks (`evmSwaps()` of @portico/evm).
   */
  swaps?: SwapCapability
}

export interface MockAdapter extends ChainAdapter {
  setFeatures(features: MockAdapterFeatures): void
  /** Fire the events a real wallet would (only after `setup`). */
  emit: {
    accountsChanged(addresses: readonly string[]): void
    chainChanged(chainId: number | string): void
    disconnect(): void
    connectors(connectors: readonly Connector[]): void
  }
  /** What the wallet is doing now, and how often each method was called. */
  readonly state: {
    connected: boolean
    connectorId: string | undefined
    chainId: number | string
    accounts: readonly string[]
    calls: Record<
      | 'connect'
      | 'reconnect'
      | 'disconnect'
      | 'switchNetwork'
      | 'signMessage'
      | 'estimateTransferFee'
      | 'sendTransfer'
      | 'waitForTransfer',
      number
    >
    /** True between `setup` and its teardown. */
    listening: boolean
    /** What `transfers` was asked: every estimate, every transfer sent (hash set), every wait. */
    transfers: {
      estimated: TransferRequest[]
      sent: (TransferRequest & { hash: string })[]
      waited: Omit<WaitForTransferParameters, 'signal'>[]
    }
  }
}

/**
 * An in-memory ChainAdapter for tests (STYLE rule 4, after wagmi's mock connector): it grants
 * fixed accounts on a chain, fails on demand through `features`, and fires events through
 * `emit`. Signatures are deterministic placeholders, not real signatures.
 *
 * @example
 * const adapter = mockAdapter({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 31337 })
 * const config = createConfig({ projectId: 'test', networks: [local], adapters: [adapter] })
 * adapter.setFeatures({ connectError: true }) // the next connect is rejected
 */
export function mockAdapter(parameters: MockAdapterParameters): MockAdapter {
  const namespace = parameters.namespace ?? 'eip155'
  let features: MockAdapterFeatures = { ...parameters.features }
  let connectors: readonly Connector[] = parameters.connectors ?? [
    {
      id: 'mock',
      name: 'Mock Wallet',
      type: 'ANNOUNCED',
      chain: namespace,
      info: { rdns: 'io.portico.mock' },
    },
  ]
  let emitEvent: ((event: AdapterEvent) => void) | undefined
  const state: MockAdapter['state'] = {
    connected: false,
    connectorId: undefined,
    chainId: parameters.chainId ?? 1,
    accounts: parameters.accounts,
    calls: {
      connect: 0,
      reconnect: 0,
      disconnect: 0,
      switchNetwork: 0,
      signMessage: 0,
      estimateTransferFee: 0,
      sendTransfer: 0,
      waitForTransfer: 0,
    },
    listening: false,
    transfers: { estimated: [], sent: [], waited: [] },
  }
  // Calls held by the `…Hangs` switches, released when the switch goes off.
  const held: { send: (() => void)[]; wait: (() => void)[] } = { send: [], wait: [] }
  const until = (queue: (() => void)[], hangs: () => boolean | undefined) =>
    hangs() ? new Promise<void>((release) => queue.push(release)) : Promise.resolve()

  const toAccounts = (addresses: readonly string[]): ConnectionAccount[] =>
    addresses.map((address) => ({ address, namespace, type: 'eoa' }))
  const granted = (connectorId: string): AdapterConnection => ({
    connectorId,
    accounts: toAccounts(state.accounts),
    chainId: state.chainId,
  })
  const requireConnector = (connectorId: string) => {
    if (!connectors.some((connector) => connector.id === connectorId))
      throw new ConnectorNotFoundError({ details: connectorId })
  }
  const fire = (event: AdapterEvent) => emitEvent?.(event)
  const currentConnectorId = () => state.connectorId ?? connectors[0]?.id ?? 'mock'

  const adapter: MockAdapter = {
    namespace,
    ...(parameters.addressChecks
      ? { addressChecks: { [namespace]: parameters.addressChecks } }
      : {}),
    setup({ emit }) {
      emitEvent = emit
      state.listening = true
      return () => {
        emitEvent = undefined
        state.listening = false
      }
    },
    getConnectors: () => connectors,
    async connect({ connectorId }) {
      state.calls.connect++
      requireConnector(connectorId)
      if (features.connectError)
        throw features.connectError === true ? new ConnectionRejectedError() : features.connectError
      state.connected = true
      state.connectorId = connectorId
      return granted(connectorId)
    },
    async reconnect({ connectorId }) {
      state.calls.reconnect++
      if (features.reconnectError) throw new ProviderRequestError('Mock reconnect failed')
      if (features.reconnectRevoked || !connectors.some((each) => each.id === connectorId))
        return undefined
      state.connected = true
      state.connectorId = connectorId
      return granted(connectorId)
    },
    async disconnect() {
      state.calls.disconnect++
      if (features.disconnectHangs) return new Promise<void>(() => {})
      if (features.disconnectError) throw new ProviderRequestError('Mock disconnect failed')
      state.connected = false
      state.connectorId = undefined
    },
    async switchNetwork({ connectorId, network }) {
      state.calls.switchNetwork++
      const code = features.switchNetworkErrorCode
      if (code !== undefined) throw errorFromCode(code)
      state.chainId = network.id
      fire({ type: 'chainChanged', connectorId, namespace, chainId: network.id })
    },
    async signMessage({ address, message }) {
      state.calls.signMessage++
      if (features.signMessageError)
        throw features.signMessageError === true
          ? new UserRejectedRequestError()
          : features.signMessageError
      return placeholderSignature(`${address}:${message}`)
    },
    setFeatures(next) {
      features = { ...features, ...next }
      if (!features.sendTransferHangs) for (const release of held.send.splice(0)) release()
      if (!features.waitForTransferHangs) for (const release of held.wait.splice(0)) release()
    },
    emit: {
      accountsChanged(addresses) {
        state.accounts = addresses
        if (addresses.length === 0) state.connected = false
        fire({
          type: 'accountsChanged',
          connectorId: currentConnectorId(),
          namespace,
          accounts: toAccounts(addresses),
        })
      },
      chainChanged(chainId) {
        state.chainId = chainId
        fire({ type: 'chainChanged', connectorId: currentConnectorId(), namespace, chainId })
      },
      disconnect() {
        const connectorId = currentConnectorId()
        state.connected = false
        fire({ type: 'disconnect', connectorId, namespace })
      },
      connectors(next) {
        connectors = next
        fire({ type: 'connectors', namespace, connectors: next })
      },
    },
    state,
  }

  if (parameters.balance) {
    const balance = parameters.balance
    adapter.getBalance = async () => {
      if (features.balanceError) throw new ProviderRequestError('Mock balance read failed')
      return balance
    }
  }
  if (parameters.transfers) {
    const fee = parameters.transfers.fee ?? 21_000n * 10n ** 9n
    const feeCurrency = parameters.transfers.feeCurrency ?? { decimals: 18, symbol: 'ETH' }
    const transfers: TransferCapability = {
      async estimateTransferFee(request) {
        state.calls.estimateTransferFee++
        state.transfers.estimated.push(request)
        if (features.estimateFeeError)
          throw features.estimateFeeError === true
            ? new ChainRpcError({ details: 'Mock fee estimate failed' })
            : features.estimateFeeError
        return { value: fee, ...feeCurrency }
      },
      async sendTransfer(request) {
        state.calls.sendTransfer++
        await until(held.send, () => features.sendTransferHangs)
        const code = features.sendTransferErrorCode
        if (code !== undefined)
          throw mapWalletError({ code, message: 'Mock transfer failed' }, { context: 'request' })
        const hash = placeholderHash(request, state.transfers.sent.length)
        state.transfers.sent.push({ ...request, hash })
        if ('sendTransferHash' in features) return { hash: features.sendTransferHash as string }
        return { hash }
      },
      async waitForTransfer({ namespace: waitNamespace, network, hash, signal }) {
        state.calls.waitForTransfer++
        state.transfers.waited.push({ namespace: waitNamespace, network, hash })
        await until(held.wait, () => features.waitForTransferHangs)
        signal?.throwIfAborted()
        if (features.waitForTransferError)
          throw new ChainRpcError({ details: 'Mock receipt read failed' })
        return features.transferOutcome ?? { status: 'confirmed' }
      },
    }
    adapter.transfers = transfers
  }
  if (parameters.swaps) adapter.swaps = parameters.swaps
  if (parameters.answerRequest) {
    const answer = parameters.answerRequest
    adapter.request = async (request) => answer(request)
  }
  return adapter
}

/**
 * What a real adapter's switch makes of a wallet's EIP-1193 code: an add-chain code means the
 * wallet could not add the chain either, anything else goes through core's one mapping.
 */
function errorFromCode(code: number): PorticoError {
  const walletError = { code, message: 'Mock switch failed' }
  if (isAddChainError(walletError)) return new ChainNotSupportedError({ code, cause: walletError })
  return mapWalletError(walletError, { context: 'request' })
}

/** A transaction hash shaped like the family's (EVM 0x + 64 hex, Solana base58 of 64 bytes). */
function placeholderHash(request: TransferRequest, index: number): string {
  const hex = placeholderSignature(
    `${request.from}:${request.to}:${request.token.symbol}:${request.amount}:${index}`,
  ).slice(2, 130)
  if (request.namespace !== 'solana') return `0x${hex.slice(0, 64)}`
  // 87 base58 digits led by one of 2 or more are always 64 bytes (2·58^86 > 2^504 and
  // 58^87 < 2^512): a signature's shape without a base58 encoder in core.
  let text = BASE58_ALPHABET[2 + (Number.parseInt(hex.slice(0, 2), 16) % 56)] as string
  for (let at = 1; at < 87; at++)
    text += BASE58_ALPHABET[Number.parseInt(hex.slice(at, at + 2), 16) % 58]
  return text
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** 65 bytes of hex derived from the input: stable across runs, shaped like a signature. */
function placeholderSignature(input: string): string {
  let hash = 0x811c9dc5
  let hex = ''
  while (hex.length < 130) {
    for (const char of input + hex.length) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
    hex += (hash >>> 0).toString(16).padStart(8, '0')
  }
  return `0x${hex.slice(0, 130)}`
}
