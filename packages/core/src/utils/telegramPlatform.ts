import { isTelegram } from './isTelegram.ts'

/** Telegram's name for the device a mini-app runs on (`Telegram.WebApp.platform`). */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | (string & {})

/**
 * The platform of the Telegram mini-app the page runs in, or undefined outside Telegram (and
 * during server rendering).
 *
 * @example
 * telegramPlatform() // 'ios' inside Telegram on an iPhone
 */
export function telegramPlatform(): TelegramPlatform | undefined {
  if (!isTelegram()) return undefined
  const platform = (window as unknown as { Telegram?: { WebApp?: { platform?: unknown } } })
    .Telegram?.WebApp?.platform
  return typeof platform === 'string' ? platform.toLowerCase() : undefined
}
