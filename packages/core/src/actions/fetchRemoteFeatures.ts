import { ALERTS } from '../alerts/alertCatalogue.ts'
import { InvalidResponseError } from '../errors/http.ts'
import { applyFeatureRules } from '../internal/project/applyFeatureRules.ts'
import { featuresFromRemote, REMOTE_FEATURE_IDS } from '../internal/project/featuresFromRemote.ts'
import { showHttpAlert } from '../internal/project/showHttpAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import { telegramPlatform } from '../utils/telegramPlatform.ts'
import { showAlert } from './showAlert.ts'

/**
 * Fetches the project's remote features (`/appkit/v1/config`, spec §4) and puts them in effect
 * in `stores.features`. When the developer set any feature the remote config controls, the
 * 'Local configuration ignored' warning says so. Nothing is fetched without a project id or
 * with the `basic` option (no remote feature then, spec §6). On failure the local features (or
 * defaults) stay: a malformed config is ignored with a console warning, a 429 or 5xx shows its
 * alert (spec §8). `startConfig` calls this.
 *
 * @example
 * await fetchRemoteFeatures(config)
 * config.stores.features.getState() // { features: { email: false, … }, source: 'remote' }
 */
export async function fetchRemoteFeatures(config: PorticoConfig): Promise<void> {
  const { options, stores, internal } = config
  if (options.basic || !options.projectId.trim()) return
  let features: ReturnType<typeof featuresFromRemote>
  let nameZone: string | undefined
  try {
    const remote = await config.api.directory.getConfig()
    features = featuresFromRemote(remote, options.features)
    nameZone = NAME_ZONE.test(remote.nameZone ?? '') ? (remote.nameZone ?? undefined) : undefined
  } catch (error) {
    if (error instanceof InvalidResponseError) warnMalformed(error.details)
    else showHttpAlert(config, error)
    return
  }
  if (!features) {
    warnMalformed('socials config is not a list of providers')
    return
  }
  stores.features.setState({
    features: applyFeatureRules(features, telegramPlatform()),
    source: 'remote',
    nameZone,
  })
  const overridden = REMOTE_FEATURE_IDS.some((id) => internal.localFeatures[id] !== undefined)
  if (overridden) showAlert(config, ALERTS.LOCAL_CONFIGURATION_IGNORED)
}

/** A names zone: lower-case DNS labels of letters, digits and hyphens, two at least. */
const NAME_ZONE =
  /^(?=.{1,200}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

function warnMalformed(details: string | undefined): void {
  console.warn(
    `[portico] The remote project config is malformed and was ignored; local features apply. ${details ?? ''}`.trim(),
  )
}
