import type { EffectiveFeatures } from '../../types/state.ts'
import type { TelegramPlatform } from '../../utils/telegramPlatform.ts'

/** Social providers Telegram's web view cannot complete, per platform (spec §6). */
const TELEGRAM_BLOCKED_SOCIALS: Readonly<Record<string, readonly string[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/**
 * The rules every feature set goes through (spec §6): inside Telegram, the socials its platform
 * cannot complete are removed. (Payment mode, which turns e-mail and socials off, is the time a
 * payment is open: `getConnectList`'s `hasAuth` says so, not the features.)
 *
 * @example
 * applyFeatureRules({ ...features, socials: ['google', 'x'] }, 'ios').socials // ['x']
 */
export function applyFeatureRules(
  features: EffectiveFeatures,
  telegramPlatform: TelegramPlatform | undefined,
): EffectiveFeatures {
  const blocked = telegramPlatform ? TELEGRAM_BLOCKED_SOCIALS[telegramPlatform] : undefined
  if (!blocked || features.socials === false) return features
  return {
    ...features,
    socials: features.socials.filter((provider) => !blocked.includes(provider)),
  }
}
