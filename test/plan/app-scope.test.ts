import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { ConfigError, defaultConfig, loadConfigText } from '../../src/config/config.js'
import { commit, makeRepo } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml, cm } from '../helpers/apps.js'

const app = (name: string, path: string, o: { project?: string; finalizer?: boolean } = {}) =>
  applicationYaml(name, path, { project: o.project, finalizer: o.finalizer !== false })
const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

// A monorepo with two teams; the pull request prunes a ConfigMap in each team's app.
function monorepo(config: string): string {
  const dir = makeRepo({
    '.prune-guard.yaml': config,
    'teams/a/apps/pay.yaml': app('pay', 'teams/a/pay', { project: 'team-a' }),
    'teams/a/pay/cm.yaml': cm('pay') + '---\n' + cm('pay-extra'),
    'teams/b/apps/shop.yaml': app('shop', 'teams/b/shop', { project: 'team-b' }),
    'teams/b/shop/cm.yaml': cm('shop') + '---\n' + cm('shop-extra')
  })
  commit(dir, { 'teams/a/pay/cm.yaml': cm('pay'), 'teams/b/shop/cm.yaml': cm('shop') }, 'prune one ConfigMap per team')
  return dir
}

test('apps scope: only in-scope apps are rendered and reported (include by manifest path)', async () => {
  const { report, stats } = await run(monorepo('apps:\n  include: ["teams/a/**"]\n'))
  assert.deepEqual(
    report.apps.map((a) => a.name),
    ['pay']
  )
  assert.deepEqual(
    report.apps[0]!.prune.map((p) => p.name),
    ['pay-extra']
  )
  assert.ok(
    report.findings.every((f) => f.app !== 'shop'),
    JSON.stringify(report.findings.map((f) => f.app))
  )
  assert.equal(stats.rendered, 2, 'pay at base and head; shop is not rendered')
  // Without a scope both teams are judged.
  const all = await run(monorepo('failOn: high\n'))
  assert.deepEqual(all.report.apps.map((a) => a.name).sort(), ['pay', 'shop'])
})

test('apps scope: mappings match name, project and path together; exclude wins; bare and namespace/name names', async () => {
  let r = await run(monorepo('apps:\n  include:\n    - {project: "team-*", path: "teams/b/**"}\n'))
  assert.deepEqual(
    r.report.apps.map((a) => a.name),
    ['shop']
  )
  r = await run(monorepo('apps:\n  include: [{project: "team-*"}]\n  exclude: ["argocd/shop"]\n'))
  assert.deepEqual(
    r.report.apps.map((a) => a.name),
    ['pay']
  )
  r = await run(monorepo('apps:\n  exclude: ["pa?"]\n'))
  assert.deepEqual(
    r.report.apps.map((a) => a.name),
    ['shop']
  )
})

test('apps scope: a removed child out of scope does not hide the cascade of its in-scope parent (R3.6.1)', async () => {
  const files = (config: string) => ({
    '.prune-guard.yaml': config,
    'root.yaml': app('root', 'apps', { finalizer: false }),
    'apps/db.yaml': app('db', 'workloads/db'),
    'apps/web.yaml': app('web', 'workloads/web'),
    'workloads/db/cm.yaml': cm('db'),
    'workloads/web/cm.yaml': cm('web')
  })
  const dir = makeRepo(files('apps:\n  include: [root]\n'))
  commit(dir, {}, 'drop db', ['apps/db.yaml'])
  const { report } = await run(dir)
  assert.deepEqual(report.apps.map((a) => a.name).sort(), ['db', 'root'])
  const cascade = report.findings.find((f) => f.rule === 'app-removed-cascade')
  assert.ok(cascade, 'the cascade of the in-scope parent is reported')
  assert.equal(cascade.app, 'db')
  assert.match(cascade.message, /deletes 1 resource: ConfigMap db\/db/)
  // With the parent out of scope too, the removal is not this workflow's to judge.
  const other = makeRepo(files('apps:\n  include: [web]\n'))
  commit(other, {}, 'drop db', ['apps/db.yaml'])
  const r2 = await run(other)
  assert.deepEqual(
    r2.report.apps.map((a) => a.name),
    ['web']
  )
  assert.equal(r2.report.findings.filter((f) => f.rule === 'app-removed-cascade').length, 0)
})

test('apps scope: config errors name the bad value and the fix', () => {
  const base = defaultConfig(1)
  const bad = (text: string, re: RegExp) =>
    assert.throws(
      () => loadConfigText(base, text, 'cfg'),
      (e: unknown) => e instanceof ConfigError && re.test(e.message)
    )
  bad('apps: [a]\n', /'apps' is \["a"\]; expected a mapping with 'include' and\/or 'exclude'/)
  bad('apps: {only: [a]}\n', /unknown setting 'apps.only'. Known settings under 'apps': include, exclude/)
  bad('apps: {include: 3}\n', /'apps.include' is 3; expected a list of globs/)
  bad('apps: {include: [""]}\n', /'apps.include\[0\]' is ""; expected a non-empty glob/)
  bad(
    'apps: {exclude: ["./teams/a/**"]}\n',
    /'apps.exclude\[0\]' is "\.\/teams\/a\/\*\*"; expected a path relative to the repository root without a leading "\.\/", such as "teams\/a\/\*\*"/
  )
  bad('apps: {include: ["!web"]}\n', /without a leading "!"; list the apps to leave out under 'apps.exclude'/)
  bad('apps: {include: [{team: a}]}\n', /unknown field 'apps.include\[0\].team'. An entry matches on: name, project, path/)
  bad('apps: {include: [{}]}\n', /expected at least one of name, project, path/)
  const ok = loadConfigText(base, 'apps:\n  include: ["teams/a/**", {project: team-a, name: "pay-*"}]\n', 'cfg')
  assert.deepEqual(ok.apps, { include: ['teams/a/**', { project: 'team-a', name: 'pay-*' }], exclude: [] })
})
