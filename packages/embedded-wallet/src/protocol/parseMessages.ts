import * as v from 'valibot'
import { APP_EVENTS, type AppMessage, isAppEventType } from './appEvents.ts'
import { requestIdSchema } from './fields.ts'
import {
  type FrameMessage,
  frameErrorPayloadSchema,
  frameReadySchema,
  frameSessionUpdateSchema,
  readAnswerType,
} from './frameEvents.ts'

/** The outcome of reading a window message: the typed message, or why it is not one. */
export type ParseResult<T> = { ok: true; message: T } | { ok: false; reason: string }

const envelopeSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(64)),
  id: v.optional(requestIdSchema),
  payload: v.optional(v.unknown()),
})

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

/**
 * Reads a window message the frame received: a known APP_* type, a request id, and a payload that
 * passes that type's schema (spec §5: anything else is logged and ignored by the caller).
 *
 * @example
 * parseAppMessage({ type: 'APP_CONNECT_EMAIL', id: 'r1a2b3c4d', payload: { email: 'a@b.co' } })
 * // { ok: true, message: { type: 'APP_CONNECT_EMAIL', id: 'r1a2b3c4d', payload: { email: 'a@b.co' } } }
 */
export function parseAppMessage(data: unknown): ParseResult<AppMessage> {
  const envelope = v.safeParse(envelopeSchema, data)
  if (!envelope.success) return { ok: false, reason: 'not an app message' }
  const { type, id } = envelope.output
  if (!isAppEventType(type)) return { ok: false, reason: `unknown type ${type}` }
  if (!id) return { ok: false, reason: `${type} without a request id` }
  const payload = v.safeParse(APP_EVENTS[type].request, envelope.output.payload ?? {})
  if (!payload.success) {
    return { ok: false, reason: `${type}: ${describeIssues(payload.issues)}` }
  }
  return { ok: true, message: { type, id, payload: payload.output } as AppMessage }
}

/**
 * Reads a window message the app received from the frame: FRAME_READY, FRAME_SESSION_UPDATE, or
 * the _SUCCESS / _ERROR answer to a request, its payload checked against that request's schema.
 *
 * @example
 * parseFrameMessage({ type: 'FRAME_IS_CONNECTED_SUCCESS', id: 'r1a2b3c4d', payload: { isConnected: true } })
 * // { ok: true, message: { type: 'FRAME_IS_CONNECTED_SUCCESS', request: 'APP_IS_CONNECTED', id: 'r1a2b3c4d', payload: { isConnected: true } } }
 */
export function parseFrameMessage(data: unknown): ParseResult<FrameMessage> {
  const envelope = v.safeParse(envelopeSchema, data)
  if (!envelope.success) return { ok: false, reason: 'not a frame message' }
  const { type, id } = envelope.output
  if (type === 'FRAME_READY' || type === 'FRAME_SESSION_UPDATE') {
    const schema = type === 'FRAME_READY' ? frameReadySchema : frameSessionUpdateSchema
    const parsed = v.safeParse(schema, data)
    return parsed.success
      ? { ok: true, message: parsed.output }
      : { ok: false, reason: `${type}: ${describeIssues(parsed.issues)}` }
  }
  const answer = readAnswerType(type)
  if (!answer) return { ok: false, reason: `unknown type ${type}` }
  if (!id) return { ok: false, reason: `${type} without a request id` }
  const schema =
    answer.outcome === 'SUCCESS' ? APP_EVENTS[answer.request].response : frameErrorPayloadSchema
  const payload = v.safeParse(schema, envelope.output.payload ?? {})
  if (!payload.success) {
    return { ok: false, reason: `${type}: ${describeIssues(payload.issues)}` }
  }
  return {
    ok: true,
    message: { type, request: answer.request, id, payload: payload.output } as FrameMessage,
  }
}
