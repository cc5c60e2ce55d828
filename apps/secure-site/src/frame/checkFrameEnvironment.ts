import type { PorticoError } from '@portico/core'
import { probeStorage } from '../auth/probeStorage.ts'
import { InsecureContextError, StorageBlockedError } from '../errors.ts'

/** What `checkFrameEnvironment` reads: the frame's window (a subset, so tests pass a stand-in). */
export interface FrameEnvironmentSource {
  readonly localStorage: Storage
  readonly crypto?: { readonly subtle?: unknown } | undefined
  readonly location: {
    readonly host: string
    readonly origin: string
    readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string }
  }
}

export interface CheckFrameEnvironmentReturnType {
  /** This origin's localStorage when it works; undefined when the browser blocks it. */
  storage: Storage | undefined
  /**
   * Why no sign-in can work here, each as the error sign-in requests are answered with (the
   * first one), with the technical reason to log. Empty when all is well.
   */
  problems: { error: PorticoError; reason: string }[]
}

/**
 * What the frame needs before it lets a visitor sign in, checked once at boot so that no
 * one-time code is spent on the server for a sign-in that cannot finish:
 * - a localStorage that keeps what is written (a browser that blocks third-party storage gives
 *   none, or one that throws): without it the session would be gone on the next load;
 * - WebCrypto (`crypto.subtle`), which only a secure context has, and a frame is one only when
 *   its page and every page above it is (https, or http on localhost / 127.0.0.1): without it
 *   no key can be made or unlocked.
 *
 * @example
 * const { storage, problems } = checkFrameEnvironment(window, parentOrigin)
 */
export function checkFrameEnvironment(
  source: FrameEnvironmentSource,
  parentOrigin: string,
): CheckFrameEnvironmentReturnType {
  const problems: CheckFrameEnvironmentReturnType['problems'] = []
  const probe = probeStorage(() => source.localStorage)
  if (!probe.ok)
    problems.push({ error: new StorageBlockedError(source.location.host), reason: probe.reason })
  if (source.crypto?.subtle === undefined) {
    const origin = firstInsecureOrigin(source, parentOrigin)
    problems.push({
      error: new InsecureContextError(origin),
      reason: `no crypto.subtle: ${origin} is not a secure context`,
    })
  }
  return { storage: probe.ok ? probe.storage : undefined, problems }
}

// The page that makes the frame insecure: an ancestor (the dApp page, or one above it), else
// this site itself; the dApp origin when none looks insecure (the browser knows better).
function firstInsecureOrigin(source: FrameEnvironmentSource, parentOrigin: string): string {
  const ancestors = source.location.ancestorOrigins
  const candidates = [
    parentOrigin,
    ...Array.from({ length: ancestors?.length ?? 0 }, (_, index) => ancestors?.[index] ?? ''),
    source.location.origin,
  ]
  return candidates.find((origin) => origin && !isPotentiallyTrustworthy(origin)) ?? parentOrigin
}

const LOOPBACK_HOST = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

function isPotentiallyTrustworthy(origin: string): boolean {
  try {
    const url = new URL(origin)
    if (url.protocol === 'https:' || url.protocol === 'wss:') return true
    return url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)
  } catch {
    return false
  }
}
