// Reads a chart's template files (and those of subcharts vendored as directories) for static analysis.
// Subcharts vendored as .tgz are not read; the analysis then only covers what it can see.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const MAX_TEMPLATE_BYTES = 1024 * 1024

export function readChartTemplates(chartDir: string, repoRoot: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name)
      const st = lstatSync(p)
      if (st.isDirectory()) walk(p)
      else if (st.isFile() && st.size <= MAX_TEMPLATE_BYTES) out[relative(repoRoot, p).split(sep).join('/')] = readFileSync(p, 'utf8')
    }
  }
  const chart = (dir: string, depth: number): void => {
    if (existsSync(join(dir, 'templates')) && lstatSync(join(dir, 'templates')).isDirectory()) walk(join(dir, 'templates'))
    const charts = join(dir, 'charts')
    if (depth > 5 || !existsSync(charts) || !lstatSync(charts).isDirectory()) return
    for (const sub of readdirSync(charts).sort()) {
      const p = join(charts, sub)
      if (lstatSync(p).isDirectory()) chart(p, depth + 1)
    }
  }
  chart(chartDir, 0)
  return out
}
