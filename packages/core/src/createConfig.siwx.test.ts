import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { memorySiwx } from '@portico/test-utils/memorySiwx'
import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from './errors/config.ts'

describe('createConfig: siwx', () => {
  it('default: a SiwxConfig with its five methods is kept as given', () => {
    const siwx = memorySiwx()
    expect(createTestConfig({ siwx }).options.siwx).toBe(siwx)
  })

  it.each(['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const)(
    'behavior: without %s → InvalidOptionError naming it',
    (method) => {
      const { [method]: _left, ...rest } = memorySiwx()
      const error = (() => {
        try {
          createTestConfig({ siwx: rest as never })
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(InvalidOptionError)
      expect((error as InvalidOptionError).message).toBe(`Invalid option: siwx.${method}`)
    },
  )

  it('behavior: signOutOnDisconnect of the wrong type → InvalidOptionError', () => {
    expect(() =>
      createTestConfig({ siwx: { ...memorySiwx(), signOutOnDisconnect: 'no' as never } }),
    ).toThrow('Invalid option: siwx.signOutOnDisconnect')
  })
})
