import { describe, expect, it } from 'vitest'
import { throttleLog } from './throttleLog.ts'

describe('throttleLog', () => {
  it('default: each message at most once per interval, others apart', () => {
    let time = 0
    const logged: string[] = []
    const log = throttleLog(
      (message) => logged.push(message),
      10_000,
      () => time,
    )
    log('Redis away', undefined)
    log('Redis away', undefined)
    log('cache miss', undefined)
    time += 9999
    log('Redis away', undefined)
    time += 1
    log('Redis away', undefined)
    expect(logged).toEqual(['Redis away', 'cache miss', 'Redis away'])
  })
})
