import { describe, expect, it } from 'vitest'
import { parseEmail, parseOtp } from './parseEmail.ts'

describe('parseEmail', () => {
  it('default: a valid address comes back trimmed', () => {
    expect(parseEmail('  ada@example.com\n')).toBe('ada@example.com')
  })

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
  ])("behavior: %s → 'Required' (spec §8's default for an empty field)", (_case, email) => {
    expect(() => parseEmail(email)).toThrow(
      expect.objectContaining({ name: 'RequiredFieldError', message: 'Required', field: 'email' }),
    )
  })

  it.each([
    ['no domain', 'ada@'],
    ['no @', 'ada.example.com'],
    ['a space inside', 'ada lovelace@example.com'],
    ['over 254 characters', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`],
  ])("behavior: %s → 'Invalid email address'", (_case, email) => {
    expect(() => parseEmail(email)).toThrow(
      expect.objectContaining({ name: 'InvalidEmailError', message: 'Invalid email address' }),
    )
  })
})

describe('parseOtp', () => {
  it('default: the code comes back trimmed, of any length up to 64', () => {
    expect(parseOtp(' 123456 ')).toBe('123456')
    expect(parseOtp('A1')).toBe('A1')
    expect(parseOtp('9'.repeat(64))).toBe('9'.repeat(64))
  })

  it.each([
    ['empty', ''],
    ['blank', '  '],
  ])("behavior: %s → 'Required'", (_case, otp) => {
    expect(() => parseOtp(otp)).toThrow(
      expect.objectContaining({ name: 'RequiredFieldError', message: 'Required', field: 'otp' }),
    )
  })

  it("behavior: over 64 characters → 'Invalid input' (spec §8's default)", () => {
    expect(() => parseOtp('1'.repeat(65))).toThrow(
      expect.objectContaining({ name: 'InvalidOtpError', message: 'Invalid input' }),
    )
  })
})
