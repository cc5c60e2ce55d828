import { formatEther, formatUnits } from 'viem'
import type {
  ApprovalDetails,
  BalanceChange,
  FeeDetails,
  SimulationOutcome,
} from './approvalDetails.ts'

/** Said at the top of a request on a network only the page knows. */
export const siteReadingNote = (chainId: number): string =>
  `Unverified network: chain ${chainId} is not one this wallet’s service reads. Token names, amounts and fees below come from the site and may be false; token amounts are shown in their smallest units.`

/** Said under a fee cap far above the network's price. */
export const highFeeNote = (networkFee: string): string =>
  `This fee is far above what the network asks now (about ${networkFee} for this transaction). Approve only if you expect to pay it.`

/** Said when the chain's gas estimate says the transaction would fail. */
export const wouldFailNote = (reason: string): string =>
  `The network says this transaction would fail: “${reason}”.`

export const SIMULATION_TEXT = {
  pending: 'Simulating the balance changes…',
  none: 'No balance changes for this account.',
  untrusted: 'Not simulated: the wallet does not read this network itself.',
  unsupported: 'This network cannot simulate the transaction: check the amounts yourself.',
  reverted: (reason: string) => `The simulation failed: “${reason}”. The transaction would revert.`,
} as const

type ChainFactsDetails = Extract<ApprovalDetails, { kind: 'transaction' | 'calls' }>

/**
 * What must be confirmed a second time before Approve counts: a fee far above the network's
 * price, a transaction the chain says would fail, a simulation that reverted. Empty: none.
 *
 * @example
 * confirmationReasons(details) // ['high-fee']
 */
export function confirmationReasons(details: ApprovalDetails): string[] {
  if (details.kind !== 'transaction' && details.kind !== 'calls') return []
  const reasons: string[] = []
  if (details.kind === 'transaction' && details.fee?.high) reasons.push('high-fee')
  if (details.kind === 'transaction' && details.failure !== undefined) reasons.push('would-fail')
  if (details.simulation.status === 'reverted') reasons.push('reverted')
  return reasons
}

/**
 * The fee rows of a transaction: the most it can cost (gas limit × max fee per gas) in the
 * network's currency (and in USD where the project's server has the currency's price), and the
 * gas limit and price it is signed with.
 *
 * @example
 * feeFields(fee, 'ETH') // [['Max network fee', '0.000042 ETH'], ['Gas limit', '21000'], …]
 */
export function feeFields(fee: FeeDetails, nativeSymbol: string): [string, string][] {
  return [
    ['Max network fee', `${formatEther(fee.maxFee)} ${nativeSymbol}${usdText(fee)}`],
    ['Gas limit', fee.gasLimit.toString()],
    ['Max fee per gas', `${formatUnits(fee.maxFeePerGas, 9)} gwei`],
  ]
}

/** ' (≈ $1.23)', ' (< $0.01)', or nothing without a price. */
function usdText(fee: FeeDetails): string {
  if (fee.nativePriceUsd === undefined) return ''
  const usd = Number(formatEther(fee.maxFee)) * fee.nativePriceUsd
  if (usd < 0.01) return ' (< $0.01)'
  return ` (≈ $${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`
}

function paragraph(document: Document, className: string, text: string): HTMLParagraphElement {
  const created = document.createElement('p')
  created.className = className
  created.textContent = text
  return created
}

/**
 * The warnings above a transaction's fields: the network is the page's, the fee is far above the
 * network's price, the chain says it would fail.
 *
 * @example
 * section.prepend(...renderChainWarnings(document, details, 'ETH'))
 */
export function renderChainWarnings(
  document: Document,
  details: ChainFactsDetails,
  nativeSymbol: string,
): HTMLElement[] {
  const warnings: HTMLElement[] = []
  if (details.reading === 'site')
    warnings.push(paragraph(document, 'warning', siteReadingNote(details.chainId)))
  if (details.kind !== 'transaction') return warnings
  if (details.failure !== undefined)
    warnings.push(paragraph(document, 'warning', wouldFailNote(details.failure)))
  const { fee } = details
  if (fee?.high) {
    const needed = formatEther(fee.gasLimit * fee.networkFeePerGas)
    warnings.push(paragraph(document, 'warning', highFeeNote(`${needed} ${nativeSymbol}`)))
  }
  return warnings
}

function changeText(change: BalanceChange, nativeSymbol: string): string {
  const size = change.diff < 0n ? -change.diff : change.diff
  if (change.asset === 'native') return `${formatEther(size)} ${nativeSymbol}`
  if (!change.metadata) return `${size} (smallest units) of ${change.asset}`
  return `${formatUnits(size, change.metadata.decimals)} ${change.metadata.symbol}`
}

/**
 * The simulation's part of the view (`.simulation`, `data-status` its outcome): "You send" and
 * "You receive" per asset, a revert, or why nothing was simulated. Replaced in place when the
 * simulation settles.
 *
 * @example
 * body.append(renderSimulation(document, { status: 'pending' }, 'ETH'))
 */
export function renderSimulation(
  document: Document,
  simulation: SimulationOutcome,
  nativeSymbol: string,
): HTMLElement {
  const part = document.createElement('section')
  part.className = 'simulation'
  part.dataset.status = simulation.status
  part.setAttribute('aria-label', 'Balance changes')
  part.setAttribute('aria-live', 'polite')
  part.setAttribute('aria-busy', String(simulation.status === 'pending'))
  const heading = document.createElement('h2')
  heading.textContent = 'Balance changes'
  part.append(heading)
  switch (simulation.status) {
    case 'pending':
      part.append(paragraph(document, 'note', SIMULATION_TEXT.pending))
      break
    case 'unavailable':
      part.append(paragraph(document, 'note', SIMULATION_TEXT[simulation.reason]))
      break
    case 'reverted':
      part.append(paragraph(document, 'warning', SIMULATION_TEXT.reverted(simulation.reason)))
      break
    case 'changes': {
      if (simulation.changes.length === 0) {
        part.append(paragraph(document, 'note', SIMULATION_TEXT.none))
        break
      }
      const list = document.createElement('dl')
      list.className = 'fields'
      for (const change of simulation.changes) {
        const label = document.createElement('dt')
        label.textContent = change.diff < 0n ? 'You send' : 'You receive'
        const value = document.createElement('dd')
        value.textContent = changeText(change, nativeSymbol)
        value.dataset.change = change.diff < 0n ? 'send' : 'receive'
        list.append(label, value)
      }
      part.append(list)
      break
    }
  }
  return part
}
