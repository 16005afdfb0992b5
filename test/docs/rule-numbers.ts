// Helpers for test/docs/argocd-semantics.test.ts: where R-numbers occur in the code base.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export const ROOT = join(import.meta.dirname, '..', '..')
export const R_NUMBER = /\bR\d+(?:\.\d+)+\b/g

export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...sourceFiles(p))
    else if (/\.(ts|mts|mjs|js)$/.test(e.name)) out.push(p)
  }
  return out.sort()
}

/** Every R-number written anywhere (comments, test titles, strings) in src/ and test/. */
export function referencedNumbers(): Map<string, string> {
  const seen = new Map<string, string>()
  for (const dir of ['src', 'test']) {
    for (const f of sourceFiles(join(ROOT, dir))) {
      for (const m of readFileSync(f, 'utf8').matchAll(R_NUMBER)) if (!seen.has(m[0])) seen.set(m[0], relative(ROOT, f))
    }
  }
  return seen
}

/** R-numbers inside string and template literals of src/ (text that can reach a user), with file and line. */
export function numbersInStrings(): string[] {
  const out: string[] = []
  for (const f of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(f, 'utf8')
    const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true)
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteralLike(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) {
        const lit = (n as ts.LiteralLikeNode).text
        for (const m of lit.matchAll(R_NUMBER)) {
          const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf))
          out.push(`${relative(ROOT, f)}:${line + 1}: ${m[0]}`)
        }
      }
      ts.forEachChild(n, visit)
    }
    visit(sf)
  }
  return out
}
