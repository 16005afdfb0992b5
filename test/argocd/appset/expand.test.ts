import { test } from 'node:test'
import assert from 'node:assert/strict'
import { expandApplicationSet, RESOURCES_FINALIZER } from '../../../src/argocd/appset/expand.js'
import { REPO_URL, appset, memRepo, meta, names, sourcePath, spec, template } from './fixtures.js'

const repo = memRepo({
  'apps/guestbook/kustomization.yaml': 'resources: []',
  'apps/billing/Chart.yaml': 'name: billing',
  'envs/dev.yaml': 'env: dev\nvalueFiles: [values-dev.yaml]\nautoSync: true\nprune: false\n',
  'envs/prod.yaml': 'env: prod\nvalueFiles: [values-prod.yaml, values-ha.yaml]\nautoSync: false\n'
})

const dirs = { git: { repoURL: REPO_URL, revision: 'HEAD', directories: [{ path: 'apps/*' }] } }

test('R6.1 generated apps are Applications in the appset namespace (template namespace overridden), in generation order', () => {
  const t = template('{{path.basename}}', '{{path}}')
  ;(t.metadata as Record<string, unknown>).namespace = 'somewhere-else'
  const r = expandApplicationSet(appset({ generators: [dirs, { list: { elements: [{ n: 'extra' }] } }], template: { ...t } }), repo)
  assert.deepEqual(names(r.apps), ['billing', 'guestbook', '{{path.basename}}'], 'generator 0 then generator 1; unknown fasttemplate keys stay literal')
  for (const a of r.apps) {
    assert.equal(a.apiVersion, 'argoproj.io/v1alpha1')
    assert.equal(a.kind, 'Application')
    assert.equal(meta(a).namespace, 'argocd')
  }
})

test('R6.2/R3.6.2 finalizer: added by default, not with preserveResourcesOnDeletion, template finalizers kept as they are', () => {
  const base = expandApplicationSet(appset({ generators: [dirs], template: template('{{path.basename}}', '{{path}}') }), repo)
  assert.deepEqual(meta(base.apps[0]).finalizers, [RESOURCES_FINALIZER])
  assert.equal(base.preserveResourcesOnDeletion, false)
  const preserve = expandApplicationSet(
    appset({ syncPolicy: { preserveResourcesOnDeletion: true }, generators: [dirs], template: template('{{path.basename}}', '{{path}}') }),
    repo
  )
  assert.equal(meta(preserve.apps[0]).finalizers, undefined)
  assert.equal(preserve.preserveResourcesOnDeletion, true)
  const own = template('{{path.basename}}', '{{path}}')
  ;(own.metadata as Record<string, unknown>).finalizers = ['resources-finalizer.argocd.argoproj.io/background']
  const custom = expandApplicationSet(appset({ generators: [dirs], template: own }), repo)
  assert.deepEqual(meta(custom.apps[0]).finalizers, ['resources-finalizer.argocd.argoproj.io/background'])
})

test('R3.6.2 applicationsSync policy: create-only and create-update never delete apps; sync and create-delete do', () => {
  const policy = (p?: string): boolean =>
    expandApplicationSet(
      appset({ ...(p ? { syncPolicy: { applicationsSync: p } } : {}), generators: [dirs], template: template('{{path.basename}}', '{{path}}') }),
      repo
    ).deletesApps
  assert.equal(policy(), true)
  assert.equal(policy('sync'), true)
  assert.equal(policy('create-delete'), true)
  assert.equal(policy('create-only'), false)
  assert.equal(policy('create-update'), false)
})

test('R6.1 generator-level template is merged over spec.template: generator fields win, the rest comes from spec.template', () => {
  const r = expandApplicationSet(
    appset({
      generators: [
        {
          list: {
            elements: [{ cluster: 'dev' }],
            template: {
              metadata: {},
              spec: { project: 'team-dev', source: { repoURL: REPO_URL, targetRevision: 'dev', path: 'dev/{{cluster}}' }, destination: {} }
            }
          }
        },
        { list: { elements: [{ cluster: 'prod' }] } }
      ],
      template: template('{{cluster}}-app', 'apps/guestbook')
    }),
    repo
  )
  assert.deepEqual(names(r.apps), ['dev-app', 'prod-app'])
  assert.equal(spec(r.apps[0]).project, 'team-dev')
  assert.deepEqual(spec(r.apps[0]).source, { repoURL: REPO_URL, targetRevision: 'dev', path: 'dev/dev' })
  assert.deepEqual(spec(r.apps[0]).destination, { server: 'https://kubernetes.default.svc', namespace: 'default' }, 'empty generator fields are filled')
  assert.equal(spec(r.apps[1]).project, 'default')
})

test('R6.1 templatePatch (goTemplate): rendered per param set then strategic-merged; spec.project cannot be patched; empty patch is a no-op', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      goTemplateOptions: ['missingkey=error'],
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'envs/*.yaml' }] } }],
      template: template('guestbook-{{ .env }}', 'charts/guestbook'),
      templatePatch: `{{- if .autoSync }}
spec:
  project: hijacked
  source:
    helm:
      valueFiles:
      {{- range .valueFiles }}
        - {{ . }}
      {{- end }}
  syncPolicy:
    automated:
      prune: {{ .prune }}
metadata:
  labels:
    env: {{ .env }}
{{- end }}
`
    }),
    repo
  )
  assert.equal(r.error, undefined)
  assert.deepEqual(names(r.apps), ['guestbook-dev', 'guestbook-prod'])
  const dev = r.apps[0]!
  assert.equal(spec(dev).project, 'default', 'spec.project is restored after the patch')
  assert.deepEqual(spec(dev).source, { repoURL: REPO_URL, targetRevision: 'HEAD', path: 'charts/guestbook', helm: { valueFiles: ['values-dev.yaml'] } })
  assert.deepEqual(spec(dev).syncPolicy, { automated: { prune: false } })
  assert.deepEqual(meta(dev).labels, { env: 'dev' })
  assert.deepEqual(meta(dev).finalizers, [RESOURCES_FINALIZER])
  const prod = r.apps[1]!
  assert.equal(spec(prod).syncPolicy, undefined, 'the conditional patch rendered empty: nothing changed')
  assert.equal(sourcePath(prod), 'charts/guestbook')
})

test('R6.1 templatePatch: a patch that is not valid YAML is an error', () => {
  const r = expandApplicationSet(
    appset({ goTemplate: true, generators: [dirs], template: template('{{ .path.basename }}', 'x'), templatePatch: 'spec: [unclosed' }),
    repo
  )
  assert.match(r.error ?? '', /generators\[0\]/)
  assert.deepEqual(r.apps, [])
})

test('R6.9 cluster, clusterDecisionResource, scmProvider, pullRequest and plugin generators are reported, never treated as empty', () => {
  const gens = [
    { clusters: { selector: { matchLabels: { env: 'prod' } } } },
    { clusterDecisionResource: { configMapRef: 'ocm', name: 'placement' } },
    { scmProvider: { github: { organization: 'acme' } } },
    { pullRequest: { github: { owner: 'acme', repo: 'gitops' } } },
    { plugin: { configMapRef: { name: 'p' } } },
    { list: { elements: [{ name: 'static' }] } }
  ]
  const r = expandApplicationSet(appset({ generators: gens, template: template('{{name}}', 'apps/guestbook') }), repo)
  assert.equal(r.error, undefined)
  assert.equal(r.unexpandable.length, 5)
  for (const [i, kind] of ['clusters', 'clusterDecisionResource', 'scmProvider', 'pullRequest', 'plugin'].entries()) {
    // The clusters generator also names the config's cluster list (clusters.test.ts).
    const hint = kind === 'clusters' ? ": list Argo CD's cluster secrets under `clusters` in \\.prune-guard\\.yaml, or supply its parameters" : ''
    assert.match(r.unexpandable[i]!, new RegExp(`generators\\[${i}\\]: ${kind} generator cannot be evaluated offline${hint} \\(appSetParams key "${i}"\\)`))
  }
  assert.deepEqual(names(r.apps), ['static'], 'the list generator still contributes (a lower bound)')
})

test('R6.9 externalParams supply parameter sets for external generators, also inside a matrix ("0.1")', () => {
  const spec0 = {
    generators: [{ matrix: { generators: [dirs, { clusters: { selector: { matchLabels: { env: 'prod' } } } }] } }],
    template: template('{{path.basename}}-{{name}}', '{{path}}', { destination: { server: '{{server}}', namespace: 'x' } })
  }
  const unknown = expandApplicationSet(appset(spec0), repo)
  assert.equal(unknown.unexpandable.length, 1)
  assert.match(unknown.unexpandable[0]!, /key "0\.1"/)
  const r = expandApplicationSet(appset(spec0), repo, {
    externalParams: {
      addons: {
        '0.1': [
          { name: 'eu', server: 'https://eu' },
          { name: 'us', server: 'https://us' }
        ]
      }
    }
  })
  assert.deepEqual(r.unexpandable, [])
  assert.deepEqual(names(r.apps), ['billing-eu', 'billing-us', 'guestbook-eu', 'guestbook-us'])
  assert.equal((spec(r.apps[1]).destination as Record<string, unknown>).server, 'https://us')
})

test("R6.9 supplied parameter sets get the generator's own values, as Argo CD adds them (rendered, or as written for duck-type)", () => {
  // As konflux-ci/infra-deployments: the template's path comes from the clusters generator's values.
  const clusters = { clusters: { values: { sourceRoot: 'components/{{name}}', environment: 'staging' } } }
  const fast = appset({ generators: [clusters], template: template('ui-{{nameNormalized}}', '{{values.sourceRoot}}/{{values.environment}}') })
  const supplied = { addons: { '0': [{ name: 'in-cluster', nameNormalized: 'in-cluster', server: 'https://kubernetes.default.svc' }] } }
  // Before: the values were missing, the path stayed '{{values.sourceRoot}}/{{values.environment}}'.
  assert.equal(sourcePath(expandApplicationSet(fast, repo, { externalParams: supplied }).apps[0]), 'components/in-cluster/staging')
  const go = appset({
    goTemplate: true,
    generators: [clusters],
    template: template('ui-{{ .nameNormalized }}', '{{ .values.sourceRoot }}/{{ .values.environment }}')
  })
  const goValues = { clusters: { values: { sourceRoot: 'components/{{ .name }}', environment: 'staging' } } }
  assert.equal(
    sourcePath(expandApplicationSet({ ...go, spec: { ...spec(go), generators: [goValues] } }, repo, { externalParams: supplied }).apps[0]),
    'components/in-cluster/staging'
  )
  // The duck-type generator adds its values as written (not rendered).
  const duck = appset({
    generators: [{ clusterDecisionResource: { configMapRef: 'cm', values: { root: 'components/{{name}}' } } }],
    template: template('d-{{name}}', '{{values.root}}')
  })
  assert.equal(sourcePath(expandApplicationSet(duck, repo, { externalParams: supplied }).apps[0]), 'components/{{name}}')
  // A git generator on another repository too.
  const other = appset({
    generators: [
      { git: { repoURL: 'https://github.com/example/other.git', revision: 'HEAD', directories: [{ path: '*' }], values: { env: 'prod-{{path.basename}}' } } }
    ],
    template: template('o-{{path.basename}}', 'deploy/{{values.env}}')
  })
  const dirs = { addons: { '0': [{ path: 'web', 'path.basename': 'web' }] } }
  assert.equal(sourcePath(expandApplicationSet(other, repo, { externalParams: dirs }).apps[0]), 'deploy/prod-web')
})

test('R3.6.2 any generator error means apps = [] with the error, even when other generators succeed', () => {
  const r = expandApplicationSet(
    appset({
      goTemplate: true,
      goTemplateOptions: ['missingkey=error'],
      generators: [dirs, { list: { elements: [{ other: 'x' }] } }],
      template: template('{{ .path.basename }}', 'x')
    }),
    repo
  )
  assert.match(r.error ?? '', /generators\[1\].*map has no entry for key "path"/)
  assert.deepEqual(r.apps, [])
})

test('R6.2 missingkey: default renders <no value>, missingkey=error fails the appset', () => {
  const tpl = template('{{ .path.basename }}-{{ .owner }}', '{{ .path.path }}')
  const dflt = expandApplicationSet(appset({ goTemplate: true, generators: [dirs], template: tpl }), repo)
  assert.deepEqual(names(dflt.apps), ['billing-<no value>', 'guestbook-<no value>'])
  const strict = expandApplicationSet(appset({ goTemplate: true, goTemplateOptions: ['missingkey=error'], generators: [dirs], template: tpl }), repo)
  assert.match(strict.error ?? '', /map has no entry for key "owner"/)
  assert.deepEqual(strict.apps, [])
})

test('R6.2 an undefined template function makes the appset errored (nothing deleted); an unsupported Sprig one makes it unknown', () => {
  const undef = expandApplicationSet(appset({ goTemplate: true, generators: [dirs], template: template('{{ env "USER" }}-{{ .path.basename }}', 'x') }), repo)
  assert.match(undef.error ?? '', /failed to parse template .*function "env" not defined/)
  assert.deepEqual(undef.apps, [])
  const unsupported = expandApplicationSet(appset({ goTemplate: true, generators: [dirs], template: template('{{ .path.basename }}-{{ uuidv4 }}', 'x') }), repo)
  assert.equal(unsupported.error, undefined)
  assert.deepEqual(unsupported.apps, [])
  assert.match(unsupported.unexpandable[0] ?? '', /"uuidv4" is not evaluated offline/)
})

test('R3.6.2 duplicate generated names are an error (the controller creates and deletes nothing)', () => {
  const r = expandApplicationSet(appset({ generators: [dirs], template: template('same-name', '{{path}}') }), repo)
  assert.match(r.error ?? '', /duplicate name: same-name/)
  assert.deepEqual(r.apps, [])
})

test('R6.2 fasttemplate leaves non-string params literal and does not touch goTemplate syntax', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'HEAD', files: [{ path: 'envs/dev.yaml' }] } }],
      template: template('gb-{{env}}', 'charts/{{ .env }}', { info: { auto: '{{autoSync}}', files: '{{valueFiles}}', first: '{{valueFiles.0}}' } })
    }),
    repo
  )
  assert.deepEqual(names(r.apps), ['gb-dev'])
  assert.equal(sourcePath(r.apps[0]), 'charts/{{ .env }}')
  assert.deepEqual(
    spec(r.apps[0]).info,
    { auto: 'true', files: '{{valueFiles}}', first: 'values-dev.yaml' },
    'flattened %v strings are substituted; the list itself is flattened away'
  )
})

test('R6.1 an appset without a namespace uses defaultNamespace, or none with a warning', () => {
  const a = appset({ generators: [dirs], template: template('{{path.basename}}', '{{path}}') })
  delete (a.metadata as Record<string, unknown>).namespace
  assert.equal(meta(expandApplicationSet(a, repo, { defaultNamespace: 'gitops' }).apps[0]).namespace, 'gitops')
  const none = expandApplicationSet(a, repo)
  assert.equal(meta(none.apps[0]).namespace, undefined)
  assert.match(none.warnings.join('\n'), /no namespace/)
})

test('R6.1 templatePatch with fasttemplate is applied by plain substitution, with a warning; pinned git revisions warn', () => {
  const r = expandApplicationSet(
    appset({
      generators: [{ git: { repoURL: REPO_URL, revision: 'release-1', directories: [{ path: 'apps/*' }] } }],
      template: template('{{path.basename}}', '{{path}}'),
      templatePatch: 'metadata:\n  annotations:\n    dir: "{{path}}"\n'
    }),
    { ...repo, revisions: ['HEAD', 'main'] }
  )
  assert.deepEqual(meta(r.apps[0]).annotations, { dir: 'apps/billing' })
  assert.match(r.warnings.join('\n'), /templatePatch is documented for goTemplate only/)
  assert.match(r.warnings.join('\n'), /pinned to revision "release-1"/)
})
