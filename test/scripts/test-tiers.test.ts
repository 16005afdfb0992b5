// The tiers of the test suite (scripts/test-tiers.mjs): decided from a file's imports, or its `// test-tier:` line.
import assert from 'node:assert/strict'
import { test } from 'node:test'
// @ts-expect-error: a plain .mjs script without type declarations
import { needsBundle as needsBundleUntyped, tierOf as tierOfUntyped } from '../../scripts/test-tiers.mjs'

const tierOf = tierOfUntyped as (file: string, text: string) => string
const needsBundle = needsBundleUntyped as (file: string, text: string) => boolean
const imp = (names: string, from: string) => `import { ${names} } from '${from}'\n`

test('tiers: pure files are unit; starting programs (directly or through a test helper that does) is render', () => {
  assert.equal(tierOf('test/lib/x.test.ts', imp('test', 'node:test') + imp('tempDir, writeTree', '../helpers/tools.js')), 'unit')
  assert.equal(tierOf('test/lib/x.test.ts', imp('execFileSync', 'node:child_process')), 'render')
  assert.equal(tierOf('test/lib/x.test.ts', imp('makeRepo', '../helpers/git.js')), 'render')
  assert.equal(tierOf('test/render/helm/x.test.ts', imp('chart', '../../fixtures/helm/charts.js')), 'render')
  assert.equal(tierOf('test/lib/x.test.ts', imp('devBinaries, tempDir', '../helpers/tools.js')), 'render')
  assert.equal(tierOf('test/cli/x.test.ts', imp('runCli', '../helpers/cli.js')), 'render', 'the CLI in-process renders')
})

test('tiers: the bundled action, an entry started as a process, fuzz and the corpus; a marker line decides', () => {
  assert.equal(tierOf('test/github/a.e2e.test.ts', ''), 'e2e')
  assert.equal(tierOf('test/github/x.test.ts', imp('runAction', './harness.js')), 'e2e')
  assert.equal(tierOf('test/github/x.test.ts', imp('pullRequestPayload', './harness.js')), 'unit', 'a payload fixture runs nothing')
  assert.equal(tierOf('test/cli/x.test.ts', imp('CLI_ENTRY', '../helpers/cli.js')), 'e2e')
  assert.equal(tierOf('test/fuzz/x.test.ts', ''), 'slow')
  assert.equal(tierOf('test/report/x.test.ts', '// A big one.\n// test-tier: slow (minutes)\n' + imp('test', 'node:test')), 'slow')
  assert.throws(() => tierOf('test/report/x.test.ts', '// test-tier: quick\n'), /test-tier 'quick' is not one of unit, render, e2e, slow/)
  assert.equal(needsBundle('test/github/x.test.ts', imp('buildBundle, eventPayload', './harness.js')), true)
  assert.equal(needsBundle('test/github/x.test.ts', imp('eventPayload', './harness.js')), false)
})
