// The CLI's entry (cli/main.ts) as a real process: what the in-process runs of the other CLI tests cannot show, its
// exit status and its handling of a reader that closes the pipe.
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { test } from 'node:test'
import { VERSION } from '../../src/lib/version.js'
import { CLI_ENTRY } from '../helpers/cli.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'

test('CLI: a reader that stops early (| head) ends the run quietly with its exit status, not an internal error', async () => {
  // A plain-YAML app of 3,000 ConfigMaps, every one changed (a JSON report far larger than a pipe's buffer), whose
  // PersistentVolumeClaim is removed under automated prune: a blocking run, exit status 1.
  const cms = (v: number) =>
    Array.from({ length: 3000 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-${i}}\ndata: {v: "${v}"}\n`).join('---\n')
  const app = `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: many, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: '${ORIGIN}', targetRevision: HEAD, path: many}\n  destination: {server: 'https://kubernetes.default.svc', namespace: many}\n  syncPolicy: {automated: {prune: true}}\n`
  const pvc =
    'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n'
  const dir = makeRepo({ 'apps/many.yaml': app, 'many/cms.yaml': cms(1), 'many/pvc.yaml': pvc })
  commit(dir, { 'many/cms.yaml': cms(2) }, 'change', ['many/pvc.yaml'])
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_ENTRY, '--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json'], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  let first = ''
  child.stdout.once('data', (d) => {
    first = String(d)
    child.stdout.destroy() // the reader has what it wanted
  })
  const code = await new Promise<number | null>((ok) => child.on('close', (c) => ok(c)))
  assert.match(first, /^\{\n {2}"version": 1,/)
  assert.doesNotMatch(stderr, /internal error|EPIPE/, stderr)
  assert.equal(code, 1, stderr)
})

test("CLI entry: the exit status is main's (0 for --version, 2 for a usage error), with its output on the right stream", () => {
  const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', CLI_ENTRY, ...args], { encoding: 'utf8' })
  const version = run(['--version'])
  assert.deepEqual([version.status, version.stdout, version.stderr], [0, `${VERSION}\n`, ''])
  const usage = run(['--head', 'HEAD'])
  assert.equal(usage.status, 2)
  assert.equal(usage.stdout, '')
  assert.match(usage.stderr, /^prune-guard: --base is required\.\n\nUsage: prune-guard/)
})
