// Reads what the determinism check (determinism.ts) needs from disk: the template texts of a chart and of every
// subchart (directories and vendored `.tgz` archives under charts/, recursively), the chart's other files (`tpl` can
// evaluate `.Files.Get` content), and the values given to helm. What cannot be read is named, never silently dropped:
// a declared dependency that is not vendored (helm builds it at render time), a symlink, an unreadable archive.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseGoYaml } from '../../lib/yaml/yaml.js'
import { parseChartMetadata } from './metadata.js'
import type { HelmOptions } from '../../argocd/application.js'
import type { DeterminismInput } from './determinism.js'
import { resolveFileParameter, resolveValueFiles, type PathContext } from './paths.js'
import { gunzipBounded, readTar, UnpackBudget } from './tgz.js'
import { parsedOnce } from '../../lib/parsed-once.js'
import { DEPENDENCY_FILES, dependencyEntries } from './dependency-files.js'
import { goText } from '../../lib/text.js'

const MAX_FILE_BYTES = 8 * 1024 * 1024
const MAX_TOTAL_BYTES = 64 * 1024 * 1024
const MAX_DEPTH = 6

type Files = Map<string, Buffer | undefined> // chart-relative path → content (undefined: too large to read)

function readDir(dir: string, problems: string[]): Files {
  const out: Files = new Map()
  let total = 0
  const walk = (abs: string, rel: string): void => {
    for (const name of readdirSync(abs).sort()) {
      const p = join(abs, name)
      const r = rel ? `${rel}/${name}` : name
      const st = lstatSync(p)
      if (st.isSymbolicLink()) problems.push(`symlink ${r}`)
      else if (st.isDirectory()) walk(p, r)
      else if (st.isFile()) {
        total += Math.min(st.size, MAX_FILE_BYTES + 1)
        if (total > MAX_TOTAL_BYTES) throw new Error('chart larger than 64 MiB')
        out.set(r, st.size <= MAX_FILE_BYTES ? readFileSync(p) : undefined)
      }
    }
  }
  walk(dir, '')
  return out
}

function yamlDoc(b: Buffer | undefined): Record<string, unknown> | undefined {
  try {
    const d: unknown = b && parsedOnce('chart-metadata', goText(b), parseChartMetadata) // as helm reads it (dependency-files.ts)
    return d && typeof d === 'object' ? (d as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** Adds one chart (its files keyed chart-relative) under display prefix `at`, then its subcharts; its vendored
 * archives (and the archives in them) unpack off the main thread within `budget` (MAX_TOTAL_BYTES per chart). */
async function addChart(files: Files, at: string, depth: number, out: Required<DeterminismInput>, budget: UnpackBudget): Promise<void> {
  if (depth > MAX_DEPTH) {
    out.unseen.push(`${at} (subcharts nested deeper than ${MAX_DEPTH})`)
    return
  }
  const vendored = new Set<string>()
  const subcharts = new Map<string, Files>()
  for (const [rel, data] of files) {
    const shown = `${at}${rel}`
    const sub = /^charts\/([^/]+)\/(.+)$/.exec(rel)
    if (sub) {
      const m = subcharts.get(sub[1]!) ?? new Map()
      m.set(sub[2]!, data)
      subcharts.set(sub[1]!, m)
      continue
    }
    if (/^charts\/[^/]+\.tgz$/.test(rel)) {
      try {
        if (!data) throw new Error('too large')
        const byTop = new Map<string, Files>()
        for (const e of readTar(await gunzipBounded(data, budget), false)) {
          const [top, ...rest] = e.path.split('/')
          if (!top || rest.length === 0) continue
          const m = byTop.get(top) ?? new Map()
          m.set(rest.join('/'), e.data.length <= MAX_FILE_BYTES ? Buffer.from(e.data) : undefined)
          byTop.set(top, m)
        }
        for (const [top, m] of byTop) {
          vendored.add(String(yamlDoc(m.get('Chart.yaml'))?.name ?? top))
          await addChart(m, `${shown}/${top}/`, depth + 1, out, budget)
        }
      } catch (e) {
        out.unseen.push(`${shown} (${(e as Error).message})`)
      }
      continue
    }
    if (rel.startsWith('templates/')) {
      if (data) out.templates[shown] = data.toString('utf8')
      else out.unseen.push(`${shown} (larger than 8 MiB)`)
    } else if (data) out.data[shown] = data.toString('latin1')
    else out.unreadableData.push(`${shown} (larger than 8 MiB)`)
  }
  for (const [name, m] of subcharts) {
    vendored.add(String(yamlDoc(m.get('Chart.yaml'))?.name ?? name)).add(name)
    await addChart(m, `${at}charts/${name}/`, depth + 1, out, budget)
  }
  // R1.5.10: a declared dependency that is not vendored is fetched by `helm dependency build`: not visible here. Any of
  // the files helm reads for the dependency set may declare it (requirements.yaml replaces Chart.yaml's list, the
  // build downloads what a lock lists: helm/dependency-files.ts); every one they name counts.
  const names = new Set(DEPENDENCY_FILES.flatMap((f) => dependencyEntries(yamlDoc(files.get(f))?.dependencies).map((d) => d.name)))
  for (const name of names) {
    if (!vendored.has(name)) out.unseen.push(`${at}Chart.yaml dependency "${name}" (not vendored under charts/; built at render time)`)
  }
}

/** The determinism check's input for the chart at `chartDir`, shown with paths under `shownAs/`. */
export async function readDeterminismInput(chartDir: string, shownAs: string, helm: HelmOptions | undefined, paths: PathContext): Promise<DeterminismInput> {
  const out: Required<DeterminismInput> = { templates: {}, unseen: [], data: {}, unreadableData: [] }
  const problems: string[] = []
  try {
    await addChart(readDir(chartDir, problems), shownAs ? `${shownAs}/` : '', 0, out, new UnpackBudget(MAX_TOTAL_BYTES))
  } catch (e) {
    out.unseen.push(`${shownAs || basename(chartDir)} (${(e as Error).message})`)
  }
  out.unseen.push(...problems.map((p) => (shownAs ? `${p.replace(/^symlink /, `symlink ${shownAs}/`)}` : p)))
  for (const [k, v] of Object.entries(paths.env)) out.data[`build environment ${k}`] = v
  if (!helm) return out
  const addValues = (where: string, text: string): void => {
    out.data[where] = text
    // Escapes in quoted YAML strings can spell an action; the parsed form shows it.
    try {
      out.data[`${where} (parsed)`] = JSON.stringify(parseGoYaml(text)) // helm reads values with sigs.k8s.io/yaml
    } catch {
      // not YAML: the raw text was added
    }
  }
  if (helm.valuesObject !== undefined) addValues('valuesObject', JSON.stringify(helm.valuesObject))
  if (helm.values) addValues('values', helm.values)
  for (const p of helm.parameters) out.data[`parameter ${p.name}`] = p.value
  const readable = (what: string, path: string): void => {
    try {
      // A symlink is not followed (it could point outside the repository): unread, so "may vary" with tpl.
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) || !existsSync(path) || !lstatSync(path).isFile() || lstatSync(path).size > MAX_FILE_BYTES) {
        out.unreadableData.push(what)
      } else addValues(what, goText(readFileSync(path)))
    } catch {
      out.unreadableData.push(what)
    }
  }
  try {
    for (const f of resolveValueFiles(helm.valueFiles, helm.ignoreMissingValueFiles, paths, [])) readable(`values file ${f}`, f)
  } catch {
    out.unreadableData.push('valueFiles')
  }
  for (const p of helm.fileParameters) {
    try {
      readable(`fileParameter ${p.name}`, resolveFileParameter(p.path, paths))
    } catch {
      out.unreadableData.push(`fileParameter ${p.name}`)
    }
  }
  return out
}
