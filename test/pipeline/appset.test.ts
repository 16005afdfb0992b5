import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import { assertValidReport } from '../helpers/schema.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'
import { applicationYaml } from '../helpers/apps.js'

const appset = (glob: string, extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: teams
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: ${ORIGIN}
        revision: HEAD
        directories:
          - path: ${glob}
${extra}  template:
    metadata:
      name: 'team-{{ .path.basename }}'
    spec:
      project: default
      source:
        repoURL: ${ORIGIN}
        targetRevision: HEAD
        path: '{{ .path.path }}'
      destination:
        server: https://kubernetes.default.svc
        namespace: '{{ .path.basename }}'
      syncPolicy:
        automated: {prune: true}
`
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  v: "1"\n`
const run = (dir: string) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })

function repo(): string {
  return makeRepo({
    'appsets/teams.yaml': appset('teams/*'),
    'teams/red/cm.yaml': cm('red') + '---\n' + cm('red-extra'),
    'teams/blue/cm.yaml': cm('blue'),
    'teams/.hidden/cm.yaml': cm('hidden')
  })
}

test('R6.4/R3.6.2 acceptance: a mistyped directory glob matching nothing reports every generated app as cascade-deleted, blocked', async () => {
  const dir = repo()
  commit(dir, { 'appsets/teams.yaml': appset('team/*') }, 'typo')
  const { report } = await run(dir)
  assertValidReport(report)
  assert.deepEqual(
    report.apps.map((a) => [a.name, a.change, a.appSet]),
    [
      ['team-blue', 'removed', 'argocd/teams'],
      ['team-red', 'removed', 'argocd/teams']
    ]
  )
  const cascades = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.deepEqual(
    cascades.map((f) => [f.app, f.severity, f.blocking]),
    [
      ['team-blue', 'critical', true],
      ['team-red', 'critical', true]
    ]
  )
  assert.match(
    cascades.find((f) => f.app === 'team-red')!.message,
    /ApplicationSet argocd\/teams no longer generates it.*deletes 2 resources: ConfigMap red\/red, ConfigMap red\/red-extra/s
  )
  assert.equal(report.verdict, 'fail')
})

test('R6.4: adding a directory creates a generated app; hidden directories are skipped; exclude wins', async () => {
  const dir = repo()
  commit(
    dir,
    { 'teams/green/cm.yaml': cm('green'), 'appsets/teams.yaml': appset('teams/*', '          - path: teams/blue\n            exclude: true\n') },
    'green in, blue out'
  )
  const { report } = await run(dir)
  assert.deepEqual(
    report.apps.map((a) => [a.name, a.change]),
    [
      ['team-blue', 'removed'],
      ['team-green', 'added'],
      ['team-red', 'unchanged']
    ]
  )
  assert.ok(!report.apps.some((a) => a.name.includes('hidden')))
})

test('R6.9/R3.6.2: generators that cannot run offline make the output unknown, never empty: nothing is reported deleted', async () => {
  const clusters = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: fleet, namespace: argocd}
spec:
  generators:
    - clusters: {}
  template:
    metadata: {name: 'fleet-{{name}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: fleet}
      destination: {server: '{{server}}', namespace: fleet}
`
  const dir = makeRepo({ 'appsets/fleet.yaml': clusters, 'fleet/cm.yaml': cm('f') })
  commit(dir, { 'fleet/cm.yaml': cm('g') }, 'change')
  const { report } = await run(dir)
  assert.deepEqual(report.apps, [])
  assert.deepEqual(
    report.findings.filter((f) => f.rule === 'app-removed-cascade'),
    []
  )
  const withParams = await analyze({
    ...devBinaries(),
    repoDir: dir,
    base: 'HEAD~1',
    head: 'HEAD',
    overrides: { appSetParams: { fleet: { '0': [{ name: 'prod', server: 'https://prod.example.com' }] } } }
  })
  assert.deepEqual(
    withParams.report.apps.map((a) => [a.name, a.change]),
    [['fleet-prod', 'modified']]
  )
})

test('R6.9: an ApplicationSet that cannot be expanded is never a plain pass when the change touches files no analysed app reads', async () => {
  // As konflux-ci/infra-deployments: a clusters generator per component; a PR bumps every component's base.
  const fleet = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: ${name}, namespace: argocd}
spec:
  generators:
    - clusters: {values: {root: components/${name}}}
  template:
    metadata: {name: '${name}-{{name}}'}
    spec:
      project: default
      source: {repoURL: '${ORIGIN}', path: '{{values.root}}'}
      destination: {server: '{{server}}', namespace: ${name}}
`
  const dir = makeRepo({
    'appsets/ui.yaml': fleet('ui'),
    'apps/web.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: web, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: '${ORIGIN}', path: web}\n  destination: {server: 'https://kubernetes.default.svc', namespace: web}\n`,
    'web/cm.yaml': cm('web'),
    'components/ui/cm.yaml': cm('ui'),
    'README.md': 'notes\n'
  })
  const strict = { failOnUnknown: true }
  const analyzeHead = (overrides = {}) => analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides })

  commit(dir, { 'components/ui/cm.yaml': cm('ui-2') }, 'bump ui')
  const { report } = await analyzeHead()
  assertValidReport(report)
  assert.equal(report.summary.unknownAppSets, 1)
  const f = report.findings.find((x) => x.rule === 'not-analysed' && x.resource?.name === 'ui')!
  assert.equal(f.introduced, true, 'this change may reach what the generators produce')
  assert.match(f.message, /The change touches files no analysed app reads \(components\/ui\/cm\.yaml\); an Application they produce may read them/)
  assert.equal(report.verdict, 'pass')
  // Before: "✅ passed" and "0 apps changed", the ApplicationSet only in a table further down.
  assert.match(renderMarkdown(report), /^## ⚠️ Argo CD Prune Guard: passed, 1 ApplicationSet not analysed$/m)
  assert.match(renderText(report), /1 ApplicationSet \(1 not analysed\)/)
  assert.equal((await analyzeHead(strict)).report.verdict, 'fail', 'failOnUnknown: it blocks')

  // Files a known app reads, or notes: the unknown generators are still said, but nothing blocks for them.
  const others: Array<Record<string, string>> = [{ 'web/cm.yaml': cm('web-2') }, { 'README.md': 'more notes\n' }]
  for (const change of others) {
    commit(dir, change, 'other change')
    const other = await analyzeHead(strict)
    assert.equal(other.report.summary.unknownAppSets, 1)
    const g = other.report.findings.find((x) => x.rule === 'not-analysed' && x.resource?.name === 'ui')!
    assert.equal(g.introduced, false, JSON.stringify(change))
    assert.doesNotMatch(g.message, /touches files/)
    assert.equal(other.report.verdict, 'pass', JSON.stringify(change))
  }

  // The ApplicationSet itself edited (its template; as aws-samples/eks-blueprints-add-ons 'Fix gateway account'): every
  // Application it produces may change, and nothing analysed them. Before: introduced false, 'present', a plain pass.
  const moved = fleet('ui').replace('namespace: ui}', 'namespace: ui-v2}')
  commit(dir, { 'appsets/ui.yaml': moved }, 'move the ui namespace')
  const edited = await analyzeHead(strict)
  assertValidReport(edited.report)
  const e = edited.report.findings.find((x) => x.rule === 'not-analysed' && x.resource?.name === 'ui')!
  assert.equal(e.introduced, true)
  assert.match(e.message, /This change modifies the ApplicationSet, so the Applications it produces may change with it\./)
  assert.deepEqual(
    edited.report.appSets!.map((s) => [s.name, s.change]),
    [['ui', 'modified']]
  )
  assert.match(renderText(edited.report), /ApplicationSet argocd\/ui \(appsets\/ui\.yaml:1\), modified: 0 generated apps/)
  assert.equal(edited.report.summary.changedAppSets, 1)
  assert.match(renderText(edited.report), /· 1 ApplicationSet \(1 changed, 1 not analysed\)$/m)
  assert.match(renderMarkdown(edited.report), /^## ❌ Argo CD Prune Guard: /m, 'failOnUnknown: blocks')
  assert.match(renderMarkdown((await analyzeHead()).report), /^## ⚠️ Argo CD Prune Guard: passed, 1 ApplicationSet not analysed \(1 changed\)$/m)
  assert.equal(edited.report.verdict, 'fail', 'failOnUnknown: it blocks')
  // A comment and the layout only: the same manifest, no change to what it produces.
  commit(
    dir,
    { 'appsets/ui.yaml': `# The UI fleet.\n${moved.replace('metadata: {name: ui, namespace: argocd}', 'metadata:\n  namespace: argocd\n  name: ui')}` },
    'comment'
  )
  const comment = await analyzeHead(strict)
  const c = comment.report.findings.find((x) => x.rule === 'not-analysed' && x.resource?.name === 'ui')!
  assert.equal(c.introduced, false)
  assert.doesNotMatch(c.message, /modifies/)
  assert.deepEqual(
    comment.report.appSets!.map((s) => [s.name, s.change]),
    [['ui', 'present']]
  )
  assert.equal(comment.report.verdict, 'pass')
  assert.equal(comment.report.summary.changedAppSets, 0)
  assert.match(renderMarkdown(comment.report), /^## ⚠️ Argo CD Prune Guard: passed, 1 ApplicationSet not analysed$/m)
})

// An ApplicationSet whose template reads `path` from `pathTemplate`, with an optional applicationsSync policy.
const templated = (pathTemplate: string, policy?: string) =>
  appset('apps/*', policy ? `  syncPolicy:\n    applicationsSync: ${policy}\n` : '').replace("path: '{{ .path.path }}'", `path: '${pathTemplate}'`)

test('R3.6.2 applicationsSync create-only / create-delete: a template change does not reach an existing app; a new app gets it', async () => {
  for (const policy of ['create-only', 'create-delete']) {
    const dir = makeRepo({
      'sets/teams.yaml': templated('{{ .path.path }}', policy),
      'apps/a/cm.yaml': cm('a'),
      'apps/a/v2/cm.yaml': cm('a-v2')
    })
    commit(dir, { 'sets/teams.yaml': templated('{{ .path.path }}/v2', policy), 'apps/b/v2/cm.yaml': cm('b-v2'), 'apps/b/cm.yaml': cm('b') }, 'v2')
    const { report } = await run(dir)
    assertValidReport(report)
    const a = report.apps.find((x) => x.name === 'team-a')!
    // The controller leaves team-a as it was created (path apps/a, whose files did not change): nothing to do.
    assert.deepEqual([a.change, a.skipped, a.prune.length, a.create.length], ['unchanged', true, 0, 0], policy)
    const b = report.apps.find((x) => x.name === 'team-b')!
    assert.deepEqual([b.change, b.sources[0]!.path, b.create.map((c) => c.name)], ['added', 'apps/b/v2', ['b-v2']], policy)
    const f = report.findings.filter((x) => x.rule === 'appset-no-update')
    assert.deepEqual(
      f.map((x) => [x.app, x.severity, x.blocking]),
      [['team-a', 'low', false]],
      policy
    )
    assert.match(f[0]!.message, /never updates one .*\(spec\.source\.path\) is not applied/)
    assert.equal(report.verdict, 'pass', policy)
  }
})

test('R3.6.2 the default sync policy updates existing apps: the same template change prunes what the old path rendered', async () => {
  const dir = makeRepo({ 'sets/teams.yaml': templated('{{ .path.path }}'), 'apps/a/cm.yaml': cm('a'), 'apps/a/v2/cm.yaml': cm('a-v2') })
  commit(dir, { 'sets/teams.yaml': templated('{{ .path.path }}/v2', 'create-update') }, 'v2, an updating policy')
  const { report } = await run(dir)
  const a = report.apps.find((x) => x.name === 'team-a')!
  assert.deepEqual([a.sources[0]!.path, a.prune.map((p) => p.name), a.create.map((c) => c.name)], ['apps/a/v2', ['a'], ['a-v2']])
  assert.equal(report.findings.filter((x) => x.rule === 'appset-no-update').length, 0)
  assert.equal(report.verdict, 'fail')
})

test('R3.6.2 create-only: an app also defined elsewhere keeps that version (the ApplicationSet never overwrites it), so its path change prunes', async () => {
  // team-a is both generated by the create-only ApplicationSet and defined (1) by a file applied by hand, (2) by a
  // parent's render (a Helm chart). A pull request moves that team-a elsewhere: it is applied, the ApplicationSet does
  // not undo it, `a` is pruned. Before, the ApplicationSet's unchanged version was planned: nothing to prune.
  const child = (path: string) => applicationYaml('team-a', path, { destination: 'a' })
  const elsewhere: Array<[string, Record<string, string>, (path: string) => Record<string, string>]> = [
    ['a file', {}, (path) => ({ 'by-hand/team-a.yaml': child(path) })],
    [
      "a parent's render",
      { 'root.yaml': applicationYaml('root', 'charts/root'), 'charts/root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 0.1.0\n' },
      (path) => ({ 'charts/root/templates/team-a.yaml': child(path) })
    ]
  ]
  for (const [what, fixed, defining] of elsewhere) {
    const dir = makeRepo({
      'sets/teams.yaml': templated('{{ .path.path }}', 'create-only'),
      'apps/a/cm.yaml': cm('a'),
      'other/a2/cm.yaml': cm('a2'),
      ...fixed,
      ...defining('apps/a')
    })
    commit(dir, defining('other/a2'), 'move team-a')
    const { report } = await run(dir)
    const a = report.apps.find((x) => x.name === 'team-a')!
    assert.deepEqual([a.prune.map((p) => p.name), a.create.map((c) => c.name)], [['a'], ['a2']], what)
    assert.equal(report.verdict, 'fail', what)
  }
})

test('an app whose name at base is a template placeholder never existed: its removal deletes nothing and blocks nothing', async () => {
  // As christianh814/gitops-examples 1600d99 -> 41d72f9: `{{.cluster.name}}` in an ApplicationSet without goTemplate
  // stays literal (here `{{.cluster}}`), an Application name the API server rejects; the next commit fixes the template. Before: a CRITICAL
  // blocking "is removed at head ... the ApplicationSet controller deletes it right away" and "not analysed".
  const set = (name: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: bgd, namespace: argocd}
spec:
  generators:
    - list: {elements: [{cluster: east}]}
  template:
    metadata: {name: '${name}-bgd', finalizers: [resources-finalizer.argocd.argoproj.io]}
    spec:
      project: default
      source: {repoURL: ${ORIGIN}, targetRevision: HEAD, path: m/bgd}
      destination: {server: https://kubernetes.default.svc, namespace: bgd}
      syncPolicy: {automated: {prune: true}}
`
  const plain = (name: string) => applicationYaml(name, 'm/plain', { finalizer: true, destination: 'plain' })
  const dir = makeRepo({
    'sets/bgd.yaml': set('{{.cluster}}'),
    'apps/plain.yaml': plain('Plain_App'),
    'm/bgd/cm.yaml': cm('bgd'),
    'm/plain/cm.yaml': cm('p')
  })
  commit(dir, { 'sets/bgd.yaml': set('{{cluster}}'), 'apps/plain.yaml': plain('plain-app') }, 'fix the names')
  const { report } = await run(dir)
  assertValidReport(report)
  const gone = report.apps.filter((a) => a.change === 'removed')
  assert.deepEqual(gone.map((a) => [a.name, a.outcome]).sort(), [
    ['Plain_App', 'analysed'],
    ['{{.cluster}}-bgd', 'analysed']
  ])
  const cascades = report.findings.filter((f) => f.rule === 'app-removed-cascade')
  assert.equal(cascades.length, 2)
  for (const f of cascades) {
    assert.equal(f.severity, 'info')
    assert.equal(f.blocking, false)
    assert.match(f.message, /not a valid Application name, which the API server rejects, so it never existed in a cluster\. Nothing is deleted\./)
  }
  assert.equal(report.findings.filter((f) => f.rule === 'not-analysed').length, 0)
  assert.equal(report.verdict, 'pass')
  // The fixed names are new apps that create what they render.
  assert.deepEqual(
    report.apps
      .filter((a) => a.change === 'added')
      .map((a) => [a.name, a.create.map((c) => c.name)])
      .sort(),
    [
      ['east-bgd', ['bgd']],
      ['plain-app', ['p']]
    ]
  )
})
