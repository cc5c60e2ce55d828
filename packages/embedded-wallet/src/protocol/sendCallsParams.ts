import * as v from 'valibot'

// The secure site's check of wallet_sendCalls, apart from the method lists the adapter loads up
// front: valibot's schema builders are calls a bundler keeps even when nothing reads the schema,
// so beside `rpcMethodClass` it cost the embedded wallet's page 157 B gzip for nothing.

const hexPrefixed = v.pipe(v.string(), v.startsWith('0x'))

/** Spec §5: each wallet_sendCalls call's `to` starts with 0x, and optional `data` starts with 0x. */
export const sendCallsParamsSchema = v.tuple([
  v.object({
    version: v.optional(v.string()),
    chainId: v.optional(hexPrefixed),
    from: v.optional(hexPrefixed),
    atomicRequired: v.optional(v.boolean()),
    calls: v.pipe(
      v.array(
        v.object({
          to: hexPrefixed,
          data: v.optional(hexPrefixed),
          value: v.optional(hexPrefixed),
        }),
      ),
      v.minLength(1),
    ),
    capabilities: v.optional(v.record(v.string(), v.unknown())),
  }),
])
