import { ORIGIN_ENTRY_PATTERN } from '@portico/core'
import * as v from 'valibot'
import { ProjectInputError } from '../../errors/projectErrors.ts'
import { findDuplicateFeature, ORIGIN_ENTRY_MESSAGE, projectFieldSchemas } from './config.ts'
import { parseProjectField } from './parseProjectField.ts'

/** A project's fields, checked, as the project commands store them. */
export interface ProjectFields {
  id: string
  name: string
  allowedOrigins: string[]
  features: v.InferOutput<typeof projectFieldSchemas.features>
  analyticsEnabled: boolean
  includeDefaultOrigins: boolean
  nameZone: string | null
  namesPerAddress: number
  smartAccountNetworks: string[]
  gasSponsorshipLimitWei: string | null
}

/**
 * Checks every field of a project given to the project commands with the config file's own
 * schemas (so a project is valid the same way wherever it comes from) and drops repeated
 * origins. Throws a `ProjectInputError` naming the first bad field.
 *
 * @example
 * const fields = parseProjectFields({ id, name, allowedOrigins, features: [], analyticsEnabled: true, includeDefaultOrigins: false, nameZone: null, namesPerAddress: 1, smartAccountNetworks: [], gasSponsorshipLimitWei: null })
 */
export function parseProjectFields(input: Record<keyof ProjectFields, unknown>): ProjectFields {
  const id = parseProjectField(projectFieldSchemas.id, input.id, 'id')
  const name = parseProjectField(projectFieldSchemas.name, input.name, 'name')
  // Name the bad entry itself: an index means little to someone who typed --add-origin.
  const badOrigin = Array.isArray(input.allowedOrigins)
    ? input.allowedOrigins.find(
        (origin) => typeof origin !== 'string' || !ORIGIN_ENTRY_PATTERN.test(origin),
      )
    : undefined
  if (badOrigin !== undefined)
    throw new ProjectInputError(`origin '${String(badOrigin)}': ${ORIGIN_ENTRY_MESSAGE}`)
  const origins = parseProjectField(
    projectFieldSchemas.allowedOrigins,
    input.allowedOrigins,
    'origins',
  )
  const features = parseProjectField(projectFieldSchemas.features, input.features, 'features')
  const duplicate = findDuplicateFeature(features)
  if (duplicate !== undefined) throw new ProjectInputError(duplicate)
  const analyticsEnabled = parseProjectField(v.boolean(), input.analyticsEnabled, 'analytics')
  const includeDefaultOrigins = parseProjectField(
    v.boolean(),
    input.includeDefaultOrigins,
    'includeDefaultOrigins',
  )
  const nameZone = parseProjectField(projectFieldSchemas.nameZone, input.nameZone, 'nameZone')
  const namesPerAddress = parseProjectField(
    projectFieldSchemas.namesPerAddress,
    input.namesPerAddress,
    'namesPerAddress',
  )
  const smartAccountNetworks = parseProjectField(
    projectFieldSchemas.smartAccountNetworks,
    input.smartAccountNetworks,
    'smartAccountNetworks',
  )
  const gasSponsorshipLimitWei = parseProjectField(
    projectFieldSchemas.gasSponsorshipLimitWei,
    input.gasSponsorshipLimitWei,
    'gasSponsorshipLimitWei',
  )
  return {
    id,
    name,
    allowedOrigins: [...new Set(origins)],
    features,
    analyticsEnabled,
    includeDefaultOrigins,
    nameZone,
    namesPerAddress,
    smartAccountNetworks,
    gasSponsorshipLimitWei,
  }
}
