import type { CaipNetworkId } from './chain.ts'

/**
 * What a sign-in message says (spec §3 SIWX session record `data`), in CAIP-122 terms. The text
 * the wallet signs is `formatSiwxMessage(data)`: EIP-4361 for EVM, the same layout elsewhere.
 */
export interface SiwxMessageData {
  /** The account signing in (the address only, no CAIP prefix). */
  accountAddress: string
  /** The CAIP-2 network the account signs in on, e.g. 'eip155:31337'. */
  chainId: CaipNetworkId
  /** The page's host (`location.host`), e.g. 'app.example.com' or 'localhost:5173'. */
  domain: string
  /** The page's URL without its query and hash. */
  uri: string
  version: '1'
  /** The server's single-use nonce: 8 or more letters and digits. */
  nonce: string
  /** What the visitor agrees to; one line. */
  statement?: string
  /** ISO 8601. */
  issuedAt: string
  /** ISO 8601; the session ends then. */
  expirationTime?: string
  /** ISO 8601; the message is not valid before then. */
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A signed-in session (spec §3 SIWX session record: data, message, signature, cacao). */
export interface SiwxSession {
  data: SiwxMessageData
  /** `formatSiwxMessage(data)`, as signed. */
  message: string
  /** As the wallet returned it: hex (EVM), base58 (Solana) or base64 (Bitcoin, BIP-322). */
  signature: string
  /** The same sign-in as a CAIP-74 object capability, when the wallet gave one. */
  cacao?: Readonly<Record<string, unknown>>
}

/**
 * Sign-in with any chain (spec §4 SIWX). The kit calls it after every connect: with no session
 * for the account, SIWXSignMessage opens; the signed message goes to `addSession`.
 */
export interface SiwxConfig {
  /** The message to sign for this account and network (a fresh nonce each time). */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessageData>
  /** Verifies and stores a signed session; rejects when the signature or message is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the sessions of this account on this network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (a wallet that signs in while connecting hands them over). */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The valid sessions of this account on this network; empty when it must sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Whether signing in is required: cancelling then disconnects (spec §4). Default false. */
  getRequired?(): boolean
  /** Whether disconnecting revokes the session (spec §4). Default true. */
  signOutOnDisconnect?: boolean
}
