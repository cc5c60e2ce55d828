import type { PorticoConfig } from '@portico/core'
import { useEffect, useState, useSyncExternalStore } from 'react'

interface ModalHosts {
  /** Mounted `ModalMount`s of one config, first mounted first. */
  mounts: symbol[]
  listeners: Set<() => void>
}

const hostsByConfig = new WeakMap<PorticoConfig, ModalHosts>()

function hostsOf(config: PorticoConfig): ModalHosts {
  let hosts = hostsByConfig.get(config)
  if (!hosts) {
    hosts = { mounts: [], listeners: new Set() }
    hostsByConfig.set(config, hosts)
  }
  return hosts
}

/**
 * Whether this `ModalMount` is the one that hosts its config's modal: the first mounted of
 * them. Two providers with one config (siblings or nested) would otherwise open two modals on
 * one store; when the host unmounts, the next one takes over.
 */
export function useIsModalHost(config: PorticoConfig): boolean {
  const [id] = useState(() => Symbol('ModalMount'))
  const hosts = hostsOf(config)
  useEffect(() => {
    hosts.mounts.push(id)
    for (const listener of hosts.listeners) listener()
    return () => {
      hosts.mounts = hosts.mounts.filter((mount) => mount !== id)
      for (const listener of hosts.listeners) listener()
    }
  }, [hosts, id])
  return useSyncExternalStore(
    (listener) => {
      hosts.listeners.add(listener)
      return () => hosts.listeners.delete(listener)
    },
    () => hosts.mounts[0] === id,
    () => false,
  )
}
