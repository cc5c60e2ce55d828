// Type-checked only (the page does not load it): @portico/wagmi's declarations against the
// @wagmi/core and viem this dApp installs.
import * as porticoWagmi from '@portico/wagmi'

export const porticoWagmiExports: readonly string[] = Object.keys(porticoWagmi)
