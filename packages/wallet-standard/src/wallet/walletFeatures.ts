import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectMethod,
  StandardDisconnectMethod,
  StandardEventsOnMethod,
} from '@wallet-standard/features'

/** The chain-neutral `standard:` features both adapters use, with the method each must have. */
export interface StandardFeatureMethods {
  'standard:connect': { connect: StandardConnectMethod }
  'standard:disconnect': { disconnect: StandardDisconnectMethod }
  'standard:events': { on: StandardEventsOnMethod }
}

/** For each feature name of `Methods`, the name of the method the feature must have. */
export type FeatureMethodNames<Methods> = { [K in keyof Methods]: keyof Methods[K] & string }

/**
 * The method names of the `standard:` features, to spread into a family's own table.
 *
 * @example
 * createGetWalletFeature<MyFeatures>({ ...STANDARD_FEATURE_METHOD_NAMES, 'solana:signMessage': 'signMessage' })
 */
export const STANDARD_FEATURE_METHOD_NAMES: FeatureMethodNames<StandardFeatureMethods> = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
}

/**
 * The wallet's feature `name` when it is an object whose `method` is a function, else undefined.
 * Never throws, even for hostile wallet objects (throwing getters, revoked proxies).
 *
 * @example
 * readWalletFeature(wallet, 'bitcoin:connect', 'connect') // the feature, or undefined
 */
export function readWalletFeature(wallet: Wallet, name: string, method: string): unknown {
  try {
    const feature: unknown = wallet.features[name as `${string}:${string}`]
    if (typeof feature !== 'object' || feature === null) return undefined
    return typeof (feature as Record<string, unknown>)[method] === 'function' ? feature : undefined
  } catch {
    return undefined
  }
}

/**
 * Builds a family's typed feature lookup from its table of method names: the returned function
 * gives the wallet's implementation of a feature, or undefined when the wallet lacks it or its
 * method is not a function.
 *
 * @example
 * const getWalletFeature = createGetWalletFeature<StandardFeatureMethods>(STANDARD_FEATURE_METHOD_NAMES)
 * const connect = getWalletFeature(wallet, 'standard:connect')
 * if (connect) await connect.connect({ silent: true })
 */
export function createGetWalletFeature<Methods>(methodNames: FeatureMethodNames<Methods>) {
  return <K extends keyof Methods & string>(wallet: Wallet, name: K): Methods[K] | undefined =>
    readWalletFeature(wallet, name, methodNames[name]) as Methods[K] | undefined
}
