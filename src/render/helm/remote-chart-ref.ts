// Where a remote chart comes from (R1.1.2): `oci://` or a scheme-less repoURL with a chart → OCI, `chart` + http(s)
// repoURL → Helm repository; normalized for the cache key. Split from remote-chart.ts.
import type { AppSource } from '../../argocd/application.js'
import { RenderError } from '../types.js'

/** Where a remote chart comes from, normalized. */
export interface RemoteChartRef {
  kind: 'oci' | 'helm-repo'
  /** Given to helm: the repository URL (helm-repo) or the full `oci://host/path/chart` reference. */
  repo: string
  chart: string
  /** Normalized identity used in the cache key. */
  key: string
  plainHttp: boolean
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i

function parseUrl(text: string, what: string): URL {
  try {
    return new URL(text)
  } catch {
    throw new RenderError(`invalid ${what} URL '${text}'`)
  }
}

/**
 * R1.1.2: a `repoURL` without a scheme (`ghcr.io/org/charts`, `localhost:5000/charts`) names an OCI registry when the
 * source has a chart: Argo CD's `helm.IsHelmOciRepo` is true when Go's url.Parse gives no host (util/helm/client.go).
 * `git@host:org/repo` is not (url.Parse rejects it), nor is anything with `://`.
 */
export function isSchemelessOci(repoURL: string): boolean {
  const u = repoURL.trim()
  if (u === '' || u.includes('://') || u.startsWith('//')) return false
  const colon = u.indexOf(':')
  const slash = u.indexOf('/')
  if (colon >= 0 && (slash < 0 || colon < slash)) return /^[A-Za-z][A-Za-z0-9+.-]*$/.test(u.slice(0, colon))
  return true
}

/** R1.1.2: `oci://` (or no scheme, with a chart) → OCI (chart appended); `chart` + http(s) → Helm repository. Credentials in the URL are dropped. */
export function remoteChartRef(source: AppSource): RemoteChartRef {
  const url = source.repoURL.trim()
  const chart = source.chart.trim().replace(/^\/+|\/+$/g, '')
  const oci = url.toLowerCase().startsWith('oci://') || (chart !== '' && isSchemelessOci(url))
  if (oci) {
    const base = url.replace(/^oci:\/\//i, '').replace(/\/+$/, '')
    const u = parseUrl(`http://${chart ? `${base}/${chart}` : base}`, 'OCI repository')
    const path = u.pathname.replace(/\/+$/, '')
    const ref = `oci://${u.host}${path}`
    const name = path.split('/').pop() ?? ''
    if (!name) throw new RenderError(`OCI source ${url} names no chart (set spec.source.chart or put it in repoURL)`)
    return { kind: 'oci', repo: ref, chart: name, key: ref, plainHttp: LOOPBACK.test(u.hostname) }
  }
  if (!chart) throw new RenderError(`source ${url} is not a Helm-repository or OCI chart (no chart and no oci:// repoURL)`)
  if (!/^https?:\/\//i.test(url)) {
    throw new RenderError(`chart "${chart}": Helm repository URL '${url}' is not http(s); only http(s) Helm repositories and oci:// registries are supported`)
  }
  const u = parseUrl(url, 'Helm repository')
  const repo = `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`
  return { kind: 'helm-repo', repo, chart, key: `${repo}\n${chart}`, plainHttp: false }
}
