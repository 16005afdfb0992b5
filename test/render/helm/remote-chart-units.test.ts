// Pure parts of the remote-chart fetcher: the constraint matcher, the pull argv and the remote-schema scan.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { isExactVersion, maxSatisfying, parseConstraint, parseVersion } from '../../../src/lib/semver.js'
import { hasRemoteSchemaRefs, helmPullArgs, remoteChartRef, remoteSchemaRefs } from '../../../src/render/helm/remote-chart.js'
import { remoteRefsInSchema } from '../../../src/render/helm/remote-schema.js'
import { tempDir, writeTree } from '../../helpers/tools.js'
import { packageCharts, source } from '../../helpers/chart-repo.js'

const VERSIONS = [
  '0.0.3',
  '0.0.4',
  '0.2.3',
  '0.2.9',
  '0.3.0',
  '1.0.0',
  '1.2.0',
  '1.2.3',
  '1.2.9',
  '1.3.0',
  '1.10.0',
  '2.0.0-rc.1',
  '2.0.0',
  '2.1.0-beta.2',
  '3.0.0'
]

test('R1.1.6 constraint matcher: Masterminds semantics (operators, wildcards, hyphen, AND/OR, pre-releases)', () => {
  const cases: Array<[string, string | undefined]> = [
    ['^1.2.3', '1.10.0'],
    ['^1.2', '1.10.0'],
    ['^0.2.3', '0.2.9'],
    ['^0.0.3', '0.0.3'],
    ['^0', '0.3.0'],
    ['^0.0', '0.0.4'],
    ['^1.x', '1.10.0'],
    ['~1.2.3', '1.2.9'],
    ['~1.2', '1.2.9'],
    ['~1', '1.10.0'],
    ['~>1.2', '1.2.9'],
    ['~0', '0.3.0'],
    ['1.x', '1.10.0'],
    ['1.2.x', '1.2.9'],
    ['1.2', '1.2.9'],
    ['1', '1.10.0'],
    ['*', '3.0.0'],
    ['', '3.0.0'],
    ['x', '3.0.0'],
    ['=1.2.3', '1.2.3'],
    ['1.2.3', '1.2.3'],
    ['>=1.2.0 <1.3.0', '1.2.9'],
    ['>=1.2.0, <1.3.0', '1.2.9'],
    ['>= 1.2, < 1.3', '1.2.9'],
    ['=>1.0.0 =<1.2.0', '1.2.0'],
    ['>1.2', '3.0.0'],
    ['>1.2 <2', '1.10.0'],
    ['<=1.2', '1.2.9'],
    ['<=1.2.3', '1.2.3'],
    ['<1.2', '1.0.0'],
    ['<1', '0.3.0'],
    ['1.2 - 1.3', '1.3.0'],
    ['1.0.0 - 1.2.3', '1.2.3'],
    ['^3 || ~1.2', '3.0.0'],
    ['^4 || ~1.2', '1.2.9'],
    ['!=3.0.0', '2.0.0'],
    ['!=3.x, !=2.x', '1.10.0'],
    ['^4', undefined],
    ['>=2.0.0-0', '3.0.0'],
    ['>=2.0.0-0 <3', '2.0.0'],
    ['2.0.0-rc.1', '2.0.0-rc.1'],
    ['^2.0.0-rc.0', '2.1.0-beta.2'],
    ['~2.0.0-rc.0', '2.0.0'],
    ['<2.0.0', '1.10.0']
  ]
  for (const [c, want] of cases) assert.equal(maxSatisfying(VERSIONS, parseConstraint(c)), want, `constraint '${c}'`)
  // Pre-releases only match when every term's version is a pre-release (`<3` above excludes 2.1.0-beta.2), `!=` too
  // (as helm 4's Masterminds checks it, test/lib/semver-oracle.test.ts): `!=3.0.0` picks 2.0.0, not 2.1.0-beta.2.
  assert.equal(parseConstraint('*')(parseVersion('2.0.0-rc.1')!), false)
  assert.equal(parseConstraint('>=1.0.0')(parseVersion('2.0.0-rc.1')!), false)
  assert.equal(parseConstraint('>=1.0.0-0')(parseVersion('2.0.0-rc.1')!), true)
  // Pre-release precedence (semver §11).
  assert.equal(
    maxSatisfying(['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta', '1.0.0-beta.11', '1.0.0-beta.2', '1.0.0-rc.1'], parseConstraint('>=1.0.0-0')),
    '1.0.0-rc.1'
  )
  assert.equal(maxSatisfying(['1.0.0-beta.2', '1.0.0-beta.11'], parseConstraint('>=1.0.0-0')), '1.0.0-beta.11')
  assert.equal(maxSatisfying(['1.0.0-alpha.1', '1.0.0-alpha'], parseConstraint('<1.0.0-alpha.1')), '1.0.0-alpha')
  for (const bad of ['main', 'latest', '>', '1.2.3.4', '^', '>=1.0 <', 'v1..2']) assert.throws(() => parseConstraint(bad), /improper constraint/, bad)
})

test('exact versions: full X.Y.Z (v prefix, pre-release, build) only; `1.2` floats in helm, so it is a constraint', () => {
  for (const v of ['1.2.3', 'v1.2.3', '1.2.3-rc.1', '1.2.3+build.5', '0.0.0']) assert.ok(isExactVersion(v), v)
  for (const v of ['1.2', '1', '^1.2.3', '1.x', '*', '', 'latest', '>=1.0.0']) assert.ok(!isExactVersion(v), v)
})

test('helm pull argv: Fetch for Helm repositories, PullOCI for oci:// (chart appended), digests as chart@digest', () => {
  const digest = `sha256:${'ab'.repeat(32)}`
  const repo = remoteChartRef(source({ repoURL: 'https://charts.example.com/stable', chart: 'demo', targetRevision: '1.0.0' }))
  assert.deepEqual(helmPullArgs(repo, '1.0.0', '/d'), [
    'pull',
    '--destination',
    '/d',
    '--version',
    '1.0.0',
    '--repo',
    'https://charts.example.com/stable',
    'demo',
    '--untar'
  ])
  assert.deepEqual(helmPullArgs(repo, digest, '/d'), [
    'pull',
    '--destination',
    '/d',
    '--repo',
    'https://charts.example.com/stable',
    `demo@${digest}`,
    '--untar'
  ])
  assert.deepEqual(helmPullArgs(repo, '', '/d'), ['pull', '--destination', '/d', '--repo', 'https://charts.example.com/stable', 'demo', '--untar'])

  const oci = remoteChartRef(source({ repoURL: 'oci://ghcr.io/org/charts/', chart: 'demo', targetRevision: '1.0.0' }))
  assert.deepEqual([oci.kind, oci.repo, oci.chart, oci.plainHttp], ['oci', 'oci://ghcr.io/org/charts/demo', 'demo', false])
  assert.deepEqual(helmPullArgs(oci, '^1.0', '/d'), ['pull', 'oci://ghcr.io/org/charts/demo', '--version', '^1.0', '--destination', '/d', '--untar'])
  assert.deepEqual(helmPullArgs(oci, digest, '/d'), ['pull', `oci://ghcr.io/org/charts/demo@${digest}`, '--destination', '/d', '--untar'])
  // --plain-http only on loopback.
  for (const host of ['127.0.0.1:5000', 'localhost:5000', '127.1.2.3', '[::1]:5000']) {
    const ref = remoteChartRef(source({ repoURL: `oci://${host}/charts`, chart: 'demo', targetRevision: '1.0.0' }))
    assert.equal(ref.plainHttp, true, host)
    assert.equal(helmPullArgs(ref, '1.0.0', '/d').at(-1), '--plain-http')
  }
  for (const host of ['registry.example.com', '127.0.0.1.nip.io', 'localhost.example.com', '10.0.0.1:5000']) {
    assert.equal(remoteChartRef(source({ repoURL: `oci://${host}/charts`, chart: 'demo', targetRevision: '1' })).plainHttp, false, host)
  }
  // The chart may be the last segment of repoURL (no `chart`).
  const inUrl = remoteChartRef(source({ repoURL: 'oci://ghcr.io/org/charts/demo', targetRevision: '1.0.0' }))
  assert.deepEqual([inUrl.repo, inUrl.chart], ['oci://ghcr.io/org/charts/demo', 'demo'])
  assert.throws(() => remoteChartRef(source({ repoURL: 'https://github.com/org/repo.git', path: 'x' })), /not a Helm-repository or OCI chart/)
})

const SCHEMA = (props: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: props, ...extra })

test('remote schema refs: absolute $ref, relative $ref under an http(s) $id, custom $schema, in data too; drafts and local refs are offline', () => {
  assert.deepEqual(remoteRefsInSchema(JSON.parse(SCHEMA({ a: { $ref: 'https://schemas.example.com/k8s.json#/definitions/x' } }))), [
    'https://schemas.example.com/k8s.json#/definitions/x'
  ])
  assert.deepEqual(
    remoteRefsInSchema({
      $id: 'https://s.example.com/root.json',
      properties: { a: { $ref: 'defs.json#/p' }, b: { $ref: '#/definitions/b' }, c: { $ref: 'root.json#/x' } }
    }),
    ['https://s.example.com/defs.json#/p']
  )
  assert.deepEqual(remoteRefsInSchema({ $schema: 'https://meta.example.com/schema', type: 'object' }), ['https://meta.example.com/schema'])
  const offline = [
    { $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { a: { $ref: '#/$defs/a' } } },
    { properties: { a: { $ref: 'http://json-schema.org/draft-07/schema#' }, b: { $ref: 'https://json-schema.org/draft/2019-09/meta/core' } } },
    { properties: { a: { $ref: 'defs.json' }, b: { $ref: 'file:///etc/schema.json' } } }
  ]
  for (const s of offline) assert.deepEqual(remoteRefsInSchema(s), [], JSON.stringify(s))
  // Data is scanned too: a `$ref` to a JSON pointer into it (`#/properties/b/default`) makes helm compile it as a schema.
  assert.deepEqual(
    remoteRefsInSchema({ properties: { a: { enum: [{ $ref: 'https://data.example.com/not-a-schema' }] }, b: { default: { $ref: 'https://x.example.com' } } } }),
    ['https://data.example.com/not-a-schema', 'https://x.example.com/']
  )
})

test('hasRemoteSchemaRefs scans the chart, subchart directories and packaged subcharts (charts/*.tgz)', async () => {
  const root = tempDir('pg-schema-')
  const plain = join(root, 'plain')
  writeTree(plain, { 'Chart.yaml': 'apiVersion: v2\nname: plain\nversion: 0.1.0\n', 'values.schema.json': SCHEMA({ a: { type: 'string' } }) })
  assert.equal(hasRemoteSchemaRefs(plain), false)
  assert.equal(hasRemoteSchemaRefs(join(root, 'missing')), false)

  const top = join(root, 'top')
  writeTree(top, {
    'Chart.yaml': 'apiVersion: v2\nname: top\nversion: 0.1.0\n',
    'values.schema.json': SCHEMA({ a: { $ref: 'https://top.example.com/a.json' } })
  })
  assert.deepEqual([...remoteSchemaRefs(top)], [['values.schema.json', ['https://top.example.com/a.json']]])

  const subdir = join(root, 'subdir')
  writeTree(subdir, {
    'Chart.yaml': 'apiVersion: v2\nname: subdir\nversion: 0.1.0\n',
    'values.schema.json': 'not json',
    'charts/inner/Chart.yaml': 'apiVersion: v2\nname: inner\nversion: 0.1.0\n',
    'charts/inner/values.schema.json': SCHEMA({ a: { $ref: 'https://inner.example.com/a.json' } })
  })
  assert.deepEqual([...remoteSchemaRefs(subdir).keys()], ['charts/inner/values.schema.json'])

  // A packaged subchart (what `helm pull` of a chart with dependencies contains), made by the real `helm package`.
  const packed = join(root, 'packed')
  writeTree(packed, { 'Chart.yaml': 'apiVersion: v2\nname: packed\nversion: 0.1.0\n' })
  await packageCharts(
    [{ name: 'dep', version: '1.0.0', files: { 'values.schema.json': SCHEMA({ a: { $ref: 'http://dep.example.com/s.json' } }) } }],
    join(packed, 'charts')
  )
  assert.deepEqual([...remoteSchemaRefs(packed)], [['charts/dep-1.0.0.tgz!dep/values.schema.json', ['http://dep.example.com/s.json']]])
  assert.equal(hasRemoteSchemaRefs(packed), true)
})
