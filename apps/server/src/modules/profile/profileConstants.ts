/*
 * The account-name service's rules and limits, in one place (spec §5, §9; the names contract of
 * issue #32).
 */

/** Path prefix of the module's routes. */
export const PROFILE_PATH_PREFIX = '/v1/profile/'

/** Fewest characters in a label (spec §5). */
export const NAME_LABEL_MIN_LENGTH = 4

/** Most characters in a label: the DNS limit of one label. */
export const NAME_LABEL_MAX_LENGTH = 63

/** How long ago a registration message may have been issued. */
export const NAME_MESSAGE_MAX_AGE_MS = 10 * 60_000

/** How far ahead of the server's clock a registration message may be dated. */
export const NAME_MESSAGE_MAX_AHEAD_MS = 60_000

/** Free alternatives the suggestions answer lists at most after a taken name. */
export const NAME_SUGGESTIONS = 5

/** Largest registration body: a short message and a signature (ERC-6492 ones are long). */
export const PROFILE_BODY_LIMIT = 16 * 1024
