/** The frame's console output: warnings always (spec §5), details only with `enableLogger`. */
export interface FrameLogger {
  info(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
}

const PREFIX = '[portico secure-site]'

/**
 * A logger writing to the console with one prefix; `info` is silent unless `enabled`
 * (spec §9: default log level is error).
 *
 * @example
 * const logger = createLogger(params.enableLogger)
 * logger.warn('dropped a message from another origin', event.origin)
 */
export function createLogger(enabled: boolean): FrameLogger {
  return {
    info: (message, ...details) => {
      if (enabled) console.info(`${PREFIX} ${message}`, ...details)
    },
    warn: (message, ...details) => console.warn(`${PREFIX} ${message}`, ...details),
    error: (message, ...details) => console.error(`${PREFIX} ${message}`, ...details),
  }
}
