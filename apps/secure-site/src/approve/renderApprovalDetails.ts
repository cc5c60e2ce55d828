import { formatEther, type Hex } from 'viem'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, foreign, type Phrase, translatePhrase } from '../i18n/phrase.ts'
import { renderPhrase } from '../i18n/renderPhrase.ts'
import { amountPhrase } from './amountPhrase.ts'
import type { ApprovalDetails, CallDetails, UserOperationFee } from './approvalDetails.ts'
import { describeContractCall } from './describeContractCall.ts'
import {
  describeTransfer,
  type NativeCurrencyLabel,
  nativeCurrencyLabel,
} from './describeTransfer.ts'
import { element, type FieldValue, fieldList } from './detailElements.ts'
import { feeFields, renderChainWarnings, renderSimulation } from './renderChainFacts.ts'
import { renderSolanaDetails } from './renderSolanaDetails.ts'
import { renderValueTree } from './renderValueTree.ts'

/** Calldata longer than this is cut, with a toggle to show all of it. */
export const DATA_PREVIEW_LENGTH = 66

function phraseElement(
  document: Document,
  tag: 'p' | 'h2',
  className: string,
  phrase: Phrase,
): HTMLElement {
  const created = element(document, tag, { className })
  created.append(...renderPhrase(document, phrase))
  return created
}

/** Hex calldata, left to right, cut after DATA_PREVIEW_LENGTH characters with a "Show all" toggle. */
function calldata(document: Document, data: Hex, i18n: FrameI18n): HTMLElement {
  const wrapper = element(document, 'div', { className: 'calldata' })
  const code = element(document, 'code', { className: 'calldata__hex', text: data })
  code.dir = 'ltr'
  wrapper.append(code)
  if (data.length <= DATA_PREVIEW_LENGTH) return wrapper
  const preview = `${data.slice(0, DATA_PREVIEW_LENGTH)}…`
  code.textContent = preview
  const showAll = i18n.t('value.showAll')
  const showLess = i18n.t('value.showLess')
  const toggle = element(document, 'button', { className: 'link-button', text: showAll })
  toggle.type = 'button'
  toggle.setAttribute('aria-expanded', 'false')
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') === 'true'
    toggle.setAttribute('aria-expanded', String(!expanded))
    toggle.textContent = expanded ? showAll : showLess
    code.textContent = expanded ? preview : data
  })
  wrapper.append(toggle)
  return wrapper
}

/** Under an amount in a currency only the app named: whose word the symbol is. */
function appSymbolNotes(
  document: Document,
  currency: NativeCurrencyLabel,
  chainId: number,
  i18n: FrameI18n,
): HTMLElement[] {
  if (!currency.fromApp || currency.symbol === undefined) return []
  const phrase = translatePhrase(i18n.t, 'note.appSymbol', {
    symbol: foreign(currency.symbol),
    chainId: String(chainId),
  })
  return [phraseElement(document, 'p', 'note', phrase)]
}

/** The network row: 'Chain 31337'. */
const networkField = (chainId: number, i18n: FrameI18n): [string, Phrase] => [
  i18n.t('field.network'),
  translatePhrase(i18n.t, 'value.chain', { chainId: String(chainId) }),
]

function callFields(
  document: Document,
  call: CallDetails,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): [string, FieldValue][] {
  const { t } = i18n
  const fields: [string, FieldValue][] = [
    [t('field.to'), call.to ? [address(call.to)] : [t('value.newContract')]],
    [t('field.value'), amountPhrase(i18n, formatEther(call.value), nativeSymbol)],
  ]
  if (call.data && call.data !== '0x')
    fields.push([t('field.data'), calldata(document, call.data, i18n)])
  return fields
}

/** A batch's fee: each call's (plain account), or its user operation's, or "Sponsored". */
function userOperationFeeFields(
  userOperation: UserOperationFee | undefined,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): [string, FieldValue][] {
  const { t } = i18n
  if (!userOperation) return [[t('field.networkFees'), [t('value.callFees')]]]
  if (userOperation.sponsored) return [[t('field.maxNetworkFee'), [t('value.sponsored')]]]
  return feeFields(userOperation.fee, nativeSymbol, i18n)
}

/**
 * What is being signed or sent, as the visitor reads it, in the locale: the decoded message, the
 * typed data's domain, primary type and fields, or each transaction's addresses, value in the
 * network's currency and calldata. A transfer is said in words first ('Send 12.5 PUSD to 0x…'),
 * with the token contract beside a token's amount, and so are an allowance ('Allow 0x… to spend
 * 100 PTK') and a router trade ('Swap 1 ETH for at least 2949.7 PUSD', with the route, the
 * recipient and the deadline); a token that could not be read shows its raw amount and says so.
 * Transactions also show the most their fee can cost, warnings (the network is the site's, the
 * fee is far above the network's price, the chain says it would fail) and the simulated balance
 * changes. Amounts are exact; addresses and hex stay left to right in every language.
 *
 * @example
 * body.append(renderApprovalDetails(document, { kind: 'personal_sign', address, message: { text: 'Hello', encoding: 'utf8' } }, i18n))
 */
export function renderApprovalDetails(
  document: Document,
  details: ApprovalDetails,
  i18n: FrameI18n,
): HTMLElement {
  const { t } = i18n
  const section = element(document, 'div', { className: 'details' })
  const heading = (text: string) => element(document, 'h2', { text })
  const note = (phrase: Phrase) => phraseElement(document, 'p', 'note', phrase)
  switch (details.kind) {
    case 'solana_message':
    case 'solana_transactions':
      section.append(...renderSolanaDetails(document, details, i18n))
      break
    case 'personal_sign': {
      section.append(fieldList(document, [[t('field.account'), [address(details.address)]]]))
      section.append(heading(t('field.message')))
      // The message as the page sent it: its own words in its own direction.
      const message = element(document, 'pre', { className: 'message', text: details.message.text })
      message.dir = details.message.encoding === 'hex' ? 'ltr' : 'auto'
      section.append(message)
      if (details.message.encoding === 'hex') section.append(note([t('note.hexMessage')]))
      break
    }
    case 'typed_data': {
      section.append(
        fieldList(document, [
          [t('field.account'), [address(details.address)]],
          [
            t('field.domain'),
            details.domainName === undefined
              ? [t('value.noDomainName')]
              : [foreign(details.domainName)],
          ],
          [t('field.type'), [foreign(details.primaryType)]],
        ]),
      )
      section.append(heading(t('field.message')))
      section.append(renderValueTree(document, details.message))
      break
    }
    case 'transaction': {
      const { transfer } = details
      const currency = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      const fromSite = details.reading === 'site'
      section.append(...renderChainWarnings(document, details, currency.symbol, i18n))
      const currencyNote = () =>
        section.append(...appSymbolNotes(document, currency, details.chainId, i18n))
      const fees: [string, FieldValue][] = details.userOperation
        ? userOperationFeeFields(details.userOperation, currency.symbol, i18n)
        : details.fee
          ? feeFields(details.fee, currency.symbol, i18n)
          : [[t('field.maxNetworkFee'), [t('value.feeUnknown')]]]
      const network = networkField(details.chainId, i18n)
      if (!transfer && details.contractCall) {
        const described = describeContractCall(
          details.contractCall,
          details.from,
          currency.symbol,
          i18n,
        )
        section.append(phraseElement(document, 'p', 'transfer', described.sentence))
        const fields: [string, FieldValue][] = [
          [t('field.from'), [address(details.from)]],
          ...described.fields,
        ]
        fields.push(network, ...fees)
        if (details.data && details.data !== '0x')
          fields.push([t('field.data'), calldata(document, details.data, i18n)])
        section.append(fieldList(document, fields))
        for (const phrase of described.notes) section.append(note(phrase))
        // On the site's network the tokens were not read, not unreadable: the warning says so.
        if (described.tokensUnread && !fromSite) section.append(note([t('note.unreadTokens')]))
        currencyNote()
      } else if (!transfer) {
        section.append(
          fieldList(document, [
            [t('field.from'), [address(details.from)]],
            ...callFields(document, details, currency.symbol, i18n),
            network,
            ...fees,
          ]),
        )
        currencyNote()
      } else {
        const described = describeTransfer(transfer, currency.symbol, i18n)
        section.append(phraseElement(document, 'p', 'transfer', described.sentence))
        const fields: [string, FieldValue][] = [
          [t('field.from'), [address(details.from)]],
          [t('field.to'), [address(transfer.to)]],
          [t('field.amount'), described.amount],
        ]
        if (transfer.kind === 'token')
          fields.push([t('field.tokenContract'), [address(transfer.token)]])
        fields.push(network, ...fees)
        if (details.data && details.data !== '0x')
          fields.push([t('field.data'), calldata(document, details.data, i18n)])
        section.append(fieldList(document, fields))
        if (transfer.kind === 'token' && !transfer.metadata && !fromSite)
          section.append(note([t('note.tokenUnread')]))
        if (transfer.kind === 'native') currencyNote()
      }
      section.append(renderSimulation(document, details.simulation, currency.symbol, i18n))
      break
    }
    case 'calls': {
      const currency = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      section.append(...renderChainWarnings(document, details, currency.symbol, i18n))
      section.append(
        fieldList(document, [
          [t('field.from'), [address(details.from)]],
          networkField(details.chainId, i18n),
          ...userOperationFeeFields(details.userOperation, currency.symbol, i18n),
        ]),
      )
      if (details.userOperation) section.append(note([t('note.smartAccountBatch')]))
      section.append(...appSymbolNotes(document, currency, details.chainId, i18n))
      const list = element(document, 'ol', { className: 'calls' })
      for (const [index, call] of details.calls.entries()) {
        const item = element(document, 'li', { className: 'call' })
        item.append(heading(t('field.call', { number: index + 1 })))
        item.append(fieldList(document, callFields(document, call, currency.symbol, i18n)))
        list.append(item)
      }
      section.append(list)
      section.append(renderSimulation(document, details.simulation, currency.symbol, i18n))
      break
    }
  }
  return section
}
