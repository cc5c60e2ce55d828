import { PorticoError, type PorticoErrorOptions } from './base.ts'

// The errors \`pay\` itself throws before anything loads; the rest of Pay's errors are in
// pay.ts, which loads with the payment's code (a module is bundled whole, in one chunk).

/** `pay` was called while the pay feature is off (spec §9: off by default). */
export class PayDisabledError extends PorticoError {
  override name = 'PayDisabledError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Pay is not enabled', {
      details: 'Turn it on with createConfig({ features: { pay: true } })',
      ...options,
    })
  }
}
export type PayDisabledErrorType = PayDisabledError & { name: 'PayDisabledError' }

/** `pay` was called while another payment is open, or a method chosen twice: never paid twice. */
export class PayInProgressError extends PorticoError {
  override name = 'PayInProgressError'
  constructor(options: PorticoErrorOptions = {}) {
    super('A payment is already in progress', options)
  }
}
export type PayInProgressErrorType = PayInProgressError & { name: 'PayInProgressError' }
