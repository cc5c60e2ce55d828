import { checkNameLabel } from './checkNameLabel.ts'
import { InvalidNameError } from './profileErrors.ts'

/** A full account name, lower case, and its parts. */
export interface AccountName {
  /** `<label>.<zone>`. */
  name: string
  label: string
  zone: string
}

/**
 * Splits a full name at its first dot into label and zone, lower-cased (names are stored and
 * compared in lower case), and checks the label (`checkNameLabel`). A name without a zone is an
 * `InvalidNameError` too.
 *
 * @example
 * parseAccountName('Alice.portico.id') // { name: 'alice.portico.id', label: 'alice', zone: 'portico.id' }
 */
export function parseAccountName(input: string): AccountName {
  const name = input.toLowerCase()
  const dot = name.indexOf('.')
  if (dot === -1 || dot === name.length - 1)
    throw new InvalidNameError('A name is <label>.<zone>, like alice.portico.id')
  const label = name.slice(0, dot)
  checkNameLabel(label)
  return { name, label, zone: name.slice(dot + 1) }
}
