import { formatEther, type Hex } from 'viem'
import type { ApprovalDetails, CallDetails } from './approvalDetails.ts'
import { describeContractCall, UNREAD_TOKENS_NOTE } from './describeContractCall.ts'
import { describeTransfer, nativeCurrencyLabel } from './describeTransfer.ts'
import { feeFields, renderChainWarnings, renderSimulation } from './renderChainFacts.ts'
import { renderValueTree } from './renderValueTree.ts'

/** Said under a token transfer whose contract did not answer symbol() and decimals(). */
export const TOKEN_UNREAD_NOTE =
  'The token could not be read: the amount is in its smallest units, and its symbol is unknown.'

/** Said when the native symbol shown is the app's word for a chain the view does not know. */
export const nativeSymbolFromAppNote = (symbol: string, chainId: number): string =>
  `“${symbol}” is the name the app gives the currency of chain ${chainId}.`

/** Calldata longer than this is cut, with a toggle to show all of it. */
export const DATA_PREVIEW_LENGTH = 66

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  options: { text?: string; className?: string } = {},
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag)
  if (options.text !== undefined) created.textContent = options.text
  if (options.className) created.className = options.className
  return created
}

function fieldList(document: Document, fields: [string, string | Node][]): HTMLDListElement {
  const list = element(document, 'dl', { className: 'fields' })
  for (const [label, value] of fields) {
    const definition = element(document, 'dd')
    definition.append(value)
    list.append(element(document, 'dt', { text: label }), definition)
  }
  return list
}

/** Hex calldata, cut after DATA_PREVIEW_LENGTH characters with a "Show all" toggle. */
function calldata(document: Document, data: Hex): HTMLElement {
  const wrapper = element(document, 'div', { className: 'calldata' })
  const code = element(document, 'code', { className: 'calldata__hex', text: data })
  wrapper.append(code)
  if (data.length <= DATA_PREVIEW_LENGTH) return wrapper
  const preview = `${data.slice(0, DATA_PREVIEW_LENGTH)}…`
  code.textContent = preview
  const toggle = element(document, 'button', { className: 'link-button', text: 'Show all' })
  toggle.type = 'button'
  toggle.setAttribute('aria-expanded', 'false')
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') === 'true'
    toggle.setAttribute('aria-expanded', String(!expanded))
    toggle.textContent = expanded ? 'Show all' : 'Show less'
    code.textContent = expanded ? preview : data
  })
  wrapper.append(toggle)
  return wrapper
}

function callFields(
  document: Document,
  call: CallDetails,
  nativeSymbol: string,
): [string, string | Node][] {
  const fields: [string, string | Node][] = [
    ['To', call.to ?? 'New contract'],
    ['Value', `${formatEther(call.value)} ${nativeSymbol}`],
  ]
  if (call.data && call.data !== '0x') fields.push(['Data', calldata(document, call.data)])
  return fields
}

/**
 * What is being signed or sent, as the visitor reads it: the decoded message, the typed data's
 * domain, primary type and fields, or each transaction's addresses, value in the network's
 * currency and calldata. A transfer is said in words first ('Send 12.5 PUSD to 0x…'), with the
 * token contract beside a token's amount, and so are an allowance ('Allow 0x… to spend 100 PTK')
 * and a router trade ('Swap 1 ETH for at least 2949.7 PUSD', with the route, the recipient and
 * the deadline); a token that could not be read shows its raw amount and says so. Transactions
 * also show the most their fee can cost, warnings (the network is the site's, the fee is far
 * above the network's price, the chain says it would fail) and the simulated balance changes.
 *
 * @example
 * body.append(renderApprovalDetails(document, { kind: 'personal_sign', address, message: { text: 'Hello', encoding: 'utf8' } }))
 */
export function renderApprovalDetails(document: Document, details: ApprovalDetails): HTMLElement {
  const section = element(document, 'div', { className: 'details' })
  switch (details.kind) {
    case 'personal_sign': {
      section.append(fieldList(document, [['Account', details.address]]))
      section.append(element(document, 'h2', { text: 'Message' }))
      section.append(element(document, 'pre', { className: 'message', text: details.message.text }))
      if (details.message.encoding === 'hex') {
        section.append(
          element(document, 'p', {
            className: 'note',
            text: 'This message is not text: shown as hex.',
          }),
        )
      }
      break
    }
    case 'typed_data': {
      section.append(
        fieldList(document, [
          ['Account', details.address],
          ['Domain', details.domainName ?? '(no name)'],
          ['Type', details.primaryType],
        ]),
      )
      section.append(element(document, 'h2', { text: 'Message' }))
      section.append(renderValueTree(document, details.message))
      break
    }
    case 'transaction': {
      const { transfer } = details
      const currency = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      const fromSite = details.reading === 'site'
      section.append(...renderChainWarnings(document, details, currency.symbol))
      const currencyNote = () => {
        if (currency.fromApp)
          section.append(
            element(document, 'p', {
              className: 'note',
              text: nativeSymbolFromAppNote(currency.symbol, details.chainId),
            }),
          )
      }
      const fees: [string, string][] = details.fee
        ? feeFields(details.fee, currency.symbol)
        : [['Max network fee', 'unknown: the network would not run it']]
      if (!transfer && details.contractCall) {
        const described = describeContractCall(details.contractCall, details.from, currency.symbol)
        section.append(element(document, 'p', { className: 'transfer', text: described.sentence }))
        const fields: [string, string | Node][] = [['From', details.from], ...described.fields]
        fields.push(['Network', `Chain ${details.chainId}`], ...fees)
        if (details.data && details.data !== '0x')
          fields.push(['Data', calldata(document, details.data)])
        section.append(fieldList(document, fields))
        // On the site's network the tokens were not read, not unreadable: the warning says so.
        for (const note of described.notes)
          if (!(fromSite && note === UNREAD_TOKENS_NOTE))
            section.append(element(document, 'p', { className: 'note', text: note }))
        currencyNote()
      } else if (!transfer) {
        section.append(
          fieldList(document, [
            ['From', details.from],
            ...callFields(document, details, currency.symbol),
            ['Network', `Chain ${details.chainId}`],
            ...fees,
          ]),
        )
        currencyNote()
      } else {
        const described = describeTransfer(transfer, currency.symbol)
        section.append(element(document, 'p', { className: 'transfer', text: described.sentence }))
        const fields: [string, string | Node][] = [
          ['From', details.from],
          ['To', transfer.to],
          ['Amount', described.amount],
        ]
        if (transfer.kind === 'token') fields.push(['Token contract', transfer.token])
        fields.push(['Network', `Chain ${details.chainId}`], ...fees)
        if (details.data && details.data !== '0x')
          fields.push(['Data', calldata(document, details.data)])
        section.append(fieldList(document, fields))
        if (transfer.kind === 'token' && !transfer.metadata && !fromSite)
          section.append(element(document, 'p', { className: 'note', text: TOKEN_UNREAD_NOTE }))
        if (transfer.kind === 'native') currencyNote()
      }
      section.append(renderSimulation(document, details.simulation, currency.symbol))
      break
    }
    case 'calls': {
      const currency = nativeCurrencyLabel(details.chainId, details.nativeSymbol)
      section.append(...renderChainWarnings(document, details, currency.symbol))
      section.append(
        fieldList(document, [
          ['From', details.from],
          ['Network', `Chain ${details.chainId}`],
          ['Network fees', 'each call’s, read when it is sent'],
        ]),
      )
      if (currency.fromApp)
        section.append(
          element(document, 'p', {
            className: 'note',
            text: nativeSymbolFromAppNote(currency.symbol, details.chainId),
          }),
        )
      const list = element(document, 'ol', { className: 'calls' })
      for (const [index, call] of details.calls.entries()) {
        const item = element(document, 'li', { className: 'call' })
        item.append(element(document, 'h2', { text: `Call ${index + 1}` }))
        item.append(fieldList(document, callFields(document, call, currency.symbol)))
        list.append(item)
      }
      section.append(list)
      section.append(renderSimulation(document, details.simulation, currency.symbol))
      break
    }
  }
  return section
}
