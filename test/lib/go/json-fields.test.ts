// encoding/json's field matching as helm and kustomize decode their files (lib/go/json-fields.ts). The expected
// values are what kustomize 5.7.1 builds from the same kustomization keys (checked by hand with `kubectl kustomize`).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { goFields, type GoType } from '../../../src/lib/go/json-fields.js'

const T: GoType = {
  fields: {
    kind: 'any',
    resources: 'any',
    openapi: 'any',
    helmGlobals: { fields: { chartHome: 'any', configHome: 'any' } },
    patches: { list: { fields: { path: 'any' } } }
  }
}

test('goFields: a key names a field case-insensitively, U+017F and the Kelvin sign fold to s and k', () => {
  assert.deepEqual(goFields({ RESOURCES: ['a'] }, T), { resources: ['a'] })
  assert.deepEqual(goFields({ 're\u017fources': ['a'] }, T), { resources: ['a'] })
  assert.deepEqual(goFields({ patches: [{ PATH: 'p.yaml' }, 'x'] }, T), { patches: [{ path: 'p.yaml' }, 'x'] })
  assert.deepEqual(goFields({ Other: 1 }, T), { Other: 1 }, 'a key naming no field is kept as written')
  assert.deepEqual(goFields({ '\u212aIND': 'x', HELMGLOBALS: { CHARTHOME: 'c' } }, T), { kind: 'x', helmGlobals: { chartHome: 'c' } })
})

test('goFields: keys decoded in sorted order; a list is replaced, a struct or map filled further', () => {
  // `resources: [cm.yaml]` with `RESOURCES: [../base]`: kustomize builds cm.yaml (RESOURCES sorts first), in either order.
  assert.deepEqual(goFields({ resources: ['cm.yaml'], RESOURCES: ['../base'] }, T), { resources: ['cm.yaml'] })
  assert.deepEqual(goFields({ Resources: ['../base'], resources: ['cm.yaml'] }, T), { resources: ['cm.yaml'] })
  assert.deepEqual(goFields({ helmGlobals: { chartHome: 'a' }, HelmGlobals: { configHome: 'b' } }, T), { helmGlobals: { chartHome: 'a', configHome: 'b' } })
  assert.deepEqual(goFields({ openapi: { version: 'v' }, OPENAPI: { path: 'x' } }, T), { openapi: { path: 'x', version: 'v' } })
})
