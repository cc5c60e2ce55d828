/**
 * A registered account name (`GET /v1/profile/account/{name}`, issue #32's names contract):
 * `name` is the full name ('alice.portico.id'); `addresses` is keyed by ENSIP-11 coin type as a
 * decimal string ('60' for Ethereum mainnet, `0x80000000 | chainId` for other EVM chains).
 */
export interface ProfileName {
  name: string
  /** Unix seconds. */
  registered: number
  /** Unix seconds. */
  updated: number
  addresses: Readonly<Record<string, { address: string }>>
  attributes: Readonly<Record<string, string>>
}

/**
 * One entry of `GET /v1/profile/suggestions/{name}`: the first is the name asked for, with
 * whether it is taken; when it is, up to 5 free alternatives follow.
 */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/** The body of `POST /v1/profile/account`: a signed request to register a name. */
export interface RegisterNameBody {
  coin_type: number
  address: string
  message: string
  signature: string
}
