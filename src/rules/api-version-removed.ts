// api-version-removed: a manifest uses an API version the destination cluster no longer serves (k8s/removed-apis.ts,
// from the Kubernetes Deprecated API Migration Guide). Argo CD applies what the render holds: the sync's dry-run (or,
// with SkipDryRunOnMissingResource, the apply) meets "no matches for kind ... in version ...", the sync fails and the
// app stays on its old state. The cluster's version is the config's kubeVersion (the one helm renders with, R1.5.5):
// known, a removed version blocks; unknown, it is a "needs a look" naming the release that removed it.
import { keyLabel } from '../k8s/resource.js'
import { removedApi, removedFor } from '../k8s/removed-apis.js'
import type { Target } from '../plan/normalize.js'
import { appRef, renderedSides, type RawFinding, type Rule } from './types.js'

export const apiVersionRemoved: Rule = {
  id: 'api-version-removed',
  severity: 'high',
  title: 'An API version the cluster no longer serves',
  when: 'an API version the cluster no longer serves (`policy/v1beta1` PodDisruptionBudget from 1.25, ...): the sync fails; medium when `kubeVersion` is not set',
  kind: 'state',
  check(ctx) {
    const version = ctx.graph?.kubeVersion
    const out: RawFinding[] = []
    for (const { plan: p, side } of renderedSides(ctx)) {
      const check = (t: Target): void => {
        // Skip-only objects (R4.1.3) are never applied.
        if (t.hook.kind === 'skip' || typeof t.obj.apiVersion !== 'string') return
        const api = removedApi(t.obj.apiVersion, t.key.kind)
        if (!api) return
        const removed = removedFor(api, version)
        if (removed === false) return
        const what = `${keyLabel(t.key)} uses ${api.apiVersion}`
        out.push({
          ...appRef(p),
          severity: removed ? 'high' : 'medium',
          resource: t.key,
          file: t.file ?? null,
          line: t.line ?? null,
          fingerprint: api.apiVersion,
          message: removed
            ? `${what}, which Kubernetes ${version} no longer serves (removed in ${api.removedIn}): the sync fails on it ("no matches for kind ${t.key.kind} in version ${api.apiVersion}") and the app stays on its old state.`
            : `${what}, which Kubernetes ${api.removedIn} and later no longer serve: on such a cluster the sync fails on it. The guard does not know the cluster's version: set kubeVersion in .prune-guard.yaml.`,
          fix: `Use ${api.replacement} (see the Kubernetes Deprecated API Migration Guide for the fields that changed).`
        })
      }
      for (const t of side.render!.resources.values()) check(t)
      for (const t of side.render!.hooks) check(t)
    }
    return out
  }
}
