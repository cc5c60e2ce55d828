import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { outsideEnv, runCommand } from '../../../scripts/lib/consumerApp.mjs'

/**
 * Runs the packed @portico/evm's swap checks (`dist/swaps/swapChecks.js`, shipped with viem's
 * decoder bundled in: scripts/lib/selfContained.mjs) in plain Node, in the dApp that installed
 * the tarball: an exact approval passes; one byte more, or another amount, is refused in the
 * checks' words. The repo's tests run the checks from their sources; this runs what ships.
 *
 * @example
 * await runSwapChecks(app.dir)
 */
export async function runSwapChecks(appDir: string): Promise<void> {
  const file = join(appDir, 'node_modules', '@portico', 'evm', 'dist', 'swaps', 'swapChecks.js')
  const script = `
    const { checkEvmApproveTransaction } = await import(${JSON.stringify(pathToFileURL(file).href)})
    const word = (hex) => hex.padStart(64, '0')
    const account = '0x${'1'.repeat(40)}', token = '0x${'2'.repeat(40)}', router = '0x${'3'.repeat(40)}'
    const swap = { account, router, amount: 1000000n, minimumReceived: 1n, slippage: '1',
      fromToken: { address: token, symbol: 'PUSD' }, toToken: { symbol: 'ETH' } }
    const data = '0x095ea7b3' + word(router.slice(2)) + word((1000000).toString(16))
    const check = (transaction) => checkEvmApproveTransaction({ transaction: { from: account, to: token, value: '0', data, ...transaction }, swap })
    const answers = [check({}), check({ data: data + '00' }), check({ data: data.slice(0, -1) + '1' })]
    const expected = [undefined, 'The data is not approve(spender, amount)', 'It approves 1000001, not 1000000']
    if (JSON.stringify(answers.map((answer) => answer?.refused)) !== JSON.stringify(expected))
      throw new Error('Unexpected answers: ' + JSON.stringify(answers))
  `
  await runCommand(process.execPath, ['--input-type=module', '-e', script], {
    cwd: appDir,
    env: outsideEnv(),
  })
}
