import { InvalidOptionError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { secureSiteOrigin } from './secureSiteOrigin.ts'

describe('secureSiteOrigin', () => {
  it('default: the origin of an http(s) URL, path dropped', () => {
    expect(secureSiteOrigin('http://127.0.0.1:5180/wallet?x=1')).toBe('http://127.0.0.1:5180')
    expect(secureSiteOrigin('https://wallet.example')).toBe('https://wallet.example')
  })

  it.each(['', 'wallet.example', 'javascript:alert(1)', 'data:text/html,hi', 'file:///etc'])(
    'parameters: %j is an InvalidOptionError for secureSiteUrl',
    (value) => {
      expect(() => secureSiteOrigin(value)).toThrow(InvalidOptionError)
      expect(() => secureSiteOrigin(value)).toThrow('Invalid option: secureSiteUrl')
    },
  )
})
