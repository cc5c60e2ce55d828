import { showAlert } from '../../actions/showAlert.ts'
import { ALERTS } from '../../alerts/alertCatalogue.ts'
import { PayRequestError } from '../../errors/pay.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { PayParameters, PayRequest } from '../../types/pay.ts'
import { getAddressChecks } from '../connection/getAddressChecks.ts'

/** A positive decimal in whole tokens: digits, an optional fraction, nothing else. */
const DECIMAL = /^\d{1,60}(\.\d{1,60})?$/

/**
 * The payment a dApp asked for, checked field by field before anything opens: the network is
 * one of the dApp's EVM networks (CAIP-2; one it does not list also shows the 'Network Not Found'
 * alert), the recipient an EVM address and the asset a contract address or 'native', each
 * written as the eip155 adapter's checks hand it back (0x included; no checks: neither is one),
 * the amount a positive decimal string. The first field that is wrong is
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
  const checks = getAddressChecks(config, 'eip155')
  // As written: a 0x the checks would add is the dApp's to write.
  const address = (value: unknown) =>
    typeof value === 'string' && checks?.parseAddress(value, network) === value ? value : undefined
  const to = address(recipient)
  if (!to) throw new PayRequestError('recipient', `${describe(recipient)} is not an EVM address`)
  const token = asset === 'native' ? asset : address(asset)
  if (!token)
    throw new PayRequestError('asset', `${describe(asset)} is neither a token address nor 'native'`)
  if (typeof amount !== 'string' || !DECIMAL.test(amount))
    throw new PayRequestError(
      'amount',
      `${describe(amount)} is not a decimal amount such as '5' or '12.5'`,
    )
  if (!/[1-9]/.test(amount)) throw new PayRequestError('amount', 'the amount must be more than 0')
  return { recipient: to, amount, asset: token === 'native' ? token : token.toLowerCase(), network }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 80 ? `${value.slice(0, 80)}…` : value}'`
  return value === undefined ? 'Nothing' : typeof value
}
