// Test helpers: the official WalletConnect clients (a sign-client dApp, a WalletKit wallet) set up
// to talk through a local relay in one Node process. Not part of the package's API.
import { memoryKeyValueStorage } from '@portico/test-utils/memoryKeyValueStorage'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import SignClient from '@walletconnect/sign-client'
import type { CoreTypes, ICore } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'

export const CHAIN = 'eip155:31337'
export const METHODS = ['personal_sign', 'eth_sendTransaction']
export const EVENTS = ['chainChanged', 'accountsChanged']
const PROJECT_ID = 'portico-local'

let peerCount = 0

function coreOptions(relayUrl: string, role: string) {
  return {
    projectId: PROJECT_ID,
    relayUrl,
    // Each client needs its own prefix, or dApp and wallet share one global Core and client id.
    customStoragePrefix: `portico-relay-test-${role}-${++peerCount}`,
    logger: 'silent',
    telemetryEnabled: false,
    // In memory, so that tests write nothing to disk and share nothing.
    storage: memoryKeyValueStorage(),
  } satisfies CoreTypes.Options
}

/** The Verify API is unreachable offline; without this stub every proposal waits for it. */
function stubVerify(core: ICore): void {
  Object.assign(core.verify, {
    register: async () => undefined,
    resolve: async () => undefined,
  })
}

/** Closes the socket and the timers that would keep the process alive. */
async function closeCore(core: ICore): Promise<void> {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

export async function createDapp(relayUrl: string) {
  const client = await SignClient.init({
    ...coreOptions(relayUrl, 'dapp'),
    metadata: {
      name: 'Portico relay test dApp',
      description: 'dApp side of the relay tests',
      url: 'http://localhost',
      icons: [],
    },
  })
  stubVerify(client.core)
  return {
    client,
    connect: () =>
      client.connect({
        optionalNamespaces: { eip155: { chains: [CHAIN], methods: METHODS, events: EVENTS } },
      }),
    close: () => closeCore(client.core),
  }
}

export async function createWallet(relayUrl: string, account: LocalAccount) {
  const core = new Core(coreOptions(relayUrl, 'wallet'))
  stubVerify(core)
  const client = await WalletKit.init({
    core,
    metadata: {
      name: 'Portico relay test wallet',
      description: 'wallet side of the relay tests',
      url: 'http://localhost',
      icons: [],
    },
  })
  const approve = (proposal: WalletKitTypes.SessionProposal) =>
    client.approveSession({
      id: proposal.id,
      namespaces: buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains: [CHAIN],
            methods: METHODS,
            events: EVENTS,
            accounts: [`${CHAIN}:${account.address}`],
          },
        },
      }),
    })
  return { client, approve, close: () => closeCore(core) }
}
