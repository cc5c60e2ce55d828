import type { PublicClient } from 'viem'
import type { DecodedContractCall, TradeAsset } from '../approve/approvalDetails.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'

/** Undefined on a chain only the page knows: nothing is read there. */
type Reader = Pick<PublicClient, 'readContract'> | undefined

/**
 * The call with the symbol and decimals of every token it names, read from the contracts at once
 * (each within `readTokenMetadata`'s timeout; a token that does not answer stays unread).
 *
 * @example
 * await readContractCallTokens(client, decodeContractCall(call)) // sell/buy with { metadata: { symbol: 'PUSD', decimals: 6 } }
 */
export async function readContractCallTokens(
  client: Reader,
  call: DecodedContractCall,
): Promise<DecodedContractCall> {
  if (call.kind === 'approve')
    return { ...call, metadata: await readTokenMetadata(client, call.token) }
  const [sell, buy] = await Promise.all([
    withMetadata(client, call.sell),
    withMetadata(client, call.buy),
  ])
  return { ...call, sell, buy }
}

async function withMetadata(client: Reader, asset: TradeAsset): Promise<TradeAsset> {
  if (asset.kind === 'native') return asset
  return { ...asset, metadata: await readTokenMetadata(client, asset.token) }
}
