import * as v from 'valibot'

const optionalText = v.nullish(v.string())

/**
 * A wallet directory entry (spec §3 Wallet), as `/getWallets` and storage hold it.
 *
 * @example
 * v.parse(walletSchema, { id: 'c57c…', name: 'MetaMask', rdns: 'io.metamask' })
 */
export const walletSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  image_id: optionalText,
  image_url: optionalText,
  rdns: optionalText,
  chains: v.nullish(v.array(v.string())),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  homepage: optionalText,
  installed: v.optional(v.boolean()),
  display_index: v.optional(v.number()),
})

/**
 * `GET /getWallets` (spec §7).
 *
 * @example
 * v.parse(walletPageSchema, { data: [], count: 0 })
 */
export const walletPageSchema = v.object({
  data: v.array(walletSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
