import { NAME_LABEL_MAX_LENGTH, NAME_LABEL_MIN_LENGTH } from './profileConstants.ts'
import { InvalidNameError } from './profileErrors.ts'

/**
 * Throws an `InvalidNameError` saying which spec §5 rule a label breaks: letters, digits and
 * hyphens only, at least 4 characters, at most 63 (the DNS limit).
 *
 * @example
 * checkNameLabel('alice') // passes
 * checkNameLabel('al') // throws 'A name needs at least 4 characters'
 */
export function checkNameLabel(label: string): void {
  if (!/^[A-Za-z0-9-]*$/.test(label))
    throw new InvalidNameError('A name can only have letters, digits and hyphens')
  if (label.length < NAME_LABEL_MIN_LENGTH)
    throw new InvalidNameError(`A name needs at least ${NAME_LABEL_MIN_LENGTH} characters`)
  if (label.length > NAME_LABEL_MAX_LENGTH)
    throw new InvalidNameError(`A name can have at most ${NAME_LABEL_MAX_LENGTH} characters`)
}
