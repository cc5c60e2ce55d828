import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.ts'
import type { NamespaceConnection } from '../types/state.ts'
import { readAccountType } from './readAccountType.ts'

const embedded: Connector = { id: 'embedded-wallet', name: 'Email', type: 'AUTH', chain: 'eip155' }
const solanaAddress = 'D62QUpkmu8kf9UUrem5BZv9o7aSXNoEtoahpnKfj9VNk'

function connected(
  namespace: 'eip155' | 'solana',
  address: string,
  connectorId = embedded.id,
): NamespaceConnection {
  return {
    status: 'connected',
    connectorId,
    connection: {
      connectorId,
      accounts: [{ address, namespace, type: 'eoa' }],
      chainId: namespace === 'eip155' ? 31337 : '3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
      auth: { preferredAccountType: 'eoa' },
    },
  } as NamespaceConnection
}

describe('readAccountType', () => {
  it("default: the embedded wallet's EVM account can switch type", () => {
    const info = readAccountType({
      connection: connected('eip155', '0x00000000000000000000000000000000000000a1'),
      account: undefined,
      connectors: [embedded],
    })
    expect(info).toMatchObject({ type: 'eoa', switchable: true })
  })

  it("behavior: the embedded wallet's Solana account is an EOA, with no switch (spec §6)", () => {
    const info = readAccountType({
      connection: connected('solana', solanaAddress),
      account: undefined,
      connectors: [embedded],
    })
    expect(info).toMatchObject({ type: 'eoa', preferredAccountType: 'eoa', switchable: false })
  })

  it("behavior: another wallet's account never switches", () => {
    const info = readAccountType({
      connection: connected('eip155', '0x00000000000000000000000000000000000000a1', 'injected'),
      account: undefined,
      connectors: [embedded],
    })
    expect(info.switchable).toBe(false)
  })
})
