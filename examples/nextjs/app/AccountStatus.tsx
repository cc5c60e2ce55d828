'use client'

import { useAccount, useNetwork } from '@portico/react'

/**
 * What the kit knows, as text a test (or a person) can read: status, address and chain id.
 *
 * @example
 * <AccountStatus />
 */
export function AccountStatus() {
  const { status, address } = useAccount()
  const { network } = useNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{address ?? '—'}</dd>
      <dt>Chain</dt>
      <dd data-testid="chain-id">{network ? String(network.id) : '—'}</dd>
    </dl>
  )
}
