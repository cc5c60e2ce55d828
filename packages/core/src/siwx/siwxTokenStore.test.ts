import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { createSiwxTokenStore, SIWX_TOKENS_STORAGE_KEY } from './siwxTokenStore.ts'

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyz-AB'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('createSiwxTokenStore', () => {
  it('default: window.localStorage under @portico/siwx_tokens, "<chainId>|<address>" → token', () => {
    const tokens = createSiwxTokenStore()
    tokens.set('eip155:1', TEST_ADDRESS, TOKEN)
    expect(SIWX_TOKENS_STORAGE_KEY).toBe('@portico/siwx_tokens')
    expect(JSON.parse(localStorage.getItem('@portico/siwx_tokens') ?? '')).toEqual({
      [`eip155:1|${TEST_ADDRESS.toLowerCase()}`]: TOKEN,
    })
    expect(tokens.get('eip155:1', TEST_ADDRESS.toLowerCase())).toBe(TOKEN)
    expect(tokens.get('eip155:2', TEST_ADDRESS)).toBeUndefined()
  })

  it('behavior: a non-EVM address keeps its case', () => {
    const tokens = createSiwxTokenStore(memoryStorage())
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    tokens.set(chainId, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', TOKEN)
    expect(tokens.get(chainId, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(TOKEN)
    expect(tokens.get(chainId, '9wzdxwbbmkg8ztbnmquxvqrayrzzdsgydlvl9zytawwm')).toBeUndefined()
  })

  it('remove: the last token removes the key', () => {
    const backend = memoryStorage()
    const tokens = createSiwxTokenStore(backend)
    tokens.set('eip155:1', TEST_ADDRESS, TOKEN)
    tokens.remove('eip155:1', TEST_ADDRESS)
    expect(backend.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{"eip155:1|0xabc": '],
    ['an array', '["x"]'],
    ['a string', '"token"'],
  ])(
    'behavior: a stored value that is %s → read as empty and removed, never thrown',
    (_case, raw) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = memoryStorage()
      backend.setItem(SIWX_TOKENS_STORAGE_KEY, raw)
      const tokens = createSiwxTokenStore(backend)
      expect(tokens.get('eip155:1', '0xabc')).toBeUndefined()
      expect(backend.getItem(SIWX_TOKENS_STORAGE_KEY)).toBeNull()
    },
  )

  it('behavior: a corrupted entry is ignored and removed, the others kept', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = memoryStorage()
    backend.setItem(
      SIWX_TOKENS_STORAGE_KEY,
      JSON.stringify({
        'eip155:1|0xgood': TOKEN,
        'eip155:1|0xnumber': 42,
        'eip155:1|0xspace': 'has a space in it, not a token',
        'no-chain-id': TOKEN,
      }),
    )
    const tokens = createSiwxTokenStore(backend)
    expect(tokens.get('eip155:1', '0xnumber')).toBeUndefined()
    expect(tokens.get('eip155:1', '0xgood')).toBe(TOKEN)
    expect(JSON.parse(backend.getItem(SIWX_TOKENS_STORAGE_KEY) ?? '')).toEqual({
      'eip155:1|0xgood': TOKEN,
    })
  })

  it('behavior: a storage that throws → reads nothing, writes are dropped, with warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    const tokens = createSiwxTokenStore(broken)
    expect(() => tokens.set('eip155:1', TEST_ADDRESS, TOKEN)).not.toThrow()
    expect(tokens.get('eip155:1', TEST_ADDRESS)).toBeUndefined()
    expect(warn).toHaveBeenCalled()
  })
})
