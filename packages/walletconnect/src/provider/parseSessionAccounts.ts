import { type ConnectionAccount, InvalidWalletResponseError, isEvmAddress } from '@portico/core'

/**
 * The EVM accounts of a session's CAIP-10 account list (`eip155:1:0xabc…`) on `chainId`, else on
 * any chain, without duplicates. Entries that are not EVM addresses are dropped; no valid
 * account at all is an `InvalidWalletResponseError`.
 *
 * @example
 * parseSessionAccounts(['eip155:31337:0xf39F…2266'], 31337) // [{ address: '0xf39F…2266', namespace: 'eip155' }]
 */
export function parseSessionAccounts(
  caipAccounts: readonly string[] | undefined,
  chainId: number,
): ConnectionAccount[] {
  const parsed = (caipAccounts ?? []).flatMap((value) => {
    const [namespace, reference, address] = value.split(':')
    return namespace === 'eip155' && isEvmAddress(address) ? [{ reference, address }] : []
  })
  const onChain = parsed.filter((entry) => entry.reference === String(chainId))
  const addresses = [...new Set((onChain.length > 0 ? onChain : parsed).map((e) => e.address))]
  if (addresses.length === 0)
    throw new InvalidWalletResponseError({
      details: `The session holds no EVM account (received ${caipAccounts?.length ?? 0} entries)`,
    })
  return addresses.map((address) => ({ address, namespace: 'eip155' }))
}
