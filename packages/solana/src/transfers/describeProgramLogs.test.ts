import { describe, expect, it } from 'vitest'
import { describeProgramLogs } from './describeProgramLogs.ts'

describe('describeProgramLogs', () => {
  it('default: the system program’s words for too little SOL', () => {
    expect(
      describeProgramLogs([
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 10, need 20',
        'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
      ]),
    ).toBe(
      'Transfer: insufficient lamports 10, need 20; Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    )
  })

  it('behavior: at most the last two lines, each cut to 160 characters', () => {
    const long = `Program log: Error: ${'x'.repeat(300)}`
    const described = describeProgramLogs([
      'Program log: Error: first',
      'Program log: Error: second',
      long,
    ])
    expect(described.startsWith('Program log: Error: second; Program log: Error: x')).toBe(true)
    expect(described.endsWith('…')).toBe(true)
    expect(described.length).toBeLessThan(200)
  })

  it('behavior: nothing about an error → empty', () => {
    expect(describeProgramLogs([])).toBe('')
    expect(
      describeProgramLogs([
        'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
        'Program log: Instruction: TransferChecked',
        'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success',
      ]),
    ).toBe('')
  })
})
