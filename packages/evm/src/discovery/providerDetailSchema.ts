import * as v from 'valibot'
import { providerSchema } from './providerSchema.ts'

const MAX_TEXT_LENGTH = 100

// Reverse-DNS (EIP-6963 `rdns`), e.g. `io.metamask`: at least two dot-separated labels.
const RDNS_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_TEXT_LENGTH))

// The icon is rendered in the modal: only inline images or https, never javascript:, http: or
// anything else a page could abuse.
const iconSchema = v.pipe(
  v.string(),
  v.check(
    (icon) => icon.startsWith('data:image/') || isHttpsUrl(icon),
    'icon must be a data:image/ or https: URL',
  ),
)

/**
 * The `detail` of an `eip6963:announceProvider` event. Every announcement is untrusted page
 * input: parse it before it reaches the store.
 */
export const providerDetailSchema = v.object({
  info: v.object({
    uuid: text,
    name: text,
    icon: iconSchema,
    rdns: v.pipe(v.string(), v.maxLength(253), v.regex(RDNS_PATTERN, 'rdns must be reverse-DNS')),
  }),
  provider: providerSchema,
})

export type ProviderDetail = v.InferOutput<typeof providerDetailSchema>

/**
 * Parses an EIP-6963 announcement. Never throws, even on hostile objects (throwing getters,
 * revoked proxies): those come back as `{ success: false }` with the reason.
 *
 * @example
 * const result = parseProviderDetail(event.detail)
 * if (!result.success) console.warn(result.reason)
 */
export function parseProviderDetail(
  detail: unknown,
): { success: true; detail: ProviderDetail } | { success: false; reason: string } {
  try {
    const result = v.safeParse(providerDetailSchema, detail)
    if (result.success) return { success: true, detail: result.output }
    const issue = result.issues[0]
    const path = issue.path?.map((item) => String(item.key)).join('.')
    return { success: false, reason: path ? `${path}: ${issue.message}` : issue.message }
  } catch (error) {
    return { success: false, reason: `unreadable detail (${String(error)})` }
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
