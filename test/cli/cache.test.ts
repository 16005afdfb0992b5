// `--cache-dir` and config `cacheDir`: the second run of the same range renders nothing and says how many renders
// came from the cache.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, defaultConfig, loadConfigText } from '../../src/config/config.js'
import { demoRepo } from '../helpers/demo.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'
import { tempDir } from '../helpers/tools.js'

const run = (args: string[]) => runCli([...args, ...devBinaryArgs()])

test('CLI: --cache-dir keeps renders across runs; the text report says how many came from the cache', async () => {
  const dir = demoRepo()
  const cache = tempDir('pg-cli-cache-')
  const args = ['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--offline', '--cache-dir', cache]
  const first = await run(args)
  assert.equal(first.code, 1, first.stderr)
  assert.match(first.stdout, /^renders: 4 \(0 from cache\)$/m)
  const second = await run(args)
  assert.equal(second.code, 1, second.stderr)
  assert.match(second.stdout, /^renders: 4 \(4 from cache\)$/m)
  assert.equal(second.stdout.replace(/^renders: .*$/m, ''), first.stdout.replace(/^renders: .*$/m, ''), 'the same report otherwise')
  const none = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--offline'])
  assert.doesNotMatch(none.stdout, /^renders:/m, 'no cache, no cache line')
})

test('config: cacheDir must be a non-empty path', () => {
  assert.equal(loadConfigText(defaultConfig(1), 'cacheDir: /tmp/pg-cache\n', 'x').cacheDir, '/tmp/pg-cache')
  assert.equal(defaultConfig(1).cacheDir, undefined, 'no cache unless asked for')
  assert.throws(
    () => loadConfigText(defaultConfig(1), 'cacheDir: ""\n', 'x'),
    (e: unknown) => e instanceof ConfigError && /cacheDir/.test(e.message) && /directory path/.test(e.message)
  )
  assert.throws(() => loadConfigText(defaultConfig(1), 'cacheDir: 3\n', 'x'), ConfigError)
})

test("merge: the shards' render cache figures are added up; reports without a cache merge without them", async () => {
  const { mergeReports } = await import('../../src/report/merge.js')
  const { report } = await import('../github/reports.js')
  const a = { ...report([], []), shard: '1/2', renderCache: { hits: 3, misses: 1, rejected: 1, uncacheable: 0 } }
  const b = { ...report([], []), shard: '2/2', renderCache: { hits: 2, misses: 2, rejected: 0, uncacheable: 4 } }
  assert.deepEqual(mergeReports([a, b]).renderCache, { hits: 5, misses: 3, rejected: 1, uncacheable: 4 })
  assert.equal('renderCache' in mergeReports([{ ...report([], []), shard: '1/1' }]), false)
})
