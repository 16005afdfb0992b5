// The three outcomes of an app, never confused (see docs/report.md, "App outcomes"):
//   analysed      rendered at every revision that matters (or inputs identical at base and head: nothing to render);
//   render-error  fails the way Argo CD's repo-server would fail (path missing, invalid YAML, template error): Argo CD
//                 does not sync it (R3.5.1), a blocking `render-error` finding;
//   unknown       the guard could not render it (plugin not configured, network off, remote unreachable, unsupported
//                 source, or stopped by one of the guard's own limits): no conclusion is drawn, it is never reported
//                 `unchanged`, and it blocks only with `failOnUnknown: true`.
// Pure: takes the planned sides, returns the outcome and a sentence that says why and what to configure.
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import type { AppPlan, AppSide } from './plan.js'
import { listSome } from '../lib/text.js'
import { cascadesOnDelete, invalidAppName } from '../argocd/application.js'

export type AppOutcome = 'analysed' | 'render-error' | 'unknown'

/** Argo CD's repo-server exec timeout for helm/kustomize/plugins (ARGOCD_EXEC_TIMEOUT default, 90 s). */
export const ARGOCD_EXEC_TIMEOUT_SECONDS = 90

/**
 * Messages of the guard's own limits (render timeout, memory limit, output cap, run deadline): the process was killed
 * by us, not failed by the renderer. `null` when the message is not one of them.
 */
const OWN_LIMIT = /\btimed out after (\d+) ?ms\b|\boutput exceeded \d+ bytes|\bmemory limit\b|\b(?:run|analysis) deadline\b|\bdeadline of \d+/i

export interface LimitContext {
  /** The render timeout in use (renderTimeoutSeconds). */
  timeoutSeconds: number
  /** Renderer processes allowed at once (concurrency). */
  concurrency: number
}

/**
 * Whether a render failure is the guard's own limit rather than Argo CD's (then the app is `unknown`). The rule: a
 * renderer killed by the guard's timeout, memory limit, output cap or run deadline is unknown, because a machine shared
 * by parallel renders is not Argo CD's repo-server. One exception: a timeout counts as Argo CD's own failure (render
 * slower than its 90 s exec timeout) when the render had the machine to itself (`concurrency: 1`) and the timeout was at
 * least 90 s.
 */
export function isOwnLimit(message: string, ctx: LimitContext): boolean {
  const m = OWN_LIMIT.exec(message)
  if (!m) return false
  const timedOutMs = m[1] ? Number(m[1]) : undefined
  if (timedOutMs !== undefined && ctx.concurrency === 1 && timedOutMs >= ARGOCD_EXEC_TIMEOUT_SECONDS * 1000) return false
  return true
}

/**
 * Sources Argo CD renders and the guard does not (config management plugins, jsonnet): failures that say so are the
 * guard's limitation, outcome unknown. (Plugins the config declares are rendered; see the plugin support.)
 */
const UNSUPPORTED_BY_GUARD = /\bconfig management plugins are not supported\b|\bjsonnet is not supported by prune-guard\b/

export function isUnsupportedByGuard(message: string): boolean {
  return UNSUPPORTED_BY_GUARD.test(message)
}

/** The unknown reason for an own-limit failure: what happened and what to configure. */
export function ownLimitReason(message: string): string {
  return (
    `the guard stopped the renderer at one of its own limits (${message.trim()}); Argo CD's repo-server allows ` +
    `${ARGOCD_EXEC_TIMEOUT_SECONDS} s per render. Raise renderTimeoutSeconds or lower concurrency in .prune-guard.yaml`
  )
}

/** Outcome (c), not (b): a render failure that is the guard's own (limits, unsupported sources) becomes notRendered. */
export function classifyRender<R extends { error?: { message: string }; notRendered?: string; docs: unknown[] }>(r: R, ctx: LimitContext): R {
  if (!r.error) return r
  const own = isOwnLimit(r.error.message, ctx)
  if (!own && !isUnsupportedByGuard(r.error.message)) return r
  return {
    ...r,
    error: undefined,
    docs: [],
    notRendered: own ? ownLimitReason(r.error.message) : `${r.error.message} (Argo CD renders it; the guard does not)`
  }
}

const failed = (s: AppSide | undefined): boolean => !!s && (!!s.error || !!s.notRendered)

/**
 * Whether the Application changed only in `spec.syncPolicy.automated` (and `retry`; with automated sync off at head,
 * anywhere in its sync policy), turning automation off or down and never on: automated sync, prune, selfHeal or allowEmpty at head only where they were on at base. Its sources,
 * destination and everything else are the same, so it renders what it rendered (whatever the guard could render), and
 * a sync after the merge does no more than before it: nothing is deleted because of the change, and no state rule can
 * find anything new (each reads settings that were already on). A pull request that turns auto-sync off for every
 * app of an organisation (operate-first/apps #2780: 57 apps in other repositories) is analysed, not 57 apps unknown.
 */
export function lessAutomationOnly(base: AppSide, head: AppSide): boolean {
  const a = base.discovered
  const b = head.discovered
  const was = a.app.syncPolicy
  const now = b.app.syncPolicy
  // Automated sync off at head: nothing syncs on its own, so its sync options (Validate=false dropped with it) decide
  // nothing a merge does; the whole policy may differ.
  const policy = now.automated ? 'automation' : 'all'
  if (canonicalJson(withoutAutomation(a.manifest, policy)) !== canonicalJson(withoutAutomation(b.manifest, policy))) return false
  const on = (at: typeof was, flag: boolean): boolean => at.automated && flag
  return (
    (!now.automated || was.automated) &&
    (!on(now, now.prune) || on(was, was.prune)) &&
    (!on(now, now.selfHeal) || on(was, was.selfHeal)) &&
    (!on(now, now.allowEmpty) || on(was, was.allowEmpty))
  )
}

/**
 * The manifest without `spec.syncPolicy.automated` and `retry`, or without the whole policy (`all`); a copy, what is
 * left must not differ. A policy left empty counts as none.
 */
function withoutAutomation(m: Record<string, unknown>, drop: 'automation' | 'all'): Record<string, unknown> {
  const spec = isRecord(m.spec) ? m.spec : undefined
  if (!spec || !('syncPolicy' in spec)) return m
  const { syncPolicy, ...others } = spec
  const { automated: _a, retry: _r, ...rest } = isRecord(syncPolicy) && drop === 'automation' ? syncPolicy : {}
  return { ...m, spec: Object.keys(rest).length > 0 ? { ...others, syncPolicy: rest } : others }
}

/** The outcome of a planned app and, unless analysed, the sentence the report shows. */
export function appOutcome(p: AppPlan): { outcome: AppOutcome; reason: string | null } {
  const { base, head } = p
  if (p.skipped) return { outcome: 'analysed', reason: null }
  // Identical inputs render identically: a sync changes nothing, whatever the guard could render. Unless the app may
  // generate Applications it could not be rendered to find, and the change touches files no known app reads.
  if (p.inputsChanged === false && !head?.error) {
    if (!head?.notRendered || !p.unreadChanges?.length) return { outcome: 'analysed', reason: null }
    return {
      outcome: 'unknown',
      reason:
        `inputs unchanged, but it may generate Applications and could not be rendered to find them: ${head.notRendered.replace(/\.+$/, '')}. ` +
        `The change touches files no analysed app reads (${listSome(p.unreadChanges, 3)}); an Application it generates may read them`
    }
  }
  const changedInputs =
    p.change === 'added' ? 'new app' : p.inputsChanged === false ? 'inputs unchanged' : p.inputsChanged ? 'inputs changed' : 'inputs may have changed'
  if (head) {
    if (head.error) {
      const was = base?.error ? ', as it already did at base' : ''
      return { outcome: 'render-error', reason: `${changedInputs}; fails to render like Argo CD would${was}: ${head.error.message}` }
    }
    if (head.notRendered) {
      // What it renders did not change, only how much Argo CD does on its own: less cannot delete more.
      if (p.sourcesUnchanged && base && !base.error && lessAutomationOnly(base, head)) return { outcome: 'analysed', reason: null }
      return { outcome: 'unknown', reason: `${changedInputs}, could not be analysed: ${head.notRendered}` }
    }
    if (base?.error) {
      return {
        outcome: 'render-error',
        reason: `${changedInputs}; the base revision does not render (${base.error.message}), so what a sync of head deletes or changes cannot be predicted`
      }
    }
    if (base?.notRendered) {
      return {
        outcome: 'unknown',
        reason: `${changedInputs}, could not be analysed: the base revision was not rendered (${base.notRendered}), so what a sync of head deletes is unknown`
      }
    }
    return { outcome: 'analysed', reason: null }
  }
  // The API server rejects an Application whose name is not valid (argocd/application.ts invalidAppName): one with such
  // a name at base never existed in a cluster, so its removal deletes nothing (app-removed-cascade says so).
  if (base && invalidAppName(base.discovered.app)) return { outcome: 'analysed', reason: null }
  // R3.6.1: without the resources finalizer, deleting the Application leaves its resources running: what it renders does
  // not change what the removal deletes (nothing), so a base that could not be rendered leaves nothing unknown.
  if (base && !cascadesOnDelete(base.discovered.app)) return { outcome: 'analysed', reason: null }
  if (failed(base)) {
    const why = base!.error ? base!.error.message : base!.notRendered!
    return { outcome: 'unknown', reason: `removed at head; its resources at base could not be listed: ${why}` }
  }
  return { outcome: 'analysed', reason: null }
}
