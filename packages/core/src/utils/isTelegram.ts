/**
 * Whether the page runs as a Telegram mini-app (Telegram's web view injects `Telegram.WebApp` or
 * `TelegramWebviewProxy`). Links to wallet apps open in a new context there.
 *
 * @example
 * isTelegram() // false in a regular browser
 */
export function isTelegram(): boolean {
  if (typeof window === 'undefined') return false
  const scope = window as unknown as {
    Telegram?: { WebApp?: unknown }
    TelegramWebviewProxy?: unknown
  }
  return Boolean(scope.Telegram?.WebApp) || scope.TelegramWebviewProxy !== undefined
}
