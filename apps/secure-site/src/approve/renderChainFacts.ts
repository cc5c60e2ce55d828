import { formatEther, formatUnits } from 'viem'
import { formatExactDecimal } from '../i18n/formatExactDecimal.ts'
import { formatUsdEstimate } from '../i18n/formatUsdEstimate.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { amount, foreign, type Phrase, translatePhrase } from '../i18n/phrase.ts'
import { renderPhrase } from '../i18n/renderPhrase.ts'
import { amountPhrase, smallestUnitsPhrase } from './amountPhrase.ts'
import type {
  ApprovalDetails,
  BalanceChange,
  FeeDetails,
  SimulationOutcome,
} from './approvalDetails.ts'

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
 * The fee rows of a transaction, in the locale: the most it can cost (gas limit × max fee per
 * gas) exactly in the network's currency (with a USD estimate where the project's server has the
 * currency's price), and the gas limit and price it is signed with.
 *
 * @example
 * feeFields(fee, 'ETH', i18n) // [['Max network fee', '0.000042 ETH'], ['Gas limit', '21000'], …] (as phrases)
 */
export function feeFields(
  fee: FeeDetails,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): [string, Phrase][] {
  const { t, locale } = i18n
  return [
    [
      t('field.maxNetworkFee'),
      withUsd(i18n, amountPhrase(i18n, formatEther(fee.maxFee), nativeSymbol), fee),
    ],
    [t('field.gasLimit'), [amount(formatExactDecimal(locale, fee.gasLimit.toString()))]],
    [
      t('field.maxFeePerGas'),
      [amount(`${formatExactDecimal(locale, formatUnits(fee.maxFeePerGas, 9))} gwei`)],
    ],
  ]
}

/**
 * The fee with '(≈ $1.23)' or '(< $0.01)' after it, or alone without a price. The dollar figure
 * is a left-to-right part too: Intl's Arabic '‏27.87 US$' shows as '$US 27.87' in a right-to-left
 * sentence otherwise.
 */
function withUsd(i18n: FrameI18n, fee: Phrase, details: FeeDetails): Phrase {
  if (details.nativePriceUsd === undefined) return fee
  const usd = Number(formatEther(details.maxFee)) * details.nativePriceUsd
  return usd < 0.01
    ? translatePhrase(i18n.t, 'value.feeUsdBelow', {
        fee,
        usd: amount(formatUsdEstimate(i18n.locale, 0.01)),
      })
    : translatePhrase(i18n.t, 'value.feeUsd', {
        fee,
        usd: amount(formatUsdEstimate(i18n.locale, usd)),
      })
}

function paragraph(document: Document, className: string, phrase: Phrase): HTMLParagraphElement {
  const created = document.createElement('p')
  created.className = className
  created.append(...renderPhrase(document, phrase))
  return created
}

/**
 * The warnings above a transaction's fields: the network is the page's, the fee is far above the
 * network's price, the chain says it would fail.
 *
 * @example
 * section.prepend(...renderChainWarnings(document, details, 'ETH', i18n))
 */
export function renderChainWarnings(
  document: Document,
  details: ChainFactsDetails,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): HTMLElement[] {
  const { t } = i18n
  const warnings: HTMLElement[] = []
  if (details.reading === 'site')
    warnings.push(
      paragraph(
        document,
        'warning',
        translatePhrase(t, 'warning.siteReading', { chainId: String(details.chainId) }),
      ),
    )
  if (details.kind !== 'transaction') return warnings
  if (details.failure !== undefined)
    warnings.push(
      paragraph(
        document,
        'warning',
        translatePhrase(t, 'warning.wouldFail', { reason: foreign(details.failure) }),
      ),
    )
  const { fee } = details
  if (fee?.high) {
    const needed = formatEther(fee.gasLimit * fee.networkFeePerGas)
    warnings.push(
      paragraph(
        document,
        'warning',
        translatePhrase(t, 'warning.highFee', {
          networkFee: amountPhrase(i18n, needed, nativeSymbol),
        }),
      ),
    )
  }
  return warnings
}

function changePhrase(
  change: BalanceChange,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): Phrase {
  const size = change.diff < 0n ? -change.diff : change.diff
  if (change.asset === 'native') return amountPhrase(i18n, formatEther(size), nativeSymbol)
  if (!change.metadata) return smallestUnitsPhrase(i18n, size, change.asset)
  return amountPhrase(i18n, formatUnits(size, change.metadata.decimals), change.metadata.symbol)
}

/**
 * The simulation's part of the view (`.simulation`, `data-status` its outcome): "You send" and
 * "You receive" per asset, a revert, or why nothing was simulated. Replaced in place when the
 * simulation settles.
 *
 * @example
 * body.append(renderSimulation(document, { status: 'pending' }, 'ETH', i18n))
 */
export function renderSimulation(
  document: Document,
  simulation: SimulationOutcome,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): HTMLElement {
  const { t } = i18n
  const part = document.createElement('section')
  part.className = 'simulation'
  part.dataset.status = simulation.status
  part.setAttribute('aria-label', t('simulation.heading'))
  part.setAttribute('aria-live', 'polite')
  part.setAttribute('aria-busy', String(simulation.status === 'pending'))
  const heading = document.createElement('h2')
  heading.textContent = t('simulation.heading')
  part.append(heading)
  switch (simulation.status) {
    case 'pending':
      part.append(paragraph(document, 'note', [t('simulation.pending')]))
      break
    case 'unavailable':
      part.append(
        paragraph(document, 'note', [
          t(simulation.reason === 'untrusted' ? 'simulation.untrusted' : 'simulation.unsupported'),
        ]),
      )
      break
    case 'reverted':
      part.append(
        paragraph(
          document,
          'warning',
          translatePhrase(t, 'simulation.reverted', { reason: foreign(simulation.reason) }),
        ),
      )
      break
    case 'changes': {
      if (simulation.changes.length === 0) {
        part.append(paragraph(document, 'note', [t('simulation.none')]))
        break
      }
      const list = document.createElement('dl')
      list.className = 'fields'
      for (const change of simulation.changes) {
        const label = document.createElement('dt')
        label.textContent = t(change.diff < 0n ? 'simulation.youSend' : 'simulation.youReceive')
        const value = document.createElement('dd')
        value.append(...renderPhrase(document, changePhrase(change, nativeSymbol, i18n)))
        value.dataset.change = change.diff < 0n ? 'send' : 'receive'
        list.append(label, value)
      }
      part.append(list)
      break
    }
  }
  return part
}
