// A leaf (it imports nothing): every store's loading state is this one shape.

/**
 * How a server read stands as a store shows it (Send's fee, Swap's tokens and quote, Buy's
 * options and quote, Pay's token and exchanges): `ready` carries the answer, `loading` what
 * stays on screen while the next one loads. The requests behind it are the query cache's
 * (`query/queryCache.ts`); this is only what the view paints.
 *
 * @example
 * type SwapQuoteState = ReadState<{ quote: SwapQuote }, { quote?: SwapQuote }>
 */
export type ReadState<ready extends object, loading extends object = object> =
  | { status: 'idle' }
  | ({ status: 'loading' } & loading)
  | ({ status: 'ready' } & ready)
  | { status: 'error'; message: string }
