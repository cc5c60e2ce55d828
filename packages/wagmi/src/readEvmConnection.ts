import type { PorticoConfig } from '@portico/core'
import { type Address, getAddress, isAddress } from 'viem'

/** The kit's EVM connection as wagmi sees a connector's: its status, accounts and chain. */
export interface EvmConnection {
  status: 'connected' | 'connecting' | 'disconnected'
  /** Checksummed; the account the kit shows first. Empty unless connected. */
  accounts: readonly Address[]
  /** The wallet's chain, listed by the dApp or not. Undefined unless connected. */
  chainId: number | undefined
}

/**
 * Reads the `eip155` connection from the kit's stores, the one source of truth the bridge
 * mirrors into wagmi. Addresses a wallet reported in another case are checksummed, so wagmi
 * sees one address where the kit sees one.
 *
 * @example
 * readEvmConnection(portico) // { status: 'connected', accounts: ['0xf39F…'], chainId: 31337 }
 */
export function readEvmConnection(portico: PorticoConfig): EvmConnection {
  const state = portico.stores.connection.getState().namespaces.eip155
  const connection = state?.connection
  if (state?.status !== 'connected' || !connection)
    return {
      status: state?.status === 'connecting' ? 'connecting' : 'disconnected',
      accounts: [],
      chainId: undefined,
    }
  const selected = portico.stores.account.getState().namespaces.eip155?.address
  const reported = [selected, ...connection.accounts.map((account) => account.address)]
  const accounts = [
    ...new Set(
      reported
        .filter((address): address is string => address !== undefined && isAddress(address))
        .map((address) => getAddress(address)),
    ),
  ]
  const chainId = Number(connection.chainId)
  return {
    status: 'connected',
    accounts,
    chainId: Number.isSafeInteger(chainId) ? chainId : undefined,
  }
}

/** Whether two reads differ in what wagmi shows: status, accounts (in order) or chain. */
export function evmConnectionChanged(previous: EvmConnection, next: EvmConnection): boolean {
  return (
    previous.status !== next.status ||
    previous.chainId !== next.chainId ||
    previous.accounts.length !== next.accounts.length ||
    previous.accounts.some((address, index) => address !== next.accounts[index])
  )
}
