import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and the client hydrates, true from the render after (at once
 * where the page renders on the client only). The buttons give their inline styles only then:
 * React writes them through the DOM (CSSOM), which any Content-Security-Policy allows, whereas a
 * `style` attribute in the server's HTML is inline CSS that a strict policy refuses, leaving
 * the button bare (React does not write a style it believes the server already did).
 *
 * @example
 * const hydrated = useHydrated()
 * return <button style={hydrated ? buttonStyle : undefined} />
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
