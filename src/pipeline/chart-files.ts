// Which input files of an unchanged app's in-repository Helm chart cannot reach its output: files beside the chart's
// templates (a README, the app's own Application manifest kept in its chart folder, docs) reach it only through the
// template object `.Files` (Get, Glob, Lines, AsConfig, AsSecrets) of the chart itself: a subchart's templates get the
// subchart's own files, except a named template of a subchart that the chart's templates `include` with their context.
// So such a file renders nothing when the chart's templates, its values (which `tpl` may run) and the Application's
// inline values never name `Files`, and, when the templates include named templates, no subchart names it either (an
// archive counts as naming it). An Application it spells out is then no child of the app: the search for child
// Applications (child-apps.ts) leaves it out. Found on jomcgi/homelab, whose Helm apps each keep their Application
// manifest in their chart folder: every pull request touching a file no app reads rendered them all. What the chart is
// made of (templates, subcharts, CRDs, values, Chart.yaml) is still searched.
import { isRecord } from '../lib/record.js'
import { posix } from 'node:path'
import { KUSTOMIZATION_FILES } from '../k8s/kustomization.js'
import { repoPath } from '../lib/repo-path.js'

/** What Helm reads as the chart itself, relative to the chart's folder. */
const CHART_PART = /^(?:templates|charts|crds)\/|^(?:Chart\.yaml|Chart\.lock|requirements\.ya?ml|requirements\.lock|values\.schema\.json|\.helmignore)$/
const FILES_OBJECT = /\bFiles\b/
/** A template calling a named template (`include "x" .`, `{{ template "x" . }}`), which a subchart may define. */
const INCLUDES = /\binclude\s|\{\{-?\s*template\s/

/** The chart folder of a source Argo CD renders with Helm (R1.3: `helm:` given, or a Chart.yaml alone), else undefined. */
function helmChartDir(src: unknown, files: readonly string[], chartDirs: ReadonlySet<string>): string | undefined {
  if (!isRecord(src) || typeof src.path !== 'string' || typeof src.chart === 'string') return undefined
  if (src.kustomize !== undefined || src.directory !== undefined || src.plugin !== undefined) return undefined
  // Values read from elsewhere than the app's value files: another source's files (`$ref/…`), files given as
  // parameter values (fileParameters, --set-file). Which of the chart's files they are is not worked out here.
  const helm = isRecord(src.helm) ? src.helm : {}
  if (Array.isArray(helm.fileParameters) && helm.fileParameters.length > 0) return undefined
  if (Array.isArray(helm.valueFiles) && helm.valueFiles.some((v) => typeof v !== 'string' || v.startsWith('$'))) return undefined
  const dir = repoPath(src.path)
  if (!chartDirs.has(dir)) return undefined // also a path leaving the repository: chartDirs holds none
  const own = files.filter((f) => posix.dirname(f) === (dir || '.'))
  const names = own.map((f) => posix.basename(f))
  // An override file may give the source another type. Without `helm:`, the folder decides (source.ts
  // detectSourceType), and a kustomization or a second *Chart.yaml makes that ours to get wrong: searched whole.
  if (names.some((n) => n.startsWith('.argocd-source'))) return undefined
  if (src.helm === undefined && names.some((n) => KUSTOMIZATION_FILES.includes(n) || (n !== 'Chart.yaml' && n.endsWith('Chart.yaml')))) return undefined
  return dir
}

/**
 * Input files that only `.Files` could bring into the output, of the app's Helm charts that never name `Files` where
 * it could read them (see the header). `valueFiles`: the app's value files; `inline`: its inline values and parameters.
 */
export function onlyThroughFiles(
  files: readonly string[],
  sources: unknown[],
  chartDirs: ReadonlySet<string>,
  readText: (path: string) => string | undefined,
  valueFiles: ReadonlySet<string>,
  inline: readonly string[]
): Set<string> {
  const out = new Set<string>()
  // Only when every source with a path is such a chart: a file another source reads as a manifest stays searched.
  if (sources.some((s) => isRecord(s) && s.ref !== undefined)) return out // a `$ref` source: see helmChartDir
  const withPath = sources.filter((s) => isRecord(s) && typeof s.path === 'string')
  const dirs = withPath.map((s) => helmChartDir(s, files, chartDirs))
  if (dirs.length === 0 || dirs.some((d) => d === undefined)) return out
  const names = (f: string): boolean => {
    const text = readText(f)
    return text === undefined || FILES_OBJECT.test(text)
  }
  if (inline.some((t) => FILES_OBJECT.test(t)) || [...valueFiles].some((f) => files.includes(f) && names(f))) return out
  for (const dir of new Set(dirs as string[])) {
    const prefix = dir ? `${dir}/` : ''
    const inChart = files.filter((f) => f.startsWith(prefix))
    const rel = (f: string): string => f.slice(prefix.length)
    const templates = inChart.filter((f) => rel(f).startsWith('templates/'))
    if (templates.some(names)) continue
    const includes = templates.some((f) => INCLUDES.test(readText(f) ?? ''))
    if (includes && inChart.some((f) => rel(f).startsWith('charts/') && names(f))) continue
    for (const f of inChart) if (!CHART_PART.test(rel(f)) && !valueFiles.has(f)) out.add(f)
  }
  return out
}
