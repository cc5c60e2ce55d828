/**
 * Timings of the React layer that the spec leaves open (spec §9 values live in @portico/core).
 */

/** How long the copy button shows its check mark. */
export const COPIED_FEEDBACK_MS = 1_500
