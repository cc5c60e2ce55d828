// A leaf (it imports nothing): Send and Pay both show a fee, and pay.ts importing it from
// send.ts closed the type cycle api.ts → pay.ts → send.ts → api.ts.

/** The network fee of a transfer as a form shows it (Send, Pay). */
export type SendFeeState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `value` is an exact decimal string in the native currency, e.g. '0.000021'. */
  | { status: 'ready'; value: string; symbol: string; valueInUSD?: string }
  | { status: 'error'; message: string }
