import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/**
 * A Portico hook or component was rendered outside `<PorticoProvider>`, so it has no config to
 * read. Fails loudly instead of rendering a kit that silently does nothing.
 *
 * @example
 * try {
 *   renderHook(() => useAccount())
 * } catch (error) {
 *   error instanceof ProviderNotFoundError // true
 * }
 */
export class ProviderNotFoundError extends PorticoError {
  override name = 'ProviderNotFoundError'
  constructor(options: PorticoErrorOptions = {}) {
    super('usePorticoConfig must be used within <PorticoProvider>', options)
  }
}
export type ProviderNotFoundErrorType = ProviderNotFoundError & { name: 'ProviderNotFoundError' }
