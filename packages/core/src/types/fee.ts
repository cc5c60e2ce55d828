// Near a leaf (it imports only readState.ts): Send and Pay both show a fee, and pay.ts
// importing it from send.ts closed the type cycle api.ts → pay.ts → send.ts → api.ts.
import type { ReadState } from './readState.ts'

/** The network fee of a transfer as a form shows it (Send, Pay). */
export type SendFeeState = ReadState<{
  /** An exact decimal string in the native currency, e.g. '0.000021'. */
  value: string
  symbol: string
  valueInUSD?: string
  /** The wallet pays no gas here: the embedded wallet's smart account, sponsored by the project. */
  sponsored?: true
}>
