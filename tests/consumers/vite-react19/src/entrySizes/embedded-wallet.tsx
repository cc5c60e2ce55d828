import { embeddedWallet } from '@portico/embedded-wallet'
import { mount } from './mount.tsx'

mount([embeddedWallet({ secureSiteUrl: 'https://wallet.example.org', projectId: 'entry-sizes' })])
