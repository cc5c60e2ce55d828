import * as v from 'valibot'

/** The pseudo-address price services use for an EVM chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The pseudo-address price services (and Reown's kit) use for SOL. */
export const SOLANA_NATIVE_TOKEN_ADDRESS = 'So11111111111111111111111111111111111111111'

/** `eip155:<chain id>:0x<40 hex>` or `solana:<reference>:<base58 mint>` (CAIP-10). */
const CAIP10_PATTERN =
  /^(?:eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44})$/

/**
 * Body of `POST /v1/fungible/price` (spec §7): USD prices of up to 100 CAIP-10 token ids, ERC-20s
 * (`eip155:…:0x…`) or SPL mints (`solana:…:<mint>`).
 *
 * @example
 * parseInput(priceBodySchema, { currency: 'usd', addresses: ['eip155:31337:0x…'] })
 */
export const priceBodySchema = v.object(
  {
    currency: v.optional(v.picklist(['usd'], "must be 'usd'"), 'usd'),
    addresses: v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.regex(
            CAIP10_PATTERN,
            "must be a CAIP-10 id like 'eip155:1:0x…' or 'solana:<reference>:<mint>'",
          ),
        ),
        'must be a list of CAIP-10 ids',
      ),
      v.minLength(1, 'must list at least one token'),
      v.maxLength(100, 'must list at most 100 tokens'),
    ),
    projectId: v.optional(v.string()),
  },
  'is required',
)
