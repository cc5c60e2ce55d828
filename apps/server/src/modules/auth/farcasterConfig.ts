import * as v from 'valibot'
import { durationMs, httpsOrLoopbackUrl, httpUrl, nonEmptyText } from '../../schema/configFields.ts'

/*
 * `auth.farcaster` of the config file: Sign In With Farcaster into the embedded wallet. Part of
 * the auth module's config (./config.ts).
 */

/**
 * Farcaster sign-in; without it Farcaster is off (`FARCASTER_UNAVAILABLE`).
 *
 * @example
 * v.parse(farcasterConfigSchema, { relayUrl: 'https://relay.farcaster.xyz', idRegistryRpcUrl: 'https://mainnet.optimism.io' })
 */
export const farcasterConfigSchema = v.strictObject({
  /** Farcaster's auth relay (`https://relay.farcaster.xyz`), or the devnet's stand-in. */
  relayUrl: v.pipe(
    httpsOrLoopbackUrl,
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  /**
   * JSON-RPC of the chain holding Farcaster's IdRegistry and KeyRegistry at their Optimism
   * addresses (OP Mainnet; on the devnet, the anvil chain with the stand-ins).
   */
  idRegistryRpcUrl: httpUrl,
  /** The SIWE `uri` the visitor signs (default: the first of `auth.secureSiteOrigins`). */
  siweUri: v.optional(httpUrl),
  /** The SIWE `domain` the visitor signs (default: the host of `siweUri`). */
  domain: v.optional(nonEmptyText(253)),
  /** How long a channel waits for the approval; the signed message expires with it. */
  channelTtlMs: v.optional(durationMs(1_000, 3_600_000), 300_000),
  /** How long one `POST /auth/v1/farcaster/connect` waits before answering `pending`. */
  connectWaitMs: v.optional(durationMs(1, 60_000), 25_000),
})

export type FarcasterConfig = v.InferOutput<typeof farcasterConfigSchema>
