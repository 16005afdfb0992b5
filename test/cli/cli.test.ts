import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { demoRepo } from '../helpers/demo.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaryArgs, runCli } from '../helpers/cli.js'
import { devBinaries, tempDir } from '../helpers/tools.js'

const run = (args: string[]) => runCli([...args, ...devBinaryArgs()])

test('CLI: a blocking prune exits 1; text names the pruned PVC and the update; json goes to --output', async () => {
  const dir = demoRepo()
  const text = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD'])
  assert.equal(text.code, 1, text.stderr)
  assert.match(text.stdout, /^FAIL: 1 blocking finding/m)
  assert.match(text.stdout, /- PersistentVolumeClaim payments\/ledger-data: deleted by the next automated sync\n/)
  assert.doesNotMatch(text.stdout, /\[delete\]|requires-manual-prune/, 'no raw outcome enum in the text report')
  assert.match(text.stdout, /What blocks merge \(1\):\n {2}- payments: The next automated sync deletes PersistentVolumeClaim payments\/ledger-data[.:]/)
  assert.match(text.stdout, /~ Deployment\.apps shop\/shop-web: spec\.replicas/)
  const out = join(tempDir(), 'r.json')
  const json = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--output', out])
  assert.equal(json.code, 1)
  assert.equal(json.stdout, '')
  assert.equal(JSON.parse(readFileSync(out, 'utf8')).verdict, 'fail')
})

test('CLI: --fail-on critical still blocks the PVC; a clean range exits 0', async () => {
  const dir = demoRepo()
  assert.equal((await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--fail-on', 'critical'])).code, 1)
  const same = await run(['--repo', dir, '--base', 'HEAD', '--head', 'HEAD'])
  assert.equal(same.code, 0, same.stderr)
  assert.match(same.stdout, /^PASS/m)
})

test('CLI: usage and environment errors exit 2 with a message naming the problem', async () => {
  const dir = makeRepo({ 'README.md': 'x' })
  const unknown = await run(['--repo', dir, '--base', 'no-such-branch'])
  assert.equal(unknown.code, 2)
  assert.match(unknown.stderr, /Unknown revision 'no-such-branch'/)
  const format = await run(['--repo', dir, '--base', 'HEAD', '--format', 'yaml'])
  assert.equal(format.code, 2)
  assert.match(format.stderr, /--format 'yaml' is not valid\. Valid values: text, json/)
  assert.equal((await run(['--head', 'HEAD'])).code, 2)
  const notGit = await run(['--repo', tempDir(), '--base', 'HEAD'])
  assert.equal(notGit.code, 2)
  assert.match(notGit.stderr, /is not inside a git repository/)
  const badConfig = await run(['--repo', dir, '--base', 'HEAD', '--fail-on', 'severe'])
  assert.equal(badConfig.code, 2)
  assert.match(badConfig.stderr, /'failOn' is "severe"; expected one of critical, high, medium, low, info/)
})

test('CLI: a missing helm is an environment error naming every place searched, only when an app needs it', async () => {
  const dir = demoRepo()
  const kustomize = ['--kustomize', devBinaries().kustomizePath]
  const r = await runCli(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--helm', '/nonexistent/helm', ...kustomize])
  assert.equal(r.code, 2)
  assert.match(r.stderr, /\/nonexistent\/helm/)
  const plain = makeRepo({ 'README.md': 'no apps' })
  assert.equal((await runCli(['--repo', plain, '--base', 'HEAD', '--helm', '/nonexistent/helm', ...kustomize])).code, 0)
})

test('CLI: an app the guard cannot analyse passes (exit 0) and says so; --fail-on-unknown makes it exit 1', async () => {
  const app = (v: string) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: cache, namespace: argocd}\nspec:\n  source: {repoURL: 'https://charts.example.com', chart: redis, targetRevision: ${v}}\n  destination: {server: 'https://kubernetes.default.svc', namespace: cache}\n`
  const dir = makeRepo({ 'apps/cache.yaml': app('1.0.0'), '.prune-guard.yaml': `chartCacheDir: ${tempDir()}\n` })
  commit(dir, { 'apps/cache.yaml': app('2.0.0') }, 'bump')
  const lenient = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--offline'])
  assert.equal(lenient.code, 0, lenient.stderr)
  assert.match(lenient.stdout, /^PASS · 1 app changed of 1 \(1 not analysed\)/m)
  const strict = await run(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--offline', '--fail-on-unknown'])
  assert.equal(strict.code, 1, strict.stderr)
  assert.match(strict.stdout, /^FAIL: 1 blocking finding/m)
})
