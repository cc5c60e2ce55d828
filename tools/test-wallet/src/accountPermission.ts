import type { Address } from 'viem'

/** An EIP-2255 permission record, as wallet_getPermissions returns it. */
export interface AccountPermission {
  parentCapability: 'eth_accounts'
  invoker: string
  date: number
  caveats: [{ type: 'restrictReturnedAccounts'; value: Address[] }]
}

/**
 * The `eth_accounts` permission the site holds once authorised.
 *
 * @example
 * accountPermission('0xf39F…2266', Date.now()) // { parentCapability: 'eth_accounts', … }
 */
export function accountPermission(address: Address, date: number): AccountPermission {
  return {
    parentCapability: 'eth_accounts',
    invoker: globalThis.location?.origin ?? 'null',
    date,
    caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
  }
}
