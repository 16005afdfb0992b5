// R2.2.7: which namespaces' Applications Argo CD reconciles (util/security/application_namespaces.go, util/glob/list.go).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { namespaceRule, reconciledNamespace } from '../../src/argocd/app-namespaces.js'

test('the control plane namespace always; others when a glob or a /regexp/ of application.namespaces matches', () => {
  assert.equal(reconciledNamespace('argocd', 'argocd', []), true)
  assert.equal(reconciledNamespace('team-a', 'argocd', []), false)
  assert.equal(reconciledNamespace('team-a', 'argocd', ['team-*']), true)
  assert.equal(reconciledNamespace('team-a', 'argocd', ['apps', 'team-?']), true)
  assert.equal(reconciledNamespace('other', 'argocd', ['team-*']), false)
  assert.equal(reconciledNamespace('team-12', 'argocd', ['/^team-[0-9]+$/']), true)
  assert.equal(reconciledNamespace('team-x', 'argocd', ['/^team-[0-9]+$/']), false)
  // A regexp entry is unanchored, as regexp2's MatchString is.
  assert.equal(reconciledNamespace('my-team-1', 'argocd', ['/team-[0-9]/']), true)
  assert.equal(reconciledNamespace('anything', 'argocd', ['*']), true)
})

test('the rule applies only when it is configured or an Application is written in the control plane namespace', () => {
  const app = (namespace?: string) => ({ manifest: { metadata: { name: 'a', ...(namespace ? { namespace } : {}) } } })
  assert.equal(namespaceRule([app('openshift-gitops'), app()], 'argocd', []), undefined, 'the configured namespace may be wrong: no rule')
  assert.equal(namespaceRule([app('argocd'), app('team-a')], 'argocd', [])?.('team-a'), false)
  assert.equal(namespaceRule([app('team-a')], 'argocd', ['team-*'])?.('team-a'), true)
})
