import { describe, expect, it } from 'vitest'
import { readRawId } from './readRawId.ts'

describe('readRawId', () => {
  it('default: a number beyond 2^53, as sent', () => {
    const text = '{"id":1757000000000000123456,"jsonrpc":"2.0","method":"irn_subscribe"}'
    expect(readRawId(text)).toBe('1757000000000000123456')
    expect(JSON.parse(text).id).not.toBe(1757000000000000123456n)
  })

  it('behavior: strings, null, whitespace, and id after other members', () => {
    expect(readRawId('{"method":"m","id":"a\\"b"}')).toBe('"a\\"b"')
    expect(readRawId('{ "id" : null }')).toBe('null')
    expect(readRawId('{"jsonrpc":"2.0", "id" :\n -12.5e3}')).toBe('-12.5e3')
  })

  it('behavior: ignores nested ids, ids as values, and keys that merely end in id', () => {
    const text = '{"params":{"id":1,"data":["id",{"id":2}]},"note":"id","subid":3,"id":4}'
    expect(readRawId(text)).toBe('4')
    expect(readRawId('{"params":{"id":1}}')).toBeUndefined()
    expect(readRawId('{"id":{"x":1}}')).toBeUndefined()
    expect(readRawId('[{"id":1}]')).toBeUndefined()
  })

  it('behavior: the last id wins, as in JSON.parse', () => {
    expect(readRawId('{"id":1,"id":2}')).toBe('2')
  })
})
