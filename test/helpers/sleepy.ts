// A repository whose one app renders through a declared config management plugin that sleeps a minute: a run of the
// CLI or the action stays in its analysis (scratch folder and config copy in place) until it is signalled.
import { readdirSync, readFileSync } from 'node:fs'
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

/** Whether the sleepy plugin's `sleep 60` runs among the descendants of process `root` (read from /proc). */
export function sleepyPluginRunning(root: number): boolean {
  const read = (p: string): string => {
    try {
      return readFileSync(p, 'utf8')
    } catch {
      return ''
    }
  }
  const parent = (pid: number): number => {
    const stat = read(`/proc/${pid}/stat`)
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? 0)
  }
  const descends = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent(p), hops++) if (p === root) return true
    return false
  }
  return readdirSync('/proc').some((d) => /^\d+$/.test(d) && read(`/proc/${d}/cmdline`) === 'sleep\u000060\u0000' && descends(Number(d)))
}
