import type { Transaction } from '../types/api.ts'

/** One ERC-721 token the account holds, as its history tells it. */
export interface HeldNft {
  /** `${contract_address}:${token_id}` */
  id: string
  name: string
  contractAddress: string
  tokenId: string
  /** The preview image URL, when the service has an http(s) one. */
  imageUrl: string | null
}

/**
 * The NFTs tab (spec §2): the non-spam ERC-721 tokens the history shows the account received
 * and did not send away afterwards, most recently received first. Only the loaded pages count.
 *
 * @example
 * heldNfts(config.stores.transactions.getState().items)
 * // [{ id: '0xabc…:1', name: 'Portico Pass', tokenId: '1', … }]
 */
export function heldNfts(transactions: readonly Transaction[]): HeldNft[] {
  const held = new Map<string, HeldNft>()
  // Oldest first, so the last movement of each token decides.
  const oldestFirst = [...transactions].sort(
    (a, b) => Date.parse(a.metadata.minedAt) - Date.parse(b.metadata.minedAt),
  )
  for (const transaction of oldestFirst) {
    if (transaction.metadata.status === 'failed') continue
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info
      if (!nft || nft.flags.is_spam) continue
      const id = `${nft.contract_address.toLowerCase()}:${nft.token_id}`
      held.delete(id)
      if (transfer.direction === 'out') continue
      held.set(id, {
        id,
        name: nft.name,
        contractAddress: nft.contract_address,
        tokenId: nft.token_id,
        imageUrl: nft.content?.preview?.url ?? null,
      })
    }
  }
  return [...held.values()].reverse()
}
