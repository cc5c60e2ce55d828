// The shapes of the frames and method params the relay accepts. Loose objects: the clients send
// more fields (attestation, prompt, correlationId…) than the relay needs.
import * as v from 'valibot'

const Topic = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
const Message = v.pipe(v.string(), v.maxLength(1_000_000))
/** Seconds to keep a message. */
const Ttl = v.pipe(v.number(), v.finite(), v.minValue(0))
const Tag = v.pipe(v.number(), v.integer())

export const JsonRpcId = v.union([v.number(), v.string()])

/** A request from a client (a notification when it has no id). */
export const RequestFrame = v.looseObject({
  id: v.optional(JsonRpcId),
  method: v.string(),
  params: v.optional(v.unknown()),
})

/** A client's answer to an `irn_subscription` the relay sent. */
export const ResponseFrame = v.pipe(
  v.looseObject({ id: JsonRpcId, result: v.optional(v.unknown()), error: v.optional(v.unknown()) }),
  v.check((frame) => 'result' in frame || 'error' in frame, 'A response has a result or an error'),
)

export const SubscribeParams = v.looseObject({ topic: Topic })
export const BatchSubscribeParams = v.looseObject({ topics: v.array(Topic) })
export const UnsubscribeParams = v.looseObject({ topic: Topic, id: v.optional(v.string()) })
export const BatchUnsubscribeParams = v.looseObject({
  subscriptions: v.array(UnsubscribeParams),
})

export const PublishParams = v.looseObject({
  topic: Topic,
  message: Message,
  ttl: Ttl,
  tag: v.optional(Tag),
})
export const BatchPublishParams = v.looseObject({ messages: v.array(PublishParams) })

export const FetchMessagesParams = v.looseObject({ topic: Topic })
export const BatchFetchMessagesParams = v.looseObject({ topics: v.array(Topic) })

export const ProposeSessionParams = v.looseObject({
  pairingTopic: Topic,
  sessionProposal: Message,
  ttl: v.optional(Ttl),
})

export const ApproveSessionParams = v.looseObject({
  sessionTopic: Topic,
  pairingTopic: Topic,
  sessionProposalResponse: Message,
  sessionSettlementRequest: Message,
  ttl: v.optional(Ttl),
})

/**
 * The part of the connection's `auth` JWT the relay reads: the client's did:key, and when it was
 * issued (seconds since the epoch; read only by a relay given an `authClock`).
 */
export const AuthClaims = v.looseObject({
  iss: v.pipe(v.string(), v.minLength(1)),
  iat: v.optional(v.number()),
})
