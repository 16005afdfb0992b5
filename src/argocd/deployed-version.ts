// The Argo CD version a GitOps repository deploys, read from its files (issue 46: model the Argo CD the repository
// runs). A pure function over (path, text) pairs, meant for the base revision's files (trusted as the base config is).
// What counts, each with the file and line it was read at:
//   * the argo-cd Helm chart at an exact version: a Chart.yaml dependency `name: argo-cd`, or an Application source
//     `chart: argo-cd` from the argo-helm repository, mapped to its appVersion (argo-cd-chart-versions.ts);
//   * the upstream install manifests at a tag: `https://raw.githubusercontent.com/argoproj/argo-cd/vX.Y.Z/manifests/…`
//     or a kustomize remote `github.com/argoproj/argo-cd//manifests/…?ref=vX.Y.Z` (also `/manifests/…?ref=`);
//   * the Argo CD image at a tag: `quay.io/argoproj/argocd:vX.Y.Z` (a kustomization `images:` entry
//     `name: quay.io/argoproj/argocd` with `newTag: vX.Y.Z` too).
// Every hit is returned (sorted by file and line); which one wins, and what to say when they disagree, is the caller's.
import { isRecord } from '../lib/record.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { argoCdChartAppVersion } from './argo-cd-chart-versions.js'

export interface DeployedArgocd {
  /** `v3.4.2` */
  version: string
  file: string
  line: number
  /** How it was read, for the report: `argo-cd chart 9.5.14`, `install manifests at v3.4.2`, `image quay.io/argoproj/argocd:v3.4.2`. */
  from: string
}

const TAG = 'v\\d+\\.\\d+\\.\\d+'
const IMAGE = new RegExp(`(?:^|[\\s"'=])((?:quay\\.io/)?argoproj/argocd):(${TAG})\\b`)
const RAW_MANIFESTS = new RegExp(`raw\\.githubusercontent\\.com/argoproj/argo-cd/(?:refs/tags/)?(${TAG})/manifests/`)
const REMOTE_MANIFESTS = new RegExp(`github\\.com/argoproj/argo-cd(?:\\.git)?//?manifests/\\S*\\?(?:\\S*&)?ref=(${TAG})\\b`)
const ARGO_HELM = /(^|\/\/|\.)argoproj\.github\.io\/argo-helm\/?$|ghcr\.io\/argoproj\/argo-helm\/?$/

export function detectArgocdVersion(files: Iterable<{ path: string; text: string }>): DeployedArgocd[] {
  const out: DeployedArgocd[] = []
  for (const { path, text } of files) {
    if (!/\.(ya?ml|json)$|(^|\/)Kustomization$/.test(path)) continue
    out.push(...fromLines(path, text), ...fromYaml(path, text))
  }
  const key = (d: DeployedArgocd): string => `${d.file}\0${String(d.line).padStart(9, '0')}\0${d.from}`
  const unique = new Map(out.map((d) => [key(d), d]))
  return [...unique.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}

/** Image references and manifest URLs, line by line. */
function fromLines(file: string, text: string): DeployedArgocd[] {
  const out: DeployedArgocd[] = []
  text.split('\n').forEach((l, i) => {
    if (/^\s*#/.test(l)) return
    const image = IMAGE.exec(l)
    if (image) out.push({ version: image[2]!, file, line: i + 1, from: `image ${image[1]}:${image[2]}` })
    const manifests = RAW_MANIFESTS.exec(l) ?? REMOTE_MANIFESTS.exec(l)
    if (manifests) out.push({ version: manifests[1]!, file, line: i + 1, from: `install manifests at ${manifests[1]}` })
  })
  return out
}

/** Chart.yaml dependencies, Application sources and kustomization `images:` entries (parsed: fields may be in any order). */
function fromYaml(file: string, text: string): DeployedArgocd[] {
  if (!/argo-cd|argoproj\/argocd/.test(text)) return []
  let docs: unknown[]
  try {
    // The manifest profile (lib/yaml/yaml.ts): documents that do not decode are left out, the others are read.
    docs = parseYamlStream(text).docs.map((d) => d.value)
  } catch {
    return []
  }
  const lineOf = (needle: RegExp): number => {
    const i = text.split('\n').findIndex((l) => needle.test(l))
    return i + 1 || 1
  }
  const out: DeployedArgocd[] = []
  const chart = (version: unknown, where: RegExp): void => {
    if (typeof version !== 'string') return
    const app = argoCdChartAppVersion(version)
    if (app) out.push({ version: app, file, line: lineOf(where), from: `argo-cd chart ${version.replace(/^v/, '')}` })
  }
  const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const doc of docs) {
    if (!isRecord(doc)) continue
    if (/(^|\/)Chart\.ya?ml$/.test(file) && Array.isArray(doc.dependencies)) {
      for (const d of doc.dependencies) if (isRecord(d) && d.name === 'argo-cd') chart(d.version, new RegExp(`version:\\s*["']?${escaped(String(d.version))}`))
    }
    if (doc.kind === 'Application' && isRecord(doc.spec)) {
      const sources = [doc.spec.source, ...(Array.isArray(doc.spec.sources) ? doc.spec.sources : [])]
      for (const s of sources) {
        if (isRecord(s) && s.chart === 'argo-cd' && typeof s.repoURL === 'string' && ARGO_HELM.test(s.repoURL.replace(/^oci:\/\//, ''))) {
          chart(s.targetRevision, new RegExp(`targetRevision:\\s*["']?${escaped(String(s.targetRevision))}`))
        }
      }
    }
    if (Array.isArray(doc.images)) {
      for (const img of doc.images) {
        if (!isRecord(img) || typeof img.newTag !== 'string' || !new RegExp(`^${TAG}$`).test(img.newTag)) continue
        if (img.name !== 'quay.io/argoproj/argocd' && img.name !== 'argoproj/argocd') continue
        out.push({ version: img.newTag, file, line: lineOf(new RegExp(`newTag:\\s*["']?${escaped(img.newTag)}`)), from: `image ${img.name}:${img.newTag}` })
      }
    }
  }
  return out
}
