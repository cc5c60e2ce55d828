/**
 * Timings of the React layer that the spec leaves open (spec §9 values live in @portico/core).
 */

/** How long a success or error snackbar stays before it hides itself; loading ones stay. */
export const SNACKBAR_DISPLAY_MS = 3_000
/** How long the copy button shows its check mark. */
export const COPIED_FEEDBACK_MS = 1_500
