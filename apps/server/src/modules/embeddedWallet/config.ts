import * as v from 'valibot'

/*
 * The embeddedWallet module's part of the config file: `embeddedWallet.extraNetworks`, the
 * networks the embedded wallet serves beyond spec §9's list. Composed in src/config.ts.
 */

/** A CAIP-2 id: namespace (3 to 8 of a-z, 0-9, '-') ':' reference (1 to 32 of a-z, A-Z, 0-9, '-', '_'). */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** One network of `GET /v1/embedded-wallet/networks`. */
export const embeddedWalletNetworkSchema = v.strictObject({
  caipNetworkId: v.pipe(
    v.string(),
    v.regex(CAIP2_PATTERN, "must be a CAIP-2 id like 'eip155:31337' or 'solana:…'"),
  ),
  testnet: v.boolean(),
})

export type EmbeddedWalletNetwork = v.InferOutput<typeof embeddedWalletNetworkSchema>

/**
 * The config file's top-level keys that this module reads.
 *
 * @example
 * v.parse(v.strictObject(embeddedWalletConfigEntries), { embeddedWallet: { extraNetworks: [] } })
 */
export const embeddedWalletConfigEntries = {
  /** `extraNetworks`: served by the embedded wallet beside spec §9's list (e.g. local chains). */
  embeddedWallet: v.optional(
    v.strictObject({
      extraNetworks: v.optional(
        v.pipe(
          v.array(embeddedWalletNetworkSchema),
          v.maxLength(200, 'must have at most 200 networks'),
        ),
        [],
      ),
    }),
    { extraNetworks: [] },
  ),
}
