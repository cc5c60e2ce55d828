import type { PorticoConfig } from '@portico/core'
import { createContext } from 'react'

/** Carries the config from `<PorticoProvider>` to hooks, the button and the modal. */
export const PorticoContext = createContext<PorticoConfig | undefined>(undefined)
PorticoContext.displayName = 'PorticoContext'
