import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import type { DecodedContractCall } from './decodeContractCall.ts'
import {
  describeContractCall,
  otherRecipientNote,
  UNREAD_TOKENS_NOTE,
  unlimitedAllowanceNote,
} from './describeContractCall.ts'

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

describe('describeContractCall', () => {
  test('default: a trade → what is paid, the least received, the route, the contract and the deadline', () => {
    expect(describeContractCall(ethForPusd, ME, 'ETH')).toEqual({
      title: 'Swap 1 ETH for PUSD',
      sentence: 'Swap 1 ETH for at least 2949.7 PUSD',
      fields: [
        ['Pay', '1 ETH'],
        ['Receive at least', '2949.7 PUSD'],
        ['Recipient', ME],
        ['Route', `${WETH} → ${PUSD}`],
        ['Contract', ROUTER],
        ['Valid until', '2025-11-27T15:50:00.000Z'],
      ],
      notes: [],
    })
  })

  test('hostile: proceeds sent to another address → said', () => {
    const described = describeContractCall({ ...ethForPusd, recipient: OTHER_ADDRESS }, ME, 'ETH')
    expect(described.notes).toEqual([otherRecipientNote(OTHER_ADDRESS)])
  })

  test('hostile: a deadline no date can show → said as a number, no throw', () => {
    const described = describeContractCall({ ...ethForPusd, deadline: 2n ** 256n - 1n }, ME, 'ETH')
    expect(described.fields.at(-1)?.[1]).toMatch(/no practical limit/)
  })

  test('behavior: an unread token → its raw amount and contract, and a note', () => {
    const described = describeContractCall(
      { ...ethForPusd, buy: { kind: 'token', token: PUSD } },
      ME,
      'ETH',
    )
    expect(described.sentence).toBe(
      `Swap 1 ETH for at least 2949700000 (smallest units) of ${PUSD}`,
    )
    expect(described.notes).toEqual([UNREAD_TOKENS_NOTE])
  })

  test('default: an allowance → the spender and the amount', () => {
    expect(
      describeContractCall(
        {
          kind: 'approve',
          token: PUSD,
          spender: ROUTER,
          amount: 5_000_000n,
          metadata: pusd.metadata,
        },
        ME,
        'ETH',
      ),
    ).toEqual({
      title: 'Allow spending of 5 PUSD',
      sentence: `Allow ${ROUTER} to spend 5 PUSD`,
      fields: [
        ['Spender', ROUTER],
        ['Amount', '5 PUSD'],
        ['Token contract', PUSD],
      ],
      notes: [],
    })
  })

  test('hostile: an unlimited allowance → said as unlimited, with a warning', () => {
    const described = describeContractCall(
      {
        kind: 'approve',
        token: PUSD,
        spender: ROUTER,
        amount: 2n ** 256n - 1n,
        metadata: pusd.metadata,
      },
      ME,
      'ETH',
    )
    expect(described.title).toBe('Allow spending of unlimited PUSD')
    expect(described.notes).toEqual([unlimitedAllowanceNote('PUSD')])
  })
})
