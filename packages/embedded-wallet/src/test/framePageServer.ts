import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FramePageServer {
  /** `http://127.0.0.1:<free port>`: stands in for the secure site's address. */
  url: string
  origin: string
  /** Every address the iframe asked for, in order. */
  requests: URL[]
  close(): Promise<void>
}

/**
 * A real HTTP server on a free loopback port that serves a plain page, so happy-dom loads the
 * iframe into a real second window. happy-dom runs no scripts in it: the frame's side of the
 * protocol is played by `createFrameDouble`.
 */
export async function startFramePageServer(): Promise<FramePageServer> {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'))
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end('<!doctype html><title>secure site stand-in</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    url: origin,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An address on loopback where nothing listens (the port was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
