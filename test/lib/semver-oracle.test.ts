// Version constraints (lib/semver.ts: Masterminds/semver v3, behind `helm pull --version` and Argo CD's resolution of
// a Helm chart's targetRevision, R1.1.6) against real helm: Sprig's semverCompare is the same Masterminds code, so
// helm answers every constraint × version pair (true, false, or an error for text Masterminds refuses). Found by it:
// `!=1.2.3` does not match the pre-release `1.2.3-beta` (the guard exempted `!=` from the pre-release rule).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseConstraint, parseVersion } from '../../src/lib/semver.js'
import { helmSnippets } from '../helpers/helm-oracle.js'

const CONSTRAINTS = [
  ...['*', '1.2.3', '=1.2.3', '!=1.2.3', '>1.2.3', '<1.2.3', '>=1.2', '<=1.2', '=>1.2', '=<1.2', '~1.2.3', '~1.2', '~1', '~>1.2'],
  ...['^1.2.3', '^0.2.3', '^0.0.3', '^0', '^1.x', '1.x', '1.2.x', '1.*', 'x', 'X', '1.2 - 1.4.5', '1.2.3 - 2', '>=1.2, <2.0'],
  ...['>=1.2 <2.0', '>=1.2,<2.0', '<1.0 || >=2.0', '1.2.3-beta', '>=1.2.3-0', '^1.2.3-alpha', '~1.2.3-beta.2', '>1.2.3-alpha.1'],
  ...['v1.2.3', '>= 1.2', '1.2.3+build', '>=01.2', 'junk', '1.2.3.4', '>=1.2.3 || junk', '~0', '^0.0', '~0.0.1', '>=0.0.0-0'],
  ...['<=1.2.x', '>1.2', '<1.2', '>1.x', '<=1', '!=1.2', '!=1.2.x', '=1.2', '^1.2.x-0']
]
const VERSIONS = [
  ...['1.2.3', '1.2.4', '1.2.0', '1.3.0', '1.2', '1', '2.0.0', '0.2.5', '0.3.0', '0.0.3', '0.0.4', '1.2.3-beta', '1.2.3-beta.3'],
  ...['1.2.4-alpha', '2.0.0-rc.1', 'v1.2.3', '1.2.3+build.5', '01.2.3', '1.02.3', '1.2.3.4', 'junk', '0.0.0', '1.2.3-0', '3.0.0'],
  ...['1.1.9', '1.4.5', '1.4.6']
]

const accepts = (f: () => unknown): boolean => {
  try {
    return f() !== undefined
  } catch {
    return false
  }
}
const goodConstraints = CONSTRAINTS.filter((c) => accepts(() => parseConstraint(c)))
const goodVersions = VERSIONS.filter((v) => parseVersion(v) !== undefined)

test('version constraints match as helm (Masterminds/semver v3) matches them: every constraint × version', () => {
  const pairs = goodConstraints.flatMap((c) => goodVersions.map((v) => [c, v] as const))
  const helm = helmSnippets(
    'x: 1\n',
    pairs.map(([c, v]) => `{{ semverCompare ${JSON.stringify(c)} ${JSON.stringify(v)} }}`)
  )
  const wrong = pairs.flatMap(([c, v], i) => {
    const ours = String(parseConstraint(c)(parseVersion(v)!))
    return ours === helm[i] ? [] : [`${c} on ${v}: helm ${helm[i] ?? 'refuses'}, guard ${ours}`]
  })
  assert.deepEqual(wrong, [])
})

test('the constraints and versions the guard refuses are those Masterminds refuses', () => {
  const badConstraints = CONSTRAINTS.filter((c) => !goodConstraints.includes(c))
  const badVersions = VERSIONS.filter((v) => !goodVersions.includes(v))
  assert.deepEqual(
    [badConstraints, badVersions],
    [
      ['junk', '1.2.3.4', '>=1.2.3 || junk'],
      ['1.2.3.4', 'junk']
    ]
  )
  for (const c of badConstraints) assert.equal(helmSnippets('x: 1\n', [`{{ semverCompare ${JSON.stringify(c)} "1.2.3" }}`])[0], undefined, c)
  for (const v of badVersions) assert.equal(helmSnippets('x: 1\n', [`{{ semverCompare "*" ${JSON.stringify(v)} }}`])[0], undefined, v)
})

test('the one difference kept: an empty constraint is any version (helm pull --version ""), not an error', () => {
  assert.equal(helmSnippets('x: 1\n', ['{{ semverCompare "" "1.2.3" }}'])[0], undefined)
  assert.equal(parseConstraint('')(parseVersion('1.2.3')!), true)
  assert.equal(parseConstraint('')(parseVersion('1.2.3-beta')!), false)
})
