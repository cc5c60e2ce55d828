import { type PorticoConfig, sendWalletRequest, WALLET_ERROR_CODES } from '@portico/core'
import { hexToNumber, isHex, numberToHex } from 'viem'
import { connectThroughModal } from './connectThroughModal.ts'
import { readEvmConnection } from './readEvmConnection.ts'
import { switchPorticoChain } from './switchPorticoChain.ts'

export interface RequestArguments {
  method: string
  params?: unknown
}

type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
type Listener = (payload: unknown) => void

/** The EIP-1193 provider wagmi gets from the Portico connector. */
export interface PorticoProvider {
  request(arguments_: RequestArguments): Promise<unknown>
  on(event: ProviderEvent, listener: Listener): void
  removeListener(event: ProviderEvent, listener: Listener): void
  /** For the connector: tells listeners what changed in the kit. */
  emit(event: ProviderEvent, payload: unknown): void
}

export interface CreatePorticoProviderParameters {
  /** Sends a read (eth_call, eth_getBalance, …) to the dApp's RPC for a chain. */
  readChain(chainId: number, arguments_: RequestArguments): Promise<unknown>
  /** The chain reads go to while no wallet is connected. */
  fallbackChainId: number
}

// Methods only the wallet can answer: they sign, send, or ask it something.
const WALLET_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sendUserOperation',
])

function goesToWallet(method: string): boolean {
  return WALLET_METHODS.has(method) || method.startsWith('wallet_')
}

/**
 * An EIP-1193 provider over the kit's EVM connection, whichever wallet that is (extension,
 * WalletConnect, the embedded wallet): signing and sending go to that wallet through
 * `sendWalletRequest` (so the embedded wallet's approve view and the kit's error mapping
 * apply), accounts and chain come from the kit's state, and reads go to the dApp's own RPC
 * transports, never through a wallet's relay.
 *
 * @example
 * const provider = createPorticoProvider(portico, { readChain, fallbackChainId: 1 })
 * await provider.request({ method: 'eth_chainId' }) // '0x7a69'
 */
export function createPorticoProvider(
  portico: PorticoConfig,
  parameters: CreatePorticoProviderParameters,
): PorticoProvider {
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const currentChainId = () => readEvmConnection(portico).chainId ?? parameters.fallbackChainId

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return readEvmConnection(portico).accounts
        case 'eth_requestAccounts': {
          const connection = readEvmConnection(portico)
          if (connection.status === 'connected') return connection.accounts
          return (await connectThroughModal(portico)).accounts
        }
        case 'eth_chainId':
          return numberToHex(currentChainId())
        case 'wallet_switchEthereumChain': {
          const [{ chainId } = { chainId: undefined }] = (params ?? []) as [{ chainId?: unknown }?]
          if (typeof chainId !== 'string' || !isHex(chainId))
            throw Object.assign(new Error('wallet_switchEthereumChain needs a 0x chainId'), {
              code: WALLET_ERROR_CODES.invalidParams,
            })
          await switchPorticoChain(portico, hexToNumber(chainId))
          return null
        }
      }
      if (goesToWallet(method))
        return sendWalletRequest(portico, {
          namespace: 'eip155',
          method,
          ...(params === undefined ? {} : { params: params as readonly unknown[] | object }),
        })
      return parameters.readChain(currentChainId(), { method, params })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}
