import { SEND_MESSAGES } from '../../errors/sendMessages.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SendState, SendValidation } from '../../types/send.ts'
import { isNameInput } from '../names/isNameInput.ts'
import type { SendContext } from './getSendContext.ts'
import { parseReceiver, SEND_FAMILY_NAMES } from './parseReceiver.ts'

/**
 * Where the Send form's transfer goes: the receiver as an address of the family, or (EVM) the
 * address the name typed resolved to, once its lookup is in; else undefined.
 */
export function receiverAddress(
  config: PorticoConfig,
  context: Pick<SendContext, 'namespace' | 'network'>,
  state: Pick<SendState, 'receiverAddress' | 'receiverName'>,
): string | undefined {
  const input = (state.receiverAddress ?? '').trim()
  const parsed = parseReceiver(config, context.namespace, input, context.network)
  if (parsed) return parsed
  const lookup = state.receiverName
  if (
    context.namespace === 'eip155' &&
    isNameInput(input) &&
    lookup?.status === 'resolved' &&
    lookup.name === input.toLowerCase()
  )
    return lookup.address
  return undefined
}

/** Why the receiver has no address (`receiverAddress` is undefined): the rule it breaks. */
export function receiverValidation(
  context: Pick<SendContext, 'namespace'>,
  state: Pick<SendState, 'receiverAddress' | 'receiverName'>,
): SendValidation {
  const input = (state.receiverAddress ?? '').trim()
  if (!isNameInput(input))
    return {
      code: 'INVALID_RECEIVER',
      message: SEND_MESSAGES.INVALID_RECEIVER(
        SEND_FAMILY_NAMES[context.namespace] ?? context.namespace,
      ),
    }
  if (context.namespace !== 'eip155')
    return { code: 'NAME_UNSUPPORTED', message: SEND_MESSAGES.NAME_UNSUPPORTED }
  const name = input.toLowerCase()
  const lookup = state.receiverName
  if (!lookup || lookup.name !== name || lookup.status === 'loading')
    return { code: 'NAME_RESOLVING', message: SEND_MESSAGES.NAME_RESOLVING }
  if (lookup.status === 'error' && !lookup.notFound && lookup.message)
    return { code: 'NAME_NOT_RESOLVED', message: SEND_MESSAGES.NAME_NOT_RESOLVED(lookup.message) }
  return { code: 'NAME_NOT_FOUND', message: SEND_MESSAGES.NAME_NOT_FOUND(name) }
}
