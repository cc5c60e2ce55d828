import {
  type Address,
  BaseError,
  decodeErrorResult,
  type Hex,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { FeeDetails } from '../approve/approvalDetails.ts'

/** A fee cap above this many times what the network asks now needs a second confirmation. */
export const HIGH_FEE_RATIO = 3n

/**
 * A contract call's gas estimate is for the latest block; mined in a later one it can need much
 * more (a Uniswap V2 pair writes its cumulative prices, zero to non-zero, only when the block's
 * timestamp moved), so it is signed with this much of the estimate, in percent (MetaMask's buffer
 * too), at most the block's gas limit. The view shows the fee cap of that limit. A plain transfer
 * (21,000 gas) needs no margin.
 */
export const GAS_LIMIT_MARGIN_PERCENT = 150n
const PLAIN_TRANSFER_GAS = 21_000n

/** The fee fields the transaction is signed with, exactly as shown. */
export type SignedFeeFields =
  | { type: 'legacy'; gas: bigint; gasPrice: bigint }
  | { type: 'eip1559'; gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

export interface PrepareTransactionFeeParameters {
  account: Address
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  /** The page's own choices, each optional. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

export type PrepareTransactionFeeReturnType =
  | {
      ok: true
      fields: SignedFeeFields
      fee: FeeDetails
      /** Set when the chain's estimate failed but the page's gas limit lets it be sent. */
      failure: string | undefined
    }
  /** The chain would not run it (its gas estimate failed) and the page gave no gas limit. */
  | { ok: false; failure: string }

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b)

/**
 * Custom errors of token contracts, so a revert reads as words rather than hex: OpenZeppelin 5's
 * ERC-6093 errors, and the devnet token's own. (Error(string) and Panic(uint256) viem knows.)
 */
const KNOWN_ERRORS = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
  'error InsufficientBalance(address account, uint256 balance, uint256 needed)',
])

/** The revert data a node gave with an error, wherever viem put it in the cause chain. */
function revertData(error: unknown): Hex | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const data = (cause as { data?: unknown }).data
    if (typeof data === 'string' && /^0x[0-9a-f]{8}/i.test(data)) return data as Hex
    if (typeof data === 'object' && data !== null && 'data' in data) {
      const inner = (data as { data?: unknown }).data
      if (typeof inner === 'string' && /^0x[0-9a-f]{8}/i.test(inner)) return inner as Hex
    }
  }
  return undefined
}

/**
 * What a contract says when it refuses, cut and cleaned to a line of plain text: a known custom
 * error by name and arguments ('ERC20InsufficientBalance(0x…, 0, 5000000)'), else the node's
 * words.
 *
 * @example
 * failureReason(estimateError) // 'InsufficientBalance(0xAAC0…, 0, 1000000000000000)'
 */
export function failureReason(error: unknown): string {
  const data = revertData(error)
  if (data !== undefined) {
    try {
      const decoded = decodeErrorResult({ abi: KNOWN_ERRORS, data })
      return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
    } catch {
      // Not one of ours: the node's own words below.
    }
  }
  const text =
    error instanceof BaseError
      ? ((
          error.walk((cause) => cause instanceof BaseError && /revert/i.test(cause.shortMessage)) as
            | BaseError
            | undefined
        )?.shortMessage ?? error.shortMessage)
      : error instanceof Error
        ? error.message
        : String(error)
  return (
    text
      .replace(/[\p{C}\p{Zl}\p{Zp}]+/gu, ' ')
      .trim()
      .slice(0, 200) || 'unknown reason'
  )
}

/**
 * The gas limit and fees a transaction is signed with, and what they may cost, read from the
 * chain (the frame's trusted gateway for a chain the server knows). The page may choose its own
 * gas limit and price: they are kept, and shown as the most that will be paid, since the
 * transaction is signed with exactly these fields; a cap far above the network's price is
 * `high`. Without the page's choices, the gas is the chain's estimate (with
 * GAS_LIMIT_MARGIN_PERCENT for a contract call) and the fees viem's (base fee × 1.2 + priority
 * fee).
 *
 * @example
 * const prepared = await prepareTransactionFee(client, { account, to, value: 1n, data: undefined })
 * if (prepared.ok) prepared.fee.maxFee // 21000n × maxFeePerGas
 */
export async function prepareTransactionFee(
  client: PublicClient,
  parameters: PrepareTransactionFeeParameters,
): Promise<PrepareTransactionFeeReturnType> {
  const { account, to, value, data } = parameters
  const [block, estimate] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    client.estimateGas({ account, to, value, data }).then(
      (gas) => ({ ok: true as const, gas }),
      (error: unknown) => ({ ok: false as const, failure: failureReason(error) }),
    ),
  ])
  const failure = estimate.ok ? undefined : estimate.failure
  const gas =
    parameters.gas ??
    (estimate.ok
      ? estimate.gas <= PLAIN_TRANSFER_GAS
        ? estimate.gas
        : min((estimate.gas * GAS_LIMIT_MARGIN_PERCENT) / 100n, block.gasLimit)
      : undefined)
  if (gas === undefined) return { ok: false, failure: failure ?? 'unknown reason' }

  const baseFee = block.baseFeePerGas ?? undefined
  let fields: SignedFeeFields
  let networkFeePerGas: bigint
  if (baseFee === undefined) {
    // A chain without EIP-1559: one gas price.
    networkFeePerGas = await client.getGasPrice()
    fields = { type: 'legacy', gas, gasPrice: parameters.gasPrice ?? networkFeePerGas }
  } else {
    const priority = await client.estimateMaxPriorityFeePerGas()
    networkFeePerGas = baseFee + priority
    if (parameters.gasPrice !== undefined) {
      fields = { type: 'legacy', gas, gasPrice: parameters.gasPrice }
    } else {
      const tip = parameters.maxPriorityFeePerGas ?? priority
      const maxFeePerGas = parameters.maxFeePerGas ?? (baseFee * 12n) / 10n + tip
      fields = {
        type: 'eip1559',
        gas,
        maxFeePerGas,
        maxPriorityFeePerGas: tip > maxFeePerGas ? maxFeePerGas : tip,
      }
    }
  }
  const maxFeePerGas = fields.type === 'legacy' ? fields.gasPrice : fields.maxFeePerGas
  const maxFee = gas * maxFeePerGas
  const needed = (estimate.ok ? estimate.gas : gas) * networkFeePerGas
  const fee: FeeDetails = {
    gasLimit: gas,
    maxFeePerGas,
    maxFee,
    networkFeePerGas,
    high: maxFee > HIGH_FEE_RATIO * needed,
  }
  return { ok: true, fields, fee, failure }
}
