// The action's live-mode inputs (issue 13): `kubeconfig` (the content, from a secret) [+ `kube-context`], or
// `argocd-server` + `argocd-auth-token` (a secret) [+ `argocd-ca-file`], plus `live-namespaces` and `live-timeout`.
// Secrets are masked before anything else runs (the whole kubeconfig and each credential field in it, since the runner
// masks a multi-line value only as a whole), then createLiveReader checks everything in one place.
import { resolve } from 'node:path'
import { parseGoYaml } from '../lib/yaml/yaml.js'
import type { LiveReader } from '../argocd/live.js'
import { createLiveReader, isLiveFailure, parseLiveTimeout } from '../live/index.js'
import { Inputs } from './constants.js'
import type { Runner } from './runner.js'
import { GuardError, type ErrorKind } from '../lib/errors.js'

/** Every string under users[].user (token, client-key-data, password, exec env values ...). */
function credentialValues(kubeconfig: string): string[] {
  let doc: unknown
  try {
    doc = parseGoYaml(kubeconfig) // client-go reads a kubeconfig with sigs.k8s.io/yaml
  } catch {
    return []
  }
  const out: string[] = []
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v)
    else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  const users = (doc as { users?: unknown })?.users
  if (Array.isArray(users)) for (const u of users) walk((u as { user?: unknown })?.user)
  return out
}

export class LiveInputError extends GuardError {
  override get kind(): ErrorKind {
    return 'usage'
  }
}

export async function readLiveInputs(runner: Runner, workspace: string, list: (v: string) => string[]): Promise<LiveReader | null> {
  const get = (name: string): string => runner.input(name)
  const token = get(Inputs.ArgocdAuthToken)
  runner.mask(token)
  const kubeconfig = get(Inputs.Kubeconfig)
  if (kubeconfig) {
    runner.mask(kubeconfig)
    for (const v of credentialValues(kubeconfig)) if (v.length >= 4) runner.mask(v)
    if (!kubeconfig.includes('\n') && !kubeconfig.includes(':'))
      throw new LiveInputError(`Input '${Inputs.Kubeconfig}' must be the kubeconfig's content (e.g. \${{ secrets.KUBECONFIG }}), not a file path.`)
  }
  const server = get(Inputs.ArgocdServer)
  const caFile = get(Inputs.ArgocdCaFile)
  const context = get(Inputs.KubeContext)
  const namespaces = list(get(Inputs.LiveNamespaces))
  if (caFile && !server) throw new LiveInputError(`Input '${Inputs.ArgocdCaFile}' needs '${Inputs.ArgocdServer}'.`)
  if (token && !server) throw new LiveInputError(`Input '${Inputs.ArgocdAuthToken}' needs '${Inputs.ArgocdServer}'.`)
  if (namespaces.length && !server && !kubeconfig)
    throw new LiveInputError(`Input '${Inputs.LiveNamespaces}' needs '${Inputs.Kubeconfig}' or '${Inputs.ArgocdServer}'.`)
  const timeout = get(Inputs.LiveTimeout)
  if (timeout && !server && !kubeconfig) throw new LiveInputError(`Input '${Inputs.LiveTimeout}' needs '${Inputs.Kubeconfig}' or '${Inputs.ArgocdServer}'.`)
  const readTimeoutMs = timeout ? parseLiveTimeout(timeout, `Input ${Inputs.LiveTimeout}`) : undefined
  if (typeof readTimeoutMs === 'object') throw new LiveInputError(readTimeoutMs.message)
  if (server && !token) {
    // Secrets are empty in pull requests from forks: the run stays offline, and says so, rather than failing.
    runner.warning(
      `Input '${Inputs.ArgocdServer}' is set but '${Inputs.ArgocdAuthToken}' is empty (secrets are not passed to pull requests from forks): live mode is off, the result comes from git alone.`
    )
    return null
  }
  const r = await createLiveReader({
    kubeconfig: kubeconfig || context ? { content: kubeconfig || undefined, context: context || undefined } : undefined,
    argocdServer: server ? { url: server, token, caFile: caFile ? resolve(workspace, caFile) : undefined, env: runner.env } : undefined,
    namespaces,
    readTimeoutMs
  })
  if (isLiveFailure(r)) throw new LiveInputError(r.message.replace('--argocd-server / ', '').replace(/ARGOCD_AUTH_TOKEN \(CLI\) or /, ''))
  return r ?? null
}
