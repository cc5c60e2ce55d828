import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['Postgres shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['Postgres starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', new Error('Failed query', { cause: withCode('08006') })],
    ['refused on both addresses', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
    ['SQLite busy', withCode('SQLITE_BUSY', 'database is locked')],
  ])('behavior: %s → unavailable', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('default: %s → not unavailable (a 500)', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
