import type { Address, PrivateKeyAccount } from 'viem'
import type { FrameStorage } from '../auth/frameStorage.ts'
import { SmartAccountsUnavailableError } from '../errors.ts'
import type { ApprovalTarget } from '../rpc/chainTrust.ts'
import type { EvmClients } from '../rpc/evmClients.ts'
import {
  loadSmartAccountRuntime,
  type SmartAccountRuntimeModule,
} from './loadSmartAccountRuntime.ts'
import { smartAccountSalt } from './smartAccountSalt.ts'
import type { SmartAccountNetwork, SmartAccountServices } from './smartAccountServices.ts'
import type {
  AccountType,
  ActiveAccount,
  SmartAccountActive,
  SmartAccountRuntime,
} from './smartAccountTypes.ts'

export type { AccountType, ActiveAccount, SmartAccountActive }

export interface SmartAccounts {
  /** The chain ids of `GET /v1/smart-accounts` (APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  enabledChainIds(): Promise<number[]>
  /** The network's entry when the project has smart accounts there, else undefined. */
  network(chainId: number): Promise<SmartAccountNetwork | undefined>
  /** The visitor's preferred type for eip155 on this dApp ('eoa' until set). */
  preferred(): AccountType
  /** Kept in the frame's storage for this dApp origin; honoured from the next request on. */
  setPreferred(type: AccountType): void
  /**
   * The owner's smart account on an enabled chain: its address (the factory's `getAddress`) and
   * whether it has code yet. Throws SmartAccountsUnavailableError on any other chain.
   */
  describe(chainId: number, owner: Address): Promise<{ address: Address; isDeployed: boolean }>
  /** Smart account iff preferred and the chain is enabled; the EOA otherwise. */
  active(chainId: number, owner: PrivateKeyAccount): Promise<ActiveAccount>
  /** The project's bundler route for a chain (wallet_getCallsStatus reads receipts there). */
  bundlerUrl(chainId: number): string
  /** The viem smart account and bundler client for an active smart account (loads the chunk). */
  runtime(active: SmartAccountActive): Promise<{
    runtime: SmartAccountRuntime
    module: SmartAccountRuntimeModule
  }>
}

export interface CreateSmartAccountsParameters {
  services: SmartAccountServices
  storage: Pick<FrameStorage, 'readPreferredAccountTypes' | 'writePreferredAccountTypes'>
  /** The dApp origin the preference is kept for. */
  origin: string
  clients: EvmClients
  /** The project's RPC gateway for an EVM chain (`gatewayRpcUrl`). */
  gatewayUrl(chainId: number): string
  /** For tests: how the smart-account chunk is loaded. */
  loadRuntime?: () => Promise<SmartAccountRuntimeModule>
}

const factoryAbi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [{ name: 'salt', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/**
 * The frame's smart accounts (spec §3, §4): which networks have them, the visitor's preferred
 * type per dApp, and the account in effect on a chain. Addresses and deployment are read with
 * two plain calls through the project's gateway, so a user payload never waits for the
 * smart-account chunk; the chunk (`loadSmartAccountRuntime`) loads only for a smart account's
 * signature or user operation.
 *
 * @example
 * const smartAccounts = createSmartAccounts({ services, storage, origin, clients, gatewayUrl })
 * smartAccounts.setPreferred('smartAccount')
 * await smartAccounts.active(31337, owner) // { type: 'smartAccount', address: '0x…', … }
 */
export function createSmartAccounts(parameters: CreateSmartAccountsParameters): SmartAccounts {
  const { services, storage, origin, clients } = parameters
  const loadRuntime = parameters.loadRuntime ?? loadSmartAccountRuntime
  // Read once per load; a write keeps this copy in step even where storage is blocked.
  let preferred: AccountType = storage.readPreferredAccountTypes(origin).eip155 ?? 'eoa'
  const addresses = new Map<string, Promise<Address>>()
  const deployed = new Set<string>()

  const targetOf = (chainId: number): ApprovalTarget => ({
    chainId,
    rpcUrl: parameters.gatewayUrl(chainId),
    trusted: true,
  })

  async function network(chainId: number) {
    return (await services.networks()).find((entry) => entry.chainId === chainId)
  }

  async function describe(chainId: number, owner: Address) {
    const entry = await network(chainId)
    if (!entry) throw new SmartAccountsUnavailableError()
    const client = clients.publicClient(targetOf(chainId))
    const key = `${chainId}:${entry.accountFactory}:${owner}`.toLowerCase()
    let reading = addresses.get(key)
    if (!reading) {
      reading = client.readContract({
        address: entry.accountFactory,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [smartAccountSalt(owner)],
      })
      reading.catch(() => addresses.delete(key))
      addresses.set(key, reading)
    }
    const address = await reading
    // Deployed stays deployed: only an account not seen with code yet is asked again.
    if (!deployed.has(key)) {
      const code = await client.getCode({ address })
      if (code !== undefined && code !== '0x') deployed.add(key)
    }
    return { address, isDeployed: deployed.has(key) }
  }

  return {
    enabledChainIds: async () => (await services.networks()).map((entry) => entry.chainId),
    network,
    preferred: () => preferred,
    setPreferred(type) {
      preferred = type
      storage.writePreferredAccountTypes(origin, {
        ...storage.readPreferredAccountTypes(origin),
        eip155: type,
      })
    },
    describe,
    bundlerUrl: (chainId) => services.bundlerUrl(chainId),
    async active(chainId, owner) {
      if (preferred !== 'smartAccount') return { type: 'eoa', address: owner.address, owner }
      const entry = await network(chainId)
      if (!entry) return { type: 'eoa', address: owner.address, owner }
      const { address } = await describe(chainId, owner.address)
      return { type: 'smartAccount', address, owner, network: entry, target: targetOf(chainId) }
    },
    async runtime(active) {
      const module = await loadRuntime()
      const runtime = await module.createSmartAccountRuntime({
        owner: active.owner,
        address: active.address,
        network: active.network,
        client: clients.publicClient(active.target),
        bundlerUrl: services.bundlerUrl(active.network.chainId),
        paymasterUrl: services.paymasterUrl(active.network.chainId),
      })
      return { runtime, module }
    },
  }
}
