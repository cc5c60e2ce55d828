import * as v from 'valibot'
import { CAIP_NETWORK_ID_PATTERN, WALLET_ID_PATTERN } from '../../http/fieldSchemas.ts'

const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048))), null)

/**
 * One entry of `data/wallets.json` (see data/README.md for every field). Only the fields the
 * directory serves are kept; the rest (store links, sources, …) are dropped.
 */
export const walletEntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(WALLET_ID_PATTERN, 'must be 64 hexadecimal characters')),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  display_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  image_id: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(WALLET_ID_PATTERN, 'must be 64 hexadecimal characters'))),
    null,
  ),
  image_url: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(
          /^wallet-images\/[0-9a-f]{64}\.(?:webp|svg)$/,
          'must be wallet-images/<64 hex>.webp or .svg',
        ),
      ),
    ),
    null,
  ),
  rdns: optionalText,
  chains: v.optional(
    v.nullable(
      v.array(v.pipe(v.string(), v.regex(CAIP_NETWORK_ID_PATTERN, 'must be a CAIP-2 id'))),
    ),
    null,
  ),
  homepage: optionalText,
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  badge_type: optionalText,
})

/** The whole `data/wallets.json` file. */
export const walletFileSchema = v.array(walletEntrySchema)

export type WalletEntry = v.InferOutput<typeof walletEntrySchema>
