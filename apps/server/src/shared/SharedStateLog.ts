/** Where the shared state reports a store it cannot reach (the server passes `app.log.warn`). */
export type SharedStateLog = (message: string, error: unknown) => void
