import * as v from 'valibot'
import { CHAIN_NAMESPACES } from '../utils/chainNamespaces.ts'

/**
 * One of the spec §5 chain namespaces.
 *
 * @example
 * v.is(chainNamespaceSchema, 'eip155') // true
 */
export const chainNamespaceSchema = v.picklist(CHAIN_NAMESPACES)

/**
 * A CAIP-2 id with a known namespace.
 *
 * @example
 * v.is(caipNetworkIdSchema, 'eip155:31337') // true
 */
export const caipNetworkIdSchema = v.pipe(
  v.string(),
  v.regex(
    /^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/,
    'Invalid CAIP network id',
  ),
  v.transform((value) => value as `${v.InferOutput<typeof chainNamespaceSchema>}:${string}`),
)
