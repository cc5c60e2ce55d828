/** The dApp as wallets see it (the `metadata` option): pairing proposals, sign-in messages. */
export interface Metadata {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}
