// The clusters generator evaluated offline from the config's list of Argo CD cluster secrets (config `clusters`).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { expandApplicationSet } from '../../../src/argocd/appset/expand.js'
import type { ClusterSecret } from '../../../src/argocd/appset/clusters.js'
import { defaultConfig, loadConfigText } from '../../../src/config/config.js'
import { ConfigError } from '../../../src/lib/errors.js'
import { appset, memRepo, names, sourcePath, spec, template } from './fixtures.js'

const repo = memRepo({ 'addons/cert-manager/values.yaml': 'x: 1\n' })
const clusters: ClusterSecret[] = [
  { name: 'Prod-EU', server: 'https://prod-eu.example.com', labels: { environment: 'prod', enable_cert_manager: 'true' }, annotations: { ns: 'cm-prod' } },
  { name: 'staging', server: 'https://staging.example.com', project: 'team', labels: { environment: 'staging', enable_cert_manager: 'true' } },
  { name: 'dev', server: 'https://dev.example.com', labels: { environment: 'dev' } }
]
const dest = (a: Record<string, unknown> | undefined) => spec(a).destination as Record<string, unknown>

test('clusters generator from the config: selector on the secrets labels, params, values rendered per cluster (fasttemplate)', () => {
  const set = appset({
    generators: [
      {
        clusters: {
          selector: { matchExpressions: [{ key: 'enable_cert_manager', operator: 'In', values: ['true'] }] },
          values: { chart: 'cert-manager', ns: '{{metadata.annotations.ns}}' }
        }
      }
    ],
    template: template('cm-{{nameNormalized}}', 'addons/{{values.chart}}', {
      destination: { server: '{{server}}', namespace: '{{values.ns}}-{{metadata.labels.environment}}' }
    })
  })
  const r = expandApplicationSet(set, repo, { clusters })
  assert.deepEqual(r.unexpandable, [])
  // A non-empty selector leaves the local cluster out (it has no labels); `dev` does not match.
  assert.deepEqual(names(r.apps), ['cm-prod-eu', 'cm-staging'])
  assert.equal(sourcePath(r.apps[0]), 'addons/cert-manager')
  assert.deepEqual(dest(r.apps[0]), { server: 'https://prod-eu.example.com', namespace: 'cm-prod-prod' })
  assert.equal(
    dest(r.apps[1])!.namespace,
    '{{metadata.annotations.ns}}-staging',
    "fasttemplate keeps a parameter the secret lacks as written, as Argo CD's does"
  )
  // Without the list, the generator cannot run offline.
  assert.match(expandApplicationSet(set, repo).unexpandable[0] ?? '', /clusters generator cannot be evaluated offline/)
})

test('clusters generator from the config: the local cluster with an empty selector, goTemplate metadata, flatList, appSetParams win', () => {
  const all = appset({
    generators: [{ clusters: {} }],
    template: template('all-{{name}}', 'x', { destination: { server: '{{server}}', namespace: '{{project}}' } })
  })
  assert.deepEqual(names(expandApplicationSet(all, repo, { clusters }).apps), ['all-in-cluster', 'all-Prod-EU', 'all-staging', 'all-dev'])
  assert.equal(dest(expandApplicationSet(all, repo, { clusters }).apps[2])!.namespace, 'team')
  // A secret for the local cluster replaces the implicit one.
  const local = [{ name: 'in-cluster', server: 'https://kubernetes.default.svc', labels: { environment: 'hub' } }]
  assert.deepEqual(names(expandApplicationSet(all, repo, { clusters: local }).apps), ['all-in-cluster'])

  const go = appset({
    goTemplate: true,
    generators: [{ clusters: { selector: { matchLabels: { environment: 'prod' } } } }],
    template: template('{{ .nameNormalized }}-{{ index .metadata.labels "environment" }}', '{{ .metadata.annotations.ns }}')
  })
  const g = expandApplicationSet(go, repo, { clusters })
  assert.deepEqual(names(g.apps), ['prod-eu-prod'])
  assert.equal(sourcePath(g.apps[0]), 'cm-prod')

  const flat = appset({
    goTemplate: true,
    generators: [{ clusters: { flatList: true } }],
    template: template('fleet', '{{ len .clusters }}')
  })
  assert.equal(sourcePath(expandApplicationSet(flat, repo, { clusters }).apps[0]), '4')

  const supplied = { addons: { '0': [{ name: 'only', server: 'https://only' }] } }
  assert.deepEqual(names(expandApplicationSet(all, repo, { clusters, externalParams: supplied }).apps), ['all-only'])
})

test('clusters generator from the config inside a merge (gitops-bridge addons): per-environment values override by server', () => {
  const set = appset({
    generators: [
      {
        merge: {
          mergeKeys: ['server'],
          generators: [
            { clusters: { values: { version: '1.0.0' }, selector: { matchLabels: { enable_cert_manager: 'true' } } } },
            { clusters: { selector: { matchLabels: { environment: 'staging' } }, values: { version: '1.1.0-rc' } } }
          ]
        }
      }
    ],
    template: template('cm-{{nameNormalized}}', 'v/{{values.version}}')
  })
  const r = expandApplicationSet(set, repo, { clusters })
  assert.deepEqual(
    r.apps.map((a) => [String((a.metadata as Record<string, unknown>).name), sourcePath(a)]),
    [
      ['cm-prod-eu', 'v/1.0.0'],
      ['cm-staging', 'v/1.1.0-rc']
    ]
  )
})

test('config clusters: each bad entry is named with what is expected', () => {
  const load = (yaml: string) => loadConfigText(defaultConfig(2), yaml, '.prune-guard.yaml')
  assert.deepEqual(load('clusters:\n  - {name: prod, server: https://prod.example.com, labels: {env: prod}}\n').clusters, [
    { name: 'prod', server: 'https://prod.example.com', labels: { env: 'prod' }, annotations: undefined }
  ])
  const bad: Array<[string, RegExp]> = [
    ['clusters: {prod: x}\n', /'clusters' is .*expected a list of Argo CD cluster secrets/],
    ['clusters:\n  - {server: https://a}\n', /'clusters\[0\]\.name' is undefined/],
    ['clusters:\n  - {name: a, server: prod.example.com}\n', /'clusters\[0\]\.server' is "prod\.example\.com"; expected the API server URL/],
    ['clusters:\n  - {name: a, server: https://a, labels: {enabled: true}}\n', /'clusters\[0\]\.labels' .*quote "true"/],
    ['clusters:\n  - {name: a, server: https://a}\n  - {name: a, server: https://b}\n', /'clusters\[1\]\.name' is "a"; expected a name no other entry has/],
    ['clusters:\n  - {name: a, server: https://a, secret: x}\n', /'clusters\[0\]' is "secret"; expected only name, server/]
  ]
  for (const [yaml, message] of bad)
    assert.throws(
      () => load(yaml),
      (e: unknown) => e instanceof ConfigError && message.test(e.message),
      yaml
    )
})
