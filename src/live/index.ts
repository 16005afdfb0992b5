// Live mode's one entry for the CLI and the action: the settings in, a read-only LiveReader (or a `config` failure,
// or nothing when live mode is off) out. Opt-in: without a kubeconfig or an Argo CD server nothing is read.
import type { LiveFailure, LiveReader } from '../argocd/live.js'
import { argoCdApiReader } from './argocd-api.js'
import { kubernetesReader } from './kubernetes.js'

export interface LiveOptions {
  kubeconfig?: { path?: string; content?: string; context?: string }
  argocdServer?: { url: string; token: string; caFile?: string }
  /** Namespaces holding Applications (the control-plane namespace, plus apps-in-any-namespace ones). */
  namespaces?: string[]
  timeoutMs?: number
}

const NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

export function isLiveFailure(x: LiveReader | LiveFailure | undefined): x is LiveFailure {
  return x !== undefined && 'kind' in x && 'message' in x
}

/** A reader for the given settings; undefined when live mode is off; a `config` failure when they cannot work. */
export function createLiveReader(o: LiveOptions): LiveReader | LiveFailure | undefined {
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
  if (kube) return kubernetesReader({ ...kube, namespaces: o.namespaces, timeoutMs: o.timeoutMs })
  if (o.argocdServer) return argoCdApiReader({ ...o.argocdServer, namespaces: o.namespaces, timeoutMs: o.timeoutMs })
  if (o.kubeconfig?.context !== undefined) return { kind: 'config', message: 'Live mode: --kube-context needs --kubeconfig.' }
  return undefined
}
