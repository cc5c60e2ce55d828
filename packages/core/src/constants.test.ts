import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'

// Each value is pinned to the spec sentence it comes from, so a change to either fails here.
describe('constants', () => {
  it('kit identity (spec §1, §7)', () => {
    expect(constants.KIT_VERSION).toBe('1.7.16')
    expect(constants.SDK_TYPE).toBe('portico')
  })

  it('wallet lists (spec §9)', () => {
    expect(constants.RECOMMENDED_WALLETS_COUNT).toBe(4)
    expect(constants.WALLETS_PER_PAGE).toBe(40)
    expect(constants.WALLET_SEARCH_MAX_RESULTS).toBe(100)
    expect(constants.WALLET_SEARCH_DEBOUNCE_MS).toBe(300)
    expect(constants.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(constants.RECENT_WALLETS_MAX).toBe(2)
  })

  it('caches (spec §8, §9)', () => {
    expect(constants.BALANCE_CACHE_MS).toBe(30_000)
    expect(constants.IDENTITY_CACHE_MS).toBe(300_000)
    expect(constants.BALANCE_RETRY_BLOCK_MS).toBe(30_000)
    // Ours, not the spec's: the history is reused as long as the balances are.
    expect(constants.TRANSACTIONS_CACHE_MS).toBe(constants.BALANCE_CACHE_MS)
  })

  it('wallet-connect pairing (spec §4, §9)', () => {
    expect(constants.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('timings (spec §2, §4, §9)', () => {
    expect(constants.TRANSITION_DURATIONS_MS).toEqual([120, 150, 150])
    expect(constants.MODAL_SHAKE_MS).toBe(500)
    expect(constants.SNACKBAR_REPLACE_DELAY_MS).toBe(150)
    // Ours, not the spec's (it gives none): how long a success or error snackbar stays.
    expect(constants.SNACKBAR_DISPLAY_MS).toBe(3_000)
    expect(constants.EMAIL_RESEND_DELAY_MS).toBe(30_000)
    expect(constants.IFRAME_LOAD_TIMEOUT_MS).toBe(20_000)
    expect(constants.EMBEDDED_REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(constants.DISCONNECT_TIMEOUT_MS).toBe(3_000)
    expect(constants.FRAME_POST_READY_DELAY_MS).toBe(500)
    expect(constants.ERROR_MESSAGE_DELAY_MS).toBe(300)
    expect(constants.SOCIAL_POPUP_POLL_MS).toBe(1_000)
    expect(constants.SOCIAL_POPUP_WIDTH_PX).toBe(600)
    expect(constants.SOCIAL_POPUP_HEIGHT_PX).toBe(800)
    expect(constants.RECONNECT_DISCOVERY_WAIT_MS).toBe(1_000)
    // Spec §9: the socials feature's default list, in its order (resolveFeatures reads it).
    expect(constants.SOCIAL_PROVIDERS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('modal (spec §2)', () => {
    expect(constants.MODAL_WIDTH_PX).toBe(360)
    expect(constants.MODAL_Z_INDEX).toBe(999)
  })

  it('display (spec §5)', () => {
    expect(constants.ADDRESS_LEADING_CHARS).toBe(4)
    expect(constants.ADDRESS_TRAILING_CHARS).toBe(6)
    expect(constants.BALANCE_DECIMALS).toBe(2)
    expect(constants.QUANTITY_DECIMALS).toBe(3)
    expect(constants.EMAIL_DISPLAY_MAX).toBe(30)
    expect(constants.EMAIL_DISPLAY_KEEP).toBe(27)
  })

  it('native decimals, rates, log level (spec §8, §9)', () => {
    expect(constants.BITCOIN_NATIVE_DECIMALS).toBe(8)
    expect(constants.ERROR_REPORTS_PER_MINUTE).toBe(5)
    expect(constants.DEFAULT_LOG_LEVEL).toBe('error')
  })

  it('embedded wallet: account types and the refused-request message (spec §5, §6, §8)', () => {
    expect(constants.DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(constants.EMBEDDED_ACTION_NOT_ALLOWED).toBe('Action not allowed')
  })

  it('decimal arithmetic, send and wallet features (spec §5, §9)', () => {
    expect(constants.DECIMAL_PLACES).toBe(20)
    expect(constants.USD_DECIMALS).toBe(2)
    expect(constants.SEND_CHAIN_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(constants.WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('swaps (spec §9, docs/convert-api.md)', () => {
    expect(constants.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect([constants.SWAP_SLIPPAGE_MIN, constants.SWAP_SLIPPAGE_MAX]).toEqual([0.05, 50])
    expect(constants.SWAP_NATIVE_TOKEN_ADDRESS).toBe(`0x${'e'.repeat(40)}`)
    // Ours, not the spec's: the quote's debounce and how early it is asked again.
    expect(constants.SWAP_QUOTE_DEBOUNCE_MS).toBe(300)
    expect(constants.SWAP_QUOTE_REFRESH_MARGIN_MS).toBe(3_000)
  })

  it('on-ramp and pay (spec §9, docs/onramp-and-pay.md)', () => {
    expect(constants.ONRAMP_CARD_LIMITS).toEqual({ min: '10', max: '7500' })
    expect(constants.ONRAMP_BANK_LIMITS).toEqual({ min: '10', max: '25000' })
    // Ours, not the spec's: the quote's debounce, the checkout window and how often it is checked.
    expect(constants.ONRAMP_QUOTE_DEBOUNCE_MS).toBe(300)
    expect(constants.ONRAMP_CHECKOUT_POLL_MS).toBe(500)
    expect([constants.ONRAMP_POPUP_WIDTH_PX, constants.ONRAMP_POPUP_HEIGHT_PX]).toEqual([500, 760])
    expect(constants.PAY_EXCHANGE_STATUS_POLL_MS).toBe(2_000)
    expect(constants.PAY_WINDOW_POLL_MS).toBe(500)
  })

  it('chain RPC client (spec §7)', () => {
    expect(constants.RPC_RETRY_COUNT).toBe(3)
    expect(constants.RPC_RETRY_BASE_DELAY_MS).toBe(150)
    expect(constants.RPC_RETRY_HTTP_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(constants.RPC_FALLBACK_POLL_MS).toBe(4_000)
  })

  it('every exported constant is pinned above', () => {
    expect(Object.keys(constants).sort()).toMatchInlineSnapshot(`
      [
        "ADDRESS_LEADING_CHARS",
        "ADDRESS_TRAILING_CHARS",
        "BALANCE_CACHE_MS",
        "BALANCE_DECIMALS",
        "BALANCE_RETRY_BLOCK_MS",
        "BITCOIN_NATIVE_DECIMALS",
        "DECIMAL_PLACES",
        "DEFAULT_ACCOUNT_TYPES",
        "DEFAULT_LOG_LEVEL",
        "DISCONNECT_TIMEOUT_MS",
        "EMAIL_DISPLAY_KEEP",
        "EMAIL_DISPLAY_MAX",
        "EMAIL_RESEND_DELAY_MS",
        "EMBEDDED_ACTION_NOT_ALLOWED",
        "EMBEDDED_REQUEST_TIMEOUT_MS",
        "ERROR_MESSAGE_DELAY_MS",
        "ERROR_REPORTS_PER_MINUTE",
        "FRAME_POST_READY_DELAY_MS",
        "IDENTITY_CACHE_MS",
        "IFRAME_LOAD_TIMEOUT_MS",
        "IMAGE_PRELOAD_TIMEOUT_MS",
        "KIT_VERSION",
        "MODAL_SHAKE_MS",
        "MODAL_WIDTH_PX",
        "MODAL_Z_INDEX",
        "ONRAMP_BANK_LIMITS",
        "ONRAMP_CARD_LIMITS",
        "ONRAMP_CHECKOUT_POLL_MS",
        "ONRAMP_POPUP_HEIGHT_PX",
        "ONRAMP_POPUP_WIDTH_PX",
        "ONRAMP_QUOTE_DEBOUNCE_MS",
        "PAIRING_EXPIRY_MARGIN_MS",
        "PAIRING_LIFETIME_MS",
        "PAY_EXCHANGE_STATUS_POLL_MS",
        "PAY_WINDOW_POLL_MS",
        "QUANTITY_DECIMALS",
        "RECENT_WALLETS_MAX",
        "RECOMMENDED_WALLETS_COUNT",
        "RECONNECT_DISCOVERY_WAIT_MS",
        "RPC_FALLBACK_POLL_MS",
        "RPC_RETRY_BASE_DELAY_MS",
        "RPC_RETRY_COUNT",
        "RPC_RETRY_HTTP_STATUSES",
        "SDK_TYPE",
        "SEND_CHAIN_NAMESPACES",
        "SNACKBAR_DISPLAY_MS",
        "SNACKBAR_REPLACE_DELAY_MS",
        "SOCIAL_POPUP_HEIGHT_PX",
        "SOCIAL_POPUP_POLL_MS",
        "SOCIAL_POPUP_WIDTH_PX",
        "SOCIAL_PROVIDERS",
        "SWAP_NATIVE_TOKEN_ADDRESS",
        "SWAP_QUOTE_DEBOUNCE_MS",
        "SWAP_QUOTE_REFRESH_MARGIN_MS",
        "SWAP_SLIPPAGE_MAX",
        "SWAP_SLIPPAGE_MIN",
        "SWAP_SLIPPAGE_TOLERANCE",
        "TRANSACTIONS_CACHE_MS",
        "TRANSITION_DURATIONS_MS",
        "USD_DECIMALS",
        "WALLETS_PER_PAGE",
        "WALLET_FEATURES_ORDER",
        "WALLET_SEARCH_DEBOUNCE_MS",
        "WALLET_SEARCH_MAX_RESULTS",
      ]
    `)
  })
})
