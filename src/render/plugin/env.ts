// The environment of a config management plugin (R1.8.1), as reposerver getPluginEnvs / getPluginParamEnvs and
// ApplicationSourcePluginParameters.Environ build it. Pure.
import { isRecord } from '../../lib/record.js'
import type { AppSource } from '../../argocd/application.js'
import { envsubst } from '../../lib/go/envsubst.js'
import { normalizeKubeVersion } from '../helm/helm.js'
import { goCompare } from '../source.js'
import { RenderError } from '../types.js'

/** Go strings.ToUpper per rune, then every character outside [A-Z0-9_] becomes `_` (types.go escaped). */
function escaped(name: string): string {
  return Array.from(name, (c) => (c.toUpperCase().length === 1 ? c.toUpperCase() : c))
    .join('')
    .replace(/[^A-Z0-9_]/gu, '_')
}

/** Go encoding/json output: HTML characters and line/paragraph separators escaped. */
function goJson(v: unknown): string {
  return JSON.stringify(v).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const strOf = (x: unknown): string => (typeof x === 'string' ? x : x === undefined || x === null ? '' : String(x))

/** ApplicationSourcePluginParameters.Environ: ARGOCD_APP_PARAMETERS (JSON, keys in Go's order) and PARAM_* variables. */
export function parameterEnv(raw: unknown): Record<string, string> {
  const list = Array.isArray(raw) ? raw.filter(isRecord) : []
  const env: Record<string, string> = {}
  const json = list.map((p) => {
    const out: Record<string, unknown> = {}
    const arr = Array.isArray(p.array) ? p.array.map(strOf) : p.array !== undefined && p.array !== null ? [] : undefined
    const map = isRecord(p.map)
      ? Object.fromEntries(
          Object.entries(p.map)
            .map(([k, v]) => [k, strOf(v)])
            .sort(([a], [b]) => goCompare(a, b))
        )
      : p.map !== undefined && p.map !== null
        ? {}
        : undefined
    if (arr) out.array = arr
    if (map) out.map = map
    out.name = strOf(p.name)
    if (p.string !== undefined && p.string !== null) out.string = strOf(p.string)
    return { p, out, arr, map }
  })
  // R1.8.1: the repo-server receives parameters over protobuf, where an empty list is nil: JSON `null`.
  env.ARGOCD_APP_PARAMETERS = list.length === 0 ? 'null' : goJson(json.map((j) => j.out))
  for (const { out, arr, map } of json) {
    const base = `PARAM_${escaped(out.name as string)}`
    if (out.string !== undefined) env[base] = out.string as string
    for (const [k, v] of Object.entries((map ?? {}) as Record<string, string>)) env[`${base}_${escaped(k)}`] = v
    arr?.forEach((v, i) => (env[`${base}_${i}`] = v))
  }
  return env
}

/** R1.8.1 getPluginEnvs: build env, KUBE_VERSION, KUBE_API_VERSIONS, then (with `source.plugin`) ARGOCD_ENV_* and parameters. */
export function pluginEnv(source: AppSource, buildEnv: Record<string, string>, kubeVersion = '', apiVersions: string[] = []): Record<string, string> {
  let kube = ''
  if (kubeVersion) {
    try {
      kube = normalizeKubeVersion(kubeVersion)
    } catch (e) {
      throw new RenderError(`could not parse kubernetes version ${kubeVersion}: ${(e as Error).message}`)
    }
  }
  const env: Record<string, string> = { ...buildEnv, KUBE_VERSION: kube, KUBE_API_VERSIONS: apiVersions.join(',') }
  const plugin = source.plugin
  if (!isRecord(plugin)) return env
  const substEnv = { ...env }
  for (const e of Array.isArray(plugin.env) ? plugin.env.filter(isRecord) : []) {
    env[`ARGOCD_ENV_${strOf(e.name)}`] = envsubst(strOf(e.value), substEnv)
  }
  return { ...env, ...parameterEnv(plugin.parameters) }
}
