// Differential check of the subset YAML reader (src/lib/yaml/subset.ts) on the whole corpus: every chart under
// /work/shared/corpus/charts rendered with the real helm (default values, then each values file made for it), every
// kustomization of the GitOps repositories built with the real kustomize, and every YAML file of the corpus, decoded by parseYamlStream and by the `yaml` library alone. Prints the documents
// read by the subset reader, those declined to the library, and mismatches (must be 0).
// Usage: node --import tsx scripts/yaml-subset-corpus.ts [corpus dir]
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseYamlStream, parseYamlStreamWithLibrary } from '../src/lib/yaml/yaml.js'
import { subsetChunks, STREAM_DECLINE } from '../src/lib/yaml/subset.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const corpus = process.argv[2] ?? '/work/shared/corpus'
const helm = join(root, '.tools', 'bin', 'helm')
export const counts = { streams: 0, fast: 0, declined: 0, wholeStream: 0, mismatches: 0 }
const declinedSamples: string[] = []

export function compare(name: string, text: string): boolean {
  counts.streams++
  if (STREAM_DECLINE.test(text)) counts.wholeStream++
  else
    for (const c of subsetChunks(text)) {
      if (c.fast) counts.fast++
      else {
        counts.declined++
        if (declinedSamples.length < 2000) declinedSamples.push(`${name}:${c.start + 1}`)
      }
    }
  const a = parseYamlStream(text)
  const b = parseYamlStreamWithLibrary(text)
  if (isDeepStrictEqual(a, b)) return true
  counts.mismatches++
  console.log(`MISMATCH ${name}`)
  return false
}

function yamlFiles(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const st = statSync(p)
    if (st.isDirectory()) yamlFiles(p, out)
    else if (/\.ya?ml$/.test(name) && st.size < 4_000_000) out.push(p)
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of yamlFiles(corpus, [])) compare(f, readFileSync(f, 'utf8'))
  const files = { ...counts }
  const valuesDir = join(corpus, 'values')
  const values = existsSync(valuesDir) ? readdirSync(valuesDir).filter((f) => f.endsWith('.yaml')) : []
  let renders = 0
  for (const chart of readdirSync(join(corpus, 'charts'))) {
    const dir = join(corpus, 'charts', chart)
    const sets = [
      [],
      ...values.filter((v) => v.startsWith(`${chart}__`) || v.startsWith(`${chart.replace(/^bitnami-/, '')}-bitnami__`)).map((v) => ['-f', join(valuesDir, v)])
    ]
    for (const extra of sets) {
      let out: string
      try {
        out = execFileSync(helm, ['template', 'r', dir, '--namespace', 'ns', ...extra], {
          encoding: 'utf8',
          maxBuffer: 1 << 28,
          stdio: ['ignore', 'pipe', 'ignore']
        })
      } catch {
        continue
      }
      renders++
      compare(`${chart}${extra.length ? ` ${extra[1]}` : ''}`, out)
    }
  }
  const helmDone = { ...counts }
  // kustomize builds of the GitOps repositories' kustomizations.
  const kubectl = join(root, '.tools', 'bin', 'kubectl')
  const kustomizations = yamlFiles(join(corpus, 'repos'), []).filter((f) => /\/kustomization\.ya?ml$/.test(f))
  let builds = 0
  for (const k of kustomizations) {
    let out: string
    try {
      out = execFileSync(kubectl, ['kustomize', dirname(k)], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 })
    } catch {
      continue
    }
    builds++
    compare(`kustomize ${dirname(k)}`, out)
  }
  console.log(`files: ${JSON.stringify(files)}`)
  console.log(`files + ${renders} helm renders: ${JSON.stringify(helmDone)}`)
  console.log(`all (files + ${renders} helm renders + ${builds} kustomize builds): ${JSON.stringify(counts)}`)
  if (process.env.SHOW_DECLINED) console.log(declinedSamples.join('\n'))
}
