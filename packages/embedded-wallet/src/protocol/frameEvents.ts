import * as v from 'valibot'
import {
  APP_EVENTS,
  type AppEventType,
  type AppResponsePayload,
  isAppEventType,
} from './appEvents.ts'

type FrameName<T extends AppEventType> = T extends `APP_${infer Name}` ? Name : never
export type FrameSuccessType<T extends AppEventType = AppEventType> =
  `FRAME_${FrameName<T>}_SUCCESS`
export type FrameErrorType<T extends AppEventType = AppEventType> = `FRAME_${FrameName<T>}_ERROR`

/**
 * The answer types of an app request (spec §7: each gets a matching _SUCCESS or _ERROR).
 *
 * @example
 * successType('APP_CONNECT_EMAIL') // 'FRAME_CONNECT_EMAIL_SUCCESS'
 */
export function successType<T extends AppEventType>(type: T): FrameSuccessType<T> {
  return `FRAME_${type.slice('APP_'.length)}_SUCCESS` as FrameSuccessType<T>
}

export function errorType<T extends AppEventType>(type: T): FrameErrorType<T> {
  return `FRAME_${type.slice('APP_'.length)}_ERROR` as FrameErrorType<T>
}

/** An empty or missing message reads as '' and surfaces as 'An error occurred' (spec §8). */
export const frameErrorPayloadSchema = v.object({
  message: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
})

/** FRAME_READY: the frame listens; the app waits FRAME_POST_READY_DELAY_MS more (spec §4). */
export const frameReadySchema = v.object({
  type: v.literal('FRAME_READY'),
  payload: v.object({ version: v.pipe(v.string(), v.maxLength(64)) }),
})

/**
 * FRAME_SESSION_UPDATE: the frame's session started or ended on its own (expiry, another tab).
 * `reason: 'expired'` when it ended because the server no longer accepts it ('Session expired').
 */
export const frameSessionUpdateSchema = v.object({
  type: v.literal('FRAME_SESSION_UPDATE'),
  payload: v.object({
    isConnected: v.boolean(),
    reason: v.optional(v.picklist(['expired'])),
  }),
})

/** A message from the frame to the app. */
export type FrameMessage =
  | v.InferOutput<typeof frameReadySchema>
  | v.InferOutput<typeof frameSessionUpdateSchema>
  | {
      [K in AppEventType]: {
        type: FrameSuccessType<K>
        request: K
        id: string
        payload: AppResponsePayload<K>
      }
    }[AppEventType]
  | { type: FrameErrorType; request: AppEventType; id: string; payload: { message: string } }

const answerPattern = /^FRAME_([A-Z_]+)_(SUCCESS|ERROR)$/

/**
 * Which request an answer type belongs to, and whether it is a success.
 *
 * @example
 * readAnswerType('FRAME_CONNECT_OTP_ERROR') // { request: 'APP_CONNECT_OTP', outcome: 'ERROR' }
 */
export function readAnswerType(
  type: string,
): { request: AppEventType; outcome: 'SUCCESS' | 'ERROR' } | undefined {
  const match = answerPattern.exec(type)
  const request = `APP_${match?.[1]}`
  if (!match || !isAppEventType(request)) return undefined
  return { request, outcome: match[2] as 'SUCCESS' | 'ERROR' }
}

export function responseSchemaOf<T extends AppEventType>(
  type: T,
): (typeof APP_EVENTS)[T]['response'] {
  return APP_EVENTS[type].response
}
