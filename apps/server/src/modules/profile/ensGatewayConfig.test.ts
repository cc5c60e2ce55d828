import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '../../config.ts'
import { ConfigError } from '../../errors/ConfigError.ts'

const KEY = `0x${'ab'.repeat(32)}`
const PROJECTS = [{ id: 'p1', name: 'Project' }]

function parse(ensGateway: unknown) {
  return parseServerConfig({ projects: PROJECTS, ensGateway }, 'config')
}

describe('ensGateway config', () => {
  it('default: absent, the gateway is off', () => {
    expect(parseServerConfig({ projects: PROJECTS }).ensGateway).toBeUndefined()
  })

  it('default: answers live 300 s', () => {
    expect(parse({ signerPrivateKey: KEY, zones: ['portico.id'] }).ensGateway).toEqual({
      signerPrivateKey: KEY,
      ttlSeconds: 300,
      zones: ['portico.id'],
    })
  })

  it('parameters: a key in capitals is kept in lower case', () => {
    const config = parse({ signerPrivateKey: `0x${'AB'.repeat(32)}`, zones: ['portico.id'] })
    expect(config.ensGateway?.signerPrivateKey).toBe(KEY)
  })

  it.each([
    ['a short key', { signerPrivateKey: '0x1234', zones: ['portico.id'] }, 'signerPrivateKey'],
    ['a zero key', { signerPrivateKey: `0x${'00'.repeat(32)}`, zones: ['a.b'] }, 'secp256k1'],
    ['no zones', { signerPrivateKey: KEY, zones: [] }, 'zones: must list at least one zone'],
    ['a one-label zone', { signerPrivateKey: KEY, zones: ['eth'] }, 'two or more labels'],
    ['a zone in capitals', { signerPrivateKey: KEY, zones: ['Portico.id'] }, 'lower-case'],
    ['a reverse zone', { signerPrivateKey: KEY, zones: ['addr.reverse'] }, 'under reverse'],
    ['a ttl of 0', { signerPrivateKey: KEY, zones: ['a.b'], ttlSeconds: 0 }, 'from 10 to 86400'],
    ['an unknown key', { signerPrivateKey: KEY, zones: ['a.b'], url: 'x' }, 'ensGateway'],
  ])('behavior: %s is a ConfigError naming the field', (_, ensGateway, message) => {
    expect(() => parse(ensGateway)).toThrow(ConfigError)
    expect(() => parse(ensGateway)).toThrow(message)
  })
})
