// The render cache across runs on real repositories and the real renderers: a PR run after a run on its base renders
// only its head side, reports the same, and damaged entries or another renderer binary are misses.
import assert from 'node:assert/strict'
import { copyFileSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { test } from 'node:test'
import { analyze, type AnalyzeOptions } from '../../src/pipeline/analyze.js'
import type { Report } from '../../src/report/model.js'
import { createToolRunner } from '../../src/lib/process/exec.js'
import type { ToolRunner } from '../../src/render/types.js'
import { CACHE_FORMAT } from '../../src/render/disk-cache.js'
import { devBinaries, tempDir } from '../helpers/tools.js'
import { commit, git, makeRepo, ORIGIN } from '../helpers/git.js'
import { serveDir } from '../helpers/chart-repo.js'

const app = (name: string, path: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: ${ORIGIN}\n    targetRevision: HEAD\n    path: ${path}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n  syncPolicy:\n    automated:\n      prune: true\n`
const chart = (name: string, template: string, values: string) => ({
  [`charts/${name}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`,
  [`charts/${name}/values.yaml`]: values,
  [`charts/${name}/templates/t.yaml`]: template
})

/** B0 (no apps) → B1 (three apps: deterministic Helm, random Helm, Kustomize) → P (a PR changing all three). */
function repo(): { dir: string; b0: string; b1: string; p: string } {
  const dir = makeRepo({ 'README.md': '# x\n' })
  const b0 = git(dir, 'rev-parse', 'HEAD')
  const files = (v: string) => ({
    'apps/web.yaml': app('web', 'charts/web'),
    ...chart('web', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  v: "{{ .Values.v }}"\n', `v: "${v}"\n`),
    'apps/rnd.yaml': app('rnd', 'charts/rnd'),
    ...chart(
      'rnd',
      'apiVersion: v1\nkind: Secret\nmetadata:\n  name: rnd\n  labels: {v: "{{ .Values.v }}"}\ndata:\n  p: {{ randAlphaNum 12 | b64enc }}\n',
      `v: "${v}"\n`
    ),
    'apps/api.yaml': app('api', 'kustomize/api'),
    'kustomize/api/kustomization.yaml': `resources: [cm.yaml]\ncommonLabels: {v: "${v}"}\n`,
    'kustomize/api/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\ndata:\n  k: v\n'
  })
  const b1 = commit(dir, files('1'), 'apps')
  const p = commit(dir, files('2'), 'pr')
  return { dir, b0, b1, p }
}

/** Renderer processes of one run with their working directories (helm and kustomize run inside the checkout). */
function counting(): { runner: ToolRunner; cwds: string[]; args: string[][] } {
  const inner = createToolRunner()
  const cwds: string[] = []
  const all: string[][] = []
  return { cwds, args: all, runner: { run: (tool, args, o) => (cwds.push(o?.cwd ?? ''), all.push(args), inner.run(tool, args, o)) } }
}
const atBase = (cwds: string[]) => cwds.filter((c) => c.includes(`${sep}base${sep}`) || c.endsWith(`${sep}base`))
const atHead = (cwds: string[]) => cwds.filter((c) => c.includes(`${sep}head${sep}`) || c.endsWith(`${sep}head`))
const withoutCache = (r: Report): Report => {
  const { renderCache: _, ...rest } = r
  return rest as Report
}

let shared: ReturnType<typeof repo> | undefined
const fixture = () => (shared ??= repo())
const run = (o: Partial<AnalyzeOptions> & { runner?: ToolRunner }, base: string, head: string, cacheDir?: string) =>
  analyze({ ...devBinaries(), repoDir: fixture().dir, base, head, overrides: { network: false, ...(cacheDir ? { cacheDir } : {}) }, ...o })

test('render cache: a PR run after a run on its base renders only the head side and reports the same', async () => {
  const { b0, b1, p } = fixture()
  const cacheDir = tempDir('pg-cache-')
  const first = await run({}, b0, b1, cacheDir)
  assert.deepEqual(first.report.renderCache, { hits: 0, misses: 3, rejected: 0, uncacheable: 0 }, 'three apps rendered at B1 (head), stored')

  const plain = await run({}, b1, p)
  assert.equal(plain.report.renderCache, undefined, 'no cacheDir: no cache figures')
  const c = counting()
  const lines: string[] = []
  const cached = await run({ runner: c.runner, log: (l) => lines.push(l) }, b1, p, cacheDir)
  assert.ok(
    lines.some((l) => /^rendered .*web at base in \d+ ms \(from cache\)$/.test(l)),
    lines.join('\n')
  )
  assert.ok(lines.some((l) => /^render cache: 4 hit\(s\), 3 miss\(es\)/.test(l)))
  assert.deepEqual(atBase(c.cwds), [], 'no renderer process at the base revision')
  assert.ok(atHead(c.cwds).length >= 3, `head renders ran: ${c.cwds.join(', ')}`)
  assert.ok(!c.args.some((a) => a.includes('version')), 'no version probe: the versions of these binaries are known from the first run')
  // web, rnd, api at base, and rnd again at base with its unstable fields (R5.1), all from the B1 run's head renders.
  assert.deepEqual(cached.report.renderCache, { hits: 4, misses: 3, rejected: 0, uncacheable: 0 })
  assert.equal(cached.stats.cacheHits, 4)
  assert.deepEqual(withoutCache(cached.report), plain.report)
  const nd = cached.report.findings.filter((f) => f.rule === 'nondeterministic-render')
  assert.ok(nd.length > 0 && nd.every((f) => !f.introduced), 'the random Secret is known from base (from the cache): not introduced')

  // Everything cached now: no renderer process at all, the same report, renderer versions from the entries.
  const again = counting()
  const warm = await run({ runner: again.runner }, b1, p, cacheDir)
  assert.deepEqual(again.cwds, [])
  assert.deepEqual(warm.report.renderCache, { hits: 7, misses: 0, rejected: 0, uncacheable: 0 })
  assert.deepEqual(withoutCache(warm.report), plain.report)
  // The versions arrive as probes finish and hits are read (here api's Kustomize entry first): reports list them by name.
  for (const r of [plain, cached, warm]) assert.deepEqual(Object.keys(r.report.renderers), ['helm', 'kustomize'])
})

test('render cache: damaged entries are rejected misses and the report is unchanged', async () => {
  const { b0, b1, p } = fixture()
  const cacheDir = tempDir('pg-cache-')
  await run({}, b0, b1, cacheDir)
  const files = readdirSync(join(cacheDir, `v${CACHE_FORMAT}`), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.startsWith('tools'))
    .map((f) => join(cacheDir, `v${CACHE_FORMAT}`, f))
  assert.equal(files.length, 3)
  writeFileSync(files[0]!, '{"format": 1, "key": "trunc')
  const [header, body] = readFileSync(files[1]!, 'utf8').split('\n') as [string, string]
  const render = JSON.parse(body)
  render.docs[0].obj.metadata.name = 'poisoned'
  writeFileSync(files[1]!, `${header}\n${JSON.stringify(render)}`)
  copyFileSync(files[2]!, files[0]!.replace(/[0-9a-f]{64}\.json$/, 'f'.repeat(64) + '.json')) // a stray file: never asked for
  const plain = await run({}, b1, p)
  const c = counting()
  const cached = await run({ runner: c.runner }, b1, p, cacheDir)
  assert.ok(cached.report.renderCache!.rejected >= 2, JSON.stringify(cached.report.renderCache))
  assert.ok(atBase(c.cwds).length > 0, 'the rejected entries were rendered')
  assert.deepEqual(withoutCache(cached.report), plain.report)
  assert.ok(!JSON.stringify(cached.report).includes('poisoned'))
})

test('render cache: another helm binary (new mtime) misses for Helm apps; Kustomize entries too (both identities are in the key)', async () => {
  const { b0, b1, p } = fixture()
  const cacheDir = tempDir('pg-cache-')
  const helm = join(tempDir(), 'helm')
  copyFileSync(devBinaries().helmPath, helm)
  utimesSync(helm, new Date(1_000_000), new Date(1_000_000))
  await run({ helmPath: helm }, b0, b1, cacheDir)
  utimesSync(helm, new Date(2_000_000), new Date(2_000_000))
  const c = counting()
  const r = await run({ helmPath: helm, runner: c.runner }, b1, p, cacheDir)
  assert.equal(r.report.renderCache!.hits, 0)
  assert.ok(atBase(c.cwds).length >= 3, 'base rendered again')
  assert.ok(
    c.args.some((a) => a.join(' ') === 'version --short'),
    'helm probed again: another binary'
  )
})

test('render cache: what came from the network is never stored (URL values file); charts from Helm repositories are never looked up', async () => {
  const dir = tempDir('pg-values-')
  writeFileSync(join(dir, 'v.yaml'), 'v: from-the-network\n')
  const server = await serveDir(dir)
  try {
    const port = new URL(server.url).port
    const withValues = app('web', 'charts/web').replace(
      '    path: charts/web\n',
      `    path: charts/web\n    helm:\n      valueFiles: ['${server.url}/v.yaml']\n`
    )
    const remote = (v: string) =>
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: cache, namespace: argocd}\nspec:\n  source: {repoURL: 'https://charts.example.com', chart: redis, targetRevision: ${v}}\n  destination: {server: 'https://kubernetes.default.svc', namespace: cache}\n`
    const repoDir = makeRepo({
      'apps/web.yaml': withValues,
      'apps/cache.yaml': remote('1.0.0'),
      '.prune-guard.yaml': `chartCacheDir: ${tempDir()}\n`,
      ...chart('web', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  v: "{{ .Values.v }}"\n', 'v: local\n')
    })
    commit(repoDir, { 'charts/web/values.yaml': 'v: changed\n', 'apps/cache.yaml': remote('2.0.0') }, 'pr')
    const cacheDir = tempDir('pg-cache-')
    const o = { ...devBinaries(), repoDir, base: 'HEAD~1', head: 'HEAD', overrides: { network: true, allowedHosts: [`127.0.0.1:${port}`], cacheDir } }
    const first = await analyze(o)
    const web = first.report.apps.find((a) => a.name === 'web')!
    assert.equal(web.outcome, 'analysed', 'rendered at both sides (its values file changed), with the URL values')
    assert.deepEqual(first.report.renderCache, { hits: 0, misses: 2, rejected: 0, uncacheable: 2 })
    assert.equal(first.stats.cacheWritten, 0, 'the web render read a URL: not stored')
    const fetched = server.count('/v.yaml')
    const second = await analyze(o)
    assert.deepEqual(second.report.renderCache, { hits: 0, misses: 2, rejected: 0, uncacheable: 2 })
    assert.ok(server.count('/v.yaml') > fetched, 'fetched again')
  } finally {
    await server.close()
  }
})

test('render cache: R1.1.4 a revision with an out-of-bounds symlink fails its apps even when their inputs are cached', async () => {
  const values = (v: string) => ({ 'charts/web/values.yaml': `v: "${v}"\n` })
  const repoDir = makeRepo({ 'README.md': '# x\n' })
  commit(
    repoDir,
    {
      'apps/web.yaml': app('web', 'charts/web'),
      ...chart('web', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  v: "{{ .Values.v }}"\n', 'v: "1"\n')
    },
    'b1'
  )
  symlinkSync('/etc/passwd', join(repoDir, 'leak.yaml'))
  commit(repoDir, values('2'), 'b2: symlink, web changed')
  commit(repoDir, values('1'), 'b3: web back to its B1 inputs, symlink still there')
  const cacheDir = tempDir('pg-cache-')
  const o = { ...devBinaries(), repoDir, overrides: { network: false, cacheDir } }
  await analyze({ ...o, base: 'HEAD~3', head: 'HEAD~2' }) // caches web at B1
  const r = await analyze({ ...o, base: 'HEAD~1', head: 'HEAD' })
  const web = r.report.apps.find((a) => a.name === 'web')!
  assert.match(web.error ?? '', /out-of-bounds symlinks/)
  assert.equal(r.report.renderCache!.hits, 0)
})
