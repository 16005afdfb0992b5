// helmCredentials scoped to a path go to that path only, however a hostile PR spells the repository URL: real helm,
// a real loopback chart repository serving the same charts at /private/ (basic auth) and /charts2/ (no auth), which
// records every Authorization header it is sent outside /private/.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { fetchRemoteChart } from '../../../src/render/helm/remote-chart.js'
import { renderHelm } from '../../../src/render/helm/helm.js'
import { buildDependencies } from '../../../src/render/helm/deps.js'
import { helm, packageCharts, source, toolbox } from '../../helpers/chart-repo.js'
import { runner, tempDir } from '../../helpers/tools.js'
import { repoWithChart, request } from '../../fixtures/helm/charts.js'

const USER = 'scoped-reader'
const PASSWORD = 'pw-scoped-0a1b2c3d-SECRET'
const basic = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`
let server: Server
let base = ''
/** Authorization headers sent anywhere but /private/. */
const leaked: string[] = []

before(async () => {
  const dir = tempDir('pg-scoped-repo-')
  await packageCharts([{ name: 'demo', version: '1.0.0' }], dir)
  await helm(['repo', 'index', dir], dir)
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const m = /^\/(private|charts2)\/([\w.-]+)$/.exec(path)
    if (m?.[1] === 'private' && req.headers.authorization !== basic) return void res.writeHead(401, { 'www-authenticate': 'Basic realm="c"' }).end()
    if (m?.[1] !== 'private' && req.headers.authorization) leaked.push(`${path} ${req.headers.authorization}`)
    if (!m) return void res.writeHead(404).end()
    res.writeHead(200).end(readFileSync(join(dir, m[2]!)))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
after(() => new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok()))))

const env = { SCOPED_USER: USER, SCOPED_PASSWORD: PASSWORD }
const credentials = () => [{ url: `${base}/private`, usernameEnv: 'SCOPED_USER', passwordEnv: 'SCOPED_PASSWORD' }]
const deps = () => ({
  runner,
  helm: () => toolbox.helm(),
  cacheDir: tempDir('pg-scoped-cache-'),
  network: true,
  allowedHosts: [new URL(base).host],
  credentials: credentials(),
  env
})

test('helmCredentials for /private are used for /private and never sent to /private/../charts2 or its spellings (helm pull)', async () => {
  const got = await fetchRemoteChart(source({ repoURL: `${base}/private`, chart: 'demo', targetRevision: '1.0.0' }), deps())
  assert.equal(got.version, '1.0.0')
  for (const spelling of ['/private/../charts2', '/private/%2e%2e/charts2', '/private/%2E%2e/charts2/', '/private/./../charts2']) {
    leaked.length = 0
    const pulled = await fetchRemoteChart(source({ repoURL: `${base}${spelling}`, chart: 'demo', targetRevision: '1.0.0' }), deps()).then(
      (r) => r.version,
      (e: Error) => e.message
    )
    assert.deepEqual(leaked, [], `${spelling}: the credentials reached /charts2 (${String(pulled)})`)
  }
})

test('helmCredentials for /private are never sent to a dependency repository at /private/../charts2 (helm dependency build)', async () => {
  leaked.length = 0
  const { root, app } = repoWithChart({
    'Chart.yaml': `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: demo\n    version: 1.0.0\n    repository: "${base}/private/../charts2"\n`
  })
  const d = deps()
  const policy = { network: true, allowedHosts: d.allowedHosts }
  const out = await renderHelm(request(root, app), {
    runner,
    helm: d.helm,
    network: policy,
    buildDependencies: (c, r, s) => buildDependencies(c, r, s, { runner, helm: d.helm, cacheDir: d.cacheDir, policy, credentials: d.credentials, env })
  })
  assert.ok(out.docs.some((x) => (x.obj.metadata as { name: string }).name === 'demo-cm'))
  assert.deepEqual(leaked, [])
})
