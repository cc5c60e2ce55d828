import { describe, expect, it } from 'vitest'
import { readApproveCall } from './readApproveCall.ts'

// Calldata encoded with viem's encodeFunctionData from ERC-20's and the Uniswap V2 router's
// signatures (the selectors are theirs: 0x095ea7b3, 0x7ff36ab5).
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'

const ETH_FOR_TOKENS =
  '0x7ff36ab500000000000000000000000000000000000000000000000000000000afd0e2c90000000000000000000000000000000000000000000000000000000000000080000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb9226600000000000000000000000000000000000000000000000000000000692873280000000000000000000000000000000000000000000000000000000000000002000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc20000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3'
const APPROVE =
  '0x095ea7b30000000000000000000000009fe46736679d2d9a65f0992f2272de9f3c7fa6e0000000000000000000000000000000000000000000000000000000000016e360'

describe('readApproveCall', () => {
  it('default: the spender and the amount', () => {
    expect(readApproveCall(APPROVE)).toEqual({ spender: ROUTER, amount: 1500000n })
  })

  it('behavior: another call or trailing bytes are not read', () => {
    expect(readApproveCall(ETH_FOR_TOKENS)).toBeUndefined()
    expect(readApproveCall(`${APPROVE}${'0'.repeat(64)}`)).toBeUndefined()
    expect(readApproveCall(APPROVE.replace('095ea7b3', 'a9059cbb'))).toBeUndefined()
    expect(readApproveCall(APPROVE.slice(0, -2))).toBeUndefined()
    // Dirty high bits in the spender's word.
    expect(
      readApproveCall(
        APPROVE.replace(
          `${'0'.repeat(24)}${ROUTER.slice(2)}`,
          `01${'0'.repeat(22)}${ROUTER.slice(2)}`,
        ),
      ),
    ).toBeUndefined()
  })
})
