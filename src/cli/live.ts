// The CLI's live-mode flags (issue 13) to a LiveReader: --kubeconfig <file> [--kube-context <name>], or
// --argocd-server <url> [--argocd-ca-file <file>] with the token from ARGOCD_AUTH_TOKEN (never a flag: a flag's value
// shows in process lists and shell history), plus --live-namespace <ns> (repeatable) and --live-timeout <seconds>.
// Checked by createLiveReader.
import type { LiveFailure, LiveReader } from '../argocd/live.js'
import { createLiveReader, isLiveFailure, parseLiveTimeout } from '../live/index.js'

export const LIVE_FLAGS = {
  kubeconfig: { type: 'string' },
  'kube-context': { type: 'string' },
  'argocd-server': { type: 'string' },
  'argocd-ca-file': { type: 'string' },
  'live-namespace': { type: 'string', multiple: true },
  'live-timeout': { type: 'string' }
} as const

export const LIVE_USAGE = `Live mode (optional, read-only; see docs/live-mode.md):
  --kubeconfig <file>     read Application status from the cluster running Argo CD (this file only; never
                          KUBECONFIG, ~/.kube/config or in-cluster credentials)
  --kube-context <name>   context of --kubeconfig (default: its current-context)
  --argocd-server <url>   or read it from an Argo CD API server: https://<host>, or http://127.0.0.1:<port> for a
                          port-forward; the token comes from ARGOCD_AUTH_TOKEN (never a flag: flags show in
                          process lists)
  --argocd-ca-file <file> a CA (PEM) to trust for --argocd-server
  --live-namespace <ns>   namespace holding Applications (repeatable; default argocd for --kubeconfig)
  --live-timeout <s>      bound on the whole live read, 1-600 seconds (default 120); each request gets at most
                          15 s, or less when this is shorter. Past it, the offline answer with a warning`

export interface LiveFlags {
  kubeconfig?: string
  'kube-context'?: string
  'argocd-server'?: string
  'argocd-ca-file'?: string
  'live-namespace'?: string[]
  'live-timeout'?: string
}

/** undefined: live mode off. A failure: the flags cannot work (exit 2, the message names the flag and the fix). */
export async function liveFromFlags(v: LiveFlags, env: NodeJS.ProcessEnv): Promise<LiveReader | LiveFailure | undefined> {
  if (v['argocd-ca-file'] !== undefined && v['argocd-server'] === undefined)
    return { kind: 'config', message: 'Live mode: --argocd-ca-file needs --argocd-server.' }
  if (v['live-namespace'] && v.kubeconfig === undefined && v['argocd-server'] === undefined)
    return { kind: 'config', message: 'Live mode: --live-namespace needs --kubeconfig or --argocd-server.' }
  let readTimeoutMs: number | undefined
  if (v['live-timeout'] !== undefined) {
    if (v.kubeconfig === undefined && v['argocd-server'] === undefined)
      return { kind: 'config', message: 'Live mode: --live-timeout needs --kubeconfig or --argocd-server.' }
    const t = parseLiveTimeout(v['live-timeout'], '--live-timeout')
    if (typeof t !== 'number') return t
    readTimeoutMs = t
  }
  return createLiveReader({
    kubeconfig: v.kubeconfig !== undefined || v['kube-context'] !== undefined ? { path: v.kubeconfig, context: v['kube-context'] } : undefined,
    argocdServer:
      v['argocd-server'] !== undefined ? { url: v['argocd-server'], token: env.ARGOCD_AUTH_TOKEN ?? '', caFile: v['argocd-ca-file'], env } : undefined,
    namespaces: v['live-namespace'],
    readTimeoutMs
  })
}

export { isLiveFailure }
