// Config `clusters`: Argo CD's cluster secrets as the team describes them (name, server, project, labels, annotations),
// so that every ApplicationSet `clusters` generator is evaluated offline from one list (argocd/appset/clusters.ts).
import { isRecord } from '../lib/record.js'
import type { ClusterSecret } from '../argocd/appset/clusters.js'

const EXPECTED = 'a list of Argo CD cluster secrets: {name, server, project?, labels?: {key: value}, annotations?: {key: value}}'
const KEYS = new Set(['name', 'server', 'project', 'labels', 'annotations'])

/** The `clusters` list, or `fail` naming the bad entry. */
export function parseClusters(v: unknown, fail: (key: string, got: unknown, expected: string) => never): ClusterSecret[] {
  if (!Array.isArray(v)) fail('clusters', v, EXPECTED)
  const names = new Set<string>()
  return v.map((e, i) => {
    const at = `clusters[${i}]`
    if (!isRecord(e)) fail(at, e, EXPECTED)
    const extra = Object.keys(e).find((k) => !KEYS.has(k))
    if (extra !== undefined) fail(at, extra, 'only name, server, project, labels and annotations')
    const { name, server, project, labels, annotations } = e
    if (typeof name !== 'string' || name === '') fail(`${at}.name`, name, "the cluster's name, as in its secret (e.g. prod-eu)")
    // Argo CD keys cluster secrets by name: a second secret of the same name would hide the first.
    if (names.has(name)) fail(`${at}.name`, name, 'a name no other entry has')
    names.add(name)
    if (typeof server !== 'string' || !/^https?:\/\/\S+$/.test(server)) fail(`${at}.server`, server, 'the API server URL (e.g. https://prod-eu.example.com)')
    if (project !== undefined && typeof project !== 'string') fail(`${at}.project`, project, 'an AppProject name')
    const map = (key: 'labels' | 'annotations', m: unknown): Record<string, string> | undefined => {
      if (m === undefined) return undefined
      if (!isRecord(m) || !Object.values(m).every((x) => typeof x === 'string'))
        fail(`${at}.${key}`, m, `a mapping of ${key} to string values (quote "true" and numbers)`)
      return m as Record<string, string>
    }
    return { name, server, ...(project !== undefined ? { project } : {}), labels: map('labels', labels), annotations: map('annotations', annotations) }
  })
}
