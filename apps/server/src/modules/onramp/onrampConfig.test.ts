import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '../../config.ts'

const base = { projects: [{ id: 'p', name: 'P' }] }
const sandbox = {
  kind: 'sandbox',
  id: 'sandbox',
  name: 'Portico Sandbox',
  url: 'http://127.0.0.1:8792',
}

describe('config: onramp and pay', () => {
  it('default: absent, no provider and no exchange; the timeout defaults to 5 s', () => {
    const config = parseServerConfig(base)
    expect(config.onramp).toEqual({ providers: [], requestTimeoutMs: 5000 })
    expect(config.pay).toEqual({ exchanges: [], requestTimeoutMs: 5000 })
  })

  it('parameters: a sandbox provider and exchange', () => {
    const config = parseServerConfig({
      ...base,
      onramp: { providers: [sandbox], requestTimeoutMs: 2000 },
      pay: { exchanges: [{ ...sandbox, id: 'sandbox-exchange', name: 'Sandbox Exchange' }] },
    })
    expect(config.onramp.providers).toEqual([sandbox])
    expect(config.pay.exchanges[0]?.id).toBe('sandbox-exchange')
  })

  it.each([
    [
      { onramp: { providers: [{ ...sandbox, kind: 'moonpay' }] } },
      /onramp\.providers\[0\]\.kind: must be a provider with a known kind: 'sandbox'/,
    ],
    [
      { onramp: { providers: [{ ...sandbox, url: 'http://sandbox.example' }] } },
      /onramp\.providers\[0\]\.url: must be https/,
    ],
    [
      { onramp: { providers: [sandbox, sandbox] } },
      /onramp\.providers\[1\]\.id: duplicate id 'sandbox'/,
    ],
    [
      { onramp: { providers: [{ ...sandbox, id: 'Sand Box' }] } },
      /onramp\.providers\[0\]\.id: must be 1 to 40/,
    ],
    [{ pay: { exchanges: [sandbox, sandbox] } }, /pay\.exchanges\[1\]\.id: duplicate id 'sandbox'/],
  ])('behavior: %o is refused, naming the field', (input, message) => {
    expect(() => parseServerConfig({ ...base, ...input })).toThrow(message)
  })
})
