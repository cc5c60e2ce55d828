import PostalMime, { type Address } from 'postal-mime'

/** One message the catcher received. */
export interface CaughtMail {
  /** Increasing per catcher: '1', '2', … */
  id: string
  /** The From header's address (the envelope sender when the header has none). */
  from: string
  /** The envelope recipients, lower-cased (Bcc included, as a mailbox would see it). */
  to: string[]
  subject: string
  text: string
  html?: string
  /** Unix milliseconds when the catcher received it. */
  receivedAt: number
}

export interface ToCaughtMailParameters {
  id: string
  raw: Uint8Array
  envelopeFrom: string | undefined
  envelopeTo: readonly string[]
  receivedAt: number
}

/**
 * Parses a raw RFC 5322 message (postal-mime) into a `CaughtMail`.
 *
 * @example
 * const mail = await toCaughtMail({ id: '1', raw, envelopeFrom, envelopeTo, receivedAt: Date.now() })
 */
export async function toCaughtMail(parameters: ToCaughtMailParameters): Promise<CaughtMail> {
  const email = await PostalMime.parse(parameters.raw)
  return {
    id: parameters.id,
    from: firstAddress(email.from) ?? parameters.envelopeFrom ?? '',
    to: parameters.envelopeTo.map((address) => address.toLowerCase()),
    subject: email.subject ?? '',
    text: email.text ?? '',
    ...(email.html === undefined ? {} : { html: email.html }),
    receivedAt: parameters.receivedAt,
  }
}

function firstAddress(address: Address | undefined): string | undefined {
  if (address === undefined) return undefined
  return address.address ?? address.group[0]?.address
}
