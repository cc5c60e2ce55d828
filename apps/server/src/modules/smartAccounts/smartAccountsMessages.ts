/** The refusals of module `smartAccounts` (JSON-RPC error messages; the kit shows them). */
export const SMART_ACCOUNTS_UNAVAILABLE = 'Smart accounts are not available on this network'
export const GAS_SPONSORSHIP_OFF = 'Gas sponsorship is off for this project'
export const GAS_SPONSORSHIP_LIMIT_REACHED = 'Gas sponsorship limit reached for this project'
export const GAS_SPONSORSHIP_UNAVAILABLE = 'Gas sponsorship is not available on this network'
export const GAS_SPONSORSHIP_FOREIGN_ACCOUNT =
  "Gas sponsorship covers only the accounts of this network's account factory"
export const BUNDLER_UNAVAILABLE = 'The bundler could not be reached'
