// Kustomize exec and KRM function plugins (KSOPS, for instance: `generators: [secret-generator.yaml]` whose file has
// `kind: ksops`). kustomize loads a generator, transformer or validator config whose kind is not one of its builtin
// plugins only with `--enable-alpha-plugins`, and then runs the program it names. Many Argo CD installations set that
// build option and ship the plugin in the repo-server; the guard refuses the option on purpose (it never runs programs
// that repository content names, render/kustomize/kustomize.ts REFUSED). So kustomize's refusal to load such a plugin
// is the guard's limit, not the kustomization's error: the app is not analysed, naming the plugin and where it is
// configured (R1.6.4).
import { isRecord } from '../../lib/record.js'
import { readFileSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { parseGoYamlDocuments } from '../../lib/yaml/yaml.js'
import { kernelPath, MAX_KUSTOMIZATIONS, readKustomizationAt } from './bounds.js'
import { kustomizationRefs } from '../../k8s/kustomization.js'
import { repoRelative } from './origin.js'
import { goText } from '../../lib/text.js'

/** kustomize's error for a plugin config of a non-builtin kind while alpha plugins are off (every 4.x/5.x release). */
const EXTERNAL_PLUGIN = /\bexternal plugins disabled; unable to load external plugin '([^'\n]*)'/

/** The plugin kind kustomize refused to load, from its error output, or undefined for any other error. */
export function externalPluginKind(stderr: string): string | undefined {
  return EXTERNAL_PLUGIN.exec(stderr)?.[1]
}

/** Why the app is not analysed: the plugin, where it is configured, and what Argo CD needs to render it. */
export function externalPluginReason(kind: string, file: string | undefined): string {
  return (
    `this kustomization uses a kustomize plugin (kind ${kind}${file ? ` in ${file}` : ''}) that needs --enable-alpha-plugins, ` +
    `which the guard never runs (a plugin is a program; Argo CD runs it when its argocd-cm kustomize.buildOptions include ` +
    `--enable-alpha-plugins and the plugin is installed in its repo-server)`
  )
}

const MAX_BYTES = 4 * 1024 * 1024

/**
 * The repo-relative file that configures a plugin of `kind` (a generators/transformers/validators entry, its file or
 * an inline config, or a resource of a kustomization listed there), searched from `appDir` through local bases and
 * components; undefined when none is found (a remote base, say). Best effort: anything unreadable is skipped.
 */
export function pluginConfigFile(root: string, appDir: string, kind: string): string | undefined {
  const realRoot = kernelPath(root)
  const inRoot = (p: string) => p === realRoot || p.startsWith(realRoot + sep)
  const rel = (p: string) => repoRelative(realRoot, p)
  const configures = (text: string): boolean => docsOf(text).some((d) => d.kind === kind && d.apiVersion !== 'builtin')
  const seen = new Set<string>()
  // `configs`: the kustomization is a generators/transformers/validators entry, so its resources are plugin configs.
  const queue: Array<{ dir: string; configs: boolean }> = [{ dir: appDir, configs: false }]
  while (queue.length > 0 && seen.size < MAX_KUSTOMIZATIONS) {
    const { dir: raw, configs } = queue.shift()!
    const dir = kernelPath(raw)
    if (seen.has(`${dir}\0${configs}`) || !inRoot(dir)) continue
    seen.add(`${dir}\0${configs}`)
    let k: ReturnType<typeof readKustomizationAt>
    let refs: ReturnType<typeof kustomizationRefs>
    try {
      // The reader of the bounds check, which has read these files already (their parse is remembered); best effort here.
      k = readKustomizationAt(dir)
      if (!k) continue
      refs = kustomizationRefs(k.value)
    } catch {
      continue
    }
    for (const r of refs) {
      if (!r.base && !r.plugin) continue
      if (r.plugin && r.value.includes('\n')) {
        if (configures(r.value)) return rel(resolve(dir, k.name))
        continue
      }
      const target = kernelPath(resolve(dir, r.value.trim()))
      if (!inRoot(target)) continue
      const isDir = isDirectory(target)
      if (isDir === undefined) continue
      if (isDir) queue.push({ dir: target, configs: r.plugin === true || (r.base === true && configs) })
      else if ((r.plugin || configs) && configures(readSmall(target))) return rel(target)
    }
  }
  return undefined
}

function docsOf(text: string): Record<string, unknown>[] {
  try {
    return parseGoYamlDocuments(text).filter(isRecord)
  } catch {
    return []
  }
}

function readSmall(path: string): string {
  try {
    return statSync(path).size > MAX_BYTES ? '' : goText(readFileSync(path))
  } catch {
    return ''
  }
}

/** true for a directory, false for another file, undefined when nothing is there. */
function isDirectory(path: string): boolean | undefined {
  try {
    return statSync(path).isDirectory()
  } catch {
    return undefined
  }
}
