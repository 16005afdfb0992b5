// AppProjects and which resource kinds they permit (R4.5.1: the sync's validation pass refuses a resource its project
// does not permit, and nothing is applied). Argo CD v3.5 pkg/apis/application/v1alpha1/app_project_types.go
// `IsGroupKindNamePermitted`, called by controller/sync.go `validateSyncPermissions`:
// - a namespaced kind is permitted when namespaceResourceWhitelist is absent (nil), or lists it, and
//   namespaceResourceBlacklist does not; an empty whitelist (`[]`) permits nothing;
// - a cluster-scoped kind is permitted only when clusterResourceWhitelist lists it (an absent or empty list permits
//   nothing) and clusterResourceBlacklist does not; cluster list entries may name the resource too (`name`, a glob).
// Entries match with Go's path/filepath.Match on kind, then group, then name (types.go isResourceInList,
// isNamedResourceInList). Destinations are not checked here. Pure.
import { isRecord } from '../lib/record.js'
import { type Manifest } from '../k8s/resource.js'
import { goPathMatch } from '../lib/go/path-match.js'
import { repositoryManifests } from '../k8s/repository-manifests.js'

interface Entry {
  group: string
  kind: string
  name: string
}

export interface AppProjectDef {
  name: string
  file: string | null
  line: number | null
  clusterWhitelist: Entry[]
  clusterBlacklist: Entry[]
  /** undefined: the field is absent (every namespaced kind is permitted). */
  namespaceWhitelist?: Entry[]
  namespaceBlacklist: Entry[]
}

const entries = (v: unknown): Entry[] =>
  Array.isArray(v)
    ? v.filter(isRecord).map((e) => ({
        group: typeof e.group === 'string' ? e.group : '',
        kind: typeof e.kind === 'string' ? e.kind : '',
        name: typeof e.name === 'string' ? e.name : ''
      }))
    : []

/** The project an AppProject manifest defines, or undefined when `m` is none. */
export function appProjectOf(m: Manifest, file: string | null, line: number | null): AppProjectDef | undefined {
  if (m.kind !== 'AppProject' || typeof m.apiVersion !== 'string' || !m.apiVersion.startsWith('argoproj.io/')) return undefined
  const meta = isRecord(m.metadata) ? m.metadata : {}
  if (typeof meta.name !== 'string' || meta.name === '') return undefined
  const spec = isRecord(m.spec) ? m.spec : {}
  return {
    name: meta.name,
    file,
    line,
    clusterWhitelist: entries(spec.clusterResourceWhitelist),
    clusterBlacklist: entries(spec.clusterResourceBlacklist),
    ...(spec.namespaceResourceWhitelist === undefined || spec.namespaceResourceWhitelist === null
      ? {}
      : { namespaceWhitelist: entries(spec.namespaceResourceWhitelist) }),
    namespaceBlacklist: entries(spec.namespaceResourceBlacklist)
  }
}

/** AppProjects in plain YAML/JSON files of the repository (k8s/repository-manifests.ts). */
export function repositoryAppProjects(files: Iterable<{ path: string; text: string }>): AppProjectDef[] {
  return repositoryManifests(files, 'AppProject', 'argoproj.io').flatMap((m) => appProjectOf(m.obj, m.file, m.line) ?? [])
}

const matches = (e: Entry, group: string, kind: string, name: string | undefined): boolean =>
  goPathMatch(e.kind, kind) && goPathMatch(e.group, group) && (name === undefined || e.name === '' || goPathMatch(e.name, name))

const shown = (group: string, kind: string): string => `${group === '' ? '""' : group}/${kind}`

/** Why `project` refuses a resource, naming the list to change; undefined when it permits it. */
export function refusedByProject(project: AppProjectDef, group: string, kind: string, name: string, namespaced: boolean): string | undefined {
  const gk = shown(group, kind)
  if (namespaced) {
    const white = project.namespaceWhitelist
    if (white !== undefined && !white.some((e) => matches(e, group, kind, undefined)))
      return white.length === 0
        ? `its namespaceResourceWhitelist is empty, which permits no namespaced kind`
        : `its namespaceResourceWhitelist does not list ${gk}`
    if (project.namespaceBlacklist.some((e) => matches(e, group, kind, undefined))) return `its namespaceResourceBlacklist lists ${gk}`
    return undefined
  }
  if (!project.clusterWhitelist.some((e) => matches(e, group, kind, name)))
    return project.clusterWhitelist.length === 0
      ? `its clusterResourceWhitelist is empty or absent, which permits no cluster-scoped kind`
      : `its clusterResourceWhitelist does not list ${gk}${project.clusterWhitelist.some((e) => e.name !== '' && goPathMatch(e.kind, kind)) ? ` named ${name}` : ''}`
  if (project.clusterBlacklist.some((e) => matches(e, group, kind, name))) return `its clusterResourceBlacklist lists ${gk}`
  return undefined
}
