import { checkOrigin } from '../../actions/checkOrigin.ts'
import { fetchRemoteFeatures } from '../../actions/fetchRemoteFeatures.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { startAnalytics } from './startAnalytics.ts'

/**
 * What a kit with a project id asks the server as it starts (spec §4, §5, §7): the remote
 * features and then the page origin (so 'Origin Not Allowed' is the alert left showing), and
 * whether analytics is on (`startConfig` asks for the wallet lists itself). `startConfig` loads
 * this lazily: none of it is needed to paint the button. Resolves with the origin check's
 * answer (undefined when the check could not be made).
 */
export function startProjectServices(config: PorticoConfig): Promise<boolean | undefined> {
  const originCheck = fetchRemoteFeatures(config)
    .then(() => checkOrigin(config))
    .catch(() => undefined)
  void startAnalytics(config)
  return originCheck
}
