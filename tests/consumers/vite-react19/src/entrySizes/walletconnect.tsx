import { walletConnectAdapter } from '@portico/walletconnect'
import { mount } from './mount.tsx'

mount([
  walletConnectAdapter({
    projectId: 'entry-sizes',
    relayUrl: 'wss://relay.example.org',
    metadata: { name: 'Entry sizes', description: '', url: 'https://example.org', icons: [] },
  }),
])
