/** A wallet directory entry (spec §3 Wallet), as the server's `/getWallets` returns it. */
export interface Wallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  rdns?: string | null
  chains?: readonly string[] | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  homepage?: string | null
  /** Set by the kit when a discovered connector matches this wallet. */
  installed?: boolean
  display_index?: number
}

export interface WalletPage {
  data: readonly Wallet[]
  count: number
}
