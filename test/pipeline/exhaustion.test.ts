// Acceptance (hostile PR, exhaustion): under a runaway chart and a 1 KB alias bomb the run ends within its deadline,
// the machine keeps memory to spare, no renderer survives the CLI, and the other apps are still analysed. The real
// CLI runs as a child process with its own TMPDIR, so every renderer it starts is recognisable (its working
// directory is in that scratch) and can be watched from /proc while it runs.
// test-alone: CPU limits, peak memory and the main thread's latency, which files running beside it disturb
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { freemem } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { treeRssBytes } from '../../src/lib/process/exec.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import type { Report } from '../../src/report/model.js'
import { renderAll } from '../helpers/formats.js'

const cli = new URL('../../src/cli/main.ts', import.meta.url).pathname
const MB = 1024 * 1024

const app = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: ${path}}
  destination: {server: https://kubernetes.default.svc, namespace: ${name}}
  syncPolicy: {automated: {prune: true}}
`
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  v: "1"\n`
const pvc = (name: string) =>
  `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: ${name}\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n`
const chart = (name: string) => `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`

/** `range` over a huge product writing output: helm's buffer grows without end (what reached 11 GB in 24 s). */
const RUNAWAY = `apiVersion: v1
kind: ConfigMap
metadata: {name: runaway}
data:
  x: |
{{- range $i := until 1000000 }}{{ range $j := until 100000 }}
    {{ $i }}-{{ $j }} padding padding padding padding padding padding padding padding
{{- end }}{{ end }}
`
/** A loop that burns CPU and allocates nothing: only a timeout ends it. */
const SPIN = `apiVersion: v1
kind: ConfigMap
metadata: {name: spin}
data:
  x: "{{ range $i := until 100000 }}{{ range $j := until 100000 }}{{ end }}{{ end }}"
`

/** Billion laughs in 447 bytes: kustomize's YAML layer expands the aliases (4 GB when unbounded). */
function aliasBomb(): string {
  let s = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bomb\n  annotations:\n    a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
  let prev = 'a'
  for (const n of 'bcdefghi') {
    s += `    ${n}: &${n} [${Array(9).fill(`*${prev}`).join(',')}]\n`
    prev = n
  }
  return s
}

/** Live processes whose working directory is under `root` (renderers run in the run's scratch folder). */
function processesUnder(root: string): number[] {
  const out: number[] = []
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      if (readlinkSync(`/proc/${d}/cwd`).startsWith(root) && !/State:\s+Z/.test(readFileSync(`/proc/${d}/status`, 'utf8'))) out.push(Number(d))
    } catch {
      // exited, or not ours
    }
  }
  return out
}

interface Watched {
  code: number | null
  signal: NodeJS.Signals | null
  ms: number
  peakRenderersRss: number
  minFree: number
  stderr: string
  sawRenderer: boolean
}

/** Runs the CLI with TMPDIR = `scratchRoot`, sampling the renderers' memory and the machine's free memory. */
function runCli(args: string[], scratchRoot: string, onRenderer?: (cliPid: number) => void, env: Record<string, string> = {}): Promise<Watched> {
  const { helmPath, kustomizePath } = devBinaries()
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, TMPDIR: scratchRoot, PRUNE_GUARD_HELM: helmPath, PRUNE_GUARD_KUSTOMIZE: kustomizePath, ...env },
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()))
  const w: Watched = { code: null, signal: null, ms: 0, peakRenderersRss: 0, minFree: freemem(), stderr: '', sawRenderer: false }
  const timer = setInterval(() => {
    const pids = processesUnder(scratchRoot)
    if (pids.length > 0 && !w.sawRenderer) {
      w.sawRenderer = true
      onRenderer?.(child.pid!)
    }
    const rss = pids.reduce((n, p) => n + (treeRssBytes(p) ?? 0), 0)
    w.peakRenderersRss = Math.max(w.peakRenderersRss, rss)
    w.minFree = Math.min(w.minFree, freemem())
  }, 50)
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(timer)
      resolve({ ...w, code, signal, ms: Date.now() - started, stderr })
    })
  })
}

test('acceptance: a runaway chart, a spinning chart and a 1 KB alias bomb are stopped; the other app is analysed; nothing survives', async () => {
  const dir = makeRepo({
    // 8 s: the two memory-hungry renders reach 256 MB long before, also on a machine under load (4 s was not always).
    '.prune-guard.yaml': 'renderMemoryLimitMB: 256\nrenderTimeoutSeconds: 8\nrunDeadlineSeconds: 60\ncheckDeterminism: false\n',
    'apps/runaway.yaml': app('runaway', 'charts/runaway'),
    'apps/spin.yaml': app('spin', 'charts/spin'),
    'apps/bomb.yaml': app('bomb', 'kustomize/bomb'),
    'apps/good.yaml': app('good', 'manifests/good'),
    'charts/runaway/Chart.yaml': chart('runaway'),
    'charts/runaway/templates/cm.yaml': cm('runaway'),
    'charts/spin/Chart.yaml': chart('spin'),
    'charts/spin/templates/cm.yaml': cm('spin'),
    'kustomize/bomb/kustomization.yaml': 'resources: [cm.yaml]\n',
    'kustomize/bomb/cm.yaml': cm('bomb'),
    'manifests/good/cm.yaml': cm('good'),
    'manifests/good/pvc.yaml': pvc('data')
  })
  commit(dir, { 'charts/runaway/templates/cm.yaml': RUNAWAY, 'charts/spin/templates/cm.yaml': SPIN, 'kustomize/bomb/cm.yaml': aliasBomb() }, 'hostile', [
    'manifests/good/pvc.yaml'
  ])
  const scratchRoot = join(tempDir('pg-exhaust-'), 'tmp')
  mkdirSync(scratchRoot)
  const out = join(tempDir(), 'report.json')
  const w = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--output', out], scratchRoot)

  assert.equal(w.code, 1, w.stderr)
  assert.ok(w.ms < 60_000, `the run ends within its deadline (${w.ms} ms)`)
  assert.ok(w.sawRenderer, 'renderers were watched while they ran')
  assert.ok(w.peakRenderersRss < 1024 * MB, `renderers peaked at ${Math.round(w.peakRenderersRss / MB)} MB (limit 256 MB each)`)
  assert.ok(w.minFree > 1024 * MB, `the machine kept ${Math.round(w.minFree / MB)} MB free`)
  assert.deepEqual(processesUnder(scratchRoot), [], 'no renderer survives the CLI')
  assert.deepEqual(
    readdirSync(scratchRoot).filter((f) => f.startsWith('prune-guard')),
    [],
    'the scratch folder is removed'
  )

  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    verdict: string
    apps: Array<{ name: string; notRendered: string | null; error: string | null; prune: Array<{ name: string; outcome: string }> }>
    findings: Array<{ rule: string; app: string; blocking: boolean }>
  }
  const by = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.match(by.runaway!.notRendered ?? '', /helm template was stopped by the guard: it used more than 256 MB of memory \(renderMemoryLimitMB\)/)
  assert.match(by.bomb!.notRendered ?? '', /kustomize .*was stopped by the guard: it used more than 256 MB of memory \(renderMemoryLimitMB\)/)
  assert.match(by.spin!.notRendered ?? '', /helm template was stopped by the guard: it timed out after 8 s \(renderTimeoutSeconds\)/)
  assert.deepEqual(
    by.good!.prune.map((p) => [p.name, p.outcome]),
    [['data', 'delete']],
    'the other app is still analysed'
  )
  assert.equal(report.verdict, 'fail')
  const stopped = report.findings.filter((f) => f.rule === 'render-stopped')
  assert.deepEqual(
    stopped.map((f) => [f.app, f.blocking]).sort(),
    [
      ['bomb', true],
      ['runaway', true],
      ['spin', true]
    ],
    'not analysed never passes'
  )
  // Every output says which apps were stopped, and the action's log ends with the verdict (issue 8 item 11).
  const all = await renderAll(report as unknown as Report)
  for (const [format, body] of Object.entries(all)) for (const n of ['runaway', 'spin', 'bomb']) assert.ok(body.includes(n), `${format} names ${n}`)
  for (const f of ['text', 'markdown', 'summary'] as const) assert.match(all[f], /renderMemoryLimitMB/, f)
  assert.match(all.log, /^Prune Guard: FAIL \(\d+ blocking findings\)/m)
})

test('SIGTERM mid-render: the CLI exits 143, kills the renderer group it started and removes its scratch folder', async () => {
  const dir = makeRepo({ 'apps/spin.yaml': app('spin', 'charts/spin'), 'charts/spin/Chart.yaml': chart('spin'), 'charts/spin/templates/cm.yaml': cm('spin') })
  commit(dir, { 'charts/spin/templates/cm.yaml': SPIN }, 'spin')
  const scratchRoot = join(tempDir('pg-exhaust-'), 'tmp')
  mkdirSync(scratchRoot)
  const w = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD'], scratchRoot, (pid) => process.kill(pid, 'SIGTERM'))
  assert.ok(w.sawRenderer)
  assert.equal(w.code, 143, w.stderr)
  assert.match(w.stderr, /stopped by SIGTERM; renderers killed, scratch files removed/)
  assert.ok(w.ms < 30_000)
  await new Promise((r) => setTimeout(r, 100))
  assert.deepEqual(processesUnder(scratchRoot), [], 'no renderer survives the CLI')
  assert.deepEqual(
    readdirSync(scratchRoot).filter((f) => f.startsWith('prune-guard')),
    [],
    'the scratch folder is removed'
  )
})

test('the run deadline (--deadline): a render running at the deadline is stopped, queued ones never start; both are reported as not analysed', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': 'concurrency: 1\ncheckDeterminism: false\n',
    'apps/spin.yaml': app('spin', 'charts/spin'),
    'apps/zlater.yaml': app('zlater', 'charts/zlater'),
    'charts/spin/Chart.yaml': chart('spin'),
    'charts/spin/templates/cm.yaml': cm('spin'),
    'charts/zlater/Chart.yaml': chart('zlater'),
    'charts/zlater/templates/cm.yaml': cm('zlater')
  })
  // Both heads spin: whichever starts first runs into the deadline and the other is still queued (the order in which
  // queued renders start is not part of the contract).
  commit(dir, { 'charts/spin/templates/cm.yaml': SPIN, 'charts/zlater/templates/cm.yaml': SPIN }, 'spin both')
  const scratchRoot = join(tempDir('pg-exhaust-'), 'tmp')
  mkdirSync(scratchRoot)
  const out = join(tempDir(), 'report.json')
  const w = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--deadline', '3', '--format', 'json', '--output', out], scratchRoot)
  assert.ok(w.ms < 20_000, `${w.ms} ms`)
  assert.equal(w.code, 1, `apps not analysed block the run: ${w.stderr}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as { apps: Array<{ name: string; notRendered: string | null }> }
  const reasons = report.apps.map((a) => a.notRendered ?? '')
  assert.ok(
    reasons.every((r) => /stopped by the guard: the run deadline \(3 s, runDeadlineSeconds\) passed/.test(r)),
    reasons.join('\n')
  )
  assert.ok(reasons.some((r) => /while it was running/.test(r)))
  assert.deepEqual(processesUnder(scratchRoot), [])
})

test('JSON nested 20,000 deep and an alias-expanded YAML in directory apps: a render error for each, the other app analysed, a verdict', async () => {
  const { analyze } = await import('../../src/pipeline/analyze.js')
  const deep = '{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "deep"}, "data": {"x": ' + '['.repeat(20_000) + ']'.repeat(20_000) + '}}'
  const wide =
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: wide}\nx: &x {' +
    Array.from({ length: 3000 }, (_, i) => `k${i}: "${'v'.repeat(60)}"`).join(', ') +
    '}\n' +
    Array.from({ length: 3000 }, (_, i) => `y${i}: *x`).join('\n') +
    '\n'
  const dir = makeRepo({
    'apps/deep.yaml': app('deep', 'm/deep'),
    'apps/wide.yaml': app('wide', 'm/wide'),
    'apps/good.yaml': app('good', 'm/good'),
    'm/deep/cm.yaml': cm('deep'),
    'm/wide/cm.yaml': cm('wide'),
    'm/good/cm.yaml': cm('good'),
    'm/good/pvc.yaml': pvc('data')
  })
  commit(dir, { 'm/deep/cm.json': deep, 'm/wide/cm.yaml': wide }, 'deep', ['m/good/pvc.yaml', 'm/deep/cm.yaml'])
  const t0 = Date.now()
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  assert.ok(Date.now() - t0 < 30_000)
  const by = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.match(by.deep!.error ?? '', /nested deeper than 1000 levels/)
  assert.match(by.wide!.error ?? '', /expands to more than 16 MB through YAML aliases/)
  assert.deepEqual(
    by.good!.prune.map((p) => p.name),
    ['data']
  )
  assert.equal(report.verdict, 'fail')
})

/** Waits until no process runs under `root`, up to `ms`; returns what still runs then. */
async function survivorsAfter(root: string, ms: number): Promise<number[]> {
  const until = Date.now() + ms
  for (;;) {
    const left = processesUnder(root)
    if (left.length === 0 || Date.now() > until) return left
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Calls `then` once a `helm template` runs under `root` (not only a version probe), with its process ids. */
function onceRendering(root: string, then: (pids: number[]) => void): void {
  const rendering = processesUnder(root).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').includes('template')
    } catch {
      return false
    }
  })
  if (rendering.length > 0) then(rendering)
  else setTimeout(() => onceRendering(root, then), 20)
}

/** A folder whose PATH offers git and prlimit but no setpriv (the fallback when setpriv is missing). */
function pathWithout(tool: string): string {
  const bin = tempDir('pg-path-')
  for (const t of ['git', 'prlimit', 'setpriv'].filter((t) => t !== tool)) {
    const found = (process.env.PATH ?? '')
      .split(':')
      .map((d) => join(d, t))
      .find((p) => existsSync(p))
    if (found) symlinkSync(found, join(bin, t))
  }
  return bin
}

test('SIGKILL of the CLI mid-render (OOM killer, forced cancel): the renderer dies with it (parent-death signal)', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': 'renderTimeoutSeconds: 300\ncheckDeterminism: false\n',
    'apps/spin.yaml': app('spin', 'charts/spin'),
    'charts/spin/Chart.yaml': chart('spin'),
    'charts/spin/templates/cm.yaml': cm('spin')
  })
  commit(dir, { 'charts/spin/templates/cm.yaml': SPIN }, 'spin')
  const scratchRoot = join(tempDir('pg-exhaust-'), 'tmp')
  mkdirSync(scratchRoot)
  let killedAt = 0
  const w = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD'], scratchRoot, (pid) =>
    onceRendering(scratchRoot, () => {
      process.kill(pid, 'SIGKILL')
      killedAt = Date.now()
    })
  )
  assert.ok(w.sawRenderer)
  assert.equal(w.signal, 'SIGKILL')
  const left = await survivorsAfter(scratchRoot, 2000)
  for (const p of left) process.kill(p, 'SIGKILL')
  assert.deepEqual(left, [], `the renderer outlived the CLI by ${Date.now() - killedAt} ms`)
})

test('SIGKILL of the CLI where setpriv is missing: the orphan renderer dies at its CPU limit (renderTimeoutSeconds + 10 s)', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': 'renderTimeoutSeconds: 2\ncheckDeterminism: false\n',
    'apps/spin.yaml': app('spin', 'charts/spin'),
    'charts/spin/Chart.yaml': chart('spin'),
    'charts/spin/templates/cm.yaml': cm('spin')
  })
  commit(dir, { 'charts/spin/templates/cm.yaml': SPIN }, 'spin')
  const scratchRoot = join(tempDir('pg-exhaust-'), 'tmp')
  mkdirSync(scratchRoot)
  let killedAt = 0
  const w = await runCli(
    ['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--verbose'],
    scratchRoot,
    (pid) =>
      onceRendering(scratchRoot, () => {
        process.kill(pid, 'SIGKILL')
        killedAt = Date.now()
      }),
    { PATH: pathWithout('setpriv') }
  )
  assert.equal(w.signal, 'SIGKILL')
  assert.ok(processesUnder(scratchRoot).length > 0, 'the renderer is left behind (no parent-death signal)')
  // 12 CPU seconds, a few of them spent before the kill; wall time is far longer on a loaded machine.
  const left = await survivorsAfter(scratchRoot, 120_000)
  const lived = Date.now() - killedAt
  for (const p of left) process.kill(p, 'SIGKILL')
  assert.deepEqual(left, [], 'the orphan outlived its CPU limit')
  assert.ok(lived > 4000, `the orphan lived on for ${lived} ms: the CPU limit, not a parent-death signal, ended it`)
  assert.match(w.stderr, /setpriv not found: a renderer left behind by a killed CLI runs until its CPU limit/)
})

/** A tar archive (ustar) of `files`, gzip'd: what `helm package` writes, without helm (members are raw bytes). */
function tgz(files: Array<[string, Buffer]>): Buffer {
  const blocks: Buffer[] = []
  for (const [name, data] of files) {
    const h = Buffer.alloc(512)
    h.write(name, 0, 100, 'utf8')
    h.write('0000644\0', 100)
    h.write('0000000\0', 108)
    h.write('0000000\0', 116)
    h.write(data.length.toString(8).padStart(11, '0') + '\0', 124)
    h.write('00000000000\0', 136)
    h.write('        ', 148)
    h.write('0', 156)
    h.write('ustar\0' + '00', 257, 'latin1')
    let sum = 0
    for (const b of h) sum += b
    h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'latin1')
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks), { level: 9 })
}

/** Archives of archives, `width` members a level, `levels` deep, each leaf 60 MB of zeros: tens of KB on disk. */
function nestedBomb(levels: number, width: number): Buffer {
  let inner = tgz([['big', Buffer.alloc(60 * MB)]])
  for (let l = 0; l < levels; l++) inner = tgz(Array.from({ length: width }, (_, i) => [`c/charts/sub${l}-${i}.tgz`, inner] as [string, Buffer]))
  return inner
}

test('nested chart archives (a gzip bomb of archives in a chart folder): the child search stays within one budget off the main thread; the app is rendered, never unchanged', async () => {
  const { analyze } = await import('../../src/pipeline/analyze.js')
  const bomb = nestedBomb(2, 8)
  assert.ok(bomb.length < 200 * 1024, `${bomb.length} bytes`)
  const dir = makeRepo({
    'apps/p.yaml': app('p', 'charts/p'),
    'apps/good.yaml': app('good', 'manifests/good'),
    'charts/p/Chart.yaml': chart('p'),
    'charts/p/templates/cm.yaml': cm('p'),
    'charts/other/Chart.yaml': chart('other'),
    'manifests/good/cm.yaml': cm('good'),
    'manifests/good/pvc.yaml': pvc('data')
  })
  // A vendored subchart of the app's chart, and an archive in another chart folder no app reads.
  mkdirSync(join(dir, 'charts/p/charts'))
  writeFileSync(join(dir, 'charts/p/charts/sub-1.0.0.tgz'), bomb)
  writeFileSync(join(dir, 'charts/other/nested.tgz'), bomb)
  commit(dir, {}, 'archives')
  commit(dir, {}, 'delete the pvc', ['manifests/good/pvc.yaml'])
  let maxGap = 0
  let last = performance.now()
  const ticker = setInterval(() => {
    const now = performance.now()
    maxGap = Math.max(maxGap, now - last)
    last = now
  }, 20)
  const lines: string[] = []
  const t0 = Date.now()
  try {
    const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', log: (l) => lines.push(l) })
    const ms = Date.now() - t0
    assert.ok(ms < 30_000, `the run took ${ms} ms`)
    assert.ok(maxGap < 1500, `the main thread was held for ${Math.round(maxGap)} ms`)
    const by = Object.fromEntries(report.apps.map((a) => [a.name, a]))
    assert.equal(by.p!.skipped, false, 'an app whose archives were not searched in full is rendered, never skipped as unchanged')
    assert.deepEqual(
      by.good!.prune.map((p) => p.name),
      ['data']
    )
    assert.match(lines.join('\n'), /child search: archives unpack to more than 256 MB in all/)
  } finally {
    clearInterval(ticker)
  }
})

test('nested chart archives in charts/: the schema scan and the determinism inputs stop at 64 MB a chart, and say so', async () => {
  const { chartSchemas, localSchemaWarning } = await import('../../src/render/helm/remote-schema.js')
  const { readDeterminismInput } = await import('../../src/render/helm/determinism-inputs.js')
  const root = tempDir('pg-nested-')
  mkdirSync(join(root, 'app/charts'), { recursive: true })
  writeFileSync(join(root, 'app/Chart.yaml'), chart('app'))
  // Each archive holds one chart folder (`c/`) whose charts/ holds the next level, as helm vendors subcharts.
  writeFileSync(join(root, 'app/charts/sub-1.0.0.tgz'), nestedBomb(2, 8))
  const t0 = Date.now()
  assert.match(
    localSchemaWarning(chartSchemas(join(root, 'app'))) ?? '',
    /charts\/sub-1\.0\.0\.tgz.* was not read \(its archives unpack to more than 64 MB in all\).*schema validation was skipped/
  )
  const paths = { appPath: join(root, 'app'), repoRoot: root, refs: {}, env: {} }
  const input = await readDeterminismInput(join(root, 'app'), 'app', undefined, paths)
  assert.ok(
    input.unseen?.some((u) => /archives unpack to more than 64 MB in all/.test(u)),
    input.unseen?.join('\n')
  )
  assert.ok(Date.now() - t0 < 10_000, `${Date.now() - t0} ms`)
})
