import type { EffectiveFeatures } from '../types/state.ts'
import type { TelegramPlatform } from '../utils/telegramPlatform.ts'

/** Social providers Telegram's web view cannot complete, per platform (spec §6). */
const TELEGRAM_BLOCKED_SOCIALS: Readonly<Record<string, readonly string[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/**
 * The rules every feature set goes through (spec §6): payment mode turns e-mail and socials
 * off; inside Telegram, the socials its platform cannot complete are removed.
 *
 * @example
 * applyFeatureRules({ ...features, socials: ['google', 'x'] }, 'ios').socials // ['x']
 */
export function applyFeatureRules(
  features: EffectiveFeatures,
  telegramPlatform: TelegramPlatform | undefined,
): EffectiveFeatures {
  if (features.pay) return { ...features, email: false, socials: false }
  const blocked = telegramPlatform ? TELEGRAM_BLOCKED_SOCIALS[telegramPlatform] : undefined
  if (!blocked || features.socials === false) return features
  return {
    ...features,
    socials: features.socials.filter((provider) => !blocked.includes(provider)),
  }
}
