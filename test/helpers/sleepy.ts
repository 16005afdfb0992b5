// A repository whose one app renders through a declared config management plugin that sleeps a minute: a run of the
// CLI or the action stays in its analysis (scratch folder and config copy in place) until it is signalled.
import { stringify } from 'yaml'
import { commit, makeRepo, ORIGIN } from './git.js'

export function sleepyPluginRepo(): string {
  const app = stringify({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: 'slow', namespace: 'argocd' },
    spec: {
      project: 'default',
      source: { repoURL: ORIGIN, targetRevision: 'HEAD', path: 'w', plugin: { name: 'sleepy' } },
      destination: { server: 'https://kubernetes.default.svc', namespace: 'slow' }
    }
  })
  const plugin = { apiVersion: 'argoproj.io/v1alpha1', kind: 'ConfigManagementPlugin', metadata: { name: 'sleepy' } }
  const config = stringify({ plugins: [{ ...plugin, spec: { generate: { command: ['sh', '-c'], args: ['sleep 60'] } } }] })
  const repo = makeRepo({ '.prune-guard.yaml': config, 'apps/slow.yaml': app, 'w/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n' })
  commit(repo, { 'w/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n' }, 'change')
  return repo
}
