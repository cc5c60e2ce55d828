import * as v from 'valibot'

/** The event names of spec §7 that stand alone. */
export const ANALYTICS_EVENT_NAMES = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SEARCH_WALLET',
  'SWITCH_NETWORK',
  'CONNECT_SUCCESS',
] as const

/**
 * Families of spec §7 event names (`SEND_INITIATED`, `SOCIAL_LOGIN_STARTED`,
 * `SIWX_AUTH_SUCCESS`, `ERROR_FETCH_TRANSACTIONS`, …), the kit's swap events (`SWAP_SUCCESS`,
 * issue #18) and its on-ramp and pay events (`BUY_SUCCESS`, `PAY_INITIATED`, issue #19,
 * docs/onramp-and-pay.md; the spec names none of these): the prefix plus 1–48 of `A-Z0-9_`.
 */
export const ANALYTICS_EVENT_FAMILIES = [
  'SEND_',
  'SWAP_',
  'BUY_',
  'PAY_',
  'SOCIAL_LOGIN_',
  'SIWX_AUTH_',
  'ERROR_',
] as const

/** The most characters `props` may take as JSON. */
export const MAX_PROPS_JSON_LENGTH = 8192

const EVENT_NAME_PATTERN = new RegExp(
  `^(?:${ANALYTICS_EVENT_NAMES.join('|')}|(?:${ANALYTICS_EVENT_FAMILIES.join('|')})[A-Z0-9_]{1,48})$`,
)
const EVENT_NAME_MESSAGE = `must be a spec §7 event name: ${ANALYTICS_EVENT_NAMES.join(', ')}, or ${ANALYTICS_EVENT_FAMILIES.map((family) => `${family}*`).join(', ')}`

/**
 * The body of `POST /e` (spec §7): `eventId` is the event's name, `url` the page, `domain` its
 * host name, `timestamp` Unix milliseconds, `props` the event data (plus the address) as a JSON
 * object of at most 8 KiB. Unknown top-level keys are dropped.
 *
 * @example
 * v.parse(analyticsEventSchema, {
 *   eventId: 'MODAL_OPEN', url: 'https://my.app/', domain: 'my.app', timestamp: Date.now(),
 *   props: { type: 'track', properties: { connected: false } },
 * })
 */
export const analyticsEventSchema = v.object(
  {
    eventId: v.pipe(v.string('must be a string'), v.regex(EVENT_NAME_PATTERN, EVENT_NAME_MESSAGE)),
    url: v.pipe(
      v.string('must be a string'),
      v.maxLength(2048, 'must be at most 2048 characters'),
      v.regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL'),
      v.url('must be an http(s) URL'),
    ),
    domain: v.pipe(
      v.string('must be a string'),
      v.regex(/^[A-Za-z0-9.\-[\]:]{1,253}$/, 'must be a host name of at most 253 characters'),
    ),
    timestamp: v.pipe(
      v.number('must be a number'),
      v.safeInteger('must be Unix milliseconds'),
      v.minValue(0, 'must be Unix milliseconds'),
    ),
    props: v.pipe(
      // A record would take a list as { 0: …, 1: … }: refuse lists before it.
      v.unknown(),
      v.check((props) => !Array.isArray(props), 'must be an object'),
      v.record(v.string(), v.unknown(), 'must be an object'),
      v.check(
        (props) => JSON.stringify(props).length <= MAX_PROPS_JSON_LENGTH,
        `must be at most ${MAX_PROPS_JSON_LENGTH} characters as JSON`,
      ),
    ),
  },
  // valibot reports a missing key with the object's message; the route has already made sure
  // the body is an object, so this message only ever reads as `eventId: is required`.
  'is required',
)

/** A `POST /e` body after parsing. */
export type AnalyticsEvent = v.InferOutput<typeof analyticsEventSchema>

/**
 * Whether an event is an error report (limited to 5 per minute, spec §8): `props.type` is
 * `'error'` or the name starts with `ERROR_`.
 *
 * @example
 * isErrorReport({ eventId: 'ERROR_FETCH_TRANSACTIONS', props: {} }) // true
 */
export function isErrorReport(event: Pick<AnalyticsEvent, 'eventId' | 'props'>): boolean {
  return event.props.type === 'error' || event.eventId.startsWith('ERROR_')
}
