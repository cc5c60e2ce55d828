// The window-message protocol between the kit and the secure site (spec §7): one definition of
// every message, shared by both sides.
export {
  APP_EVENT_TYPES,
  APP_EVENTS,
  type AppEventType,
  type AppMessage,
  type AppRequestInput,
  type AppRequestPayload,
  type AppResponsePayload,
  isAppEventType,
  rpcRequestSchema,
} from './appEvents.ts'
export {
  addressSchema,
  chainIdSchema,
  chainNamespaceSchema,
  type EmbeddedUser,
  emailSchema,
  embeddedAccountTypeSchema,
  embeddedUserSchema,
  nativeSymbolSchema,
  otpSchema,
  requestIdSchema,
  siwxMessageSchema,
  socialProviderSchema,
} from './fields.ts'
export {
  errorType,
  type FrameErrorType,
  type FrameMessage,
  type FrameSuccessType,
  frameErrorPayloadSchema,
  readAnswerType,
  responseSchemaOf,
  successType,
} from './frameEvents.ts'
export { EMBEDDED_MESSAGES } from './messages.ts'
export { type ParseResult, parseAppMessage, parseFrameMessage } from './parseMessages.ts'
export {
  APPROVAL_RPC_METHODS,
  type ApprovalRpcMethod,
  type RpcMethodClass,
  rpcMethodClass,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
} from './rpcMethods.ts'
export { sendCallsParamsSchema } from './sendCallsParams.ts'
