// Documents of one kind in the plain YAML/JSON files of a repository (not rendered by any app): the StorageClasses
// wave-order reads and the AppProjects project-denies-resource reads. Files that do not parse (templates) are
// skipped: an object only a chart renders is known when that app renders. Pure.
import { isRecord } from '../lib/record.js'
import { type Manifest } from './resource.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'

export interface FileManifest {
  obj: Manifest
  file: string
  line: number
}

/** Every document of `kind` whose apiVersion is in `group` (`storage.k8s.io/v1` for group `storage.k8s.io`). */
export function repositoryManifests(files: Iterable<{ path: string; text: string }>, kind: string, group: string): FileManifest[] {
  const mentions = new RegExp(`kind["']?\\s*:\\s*["']?${kind}\\b`)
  const out: FileManifest[] = []
  for (const f of files) {
    if (!/\.(ya?ml|json)$/.test(f.path) || !mentions.test(f.text)) continue
    try {
      for (const d of parseYamlStream(f.text).docs) {
        const obj = d.value
        if (isRecord(obj) && obj.kind === kind && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith(`${group}/`))
          out.push({ obj: obj as Manifest, file: f.path, line: d.line })
      }
    } catch {
      // not a manifest file
    }
  }
  return out
}

/** StorageClass documents in plain YAML/JSON files of the repository (`storage.k8s.io/*`; k8s/repository-manifests.ts). */
export function repositoryStorageClasses(files: Iterable<{ path: string; text: string }>): Manifest[] {
  return repositoryManifests(files, 'StorageClass', 'storage.k8s.io').map((m) => m.obj)
}
