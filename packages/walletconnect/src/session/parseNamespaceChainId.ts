import { type ChainNamespace, InvalidChainIdError, parseChainId } from '@portico/core'

// CAIP-2: a chain reference is 1 to 32 characters of [-_a-zA-Z0-9].
const CHAIN_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * A wallet's chain reference as core keeps it: a number for EVM (`'0x7a69'` → 31337), the CAIP-2
 * reference string otherwise (`'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`). Anything else is an
 * `InvalidChainIdError`.
 *
 * @example
 * parseNamespaceChainId('bip122', '000000000019d6689c085ae165831e93') // '000000000019d6689c085ae165831e93'
 */
export function parseNamespaceChainId(namespace: ChainNamespace, value: unknown): number | string {
  if (namespace === 'eip155') return parseChainId(value)
  if (typeof value === 'string' && CHAIN_REFERENCE.test(value)) return value
  throw new InvalidChainIdError({
    details: `Not a ${namespace} chain reference: ${typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeof value}`,
  })
}
