// R1.5.10 `helm dependency build` for in-repo charts whose dependencies are not vendored, against real loopback chart
// repositories (one needs HTTP basic auth), with the real helm.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderHelm, type HelmDeps } from '../../../src/render/helm/helm.js'
import { buildDependencies, type HelmDependencyDeps } from '../../../src/render/helm/deps.js'
import { NotRenderedError, RenderError, type RunOptions, type ToolRunner } from '../../../src/render/types.js'
import { runner, tempDir, writeTree } from '../../helpers/tools.js'
import { startChartRepo, toolbox, type ChartRepo } from '../../helpers/chart-repo.js'
import { repoWithChart, request } from '../../fixtures/helm/charts.js'

const USER = 'ci-reader'
const PASSWORD = 'pw-9f8e7d6c5b4a-SECRET'
let repo: ChartRepo
let privateRepo: ChartRepo

before(async () => {
  ;[repo, privateRepo] = await Promise.all([
    startChartRepo([
      { name: 'demo', version: '1.0.0' },
      { name: 'demo', version: '1.1.0' }
    ]),
    startChartRepo([{ name: 'secretdep', version: '0.3.0' }], { auth: { username: USER, password: PASSWORD } })
  ])
})
after(async () => {
  await repo.close()
  await privateRepo.close()
})

const hostOf = (url: string) => new URL(url).host
const umbrella = (deps: Array<{ name: string; version: string; repository: string }>) => ({
  'Chart.yaml': `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n${deps.map((d) => `  - name: ${d.name}\n    version: "${d.version}"\n    repository: "${d.repository}"\n`).join('')}`
})

function recording(): { runner: ToolRunner; calls: Array<{ args: string[]; opts: RunOptions }> } {
  const calls: Array<{ args: string[]; opts: RunOptions }> = []
  return { calls, runner: { run: (tool, args, opts) => (calls.push({ args, opts }), runner.run(tool, args, opts)) } }
}

function helmDeps(policy: { network: boolean; allowedHosts: string[] }, over: Partial<HelmDependencyDeps> = {}, cacheDir = tempDir('pg-deps-cache-')) {
  const rec = recording()
  const d: HelmDeps = {
    runner: rec.runner,
    helm: () => toolbox.helm(),
    network: policy,
    buildDependencies: (c, r, s) => buildDependencies(c, r, s, { runner: rec.runner, helm: () => toolbox.helm(), cacheDir, policy, ...over })
  }
  return { deps: d, calls: rec.calls, cacheDir }
}

const kinds = (names: string[]) => names.sort()

test('R1.5.10 with the network on and the repository allowed: built in a throwaway copy, cached by its dependency files, checkout untouched', async () => {
  const { root, app } = repoWithChart(umbrella([{ name: 'demo', version: '1.0.0', repository: repo.url }]))
  const h = helmDeps({ network: true, allowedHosts: [hostOf(repo.url)] })
  const out = await renderHelm(request(root, app), h.deps)
  assert.deepEqual(kinds(out.docs.map((d) => String((d.obj.metadata as { name: string }).name))), ['demo-cm', 'echo'])
  assert.match(out.warnings.join('\n'), /built with `helm dependency build`/)
  assert.deepEqual(readdirSync(app).sort(), ['Chart.yaml', 'templates'], 'no charts/ or Chart.lock written into the checkout')
  const build = h.calls.find((c) => c.args[0] === 'dependency')!
  assert.deepEqual(build.args, ['dependency', 'build'])
  assert.ok(!build.opts.cwd.startsWith(root), 'built outside the checkout')
  assert.equal(repo.count('/demo-1.0.0.tgz'), 1)
  // Same dependency list again (another app, the other revision): no second build, no download.
  const again = helmDeps({ network: true, allowedHosts: [hostOf(repo.url)] }, {}, h.cacheDir)
  const { root: root2, app: app2 } = repoWithChart(umbrella([{ name: 'demo', version: '1.0.0', repository: repo.url }]))
  await renderHelm(request(root2, app2), again.deps)
  assert.equal(again.calls.filter((c) => c.args[0] === 'dependency').length, 0)
  assert.equal(repo.count('/demo-1.0.0.tgz'), 1)
  // Offline the cached build is still used (nothing is fetched).
  const offline = helmDeps({ network: false, allowedHosts: [] }, {}, h.cacheDir)
  assert.equal((await renderHelm(request(root2, app2), offline.deps)).docs.length, 2)
})

test('R1.5.10 offline or a repository host not allowed: "not rendered" with the reason, helm dependency build never starts', async () => {
  const { root, app } = repoWithChart(umbrella([{ name: 'demo', version: '1.1.0', repository: repo.url }]))
  for (const [policy, reason] of [
    [{ network: false, allowedHosts: [hostOf(repo.url)] }, /network is off/],
    [{ network: true, allowedHosts: ['charts.bitnami.com'] }, /not in allowedHosts; add it to allowedHosts/]
  ] as const) {
    const h = helmDeps({ ...policy, allowedHosts: [...policy.allowedHosts] })
    await assert.rejects(renderHelm(request(root, app), h.deps), (e: unknown) => {
      assert.ok(e instanceof NotRenderedError && !(e instanceof RenderError), String(e))
      assert.match(e.message, /dependency demo from http:\/\/127\.0\.0\.1:\d+\/? is not fetched for `helm dependency build`/)
      assert.match(e.message, reason)
      return true
    })
    assert.deepEqual(
      h.calls.map((c) => c.args[0]),
      ['template']
    )
  }
  assert.equal(repo.count('/demo-1.1.0.tgz'), 0)
})

test('R1.5.10 a private repository: without credentials "not rendered" naming helmCredentials; with them from the environment it renders, the password never in argv or messages', async () => {
  const { root, app } = repoWithChart(umbrella([{ name: 'secretdep', version: '0.3.0', repository: privateRepo.url }]))
  const policy = { network: true, allowedHosts: [hostOf(privateRepo.url)] }
  const without = helmDeps(policy)
  await assert.rejects(renderHelm(request(root, app), without.deps), (e: unknown) => {
    assert.ok(e instanceof NotRenderedError, String(e))
    assert.match(e.message, /helmCredentials/)
    return true
  })
  const env = { CHARTS_USER: USER, CHARTS_PASSWORD: PASSWORD }
  const credentials = [{ url: privateRepo.url, usernameEnv: 'CHARTS_USER', passwordEnv: 'CHARTS_PASSWORD' }]
  const missing = helmDeps(policy, { credentials, env: { CHARTS_USER: USER } })
  await assert.rejects(renderHelm(request(root, app), missing.deps), /CHARTS_PASSWORD is not set/)
  const withCreds = helmDeps(policy, { credentials, env })
  const out = await renderHelm(request(root, app), withCreds.deps)
  assert.ok(out.docs.some((d) => (d.obj.metadata as { name: string }).name === 'secretdep-cm'))
  const seen = JSON.stringify([withCreds.calls.map((c) => [c.args, c.opts.env]), out])
  assert.ok(!seen.includes(PASSWORD) && !seen.includes(USER), 'credentials never in argv, the environment of helm or the output')
})

test('R1.5.10 file:// dependencies inside the repository build (linked at their relative place); one leaving it is a render error', async () => {
  const { root, app } = repoWithChart(umbrella([{ name: 'common', version: '0.1.0', repository: 'file://../common' }]))
  writeTree(join(root, 'charts/common'), {
    'Chart.yaml': 'apiVersion: v2\nname: common\nversion: 0.1.0\n',
    'templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: common-cm\n'
  })
  const h = helmDeps({ network: false, allowedHosts: [] })
  const out = await renderHelm(request(root, app), h.deps)
  assert.ok(out.docs.some((d) => (d.obj.metadata as { name: string }).name === 'common-cm'))
  assert.ok(!existsSync(join(app, 'charts')))
  const outside = repoWithChart(umbrella([{ name: 'x', version: '0.1.0', repository: 'file://../../../../../../tmp' }]))
  await assert.rejects(
    renderHelm(request(outside.root, outside.app), h.deps),
    (e: unknown) => e instanceof RenderError && /points outside the repository/.test(e.message)
  )
  // Helm reads a Chart.yaml in UTF-16 (a byte order mark) as well: so does the check. Before, it read nothing there.
  const chartYaml = join(outside.app, 'Chart.yaml')
  writeFileSync(chartYaml, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(chartYaml, 'utf8'), 'utf16le')]))
  await assert.rejects(
    renderHelm(request(outside.root, outside.app), h.deps),
    (e: unknown) => e instanceof RenderError && /points outside the repository/.test(e.message)
  )
  // Helm decodes Chart.yaml with encoding/json, keys matched case-insensitively: `Dependencies` and `Repository` are
  // the fields it builds from. Before, the check read `dependencies` only and helm packed the folder outside.
  writeFileSync(chartYaml, 'apiVersion: v2\nname: umbrella\nversion: 0.1.0\nDependencies:\n- name: x\n  version: 0.1.0\n  Repository: file:///tmp\n')
  await assert.rejects(
    renderHelm(request(outside.root, outside.app), h.deps),
    (e: unknown) => e instanceof RenderError && /points outside the repository/.test(e.message)
  )
})

test('R1.5.10 repository names (@name, alias:) refer to Argo CD settings the guard does not have: not rendered', async () => {
  const { root, app } = repoWithChart(umbrella([{ name: 'demo', version: '1.0.0', repository: '@stable' }]))
  await assert.rejects(
    renderHelm(request(root, app), helmDeps({ network: true, allowedHosts: [] }).deps),
    (e: unknown) => e instanceof NotRenderedError && /"@stable"/.test(e.message)
  )
})

test('config helmCredentials: environment variable names only; bad entries name the key and the fix', async () => {
  const { defaultConfig, loadConfigText } = await import('../../../src/config/config.js')
  const base = defaultConfig(1)
  const ok = loadConfigText(base, 'helmCredentials:\n  - {url: "https://charts.example.com", usernameEnv: CHARTS_USER, passwordEnv: CHARTS_PASSWORD}\n', 'cfg')
  assert.deepEqual(ok.helmCredentials, [{ url: 'https://charts.example.com', usernameEnv: 'CHARTS_USER', passwordEnv: 'CHARTS_PASSWORD' }])
  assert.deepEqual(base.helmCredentials, [])
  assert.throws(
    () => loadConfigText(base, 'helmCredentials: [{url: "https://c.example.com", usernameEnv: u, passwordEnv: "hunter2!"}]\n', 'cfg'),
    /helmCredentials\[0\]\.passwordEnv.*name of an environment variable/
  )
  assert.throws(
    () => loadConfigText(base, 'helmCredentials: [{url: "https://c.example.com", usernameEnv: U, passwordEnv: P, password: x}]\n', 'cfg'),
    /only url, usernameEnv and passwordEnv/
  )
  assert.throws(() => loadConfigText(base, 'helmCredentials: [{url: "c.example.com", usernameEnv: U, passwordEnv: P}]\n', 'cfg'), /helmCredentials\[0\]\.url/)
})

test('a private Helm repository chart (helm pull) with helmCredentials: pulled as a named repository, the password only in the private home', async () => {
  const { fetchRemoteChart } = await import('../../../src/render/helm/remote-chart.js')
  const { source } = await import('../../helpers/chart-repo.js')
  const rec = recording()
  const src = source({ repoURL: privateRepo.url, chart: 'secretdep', targetRevision: '0.3.0' })
  const base = { runner: rec.runner, helm: () => toolbox.helm(), cacheDir: tempDir('pg-cache-'), network: true, allowedHosts: [hostOf(privateRepo.url)] }
  await assert.rejects(fetchRemoteChart(src, base), /requires credentials .*helmCredentials/s)
  const credentials = [{ url: privateRepo.url, usernameEnv: 'CHARTS_USER', passwordEnv: 'CHARTS_PASSWORD' }]
  const got = await fetchRemoteChart(src, { ...base, credentials, env: { CHARTS_USER: USER, CHARTS_PASSWORD: PASSWORD } })
  assert.equal(got.version, '0.3.0')
  const argv = rec.calls.map((c) => c.args)
  assert.deepEqual(
    argv.slice(-2).map((a) => a.slice(0, 3)),
    [
      ['repo', 'update', 'guard'],
      ['pull', '--destination', argv.at(-1)![2]!]
    ]
  )
  assert.ok(argv.at(-1)!.includes('guard/secretdep'))
  assert.ok(!JSON.stringify(rec.calls).includes(PASSWORD), 'never in argv or the environment given to helm')
})

test('R1.5.10 a dependency repository whose index.yaml sends helm to a loopback address not listed: refused before the build', async () => {
  const { serveSecret } = await import('../../helpers/chart-repo.js')
  const { readFileSync, writeFileSync } = await import('node:fs')
  const secret = await serveSecret('leak: metadata-credential\n')
  const own = await startChartRepo([{ name: 'demo', version: '1.0.0' }])
  try {
    const index = join(own.dir, 'index.yaml')
    writeFileSync(index, readFileSync(index, 'utf8').replace(/- demo-1\.0\.0\.tgz/, `- ${secret.url}/demo-1.0.0.tgz`))
    const { root, app } = repoWithChart(umbrella([{ name: 'demo', version: '1.0.0', repository: own.url }]))
    const h = helmDeps({ network: true, allowedHosts: [hostOf(own.url)] })
    await assert.rejects(
      renderHelm(request(root, app), h.deps),
      (e: unknown) => e instanceof NotRenderedError && /lists a chart at http:\/\/127\.0\.0\.1:\d+\/demo-1\.0\.0\.tgz, which is not fetched/.test(e.message)
    )
    assert.deepEqual(secret.requests, [])
    assert.equal(h.calls.filter((c) => c.args[0] === 'dependency').length, 0)
  } finally {
    await own.close()
    await secret.close()
  }
})

test('helmCredentials match on a path boundary: never sent to a look-alike host', async () => {
  const { credentialFor } = await import('../../../src/render/helm/deps.js')
  const credentials = [{ url: 'https://charts.example.com/', usernameEnv: 'U', passwordEnv: 'P' }]
  const env = { U: 'u', P: 'p' }
  assert.deepEqual(credentialFor('https://charts.example.com/stable', { credentials, env }), { username: 'u', password: 'p' })
  assert.deepEqual(credentialFor('https://charts.example.com', { credentials, env }), { username: 'u', password: 'p' })
  assert.equal(credentialFor('https://charts.example.com.evil.io/x', { credentials, env }), undefined)
  assert.equal(credentialFor('https://charts.example.community', { credentials, env }), undefined)
})
