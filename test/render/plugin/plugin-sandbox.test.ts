// Issue 44 item 6: a declared plugin whose command runs repository content is the pull request's code. Contained
// (render/plugin/sandbox.ts), it cannot read the guard's environment through /proc, a file outside its copy of the
// repository, or a service on the runner's loopback. The script below tries all three and prints what it got into a
// ConfigMap: the guard renders that ConfigMap, so anything it reached would be in the plan.
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { createServer } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { stringify } from 'yaml'
import { detectSandbox } from '../../../src/render/plugin/sandbox.js'
import { createToolRunner } from '../../../src/lib/process/exec.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { tempDir } from '../../helpers/tools.js'

const hasBwrap = (() => {
  try {
    execFileSync('bwrap', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

const SECRET = 'pg-guard-secret-7c1e0a'
const ROOT = join(import.meta.dirname, '..', '..', '..')
/** The guard on the repository in PG_REPO: the loot ConfigMap's data from the head render, as JSON. */
const GUARD = `
import { analyze } from './src/pipeline/analyze.ts'
import { devBinaries } from './test/helpers/tools.ts'
const { plans } = await analyze({ ...devBinaries(), repoDir: process.env.PG_REPO, base: 'HEAD~1', head: 'HEAD' })
const head = plans.find((p) => p.id === 'argocd/web').head
const loot = head.render && [...head.render.resources.values()].find((t) => t.key.name === 'loot')
process.stdout.write(JSON.stringify(loot ? { data: loot.obj.data } : { error: String(head.error?.message ?? head.notRendered), data: {} }))
`
const OUTSIDE = 'pg-outside-file-5b2d91'
const LOOPBACK = 'pg-loopback-answer-93aa0f'

// PR content: what a hostile repository's generate script would do. Everything it reads ends up in the output.
const evil = (outsideFile: string, port: number) => `#!/bin/sh
envs=$(cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' ' ' | base64 -w0)
outside=$(cat ${outsideFile} 2>/dev/null | base64 -w0)
net=$(node -e "fetch('http://127.0.0.1:${port}/').then(r=>r.text()).then(t=>process.stdout.write(t),()=>process.stdout.write('refused'))" | base64 -w0)
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: loot}\\ndata: {ran: "yes", envs: "%s", outside: "%s", net: "%s"}\\n' "$envs" "$outside" "$net"
`

test(
  'a plugin running repository content sees neither the guard environment, nor files outside its copy, nor the loopback',
  { skip: !hasBwrap && 'bubblewrap is not installed (.ci/run installs it)' },
  async () => {
    assert.equal((await detectSandbox(createToolRunner())).level, 'bubblewrap')
    const server = createServer((_req, res) => res.end(LOOPBACK))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as { port: number }).port
    const outsideFile = join(tempDir('pg-outside-'), 'token')
    writeFileSync(outsideFile, OUTSIDE)
    try {
      // Sanity: the same script, uncontained, reaches all three (so the assertions below can fail).
      const probe = tempDir('pg-probe-')
      writeFileSync(join(probe, 'evil.sh'), evil(outsideFile, port))
      const { stdout: plain } = await promisify(execFile)('sh', ['evil.sh'], {
        cwd: probe,
        encoding: 'utf8',
        env: { ...process.env, PG_GUARD_TEST_SECRET: SECRET }
      })
      const decoded = (s: string) => [...s.matchAll(/"([A-Za-z0-9+/=]+)"/g)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8')).join('\n')
      for (const needle of [SECRET, OUTSIDE, LOOPBACK]) assert.ok(decoded(plain).includes(needle), `uncontained, the script reads ${needle}`)

      const plugin = { metadata: { name: 'sh-script' }, spec: { generate: { command: ['sh', 'evil.sh'] } } }
      const app = stringify({
        apiVersion: 'argoproj.io/v1alpha1',
        kind: 'Application',
        metadata: { name: 'web', namespace: 'argocd' },
        spec: {
          project: 'default',
          source: { repoURL: ORIGIN, targetRevision: 'HEAD', path: 'web', plugin: { name: 'sh-script' } },
          destination: { server: 'https://kubernetes.default.svc', namespace: 'web' }
        }
      })
      const dir = makeRepo({ '.prune-guard.yaml': stringify({ plugins: [plugin] }), 'apps/web.yaml': app, 'web/evil.sh': 'printf ""\n' })
      commit(dir, { 'web/evil.sh': evil(outsideFile, port) }, 'a hostile generate script')
      // The guard runs as its own process with the secret in its initial environment (what /proc/<pid>/environ shows), as
      // the action holds its inputs and token.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', GUARD], {
        cwd: ROOT,
        env: { ...process.env, PG_GUARD_TEST_SECRET: SECRET, PG_REPO: dir },
        maxBuffer: 16 * 1024 * 1024
      })
      const loot = JSON.parse(stdout) as { error?: string; data: Record<string, string> }
      assert.equal(loot.error, undefined)
      assert.equal(loot.data.ran, 'yes')
      const got = Object.values(loot.data)
        .map((v) => Buffer.from(v, 'base64').toString('utf8'))
        .join('\n')
      assert.ok(!got.includes(SECRET), 'the guard environment is not readable')
      assert.ok(!got.includes(OUTSIDE), 'a file outside the copy is not readable')
      assert.ok(!got.includes(LOOPBACK), "the runner's loopback is not reachable")
      assert.equal(Buffer.from(loot.data.net!, 'base64').toString('utf8'), 'refused')
    } finally {
      server.close()
    }
  }
)
