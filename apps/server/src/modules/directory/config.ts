import * as v from 'valibot'
import { nonEmptyText } from '../../schema/configFields.ts'

/*
 * The directory module's part of the config file: `dataDir`. Composed with the other modules'
 * parts in src/config.ts.
 */

/**
 * The config file's keys that this module reads.
 *
 * @example
 * v.parse(v.strictObject(directoryConfigEntries), { dataDir: '/srv/portico-data' })
 */
export const directoryConfigEntries = {
  /** Folder holding wallets.json and wallet-images/; defaults to the bundled apps/server/data. */
  dataDir: v.optional(nonEmptyText(4096)),
}
