// shared-resource: two Applications that deploy to the same cluster render the same non-hook resource key
// (group, kind, namespace, name, R2.4.1) at the same revision. Each app adopts the live object (R3.1.2), Argo CD
// raises SharedResourceWarning "... is part of applications A and B" (R3.7.1), and every sync of one app re-stamps
// the tracking id, so the other app shows the resource as OutOfSync; when they render it differently each sync
// overwrites the other's version (with selfHeal they fight). With FailOnSharedResource=true an app's sync fails before
// doing anything (R3.5.5). When one app stops rendering it, that app may prune it while the other still wants it.
// Reporting: one finding on EACH app per shared key (each app's reviewers see it, each app's syncs are affected),
// naming the other apps (the first few, then a count): linear in the rendered resources, never one per pair (200
// apps sharing one ConfigMap give 200 findings, not 39,800). A finding is new when its app did not share that key
// at base.
// Hooks and Skip-only objects are not shared targets (they are not reconciled, R3.2.1, R4.1.3). Apps whose destinations
// name different clusters never share; `https://kubernetes.default.svc` and `in-cluster` are the same cluster. Nor do
// apps under two files' definitions of one root name (one Argo CD per cluster, rules/argo-cds.ts).
import { canonicalJson } from '../lib/canonical-json.js'
import { keyLabel, keyString } from '../k8s/resource.js'
import { parseOptions } from '../argocd/sync-options.js'
import { createHash } from 'node:crypto'
import { semanticallyEqual } from '../k8s/diff.js'
import type { Target } from '../plan/normalize.js'
import type { AppPlan, SideName } from '../plan/plan.js'
import { applied } from './support.js'
import { clusterId } from '../argocd/application.js'
import { appRef, sideOf, type RawFinding, type Rule } from './types.js'
import { apart, argoCds } from './argo-cds.js'

const clusterOf = (p: AppPlan, revision: SideName): string => clusterId((revision === 'head' ? p.head : p.base)!.discovered.app.destination)

interface Owner {
  plan: AppPlan
  target: Target
}

const NAMED = 3
const APP_KINDS = new Set(['Application', 'ApplicationSet'])

/** "Application b (apps/b.yaml)", or "Applications b (…), c (…), d (…) and 196 more". */
function otherApps(others: Owner[], revision: SideName): string {
  const names = others.slice(0, NAMED).map((o) => {
    const d = sideOf(o.plan, revision)!.discovered
    return `${d.app.name} (${d.file})`
  })
  const rest = others.length - names.length
  return `Application${others.length > 1 ? 's' : ''} ${names.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
}

export const sharedResource: Rule = {
  id: 'shared-resource',
  severity: 'medium',
  title: 'The same resource is rendered by two Applications',
  when: 'the same resource rendered by two apps (high: a child Application two parents render differently)',
  severityText: 'medium / high',
  kind: 'state',
  check({ plans, revision }) {
    // A render holds each key once, so sharing needs two rendered apps: with fewer, nothing to index.
    if (plans.filter((p) => sideOf(p, revision)?.render).length < 2) return []
    const byKey = new Map<string, Owner[]>()
    for (const plan of plans) {
      const side = sideOf(plan, revision)
      if (!side?.render) continue
      const cluster = clusterOf(plan, revision)
      for (const target of applied(side.render)) {
        const k = `${cluster}\u0000${keyString(target.key)}`
        const list = byKey.get(k)
        if (list) list.push({ plan, target })
        else byKey.set(k, [{ plan, target }])
      }
    }
    const out: RawFinding[] = []
    const argoCd = argoCds(plans, revision)
    for (const owners of byKey.values()) {
      if (owners.length < 2) continue
      if (!owners.some((o) => argoCd(o.plan))) {
        out.push(...findings(owners, revision, owners))
        continue
      }
      // Owners applied by different Argo CDs (a root per cluster, rules/argo-cds.ts) never meet: each owner is
      // compared with those it may meet, the owners of one Argo CD at a time.
      const byCd = new Map<string, Owner[]>()
      for (const o of owners) {
        const cd = argoCd(o.plan)
        const k = cd ? `${cd.root}\0${cd.file}` : ''
        const list = byCd.get(k)
        if (list) list.push(o)
        else byCd.set(k, [o])
      }
      for (const mine of byCd.values()) {
        const cd = argoCd(mine[0]!.plan)
        const meets = owners.filter((o) => !apart(cd, argoCd(o.plan)))
        if (meets.length > 1) out.push(...findings(meets, revision, mine))
      }
    }
    return out
  }
}

/** The findings of `owners` sharing one key, for those of `emitFor` (the others only named). */
function findings(owners: Owner[], revision: SideName, emitFor: Owner[]): RawFinding[] {
  const out: RawFinding[] = []
  const emit = new Set(emitFor)
  // Distinct renderings of the key (usually one or two): each owner is compared with the representatives only.
  const versions: Owner[] = []
  const versionOf = owners.map((o) => {
    let v = versions.findIndex((r) => semanticallyEqual(r.target.obj, o.target.obj))
    if (v < 0) v = versions.push(o) - 1
    return v
  })
  // A child Application (or ApplicationSet) two parents render differently is synced in each version in turn: the
  // guard plans the child in one of them, so what the others deploy and prune is not planned. High, and new
  // whenever the set of versions is (a PR adding a second version of a child one parent already rendered).
  const child = owners[0]!.target.key.group === 'argoproj.io' && APP_KINDS.has(owners[0]!.target.key.kind) && versions.length > 1
  const contested = child
    ? createHash('sha256')
        .update(
          versions
            .map((v) => canonicalJson(v.target.obj))
            .sort()
            .join('\n')
        )
        .digest('hex')
    : undefined
  owners.forEach((me, i) => {
    if (!emit.has(me)) return
    const mine = sideOf(me.plan, revision)!.discovered
    const failOnShared = parseOptions(mine.app.syncPolicy.syncOptions).get('FailOnSharedResource') === 'true'
    const others = owners.filter((o) => o !== me)
    const differ = versionOf.some((v) => v !== versionOf[i])
    out.push({
      ...appRef(me.plan),
      ...(contested ? { fingerprint: contested } : {}),
      severity: failOnShared || contested ? 'high' : 'medium',
      resource: me.target.key,
      file: me.target.file ?? mine.file,
      line: me.target.file ? (me.target.line ?? null) : mine.line,
      message:
        `${keyLabel(me.target.key)} is also rendered by ${otherApps(others, revision)}. Argo CD ` +
        `reports SharedResourceWarning: each app's sync re-stamps the tracking id, so the other app ` +
        `shows it OutOfSync` +
        (differ ? ", and the apps render it differently, so every sync overwrites the other's version." : '.') +
        (failOnShared ? ` ${mine.app.name} sets FailOnSharedResource=true, so its syncs fail before applying anything.` : '') +
        (contested
          ? ` Argo CD syncs ${keyLabel(me.target.key)} in each version in turn (the last parent to sync wins), so it ` +
            `deploys and prunes what each version renders; the guard planned only one of ${versions.length} versions.`
          : '') +
        ` If one app stops rendering it, that app may prune it while the other still needs it.`,
      fix:
        "Render the resource in exactly one Application (remove it from the other one's source, or disable it " +
        'there through values or a kustomize patch). If both apps need it, move it to a shared app they both depend on.'
    })
  })
  return out
}
