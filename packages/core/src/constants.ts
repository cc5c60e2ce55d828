/**
 * Every timing and limit of spec §9 (and the few of §2, §4, §8 that are numbers), named once.
 * Tests in `constants.test.ts` pin each value to the spec.
 */

/** Kit version (spec §1). */
export const KIT_VERSION = '1.7.16'
/** Sent with every directory call as the sdk type (spec §7). */
export const SDK_TYPE = 'portico'

// Wallet lists
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PER_PAGE = 40
export const WALLET_SEARCH_MAX_RESULTS = 100
export const WALLET_SEARCH_DEBOUNCE_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const RECENT_WALLETS_MAX = 2

// Caches
export const BALANCE_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Account names (spec §9): a name's address, an address's names, kept 5 minutes. */
export const NAMES_CACHE_MS = 5 * 60_000
/**
 * How long a loaded history is shown without asking again when the Account view reopens. Not a
 * spec number: the spec caches balances for 30 s and the history goes with them.
 */
export const TRANSACTIONS_CACHE_MS = 30_000
/** After a failed balance fetch, no retry for this long (spec §8). */
export const BALANCE_RETRY_BLOCK_MS = 30_000

// WalletConnect pairing (spec §4, §9)
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

// Timings
export const TRANSITION_DURATIONS_MS = [120, 150, 150] as const
export const MODAL_SHAKE_MS = 500
export const SNACKBAR_REPLACE_DELAY_MS = 150
/** Ours, not the spec's: a success or error snackbar hides itself after this; a loading one stays. */
export const SNACKBAR_DISPLAY_MS = 3_000
export const EMAIL_RESEND_DELAY_MS = 30_000
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
export const EMBEDDED_REQUEST_TIMEOUT_MS = 120_000
export const DISCONNECT_TIMEOUT_MS = 3_000
export const FRAME_POST_READY_DELAY_MS = 500
export const ERROR_MESSAGE_DELAY_MS = 300
export const SOCIAL_POPUP_POLL_MS = 1_000
/** Spec §4: the social sign-in opens the provider in a 600 x 800 popup. */
export const SOCIAL_POPUP_WIDTH_PX = 600
export const SOCIAL_POPUP_HEIGHT_PX = 800

// Modal (spec §2)
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999

// Display (spec §5)
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6
export const BALANCE_DECIMALS = 2
export const QUANTITY_DECIMALS = 3
export const EMAIL_DISPLAY_MAX = 30
export const EMAIL_DISPLAY_KEEP = 27

// Decimal arithmetic (spec §9): 20 places, rounding half up (the Send form's amounts and USD).
export const DECIMAL_PLACES = 20
/** USD values (the Send amount's, the fee's) show cents, rounded half up. */
export const USD_DECIMALS = 2

// Send (spec §5, §9): the families a transfer can be sent on.
export const SEND_CHAIN_NAMESPACES = ['eip155', 'solana'] as const

// Swaps (spec §9, docs/convert-api.md)
/** The slippage tolerance a swap starts with, in percent (spec §9: 1). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** The slippage the server accepts, in percent (docs/convert-api.md: 0.05 to 50). */
export const SWAP_SLIPPAGE_MIN = 0.05
export const SWAP_SLIPPAGE_MAX = 50
/** The pseudo-address of an EVM chain's native currency in the convert and price routes. */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Ours, not the spec's: a quote is asked for this long after the last keystroke. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
/** Ours: a quote is asked again this long before its `expiresAt` (quotes live 15 s). */
export const SWAP_QUOTE_REFRESH_MARGIN_MS = 3_000

// On-ramp (spec §9, docs/onramp-and-pay.md)
/** Spec §9: what each payment method takes, in the payment currency (the sample data's). */
export const ONRAMP_CARD_LIMITS = { min: '10', max: '7500' } as const
export const ONRAMP_BANK_LIMITS = { min: '10', max: '25000' } as const
/** Ours: a quote is asked for this long after the last keystroke. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300
/** Ours: how often the kit looks whether the checkout window was closed. */
export const ONRAMP_CHECKOUT_POLL_MS = 500
/** Ours: the checkout window's size (a provider's page is made for a phone-sized window). */
export const ONRAMP_POPUP_WIDTH_PX = 500
export const ONRAMP_POPUP_HEIGHT_PX = 760

// Wallet features (spec §9): the order of the Account view's feature buttons.
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

// The Bitcoin adapter's native decimals when a network does not say (spec §9)
export const BITCOIN_NATIVE_DECIMALS = 8

// Rates (spec §8)
export const ERROR_REPORTS_PER_MINUTE = 5

// Chain RPC client (spec §7)
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_BASE_DELAY_MS = 150
export const RPC_RETRY_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const RPC_FALLBACK_POLL_MS = 4_000

// Default log level (spec §9)
export const DEFAULT_LOG_LEVEL = 'error'

// Reconnect (spec §4): how long a stored connector may take to be discovered again.
export const RECONNECT_DISCOVERY_WAIT_MS = 1_000

// Embedded wallet (spec §5, §8): the modal's words for a refused request, shown after
// ERROR_MESSAGE_DELAY_MS.
export const EMBEDDED_ACTION_NOT_ALLOWED = 'Action not allowed'

/** Spec §6: the embedded wallet's account type per namespace until the visitor picks one. */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const

// Pay (issue #19, ours: the spec names no figures)
/** How often the exchange's checkout status is asked for while its window is open. */
export const PAY_EXCHANGE_STATUS_POLL_MS = 2_000
/** How often the exchange's window is checked for having been closed. */
export const PAY_WINDOW_POLL_MS = 500

/** Social providers the socials feature may list (spec §5, §9). */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const

/**
 * Spec §2: leaving ConnectingFarcaster while disconnected reloads the embedded wallet
 * (APP_RELOAD) this long after, so the approval it was waiting for is dropped.
 */
export const FARCASTER_RELOAD_DELAY_MS = 100

// Account names (spec §5; docs: the names contract of issue #32)
/** A name's label has at least this many characters (spec §5). */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** A label has at most this many characters: the DNS limit of one label. */
export const ACCOUNT_NAME_MAX_LENGTH = 63
/**
 * The first chain id a name cannot be registered on (spec §5): its ENSIP-11 coin type,
 * `0x80000000 | chainId`, would overflow.
 */
export const ACCOUNT_NAME_MAX_CHAIN_ID = 2_147_483_648
/** How long the Register view waits after the last key before it checks a name. */
export const ACCOUNT_NAME_CHECK_DEBOUNCE_MS = 300
