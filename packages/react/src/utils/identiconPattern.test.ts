import { describe, expect, it } from 'vitest'
import { identiconPattern } from './identiconPattern.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('identiconPattern', () => {
  it('default: 25 cells and three colours', () => {
    const pattern = identiconPattern(address)
    expect(pattern.cells).toHaveLength(25)
    expect(pattern.colors).toHaveLength(3)
  })

  it('behavior: the same address always gives the same pattern', () => {
    expect(identiconPattern(address)).toEqual(identiconPattern(address))
  })

  it('behavior: letter case does not change the pattern', () => {
    expect(identiconPattern(address.toLowerCase())).toEqual(identiconPattern(address))
  })

  it('behavior: different addresses give different patterns', () => {
    const other = identiconPattern('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(other).not.toEqual(identiconPattern(address))
  })

  it('behavior: each row is mirrored left to right', () => {
    const { cells } = identiconPattern(address)
    for (let row = 0; row < 5; row++) {
      const line = cells.slice(row * 5, row * 5 + 5)
      expect(line).toEqual([...line].reverse())
    }
  })
})
