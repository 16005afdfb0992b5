import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { expandAlternatives, GlobPatternError, globFiles, hasGlobMeta, segmentRegExp } from '../../../src/lib/go/doublestar.js'
import { envsubst, goExpand } from '../../../src/lib/go/envsubst.js'
import { escapeSetValue, normalizeKubeVersion } from '../../../src/render/helm/helm.js'
import { writeTree } from '../../helpers/tools.js'
import { freshDir } from '../../fixtures/helm/charts.js'

const ENV = { ARGOCD_APP_NAME: 'guestbook', ARGOCD_APP_NAMESPACE: 'prod', A: 'x' }

test('R1.4.2 envsubst: $X and ${X} expand, unknown names become "", $$ is a literal $', () => {
  assert.equal(envsubst('values-$ARGOCD_APP_NAMESPACE.yaml', ENV), 'values-prod.yaml')
  assert.equal(envsubst('${ARGOCD_APP_NAME}/v.yaml', ENV), 'guestbook/v.yaml')
  assert.equal(envsubst('$ARGOCD_APP_NAME_suffix', ENV), '', 'the name runs over letters, digits and _')
  assert.equal(envsubst('a$UNKNOWN-b', ENV), 'a-b')
  assert.equal(envsubst('price: $$5', ENV), 'price: $5')
  assert.equal(envsubst('$$A', ENV), '$A')
  assert.equal(envsubst('no vars', ENV), 'no vars')
})

test('R1.4.2 envsubst follows Go os.Expand corner cases', () => {
  assert.equal(envsubst('end$', ENV), 'end$', 'a trailing $ stays')
  assert.equal(envsubst('a$.b', ENV), 'a$.b', '$ not followed by a name stays')
  assert.equal(envsubst('a${}b', ENV), 'ab', '${} is eaten')
  assert.equal(envsubst('a${A', ENV), 'aA', 'an unclosed ${ eats only "${"')
  assert.equal(envsubst('$1$*$#x', ENV), 'x', 'shell special variables are one character and unknown here')
  assert.equal(envsubst('${A}${A}', ENV), 'xx')
  assert.equal(
    goExpand('${weird name}', (n) => `<${n}>`),
    '<weird name>'
  )
})

test('R1.5.9 escapeSetValue escapes commas not preceded by a backslash, except in a {…} list literal', () => {
  assert.equal(escapeSetValue('a,b'), 'a\\,b')
  assert.equal(escapeSetValue('a\\,b'), 'a\\,b')
  assert.equal(escapeSetValue('{a,b}'), '{a,b}')
  assert.equal(escapeSetValue('{a,b'), '{a\\,b')
  assert.equal(escapeSetValue(',,'), '\\,\\,')
  assert.equal(escapeSetValue('plain'), 'plain')
})

test('R1.5.5 normalizeKubeVersion is k8s ParseGeneric().String()', () => {
  assert.equal(normalizeKubeVersion('v1.30.11+IKS'), '1.30.11')
  assert.equal(normalizeKubeVersion('1.30.11+IKS'), '1.30.11')
  assert.equal(normalizeKubeVersion(' v1.27.16-eks-a18cd3a '), '1.27.16')
  assert.equal(normalizeKubeVersion('v1.31.0+k3s1'), '1.31.0')
  assert.equal(normalizeKubeVersion('1.29'), '1.29')
  assert.equal(normalizeKubeVersion('1.29.03'), '1.29.3')
  assert.throws(() => normalizeKubeVersion('1'), /illegal version string/)
  assert.throws(() => normalizeKubeVersion('01.29'), /zero-prefixed/)
  assert.throws(() => normalizeKubeVersion('latest'), /could not parse/)
})

test("R1.5.7 hasGlobMeta is Argo's isGlobPath: *, ? and [ only", () => {
  assert.ok(hasGlobMeta('envs/*.yaml'))
  assert.ok(hasGlobMeta('v?.yaml'))
  assert.ok(hasGlobMeta('v[12].yaml'))
  assert.ok(!hasGlobMeta('values-{a,b}.yaml'))
  assert.ok(!hasGlobMeta('values.yaml'))
})

test('R1.5.7 doublestar segment matching: *, ?, classes, negation, escapes; * never crosses /', () => {
  const m = (p: string, s: string): boolean => segmentRegExp(p).test(s)
  assert.ok(m('*.yaml', '.hidden.yaml'), 'doublestar matches dotfiles')
  assert.ok(!m('*.yaml', 'a.yml'))
  assert.ok(m('v?.yaml', 'v1.yaml') && !m('v?.yaml', 'v10.yaml'))
  assert.ok(m('v[0-9].yaml', 'v7.yaml') && !m('v[0-9].yaml', 'vx.yaml'))
  assert.ok(m('v[!0-9].yaml', 'vx.yaml') && !m('v[^0-9].yaml', 'v7.yaml'))
  assert.ok(m('a\\*b', 'a*b') && !m('a\\*b', 'axb'))
  assert.ok(m('ü?', 'üé'), 'one ? is one character, not one byte')
  for (const bad of ['[a-', '[]', '[z-a]', 'x\\', '[-a]']) assert.throws(() => segmentRegExp(bad), GlobPatternError, bad)
})

test('R1.5.7 doublestar alternatives expand, nested and escaped', () => {
  assert.deepEqual(expandAlternatives('a/{x,y}/b'), ['a/x/b', 'a/y/b'])
  assert.deepEqual(expandAlternatives('{a,b{c,d}}'), ['a', 'bc', 'bd'])
  assert.deepEqual(expandAlternatives('\\{a,b}'), ['\\{a,b}'])
  assert.deepEqual(expandAlternatives('{a,b'), ['{a,b'])
})

test('R1.5.7 doublestar ordering: byte order per directory, ** pre-order, alternatives merged and deduplicated', () => {
  const root = freshDir()
  writeTree(root, {
    'envs/b.yaml': '',
    'envs/a.yaml': '',
    'envs/Z.yaml': '',
    'envs/z.yaml': '',
    'envs/nested/c.yaml': '',
    'envs/nested/deep/e.yaml': '',
    'envs/m/d.yaml': '',
    'envs/notes.txt': '',
    'envs/x/values.yaml': '',
    'envs/y/values.yaml': ''
  })
  const g = (p: string): string[] => globFiles(root, p).map((f) => f.slice(root.length + 1))
  assert.deepEqual(g('envs/*.yaml'), ['envs/Z.yaml', 'envs/a.yaml', 'envs/b.yaml', 'envs/z.yaml'])
  assert.deepEqual(g('envs/**/*.yaml'), [
    'envs/Z.yaml',
    'envs/a.yaml',
    'envs/b.yaml',
    'envs/z.yaml',
    'envs/m/d.yaml',
    'envs/nested/c.yaml',
    'envs/nested/deep/e.yaml',
    'envs/x/values.yaml',
    'envs/y/values.yaml'
  ])
  assert.deepEqual(g('envs/*/values.yaml'), ['envs/x/values.yaml', 'envs/y/values.yaml'])
  assert.deepEqual(g('envs/{b,a,*}.yaml'), ['envs/Z.yaml', 'envs/a.yaml', 'envs/b.yaml', 'envs/z.yaml'])
  assert.deepEqual(g('envs/nested/**'), ['envs/nested', 'envs/nested/c.yaml', 'envs/nested/deep', 'envs/nested/deep/e.yaml'])
  assert.deepEqual(g('envs/n*'), ['envs/nested', 'envs/notes.txt'], 'directories match too (no WithFilesOnly)')
  assert.deepEqual(g('nothing/*.yaml'), [])
  assert.deepEqual(g('envs/a.yaml'), ['envs/a.yaml'])
})

test('R1.5.7 doublestar ** is a pre-order walk, not a sort of full paths (`a/…` before `a-b`)', () => {
  const root = freshDir()
  writeTree(root, { 'e/a/g.yaml': '', 'e/a-b/f.yaml': '', 'e/a.yaml': '' })
  const g = (p: string): string[] => globFiles(root, p).map((f) => f.slice(root.length + 1))
  // Byte order would put 'e/a-b/f.yaml' ('-' is 0x2d) before 'e/a/g.yaml' ('/' is 0x2f).
  assert.deepEqual(g('e/**/*.yaml'), ['e/a.yaml', 'e/a/g.yaml', 'e/a-b/f.yaml'])
  assert.deepEqual(g('e/**'), ['e', 'e/a', 'e/a/g.yaml', 'e/a-b', 'e/a-b/f.yaml', 'e/a.yaml'])
})

test('R1.5.7 doublestar follows symlinked directories in ** once, without looping on a cycle', () => {
  const root = freshDir()
  writeTree(root, { 'real/v.yaml': '' })
  mkdirSync(join(root, 'top'))
  symlinkSync(join(root, 'real'), join(root, 'top/link'))
  symlinkSync(join(root, 'top'), join(root, 'top/loop'))
  const got = globFiles(root, 'top/**/*.yaml').map((f) => f.slice(root.length + 1))
  assert.deepEqual(got, ['top/link/v.yaml'])
})
