// Units of the output hygiene (issue 8 items 14-18): redaction of renderer messages, the version probe, the
// sanitizers' edge cases. The attacks end to end are in test/fuzz/hostile-output.test.ts and test/github/hostile.e2e.test.ts.
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { MissingBinaryError, Toolbox } from '../../src/render/binaries.js'
import { renderHelm } from '../../src/render/helm/helm.js'
import { redactMessage } from '../../src/render/redact.js'
import { scratchRoot } from '../../src/lib/scratch-root.js'
import type { RunOptions, Tool, ToolRunner } from '../../src/render/types.js'
import { code, fence, link, text } from '../../src/report/markdown/md.js'
import { defuseLine, defuseLines, logLine, terminalSafe, trustedDocs, visible } from '../../src/report/sanitize.js'
import { Runner } from '../../src/github/runner.js'
import { DOCS_BASE, docsUrl } from '../../src/rules/types.js'
import { chart, repoWithChart, request } from '../fixtures/helm/charts.js'
import { devBinaries, runner } from '../helpers/tools.js'

test('item 18: runner paths become repository-relative or placeholders; other paths stay', () => {
  const checkout = join(tmpdir(), 'prune-guard-Xy12', 'head')
  const msg = redactMessage(
    `open ${checkout}/apps/x/values.yaml: no such file; ${checkout}: bad; ${join(tmpdir(), 'prune-guard-Zz9')}/helm-1/inline-values.yaml; ` +
      `/opt/cache/charts/a-1.0.0/values.yaml; /etc/passwd; ${checkout}x/y`,
    { checkout, folders: [{ path: '/opt/cache', label: '<chart cache>' }] }
  )
  assert.equal(
    msg,
    'open apps/x/values.yaml: no such file; .: bad; <scratch>/helm-1/inline-values.yaml; <chart cache>/charts/a-1.0.0/values.yaml; /etc/passwd; ' +
      '<scratch>/headx/y'
  )
})

test('item 18: a scratch folder in the RAM-backed root (/dev/shm) is a placeholder too, wherever the run put it', () => {
  const root = scratchRoot()
  const msg = redactMessage(`open ${join(root, 'prune-guard-Ab3')}/helm-2/values.yaml: denied`, {})
  assert.equal(msg, 'open <scratch>/helm-2/values.yaml: denied')
})

test('item 14: quoted values of schema violations, generator literals and credential pairs are redacted; schema constants stay', () => {
  const helm =
    "Error: values don't meet the specifications of the schema(s) in the following chart(s):\nc:\n" +
    "- at '/db/password': 'hunter2' does not match pattern '^[a-z]+$'\n- at '/db/mode': value must be one of 'a', 'b'\n- at '/x': got string, want integer"
  assert.equal(
    redactMessage(helm, {}),
    "Error: values don't meet the specifications of the schema(s) in the following chart(s):\nc:\n" +
      "- at '/db/password': '[redacted]' does not match pattern '^[a-z]+$'\n- at '/db/mode': value must be one of 'a', 'b'\n- at '/x': got string, want integer"
  )
  assert.equal(
    redactMessage('error: loading KV pairs: literal sources [password=hunter2 bad]: invalid literal source bad, expected key=value', {}),
    'error: loading KV pairs: literal sources [[redacted]]: invalid literal source [redacted], expected key=value'
  )
  assert.equal(redactMessage('DB_PASSWORD=abc apiToken: "x y" the Secret: its data', {}), 'DB_PASSWORD=[redacted] apiToken: [redacted] the Secret: its data')
  let v8 = ''
  try {
    JSON.parse('{"stringData": {"key": hunter2-value}}')
  } catch (e) {
    v8 = (e as Error).message
  }
  assert.match(v8, /hunter2/, 'V8 quotes the text')
  assert.equal(redactMessage(v8, {}), "Unexpected token 'h', [redacted] is not valid JSON")
})

test('item 14: an object without kind in helm output is named, never dumped', async () => {
  const { root, app } = repoWithChart()
  chart(root, 'charts/app', { 'templates/s.yaml': 'apiVersion: v1\nmetadata:\n  name: creds\nstringData:\n  password: hunter2\n' })
  const deps = { runner, helm: () => new Toolbox({ helm: devBinaries().helmPath }, runner).helm() }
  await assert.rejects(renderHelm(request(root, app), deps), (e: Error) => {
    assert.match(e.message, /Object 'Kind' is missing in an object \(apiVersion v1, name creds, keys apiVersion, metadata, stringData\)/)
    assert.doesNotMatch(e.message, /hunter2/)
    return true
  })
})

/** A runner whose `version` calls fail `failures` times (timeout), then answer; other calls go to the real runner. */
function flakyVersion(failures: number): ToolRunner & { calls: number[] } {
  const calls: number[] = []
  return {
    calls,
    async run(tool: Tool, args: string[], opts: RunOptions) {
      if (args[0] !== 'version') return runner.run(tool, args, opts)
      calls.push(opts.timeoutMs ?? 0)
      if (calls.length <= failures) throw new Error(`${tool.name} version timed out after ${opts.timeoutMs} ms`)
      return { code: 0, stdout: 'v4.1.4+g05fa379\n', stderr: '' }
    }
  }
}

test('item 18: a helm version probe that times out under load is retried once with a longer timeout', async () => {
  const r = flakyVersion(1)
  const box = new Toolbox({ helm: devBinaries().helmPath }, r, 100)
  await box.helm()
  await box.settled()
  assert.deepEqual(r.calls, [100, 200])
  assert.equal(box.versions.helm, '4.1.4')
})

test('item 18: a probe failing twice is reported as an unknown version with the reason; helm apps still render', async () => {
  const r = flakyVersion(5)
  const box = new Toolbox({ helm: devBinaries().helmPath }, r, 100)
  const { root, app } = repoWithChart()
  const out = await renderHelm(request(root, app), { runner: r, helm: () => box.helm() })
  assert.ok(out.docs.length > 0, 'the app rendered: the probe is not its error')
  await box.settled()
  assert.match(box.versions.helm!, /^unknown \(version probe failed twice: helm version timed out after 200 ms\)$/)
})

test('item 18: a helm that cannot be started at all is an environment error, not a render error of every app', async () => {
  const box = new Toolbox({ helm: '/nonexistent/helm' }, runner)
  await assert.rejects(box.helm(), MissingBinaryError)
})

test('items 15-17: sanitizer edge cases', () => {
  assert.equal(visible('a\u001b[31mb\rc\u202ed\n\te'), 'a\\x1B[31mb\\rc\\u202Ed\\n\\te')
  assert.equal(visible('a\r\nb\u0085', true), 'a\nb\\x85')
  assert.equal(defuseLine('  ::error::x'), '\\  ::error::x')
  assert.equal(defuseLine('##[group]x'), '\\##[group]x')
  assert.equal(defuseLine('a ::error::x'), 'a ::error::x')
  assert.equal(logLine('::add-mask::x\n::stop-commands::t'), '\\::add-mask::x\\n::stop-commands::t')
  assert.deepEqual(terminalSafe({ name: 'a\nb', error: 'x\ny\u0007', list: [{ message: 'm\nn' }] }), {
    name: 'a\\nb',
    error: 'x\ny\\x07',
    list: [{ message: 'm\nn' }]
  })
  // Markdown: our word joiner after @ and #, in :// and after www; bidi and zero-width removed.
  assert.equal(text('@a #1 https://x www.y \u202ez\u200b'), '@\u2060a #\u20601 https:\u2060//x www\u2060.y z')
  assert.equal(code('a\u202e`b'), '``a`b``')
  assert.equal(fence('x\u001b\n```'), '````\nx\\x1B\n```\n````')
  assert.equal(link('l', 'https://h/a b\n(c)'), '[l](https://h/a%20b%0A%28c%29)')
  // docs: only this tool's page for a known rule.
  assert.equal(trustedDocs({ rule: 'prune', docs: docsUrl('prune') }), docsUrl('prune'))
  assert.equal(trustedDocs({ rule: 'prune', docs: `${DOCS_BASE}/prune.md\n<img>` }), null)
  assert.equal(trustedDocs({ rule: 'nope', docs: docsUrl('nope') }), null)
})

test('items 15-17: each unsafe character alone is escaped (the clean-string fast path lets none through)', () => {
  for (const [raw, line, multi] of [
    ['\u0000', '\\x00', '\\x00'],
    ['\u001b', '\\x1B', '\\x1B'],
    ['\r', '\\r', '\\r'],
    ['\u007f', '\\x7F', '\\x7F'],
    ['\u009b', '\\x9B', '\\x9B'],
    ['\u200b', '\\u200B', '\\u200B'],
    ['\u2066', '\\u2066', '\\u2066'],
    ['\ufeff', '\\uFEFF', '\\uFEFF'],
    ['\ud800', '\ufffd', '\ufffd'],
    ['\n', '\\n', '\n'],
    ['\t', '\\t', '\t']
  ] as const) {
    assert.equal(visible(`a${raw}b`), `a${line}b`, JSON.stringify(raw))
    assert.equal(visible(`a${raw}b`, true), `a${multi}b`, JSON.stringify(raw))
  }
  const clean = 'plain ascii · with ✓ and \ud83d\ude00'
  assert.equal(visible(clean), clean)
  // A command on a later line of a long text is still found.
  assert.equal(defuseLines(`${'x\n'.repeat(1000)}  ::error::y\nz`), `${'x\n'.repeat(1000)}\\  ::error::y\nz`)
  assert.equal(defuseLines('a\nb ::error::c'), 'a\nb ::error::c')
  // The input report is not changed; the copy shares no object with it.
  const input = { apps: [{ name: 'a\u001b', diffs: [{ lines: ['+ x', '- \u202e'] }] }], n: 1, none: null }
  const before = structuredClone(input)
  const out = terminalSafe(input)
  assert.deepEqual(input, before)
  assert.deepEqual(out, { apps: [{ name: 'a\\x1B', diffs: [{ lines: ['+ x', '- \\u202E'] }] }], n: 1, none: null })
  assert.notEqual(out.apps[0]!.diffs, input.apps[0]!.diffs)
})

test('item 15: the runner escapes info lines and command data', () => {
  const out: string[] = []
  const r = new Runner({}, (s) => void out.push(s))
  r.info('app x\n::add-mask::secret')
  r.warning('a\n::stop-commands::t\u001b', { title: 'x\ny', file: 'f:1,2' })
  r.info('::error::direct')
  assert.deepEqual(out, ['app x\\n::add-mask::secret\n', '::warning title=x%0Ay,file=f%3A1%2C2::a%0A::stop-commands::t\\x1B\n', '\\::error::direct\n'])
})
