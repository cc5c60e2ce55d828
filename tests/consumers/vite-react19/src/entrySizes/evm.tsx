import { evmAdapter } from '@portico/evm'
import { mount } from './mount.tsx'

mount([evmAdapter()])
