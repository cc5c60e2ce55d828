import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { formatDateTime } from '../i18n/formatDateTime.ts'
import { phraseText } from '../i18n/phrase.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import type { DecodedContractCall } from './approvalDetails.ts'
import { type DescribedContractCall, describeContractCall } from './describeContractCall.ts'

const ROUTER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const PUSD: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WETH: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const ME: Address = TEST_ADDRESS
const pusd = { kind: 'token', token: PUSD, metadata: { symbol: 'PUSD', decimals: 6 } } as const
const ethForPusd: DecodedContractCall = {
  kind: 'swap',
  router: ROUTER,
  sell: { kind: 'native' },
  sellAmount: 10n ** 18n,
  buy: pusd,
  buyAtLeast: 2_949_700_000n,
  path: [WETH, PUSD],
  recipient: ME,
  deadline: 1_764_258_600n,
}

/** The described call as the visitor reads it (in English). */
const read = (call: DecodedContractCall, from = ME) => {
  const described: DescribedContractCall = describeContractCall(call, from, 'ETH', english)
  return {
    title: phraseText(described.title),
    sentence: phraseText(described.sentence),
    fields: described.fields.map(([label, value]) => [label, phraseText(value)]),
    notes: described.notes.map(phraseText),
    tokensUnread: described.tokensUnread,
  }
}

describe('describeContractCall', () => {
  test('default: a trade → what is paid, the least received, the route, the contract and the deadline', () => {
    expect(read(ethForPusd)).toEqual({
      title: 'Swap 1 ETH for PUSD',
      sentence: 'Swap 1 ETH for at least 2949.7 PUSD',
      fields: [
        ['Pay', '1 ETH'],
        ['Receive at least', '2949.7 PUSD'],
        ['Recipient', ME],
        ['Route', `${WETH} → ${PUSD}`],
        ['Contract', ROUTER],
        // As the visitor reads dates, in their time zone (this test's: see the next test).
        ['Valid until', formatDateTime('en', new Date('2025-11-27T15:50:00.000Z'))],
      ],
      notes: [],
      tokensUnread: false,
    })
  })

  test('parameters: the deadline is a date with its time zone named', () => {
    expect(formatDateTime('en', new Date('2025-11-27T15:50:00.000Z'), 'UTC')).toBe(
      'Nov 27, 2025, 3:50:00 PM UTC',
    )
    expect(formatDateTime('de', new Date('2025-11-27T15:50:00.000Z'), 'UTC')).toBe(
      '27.11.2025, 15:50:00 UTC',
    )
  })

  test('hostile: proceeds sent to another address → said', () => {
    expect(read({ ...ethForPusd, recipient: OTHER_ADDRESS }).notes).toEqual([
      `What is bought goes to ${OTHER_ADDRESS}, not to this account.`,
    ])
  })

  test('hostile: a deadline no date can show → said as a number, no throw', () => {
    expect(read({ ...ethForPusd, deadline: 2n ** 256n - 1n }).fields.at(-1)?.[1]).toBe(
      `${2n ** 256n - 1n} (no practical limit)`,
    )
  })

  test('behavior: an unread token → its raw amount and contract, and a note', () => {
    const described = read({ ...ethForPusd, buy: { kind: 'token', token: PUSD } })
    expect(described.sentence).toBe(
      `Swap 1 ETH for at least 2949700000 (smallest units) of ${PUSD}`,
    )
    expect(described.tokensUnread).toBe(true)
  })

  test('default: an allowance → the spender and the amount', () => {
    expect(
      read({
        kind: 'approve',
        token: PUSD,
        spender: ROUTER,
        amount: 5_000_000n,
        metadata: pusd.metadata,
      }),
    ).toEqual({
      title: 'Allow spending of 5 PUSD',
      sentence: `Allow ${ROUTER} to spend 5 PUSD`,
      fields: [
        ['Spender', ROUTER],
        ['Amount', '5 PUSD'],
        ['Token contract', PUSD],
      ],
      notes: [],
      tokensUnread: false,
    })
  })

  test('hostile: an unlimited allowance → said as unlimited, with a warning', () => {
    const described = read({
      kind: 'approve',
      token: PUSD,
      spender: ROUTER,
      amount: 2n ** 256n - 1n,
      metadata: pusd.metadata,
    })
    expect(described.title).toBe('Allow spending of unlimited PUSD')
    expect(described.notes).toEqual([
      'This lets the spender move all the PUSD this account holds, now and later, until the allowance is withdrawn.',
    ])
  })
})
