// resolveInTree (git/links.ts): where the kernel finds a path of a revision, following its symlinks, from the tree
// alone. Pure: a small tree of files, folders and links.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { resolveInTree, type LinkTree } from '../../src/git/links.js'

function tree(files: string[], links: Record<string, string>): LinkTree {
  const all = [...files, ...Object.keys(links)]
  return {
    mode: (p) => (p in links ? '120000' : files.includes(p) ? '100644' : undefined),
    isDir: (p) => all.some((f) => f.startsWith(`${p}/`)),
    target: (p) => links[p]
  }
}

test('resolveInTree: plain paths, links to files and folders, chains, and `..` taken from the target', () => {
  const t = tree(['config/envs/prod.yaml', 'charts/web/values-prod.yaml', 'top.yaml'], {
    envs: 'config/envs',
    'charts/web/ci/prod.yaml': '../values-prod.yaml',
    'a/b': '../config/envs',
    'chain/one': 'two',
    'chain/two': '../envs/prod.yaml'
  })
  assert.deepEqual(resolveInTree(t, 'top.yaml'), { path: 'top.yaml', links: [] })
  assert.deepEqual(resolveInTree(t, 'envs/prod.yaml'), { path: 'config/envs/prod.yaml', links: ['envs'] })
  assert.deepEqual(resolveInTree(t, 'charts/web/ci/prod.yaml'), { path: 'charts/web/values-prod.yaml', links: ['charts/web/ci/prod.yaml'] })
  // `a/b/..` is the parent of b's target (config), not `a`: the kernel's reading.
  assert.deepEqual(resolveInTree(t, 'a/b/../envs/prod.yaml'), { path: 'config/envs/prod.yaml', links: ['a/b'] })
  assert.deepEqual(resolveInTree(t, 'chain/one'), { path: 'config/envs/prod.yaml', links: ['chain/one', 'chain/two', 'envs'] })
  assert.deepEqual(resolveInTree(t, 'envs'), { path: 'config/envs', links: ['envs'] })
  assert.deepEqual(resolveInTree(t, ''), { path: '', links: [] })
})

test('resolveInTree: missing paths are returned as written; escapes, absolute targets and loops are undefined', () => {
  const t = tree(['f.yaml', 'd/x.yaml'], { up: '..', abs: '/etc', loop1: 'loop2', loop2: 'loop1', deep: 'd/../..', inner: 'd' })
  assert.deepEqual(resolveInTree(t, 'missing/x.yaml'), { path: 'missing/x.yaml', links: [] })
  assert.deepEqual(resolveInTree(t, 'f.yaml/x'), { path: 'f.yaml/x', links: [] })
  assert.deepEqual(resolveInTree(t, 'inner/x.yaml'), { path: 'd/x.yaml', links: ['inner'] })
  assert.equal(resolveInTree(t, 'up/f.yaml'), undefined)
  assert.equal(resolveInTree(t, 'abs/passwd'), undefined)
  assert.equal(resolveInTree(t, 'loop1'), undefined)
  assert.equal(resolveInTree(t, 'deep'), undefined)
  assert.equal(resolveInTree(t, '../f.yaml'), undefined)
})
