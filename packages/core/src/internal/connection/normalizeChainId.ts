import type { ChainNamespace } from '../../types/chain.ts'
import { parseChainId } from '../../utils/parseChainId.ts'

/** EVM chain ids become numbers (hex or decimal accepted, spec §4); others stay strings. */
export function normalizeChainId(namespace: ChainNamespace, chainId: unknown): number | string {
  if (namespace === 'eip155') return parseChainId(chainId)
  return String(chainId)
}
