import type { ChainReading, FeeDetails, SimulationOutcome } from '../approvalDetails.ts'

/** A fee as the gateway would give it for a plain transfer at 1 gwei: nothing high. */
export const TEST_FEE: FeeDetails = {
  gasLimit: 21_000n,
  maxFeePerGas: 1_000_000_000n,
  maxFee: 21_000_000_000_000n,
  networkFeePerGas: 1_000_000_000n,
  high: false,
}

/** The fee rows the view shows for TEST_FEE on an ETH chain. */
export const TEST_FEE_FIELDS = {
  'Max network fee': '0.000021 ETH',
  'Gas limit': '21000',
  'Max fee per gas': '1 gwei',
}

/** What a transaction read through the wallet's own gateway carries besides its call. */
export const VERIFIED_TRANSACTION: {
  reading: ChainReading
  fee: FeeDetails
  failure: undefined
  simulation: SimulationOutcome
} = {
  reading: 'wallet',
  fee: TEST_FEE,
  failure: undefined,
  simulation: { status: 'changes', changes: [] },
}

/** The same for a wallet_sendCalls batch. */
export const VERIFIED_CALLS: { reading: ChainReading; simulation: SimulationOutcome } = {
  reading: 'wallet',
  simulation: { status: 'changes', changes: [] },
}
