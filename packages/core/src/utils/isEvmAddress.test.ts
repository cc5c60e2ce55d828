import { expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.ts'

it.each([
  ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
  ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
  ['0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', true],
  ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', false],
  ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666', false],
  ['0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
  ['0Xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
  ['', false],
  [42, false],
  [undefined, false],
])('isEvmAddress(%j) is %s', (value, expected) => {
  expect(isEvmAddress(value)).toBe(expected)
})
