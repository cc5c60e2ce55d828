import { TransferLoadError } from '@portico/core'

/**
 * The adapter's lazy chunk (`lazyActions.ts`: RPC reads, transfers, swap checks), loaded on first
 * use by `evmTransfers` and `evmSwaps` through this one import(). A failed load is a
 * `TransferLoadError`: nothing was sent.
 */
export const loadLazyActions = () =>
  import('./lazyActions.ts').catch((cause: unknown) => {
    throw new TransferLoadError({ cause })
  })
