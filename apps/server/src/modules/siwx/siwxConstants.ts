/*
 * The sign-in service's timings and limits, in one place (spec §4 SIWX; EIP-4361 for the nonce).
 */

/** Path prefix of the module's routes. */
export const SIWX_PATH_PREFIX = '/siwx/v1/'

/** Characters in a nonce: letters and digits only (EIP-4361 needs at least 8). */
export const SIWX_NONCE_LENGTH = 24

/** How long a nonce can be used after it is issued. */
export const SIWX_NONCE_TTL_MS = 10 * 60_000

/** Nonces one client IP may ask for per minute. */
export const SIWX_NONCES_PER_MINUTE = 60

/** How far a message's `issuedAt` may be from the server's clock, either way. */
export const SIWX_ISSUED_AT_TOLERANCE_MS = 5 * 60_000

/** The longest a session lasts; a message that expires sooner ends it sooner. */
export const SIWX_SESSION_MAX_TTL_MS = 7 * 24 * 60 * 60_000

/** Largest request body: a message, its data and a signature (ERC-6492 ones are long). */
export const SIWX_BODY_LIMIT = 16 * 1024
