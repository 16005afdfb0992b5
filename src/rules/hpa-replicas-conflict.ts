// hpa-replicas-conflict: a Deployment/StatefulSet with spec.replicas in Git whose replica count is owned by a
// HorizontalPodAutoscaler or a KEDA ScaledObject, in an auto-synced app (R3.5). Without ignoreDifferences on
// /spec/replicas the live count differs from Git as soon as the autoscaler scales: with selfHeal every such drift is
// synced back ("values say 2, HPA says 8"), a tug of war (medium). Without selfHeal, or with ignoreDifferences but
// without RespectIgnoreDifferences=true (R7.4), the comparison is quieter, but every sync that happens for another
// reason (a new commit) applies the Git count and resets the scaled workload (low).
import { isRecord } from '../lib/record.js'
import { keyLabel, type ResourceKey } from '../k8s/resource.js'
import { parseOptions } from '../argocd/sync-options.js'
import type { Target } from '../plan/normalize.js'
import { appRef, renderedSides, sideOf, type RawFinding, type Rule } from './types.js'
import { anchoredMatcher, re2Char } from '../lib/go/linear-match.js'

const SCALABLE = new Set(['apps/Deployment', 'apps/StatefulSet', 'apps/ReplicaSet', 'argoproj.io/Rollout'])
/** Field managers that write spec.replicas for an autoscaler (the HPA controller runs in kube-controller-manager). */
const AUTOSCALER_MANAGERS = ['kube-controller-manager', 'keda', 'keda-operator']

interface Scaler {
  target: Target
  ref: { group: string; kind: string; name: string; namespace: string }
  /** The replica range the autoscaler keeps the target in (HPA minReplicas default 1; KEDA 0..100). */
  min: number | null
  max: number | null
}

const intOr = (v: unknown, d: number | null): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : v === undefined || v === null ? d : null)

const groupOfApiVersion = (v: unknown): string | undefined => (typeof v === 'string' ? (v.includes('/') ? v.slice(0, v.lastIndexOf('/')) : '') : undefined)

/** HPAs (autoscaling/*) and KEDA ScaledObjects (keda.sh) with their scale target. */
export function scalerOf(t: Target): Scaler | undefined {
  const spec = isRecord(t.obj.spec) ? t.obj.spec : {}
  const ref = isRecord(spec.scaleTargetRef) ? spec.scaleTargetRef : undefined
  if (!ref || typeof ref.name !== 'string' || ref.name === '') return undefined
  if (t.key.group === 'autoscaling' && t.key.kind === 'HorizontalPodAutoscaler') {
    if (typeof ref.kind !== 'string') return undefined
    return {
      target: t,
      ref: { group: groupOfApiVersion(ref.apiVersion) ?? '*', kind: ref.kind, name: ref.name, namespace: t.key.namespace },
      min: intOr(spec.minReplicas, 1),
      max: intOr(spec.maxReplicas, null)
    }
  }
  if (t.key.group === 'keda.sh' && t.key.kind === 'ScaledObject') {
    // KEDA defaults: apps/v1 Deployment.
    const kind = typeof ref.kind === 'string' && ref.kind !== '' ? ref.kind : 'Deployment'
    return {
      target: t,
      ref: { group: groupOfApiVersion(ref.apiVersion) ?? 'apps', kind, name: ref.name, namespace: t.key.namespace },
      min: intOr(spec.minReplicaCount, 0),
      max: intOr(spec.maxReplicaCount, 100)
    }
  }
  return undefined
}

/** Argo CD's util/glob semantics for group/kind in ignoreDifferences: `*` and `?` wildcards, otherwise exact. */
function globMatch(pattern: string, value: string): boolean {
  if (pattern === value) return true
  if (!/[*?]/.test(pattern)) return false
  // Linear time (RE2): the pattern is PR content, and `*a*a*a*…` would backtrack exponentially in a RegExp.
  return anchoredMatcher(Array.from(pattern, (c) => (c === '*' ? '.*' : c === '?' ? '.' : re2Char(c))).join('')).test(value)
}

function pointerCovers(p: string): boolean {
  const norm = p.trim().replace(/\/+$/, '')
  return norm === '/spec/replicas' || norm === '/spec'
}

function jqCovers(e: string): boolean {
  const norm = e
    .replace(/\s+/g, '')
    .replace(/\["?replicas"?\]/, '.replicas')
    .replace(/\."replicas"/, '.replicas')
  return norm === '.spec.replicas' || norm === '.spec'
}

/** The app's ignoreDifferences entry that hides spec.replicas of `key`, if any. */
export function ignoresReplicas(ignoreDifferences: unknown[], key: ResourceKey): boolean {
  return ignoreDifferences.some((e) => {
    if (!isRecord(e)) return false
    const group = typeof e.group === 'string' ? e.group : ''
    const kind = typeof e.kind === 'string' ? e.kind : ''
    if (!globMatch(group, key.group) || !globMatch(kind, key.kind)) return false
    if (typeof e.name === 'string' && e.name !== '' && e.name !== key.name) return false
    if (typeof e.namespace === 'string' && e.namespace !== '' && e.namespace !== key.namespace) return false
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
    return (
      list(e.jsonPointers).some(pointerCovers) ||
      list(e.jqPathExpressions).some(jqCovers) ||
      list(e.managedFieldsManagers).some((m) => AUTOSCALER_MANAGERS.includes(m))
    )
  })
}

export const hpaReplicasConflict: Rule = {
  id: 'hpa-replicas-conflict',
  severity: 'medium',
  title: 'Git sets replicas on an autoscaled workload',
  when: '`spec.replicas` fought over by an HPA and self-heal',
  kind: 'state',
  check(ctx) {
    // An autoscaler may live in another app: collect them from every app at this revision.
    const scalers: Scaler[] = []
    for (const p of ctx.plans) {
      const r = sideOf(p, ctx.revision)?.render
      if (!r) continue
      for (const t of [...r.resources.values(), ...r.hooks]) {
        if (t.hook.kind === 'skip') continue
        const s = scalerOf(t)
        if (s) scalers.push(s)
      }
    }
    const out: RawFinding[] = []
    if (scalers.length === 0) return out
    // Scalers by target name, kind and namespace, in order (the first whose group matches wins, as a scan would).
    const byTarget = new Map<string, typeof scalers>()
    for (const x of scalers) {
      const k = JSON.stringify([x.ref.name, x.ref.kind, x.ref.namespace])
      ;(byTarget.get(k) ?? byTarget.set(k, []).get(k)!).push(x)
    }
    for (const { plan: p, side } of renderedSides(ctx)) {
      const app = side.discovered.app
      if (!app.syncPolicy.automated) continue
      const respect = parseOptions(app.syncPolicy.syncOptions).get('RespectIgnoreDifferences') === 'true'
      for (const t of side.render!.resources.values()) {
        if (t.hook.kind !== 'resource' || !SCALABLE.has(`${t.key.group}/${t.key.kind}`)) continue
        const replicas = isRecord(t.obj.spec) ? t.obj.spec.replicas : undefined
        if (replicas === undefined || replicas === null) continue
        const s = byTarget.get(JSON.stringify([t.key.name, t.key.kind, t.key.namespace]))?.find((x) => x.ref.group === '*' || x.ref.group === t.key.group)
        if (!s) continue
        // minReplicas = maxReplicas = spec.replicas: the autoscaler can only ever set the Git value, nothing to fight over.
        if (s.min !== null && s.min === s.max && s.min === replicas) continue
        const ignored = ignoresReplicas(app.ignoreDifferences, t.key)
        if (ignored && respect) continue
        const who = `${s.target.key.kind === 'ScaledObject' ? 'KEDA ScaledObject' : 'HorizontalPodAutoscaler'} ${s.target.key.name}`
        const head = `${keyLabel(t.key)} sets spec.replicas: ${JSON.stringify(replicas)} in Git, but ${who} owns its replica count.`
        const where = { ...appRef(p), resource: t.key, file: t.file ?? null, line: t.line ?? null, fingerprint: `${s.target.key.kind}/${s.target.key.name}` }
        const ignorePatch = `ignoreDifferences: [{group: ${t.key.group}, kind: ${t.key.kind}, name: ${t.key.name}, jsonPointers: [/spec/replicas]}]`
        if (!ignored && app.syncPolicy.selfHeal) {
          out.push({
            ...where,
            severity: 'medium',
            message:
              `${head} Application ${app.name} auto-syncs with selfHeal and does not ignore /spec/replicas: every time the autoscaler ` +
              `scales, the app goes OutOfSync and self-heal writes ${JSON.stringify(replicas)} back, then the autoscaler scales again. ` +
              `The two fight, pods churn, and under load the workload is cut back to the Git value.`,
            fix:
              `Remove spec.replicas from the manifest (most charts omit it when autoscaling is enabled), or add ${ignorePatch} ` +
              `and RespectIgnoreDifferences=true to the app's syncOptions.`
          })
          continue
        }
        const why = ignored
          ? `Application ${app.name} ignores /spec/replicas in the diff, but without RespectIgnoreDifferences=true in syncOptions the ` +
            `sync still applies the Git value`
          : `Application ${app.name} auto-syncs without selfHeal, so the drift only shows as OutOfSync, but automated sync applies ` + `the Git value`
        out.push({
          ...where,
          severity: 'low',
          message: `${head} ${why}: every sync for another reason (each new commit) resets the workload to ${JSON.stringify(replicas)} replicas until the autoscaler catches up.`,
          fix: ignored
            ? "Add RespectIgnoreDifferences=true to the app's syncPolicy.syncOptions, or remove spec.replicas from the manifest."
            : `Remove spec.replicas from the manifest, or add ${ignorePatch} and RespectIgnoreDifferences=true to the app's syncOptions.`
        })
      }
    }
    return out
  }
}
