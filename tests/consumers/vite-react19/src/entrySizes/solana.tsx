import { solanaAdapter } from '@portico/solana'
import { mount } from './mount.tsx'

mount([solanaAdapter()])
