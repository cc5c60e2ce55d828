// Type-level tests of the actions' error types: run by `tsc` (the checks are types; at run time
// `expectTypeOf` does nothing).
import { describe, expectTypeOf, it } from 'vitest'
import type { InvalidEmailErrorType } from '../errors/auth.ts'
import type { AdapterErrorType, PorticoError } from '../errors/base.ts'
import type { InvalidOptionErrorType } from '../errors/config.ts'
import type {
  ChainNotSupportedErrorType,
  ConnectionRejectedErrorType,
  ConnectorNotFoundErrorType,
  DisconnectChainsErrorType,
  InvalidWalletResponseErrorType,
  ModalClosedErrorType,
  NetworkNotFoundErrorType,
  NotConnectedErrorType,
  RequestedChainsNotSupportedErrorType,
  UnsupportedNamespaceErrorType,
  UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import type { PayFailedErrorType, PayInProgressErrorType } from '../errors/pay.ts'
import type { SiwxSignErrorType } from '../errors/siwx.ts'
import type { WalletCodeErrorType, WalletRequestPendingErrorType } from '../errors/wallet.ts'
import type { ConnectErrorType } from './connect.ts'
import type { ConnectEmailErrorType } from './connectEmail.ts'
import type { DisconnectErrorType } from './disconnect.ts'
import type { DisconnectAllErrorType } from './disconnectAll.ts'
import type { LoadPayTokenErrorType } from './loadPayToken.ts'
import type { PayWithWalletErrorType } from './payWithWallet.ts'
import type { SendTransactionErrorType } from './sendTransaction.ts'
import type { SignMessageErrorType } from './signMessage.ts'
import type { SignSiwxMessageErrorType } from './signSiwxMessage.ts'
import type { SwitchNetworkErrorType } from './switchNetwork.ts'

type Named<union, name extends string> = Extract<union, { name: name }>

describe('ConnectErrorType', () => {
  it('is the union of the classes connect throws', () => {
    expectTypeOf<ConnectErrorType>().toEqualTypeOf<
      | UnsupportedNamespaceErrorType
      | ConnectionRejectedErrorType
      | WalletCodeErrorType
      | ConnectorNotFoundErrorType
      | InvalidWalletResponseErrorType
      | RequestedChainsNotSupportedErrorType
      | ModalClosedErrorType
      | AdapterErrorType
    >()
    expectTypeOf<ConnectErrorType>().toExtend<PorticoError>()
  })

  it('narrows by name: a refusal while connecting is ConnectionRejectedError, never the request one', () => {
    expectTypeOf<
      Named<ConnectErrorType, 'ConnectionRejectedError'>
    >().toEqualTypeOf<ConnectionRejectedErrorType>()
    expectTypeOf<
      Named<ConnectErrorType, 'WalletRequestPendingError'>
    >().toEqualTypeOf<WalletRequestPendingErrorType>()
    expectTypeOf<Named<ConnectErrorType, 'UserRejectedRequestError'>>().toBeNever()
  })
})

describe('SignMessageErrorType', () => {
  it('narrows by name to the classes signMessage throws', () => {
    expectTypeOf<
      Named<SignMessageErrorType, 'NotConnectedError'>
    >().toEqualTypeOf<NotConnectedErrorType>()
    expectTypeOf<
      Named<SignMessageErrorType, 'UserRejectedRequestError'>
    >().toEqualTypeOf<UserRejectedRequestErrorType>()
    expectTypeOf<Named<SignMessageErrorType, 'ConnectionRejectedError'>>().toBeNever()
    expectTypeOf<Named<SignMessageErrorType, 'ChainNotSupportedError'>>().toBeNever()
  })
})

describe('SwitchNetworkErrorType', () => {
  it('names the dApp-side and the wallet-side failures', () => {
    expectTypeOf<
      Named<SwitchNetworkErrorType, 'NetworkNotFoundError'>
    >().toEqualTypeOf<NetworkNotFoundErrorType>()
    expectTypeOf<
      Named<SwitchNetworkErrorType, 'ChainNotSupportedError'>
    >().toEqualTypeOf<ChainNotSupportedErrorType>()
    expectTypeOf<Named<SwitchNetworkErrorType, 'NotConnectedError'>>().toBeNever()
  })
})

describe('exact error types (no adapter error passes through)', () => {
  it('DisconnectErrorType: only a namespace without an adapter', () => {
    expectTypeOf<DisconnectErrorType>().toEqualTypeOf<UnsupportedNamespaceErrorType>()
    expectTypeOf<ConnectionRejectedErrorType>().not.toExtend<DisconnectErrorType>()
  })

  it("DisconnectAllErrorType: only the wallets that did not let go ('Failed to disconnect chains')", () => {
    expectTypeOf<DisconnectAllErrorType>().toEqualTypeOf<DisconnectChainsErrorType>()
  })

  it('SignSiwxMessageErrorType: the sign-in failure or no account', () => {
    expectTypeOf<SignSiwxMessageErrorType>().toEqualTypeOf<
      SiwxSignErrorType | NotConnectedErrorType
    >()
    const explain = (error: SignSiwxMessageErrorType) => {
      if (error.name === 'SiwxSignError')
        return expectTypeOf(error).toEqualTypeOf<SiwxSignErrorType>()
      return expectTypeOf(error).toEqualTypeOf<NotConnectedErrorType>()
    }
    expectTypeOf(explain).toBeFunction()
  })
})

describe('the e-mail, transaction and pay actions (issue #31)', () => {
  it('SendTransactionErrorType narrows by name to what sendTransaction throws', () => {
    expectTypeOf<
      Named<SendTransactionErrorType, 'NotConnectedError'>
    >().toEqualTypeOf<NotConnectedErrorType>()
    expectTypeOf<
      Named<SendTransactionErrorType, 'InvalidOptionError'>
    >().toEqualTypeOf<InvalidOptionErrorType>()
    expectTypeOf<Named<SendTransactionErrorType, 'ConnectionRejectedError'>>().toBeNever()
  })

  it('ConnectEmailErrorType: the address, the wallet, and connecting a known session', () => {
    expectTypeOf<
      Named<ConnectEmailErrorType, 'InvalidEmailError'>
    >().toEqualTypeOf<InvalidEmailErrorType>()
    expectTypeOf<
      Named<ConnectEmailErrorType, 'ConnectionRejectedError'>
    >().toEqualTypeOf<ConnectionRejectedErrorType>()
  })

  it('PayWithWalletErrorType: only what it throws before the payment runs', () => {
    expectTypeOf<PayWithWalletErrorType>().toEqualTypeOf<
      PayInProgressErrorType | PayFailedErrorType
    >()
    expectTypeOf<LoadPayTokenErrorType>().toBeNever()
  })
})
