// The stack of an internal error in the src/ files. The shipped bundles (dist/*.js) carry source maps (scripts/build.mjs:
// positions only, `<bundle>.js.map` beside each); a frame in a bundle is mapped through its map here, read only when a
// stack is printed. Node's own source map support (process.setSourceMapsEnabled, --enable-source-maps) would read and
// parse the map of every chunk as it loads, at every start (about 0.03 s of CPU on `prune-guard --help`, Node 20).
// A frame with no map beside its file (Node's own, a dependency's, the sources run through tsx) is left as it is.
import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { dirname, isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `    at fn (file:///…/x.js:12:34)` or `    at file:///…/x.js:12:34`: the prefix, the file, line, column and the rest. */
const FRAME = /^(\s+at (?:.+? \()?)((?:file:\/\/)?\/[^():]+\.js):(\d+):(\d+)(\)?)$/

const maps = new Map<string, { map: SourceMap; root: string } | null>()

function mapOf(file: string): { map: SourceMap; root: string } | null {
  let known = maps.get(file)
  if (known === undefined) {
    try {
      const payload = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sourceRoot?: string }
      known = { map: new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]), root: resolve(dirname(file), payload.sourceRoot ?? '') }
    } catch {
      known = null // no map beside the file, or not one Node reads
    }
    maps.set(file, known)
  }
  return known
}

/** `stack` with each frame in a source-mapped bundle replaced by its place in the source (file:line:column). */
export function sourceMappedStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const m = FRAME.exec(line)
      if (!m) return line
      const file = m[2]!.startsWith('file:') ? fileURLToPath(m[2]!) : m[2]!
      const found = mapOf(file)
      const e = found?.map.findEntry(Number(m[3]) - 1, Number(m[4]) - 1)
      if (!found || !e || !('originalSource' in e) || !e.originalSource) return line
      const source = e.originalSource.startsWith('file:') ? fileURLToPath(e.originalSource) : e.originalSource
      return `${m[1]}${isAbsolute(source) ? source : resolve(found.root, source)}:${e.originalLine + 1}:${e.originalColumn + 1}${m[5]}`
    })
    .join('\n')
}
