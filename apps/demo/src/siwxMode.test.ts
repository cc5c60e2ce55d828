import { describe, expect, it } from 'vitest'
import { readSiwxMode } from './siwxMode.ts'

describe('readSiwxMode', () => {
  it.each([
    ['?siwx=optional', 'optional'],
    ['?siwx=required&portico-api=http://127.0.0.1:1', 'required'],
    ['', undefined],
    ['?siwx=', undefined],
    ['?siwx=REQUIRED', undefined],
    ['?siwx=yes', undefined],
  ])('%s → %s', (search, mode) => {
    expect(readSiwxMode(search)).toBe(mode)
  })
})
