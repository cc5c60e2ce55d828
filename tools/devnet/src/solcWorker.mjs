// Runs solc-js off the main thread (compileDevnetContract starts it): loading and compiling
// take seconds of CPU, which on the main thread would hold up every timer, readiness probe and
// signal handler (Ctrl-C) until solc is done, and could not be stopped. A worker can be
// terminated at once. Plain JavaScript, so that it runs without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import solc from 'solc'

parentPort?.postMessage(solc.compile(workerData))
