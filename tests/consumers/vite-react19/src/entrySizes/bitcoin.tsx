import { bitcoinAdapter } from '@portico/bitcoin'
import { mount } from './mount.tsx'

mount([bitcoinAdapter()])
