// Live mode's one entry for the CLI and the action: the settings in, a read-only LiveReader (or a `config` failure,
// or nothing when live mode is off) out. Opt-in: without a kubeconfig or an Argo CD server nothing is read.
import type { LiveFailure, LiveReader } from '../argocd/live.js'
import { argoCdApiReader } from './argocd-api.js'
import { DEFAULT_TIMEOUT_MS } from './failure.js'

export interface LiveOptions {
  kubeconfig?: { path?: string; content?: string; context?: string }
  argocdServer?: { url: string; token: string; caFile?: string; env?: NodeJS.ProcessEnv }
  /** Namespaces holding Applications (the control-plane namespace, plus apps-in-any-namespace ones). */
  namespaces?: string[]
  /** Per request; default min(15 s, readTimeoutMs). */
  timeoutMs?: number
  /** The bound on the whole read (--live-timeout / live-timeout); default the pipeline's 120 s. */
  readTimeoutMs?: number
}

/** --live-timeout / live-timeout: whole seconds or decimals, 1 to 600. */
export const LIVE_TIMEOUT_RANGE_S = [1, 600] as const

/**
 * A --live-timeout / live-timeout value (seconds) in milliseconds, or a `config` failure naming the value and the fix.
 * `label` is how the user wrote the setting (`--live-timeout` for the CLI, `live-timeout` for the action).
 */
export function parseLiveTimeout(value: string, label: string): number | LiveFailure {
  const [min, max] = LIVE_TIMEOUT_RANGE_S
  const v = value.trim()
  const n = /^\d{1,4}(\.\d{1,3})?$/.test(v) ? Number(v) : NaN
  if (!(n >= min && n <= max))
    return {
      kind: 'config',
      message: `${label}: '${value}' is not a number of seconds (${min}-${max}). Give the bound on the whole live read, e.g. 60 (default 120).`
    }
  return Math.round(n * 1000)
}

const NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

export function isLiveFailure(x: LiveReader | LiveFailure | undefined): x is LiveFailure {
  return x !== undefined && 'kind' in x && 'message' in x
}

/**
 * A reader for the given settings; undefined when live mode is off; a `config` failure when they cannot work.
 * Asynchronous because the Kubernetes client (about half of the CLI's bundle) is loaded only when a kubeconfig is
 * given: every other run starts without compiling it.
 */
export async function createLiveReader(o: LiveOptions): Promise<LiveReader | LiveFailure | undefined> {
  const kube = o.kubeconfig && (o.kubeconfig.path !== undefined || o.kubeconfig.content !== undefined) ? o.kubeconfig : undefined
  if (kube && o.argocdServer)
    return {
      kind: 'config',
      message: 'Live mode: give either a kubeconfig (--kubeconfig / kubeconfig) or an Argo CD API server (--argocd-server / argocd-server), not both.'
    }
  const bad = (o.namespaces ?? []).find((n) => !NAMESPACE.test(n))
  if (bad !== undefined)
    return {
      kind: 'config',
      message: `Live mode: '${bad}' (--live-namespace / live-namespaces) is not a namespace name (lower-case letters, digits and '-', at most 63).`
    }
  if (o.timeoutMs !== undefined && !(Number.isInteger(o.timeoutMs) && o.timeoutMs > 0))
    return { kind: 'config', message: `Live mode: the timeout ${o.timeoutMs} ms is not a positive whole number.` }
  if (o.readTimeoutMs !== undefined && !(Number.isInteger(o.readTimeoutMs) && o.readTimeoutMs > 0))
    return { kind: 'config', message: `Live mode: the read timeout ${o.readTimeoutMs} ms is not a positive whole number.` }
  const timeoutMs = o.timeoutMs ?? (o.readTimeoutMs !== undefined ? Math.min(DEFAULT_TIMEOUT_MS, o.readTimeoutMs) : undefined)
  const r = kube
    ? (await import('./kubernetes.js')).kubernetesReader({ ...kube, namespaces: o.namespaces, timeoutMs })
    : o.argocdServer
      ? argoCdApiReader({ ...o.argocdServer, namespaces: o.namespaces, timeoutMs })
      : undefined
  if (r && !isLiveFailure(r) && o.readTimeoutMs !== undefined) return withReadTimeout(r, o.readTimeoutMs)
  if (r) return r
  if (o.kubeconfig?.context !== undefined) return { kind: 'config', message: 'Live mode: --kube-context needs --kubeconfig.' }
  return undefined
}

/** `r` with the bound on its whole read (the readers themselves only know the per-request timeout). */
function withReadTimeout(r: LiveReader, readTimeoutMs: number): LiveReader {
  const annotationsOf = r.annotationsOf?.bind(r)
  return { readApps: () => r.readApps(), ...(annotationsOf ? { annotationsOf } : {}), readTimeoutMs }
}
