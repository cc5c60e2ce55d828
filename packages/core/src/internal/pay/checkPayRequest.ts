import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { PayRequestError } from '../../errors/pay.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayParameters, PayRequest } from '../../types/pay.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** A positive decimal in whole tokens: digits, an optional fraction, nothing else. */
const DECIMAL = /^\d{1,60}(\.\d{1,60})?$/

/**
 * The payment a dApp asked for, checked field by field before anything opens: the network is
 * one of the dApp's EVM networks (CAIP-2; one it does not list also shows the 'Network Not Found'
 * alert), the recipient a 0x address, the asset a 0x contract
 * address or 'native', the amount a positive decimal string. The first field that is wrong is
 * a `PayRequestError` naming it. (Whether the amount has more decimals than the token is known
 * once the token is read, in the Pay view.)
 */
export function checkPayRequest(config: PorticoConfig, parameters: PayParameters): PayRequest {
  const {
    recipient,
    amount,
    asset,
    network: caipNetworkId,
  } = (parameters ?? {}) as Partial<Record<keyof PayParameters, unknown>>
  if (typeof caipNetworkId !== 'string' || caipNetworkId === '')
    throw new PayRequestError('network', 'a CAIP-2 network id is required, e.g. eip155:1')
  const network = config.options.networks.find(
    (candidate) => candidate.caipNetworkId === caipNetworkId,
  )
  if (!network) {
    // The visitor asked to pay and nothing opens: the alert says why (spec §8).
    showAlert(config, ALERTS.NETWORK_NOT_FOUND)
    throw new PayRequestError('network', `${caipNetworkId} is not one of the dApp's networks`)
  }
  if (network.chainNamespace !== 'eip155')
    throw new PayRequestError(
      'network',
      `${caipNetworkId} is not supported: Pay is for EVM networks`,
    )
  if (typeof recipient !== 'string' || !EVM_ADDRESS.test(recipient))
    throw new PayRequestError('recipient', `${describe(recipient)} is not an EVM address`)
  if (typeof asset !== 'string' || (asset !== 'native' && !EVM_ADDRESS.test(asset)))
    throw new PayRequestError('asset', `${describe(asset)} is neither a token address nor 'native'`)
  if (typeof amount !== 'string' || !DECIMAL.test(amount))
    throw new PayRequestError(
      'amount',
      `${describe(amount)} is not a decimal amount such as '5' or '12.5'`,
    )
  if (!/[1-9]/.test(amount)) throw new PayRequestError('amount', 'the amount must be more than 0')
  return { recipient, amount, asset: asset === 'native' ? asset : asset.toLowerCase(), network }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 80 ? `${value.slice(0, 80)}…` : value}'`
  return value === undefined ? 'Nothing' : typeof value
}
