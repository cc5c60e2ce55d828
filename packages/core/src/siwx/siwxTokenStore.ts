import * as v from 'valibot'
import { siwxTokenSchema } from '../schemas/siwxSchemas.ts'
import { getDefaultStorageBackend } from '../storage/getDefaultStorageBackend.ts'
import { STORAGE_PREFIX } from '../storage/storageKeys.ts'
import type { CaipNetworkId } from '../types/chain.ts'
import type { StorageBackend } from '../types/storage.ts'

/** Where `porticoSignIn` keeps its bearer tokens: `"<chainId>|<address>"` → token. */
export const SIWX_TOKENS_STORAGE_KEY = `${STORAGE_PREFIX}siwx_tokens`

const storedMapSchema = v.record(v.string(), v.unknown())
const entryKeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\|\S{1,128}$/))

/** The sign-in tokens of the accounts signed in on this device, one per network and address. */
export interface SiwxTokenStore {
  get(chainId: CaipNetworkId, address: string): string | undefined
  set(chainId: CaipNetworkId, address: string, token: string): void
  remove(chainId: CaipNetworkId, address: string): void
}

/**
 * Tokens in local storage under `@portico/siwx_tokens`, every read schema-checked: a value that
 * is not a JSON object is removed, an entry that is not a token (or under a malformed key) is
 * dropped from it; neither throws. EVM addresses are kept lower-case (checksums are spelling).
 * The backend is looked up on first use, so creating the store touches no `window`.
 *
 * @example
 * const tokens = createSiwxTokenStore()
 * tokens.set('eip155:1', '0xf39F…', token)
 * tokens.get('eip155:1', '0xf39f…') // token
 */
export function createSiwxTokenStore(backend?: StorageBackend): SiwxTokenStore {
  let resolved = backend
  const storage = () => {
    resolved ??= getDefaultStorageBackend()
    return resolved
  }

  function readAll(): Record<string, string> {
    let raw: string | null
    try {
      raw = storage().getItem(SIWX_TOKENS_STORAGE_KEY)
    } catch (error) {
      console.warn('[portico] could not read the sign-in tokens', error)
      return {}
    }
    if (raw === null) return {}
    const stored = v.safeParse(storedMapSchema, parseJson(raw))
    if (!stored.success) {
      console.warn(`[portico] removed '${SIWX_TOKENS_STORAGE_KEY}' from storage: not a map`)
      write(undefined)
      return {}
    }
    const tokens: Record<string, string> = {}
    let dropped = false
    for (const [key, value] of Object.entries(stored.output)) {
      const token = v.safeParse(siwxTokenSchema, value)
      if (token.success && v.is(entryKeySchema, key)) tokens[key] = token.output
      else dropped = true
    }
    if (dropped) {
      console.warn(`[portico] dropped malformed entries of '${SIWX_TOKENS_STORAGE_KEY}'`)
      write(tokens)
    }
    return tokens
  }

  function write(tokens: Record<string, string> | undefined): void {
    try {
      if (tokens === undefined || Object.keys(tokens).length === 0)
        storage().removeItem(SIWX_TOKENS_STORAGE_KEY)
      else storage().setItem(SIWX_TOKENS_STORAGE_KEY, JSON.stringify(tokens))
    } catch (error) {
      console.warn('[portico] could not write the sign-in tokens', error)
    }
  }

  return {
    get: (chainId, address) => readAll()[tokenKey(chainId, address)],
    set(chainId, address, token) {
      write({ ...readAll(), [tokenKey(chainId, address)]: token })
    },
    remove(chainId, address) {
      const tokens = readAll()
      const key = tokenKey(chainId, address)
      if (!(key in tokens)) return
      delete tokens[key]
      write(tokens)
    },
  }
}

/** `"<chainId>|<address>"`, the address lower-cased on EVM. */
function tokenKey(chainId: CaipNetworkId, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}
