import type { FailedTransactionMetadata } from 'litesvm'

// Names of litesvm's (const, so not importable) error enums, in their declaration order.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/**
 * A transaction error as a validator writes it in JSON: `"BlockhashNotFound"`,
 * `{ "InstructionError": [0, { "Custom": 1 }] }`.
 */
export type TransactionErrorJson = string | Record<string, unknown>

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  if (error !== null && typeof error === 'object') {
    if ('code' in error) return { Custom: Number(error.code) }
    if ('msg' in error) return { BorshIoError: String(error.msg) }
  }
  return 'GenericError'
}

/**
 * A litesvm error in the JSON a validator answers with, so that clients (and @solana/kit's error
 * decoding) see what they would see against a real cluster.
 *
 * @example
 * transactionErrorJson(failed.err()) // { InstructionError: [0, { Custom: 1 }] }
 */
export function transactionErrorJson(
  error: ReturnType<FailedTransactionMetadata['err']>,
): TransactionErrorJson {
  const value: unknown = error
  if (typeof value === 'number') return TRANSACTION_ERRORS[value] ?? 'SanitizeFailure'
  if (value !== null && typeof value === 'object') {
    const name = value.constructor.name
    if (name === 'TransactionErrorInstructionError' && 'index' in value && 'err' in value) {
      const inner = (value.err as () => unknown).call(value)
      return { InstructionError: [Number(value.index), instructionErrorJson(inner)] }
    }
    if (name === 'TransactionErrorDuplicateInstruction' && 'index' in value) {
      return { DuplicateInstruction: Number(value.index) }
    }
    if ('accountIndex' in value) {
      const key = name.replace(/^TransactionError/, '')
      return { [key]: { account_index: Number(value.accountIndex) } }
    }
  }
  return 'SanitizeFailure'
}

/**
 * The human message a validator puts before the error JSON, e.g. 'Error processing Instruction 0:
 * custom program error: 0x1'.
 *
 * @example
 * transactionErrorMessage({ InstructionError: [0, { Custom: 1 }] })
 */
export function transactionErrorMessage(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  const instruction = error.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, unknown]
    const detail =
      inner !== null && typeof inner === 'object' && 'Custom' in inner
        ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
        : String(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  return JSON.stringify(error)
}
