import * as v from 'valibot'
import { caipNetworkIdSchema, chainNamespaceSchema } from './chainNamespaceSchema.ts'

/** A developer-supplied Network (spec §3), checked by `createConfig`. */
export const networkSchema = v.looseObject({
  id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.nonEmpty())]),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: chainNamespaceSchema,
  name: v.string(),
  nativeCurrency: v.looseObject({
    name: v.string(),
    symbol: v.string(),
    decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  rpcUrls: v.looseObject({
    default: v.looseObject({
      http: v.array(v.string()),
      webSocket: v.optional(v.array(v.string())),
    }),
  }),
  blockExplorers: v.optional(
    v.looseObject({ default: v.looseObject({ name: v.string(), url: v.string() }) }),
  ),
  testnet: v.optional(v.boolean()),
  assets: v.optional(
    v.looseObject({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) }),
  ),
})
