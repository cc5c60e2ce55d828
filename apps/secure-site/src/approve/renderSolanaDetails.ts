import { formatUnits } from 'viem'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, type Phrase, translatePhrase } from '../i18n/phrase.ts'
import { renderPhrase } from '../i18n/renderPhrase.ts'
import { amountPhrase, smallestUnitsPhrase } from './amountPhrase.ts'
import type {
  ApprovalDetails,
  SolanaInstructionDetails,
  SolanaTransactionDetails,
} from './approvalDetails.ts'
import { element, fieldList } from './detailElements.ts'
import { renderSimulation } from './renderChainFacts.ts'

/** SOL has 9 decimals (spec §9). */
export const SOL_DECIMALS = 9

type SolanaDetails = Extract<ApprovalDetails, { kind: 'solana_message' | 'solana_transactions' }>

const solAmount = (i18n: FrameI18n, lamports: bigint): Phrase =>
  amountPhrase(i18n, formatUnits(lamports, SOL_DECIMALS), 'SOL')

/**
 * An instruction as a sentence ('Send 0.5 SOL to …', 'Send 12.5 PUSD to …', 'Create the token
 * account … for …'), or undefined for a program the view does not know.
 */
export function solanaInstructionSentence(
  instruction: SolanaInstructionDetails,
  i18n: FrameI18n,
): Phrase | undefined {
  const { t } = i18n
  switch (instruction.kind) {
    case 'solTransfer':
      return translatePhrase(t, 'sentence.send', {
        amount: solAmount(i18n, instruction.lamports),
        to: address(instruction.to),
      })
    case 'splTransfer': {
      const to = address(instruction.to ?? instruction.destination)
      if (!instruction.token)
        return translatePhrase(t, 'sentence.sendUnreadToken', {
          amount: smallestUnitsPhrase(i18n, instruction.amount),
          token: address(instruction.destination),
          to,
        })
      return translatePhrase(t, 'sentence.send', {
        amount: amountPhrase(
          i18n,
          formatUnits(instruction.amount, instruction.token.decimals),
          instruction.token.symbol,
        ),
        to,
      })
    }
    case 'createTokenAccount':
      return translatePhrase(t, 'sentence.createTokenAccount', {
        account: address(instruction.account),
        owner: address(instruction.owner),
      })
    case 'unknown':
      return undefined
  }
}

function renderInstruction(
  document: Document,
  instruction: SolanaInstructionDetails,
  index: number,
  i18n: FrameI18n,
): HTMLElement {
  const { t } = i18n
  const item = element(document, 'li', { className: 'call' })
  item.append(element(document, 'h2', { text: t('field.instruction', { number: index + 1 }) }))
  const sentence = solanaInstructionSentence(instruction, i18n)
  if (sentence) {
    const line = element(document, 'p', { className: 'transfer' })
    line.append(...renderPhrase(document, sentence))
    item.append(line)
  }
  switch (instruction.kind) {
    case 'solTransfer':
      item.append(
        fieldList(document, [
          [t('field.from'), [address(instruction.from)]],
          [t('field.to'), [address(instruction.to)]],
          [t('field.amount'), solAmount(i18n, instruction.lamports)],
        ]),
      )
      break
    case 'splTransfer': {
      const fields: [string, Phrase][] = [
        [t('field.from'), [address(instruction.authority)]],
        [t('field.to'), [address(instruction.to ?? instruction.destination)]],
      ]
      if (instruction.token)
        fields.push([t('field.tokenContract'), [address(instruction.token.mint)]])
      item.append(fieldList(document, fields))
      break
    }
    case 'createTokenAccount':
      item.append(
        fieldList(document, [
          [t('field.tokenContract'), [address(instruction.mint)]],
          [t('field.feePayer'), [address(instruction.payer)]],
        ]),
      )
      break
    case 'unknown':
      item.append(
        fieldList(document, [
          [t('field.program'), [address(instruction.programId)]],
          [
            t('field.accounts'),
            instruction.accounts.flatMap((account, at) =>
              at === 0 ? [address(account)] : [', ', address(account)],
            ),
          ],
          [t('field.data'), [t('value.dataSize', { count: instruction.dataLength })]],
        ]),
      )
      break
  }
  return item
}

function renderTransaction(
  document: Document,
  transaction: SolanaTransactionDetails,
  chainId: string,
  i18n: FrameI18n,
): HTMLElement[] {
  const { t } = i18n
  const parts: HTMLElement[] = [
    fieldList(document, [
      [t('field.feePayer'), [address(transaction.feePayer)]],
      [t('field.network'), translatePhrase(t, 'value.chain', { chainId })],
      [
        t('field.networkFee'),
        transaction.fee === undefined ? [t('value.feeUnknown')] : solAmount(i18n, transaction.fee),
      ],
    ]),
  ]
  const list = element(document, 'ol', { className: 'calls' })
  for (const [index, instruction] of transaction.instructions.entries())
    list.append(renderInstruction(document, instruction, index, i18n))
  parts.push(list)
  // SOL is given as a token of 9 decimals (the view's native amounts are EVM's 18).
  parts.push(renderSimulation(document, transaction.simulation, 'SOL', i18n))
  return parts
}

/**
 * A Solana request in the approve view: the message (text, else hex) for solana_signMessage;
 * for transactions, each one's fee payer, network and fee, every instruction (a SOL or SPL
 * transfer, a token account creation in words; any other program with its accounts and data
 * size) and the visitor's simulated balance changes.
 *
 * @example
 * body.append(renderSolanaDetails(document, { kind: 'solana_message', address, chainId, message }, i18n))
 */
export function renderSolanaDetails(
  document: Document,
  details: SolanaDetails,
  i18n: FrameI18n,
): HTMLElement[] {
  const { t } = i18n
  if (details.kind === 'solana_message') {
    const message = element(document, 'pre', { className: 'message', text: details.message.text })
    message.dir = details.message.encoding === 'hex' ? 'ltr' : 'auto'
    const parts: HTMLElement[] = [
      fieldList(document, [[t('field.account'), [address(details.address)]]]),
      element(document, 'h2', { text: t('field.message') }),
      message,
    ]
    if (details.message.encoding === 'hex')
      parts.push(element(document, 'p', { className: 'note', text: t('note.hexMessage') }))
    return parts
  }
  const parts: HTMLElement[] = [
    fieldList(document, [[t('field.account'), [address(details.address)]]]),
  ]
  for (const [index, transaction] of details.transactions.entries()) {
    if (details.transactions.length > 1)
      parts.push(element(document, 'h2', { text: t('field.call', { number: index + 1 }) }))
    parts.push(...renderTransaction(document, transaction, details.chainId, i18n))
  }
  return parts
}

/**
 * The view's heading for a Solana request: 'Sign message'; 'Send 0.5 SOL' / 'Send 12.5 PUSD'
 * for a sent transaction whose only transfer is that; else 'Send transaction' or 'Sign 2
 * transactions'.
 *
 * @example
 * solanaTitle({ kind: 'solana_message', … }, i18n) // 'Sign message'
 */
export function solanaTitle(details: SolanaDetails, i18n: FrameI18n): Phrase {
  const { t } = i18n
  if (details.kind === 'solana_message') return translatePhrase(t, 'title.signMessage')
  if (!details.send)
    return translatePhrase(t, 'title.signTransactions', { count: details.transactions.length })
  const transfers = details.transactions[0]?.instructions.filter(
    (instruction) => instruction.kind === 'solTransfer' || instruction.kind === 'splTransfer',
  )
  const [only] = transfers ?? []
  if (transfers?.length === 1 && only?.kind === 'solTransfer')
    return translatePhrase(t, 'title.send', { amount: solAmount(i18n, only.lamports) })
  if (transfers?.length === 1 && only?.kind === 'splTransfer' && only.token)
    return translatePhrase(t, 'title.send', {
      amount: amountPhrase(i18n, formatUnits(only.amount, only.token.decimals), only.token.symbol),
    })
  return translatePhrase(t, 'title.sendTransaction')
}
