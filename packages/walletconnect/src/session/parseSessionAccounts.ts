import {
  type ChainNamespace,
  type ConnectionAccount,
  InvalidWalletResponseError,
} from '@portico/core'
import { isNamespaceAddress } from './isNamespaceAddress.ts'

/**
 * The accounts of `namespace` in a session's CAIP-10 account list (`solana:5eykt…:7EcD…`) on
 * `chainId`, else on any of its chains, without duplicates. Entries of other namespaces are
 * skipped; entries that are not addresses of the namespace are dropped; no valid account at
 * all is an `InvalidWalletResponseError`.
 *
 * @example
 * parseSessionAccounts(['eip155:31337:0xf39F…2266'], 'eip155', 31337) // [{ address: '0xf39F…2266', namespace: 'eip155' }]
 */
export function parseSessionAccounts(
  caipAccounts: readonly string[] | undefined,
  namespace: ChainNamespace,
  chainId: number | string,
): ConnectionAccount[] {
  const parsed = (caipAccounts ?? []).flatMap((value) => {
    const [prefix, reference, address] = typeof value === 'string' ? value.split(':') : []
    return prefix === namespace && isNamespaceAddress(namespace, address)
      ? [{ reference, address }]
      : []
  })
  const onChain = parsed.filter((entry) => entry.reference === String(chainId))
  const addresses = [...new Set((onChain.length > 0 ? onChain : parsed).map((e) => e.address))]
  if (addresses.length === 0)
    throw new InvalidWalletResponseError({
      details: `The session holds no ${namespace} account (received ${caipAccounts?.length ?? 0} entries)`,
    })
  return addresses.map((address) => ({ address, namespace }))
}
