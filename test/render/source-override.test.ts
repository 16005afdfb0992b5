// R1.2.1: an override file is merged onto the source's JSON and decoded into the source Argo CD holds
// (repository.go mergeSourceParameters: jsonpatch.MergePatch, then json.Unmarshal into the existing value).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { applyOverride } from '../../src/render/source.js'

const source = {
  repoURL: 'https://github.com/example/gitops.git',
  path: 'chart',
  helm: { valueFiles: ['a.yaml', 'b.yaml'], parameters: [{ name: 'x', value: '1', forceString: true }] }
}

test('R1.2.1: keys match fields case-insensitively, in sorted order; keys naming no field are dropped', () => {
  const out = applyOverride(source, { Helm: { ReleaseName: 'web', ValueFiles: ['c.yaml'] }, Nonsense: 1 })
  // `Helm` sorts before the source's own `helm`, which is decoded after it: its value files win, the release name stays.
  assert.deepEqual(out.helm, { valueFiles: ['a.yaml', 'b.yaml'], parameters: [{ name: 'x', value: '1', forceString: true }], releaseName: 'web' })
  assert.deepEqual(applyOverride({ path: 'chart' }, { HELM: { VALUEFILES: ['c.yaml'] } }), { path: 'chart', helm: { valueFiles: ['c.yaml'] } })
  assert.equal('Nonsense' in out, false)
  assert.equal('Helm' in out, false)
})

test('R1.2.1: a null leaves the field as it was (Unmarshal into the existing source); lists merge element by element', () => {
  assert.deepEqual(applyOverride(source, { helm: { valueFiles: null } }).helm, source.helm)
  // The new parameter is decoded into the old first element: forceString stays, as encoding/json leaves it.
  assert.deepEqual(
    (
      applyOverride(source, {
        helm: {
          parameters: [
            { name: 'y', value: '2' },
            { name: 'z', value: '3' }
          ]
        }
      }).helm as { parameters: unknown }
    ).parameters,
    [
      { name: 'y', value: '2', forceString: true },
      { name: 'z', value: '3' }
    ]
  )
  // A shorter list is cut to its length.
  assert.deepEqual((applyOverride(source, { helm: { valueFiles: ['only.yaml'] } }).helm as { valueFiles: unknown }).valueFiles, ['only.yaml'])
})
