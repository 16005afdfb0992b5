// The terminal report: per app what is pruned, created and changed, then the findings with why and how to fix.
import { keyLabel } from '../argocd/resource.js'
import type { Finding } from '../rules/types.js'
import { plural } from './md.js'
import type { Report, ReportApp } from './model.js'

const label = keyLabel

export function headline(report: Report): string {
  const s = report.summary
  const pvcs = report.apps.flatMap((a) => a.prune).filter((p) => p.kind === 'PersistentVolumeClaim' && p.outcome === 'delete').length
  const parts = [
    `${plural(s.changedApps, 'app')} changed of ${s.apps}`,
    `${s.prune} to prune${pvcs ? ` (${plural(pvcs, 'PVC')})` : ''}`,
    `${s.create} to create`,
    `${s.update} to update`
  ]
  const verdict = report.verdict === 'fail' ? `FAIL: ${plural(s.blocking, 'blocking finding')}` : 'PASS'
  return `${verdict} · ${parts.join(' · ')}`
}

function appBlock(a: ReportApp): string[] {
  const lines: string[] = []
  const ns = a.namespace ? `${a.namespace}/` : ''
  const prune = a.autoPrune ? 'automated prune ON' : 'automated prune off'
  lines.push(`App ${ns}${a.name} (${a.file}:${a.line}): ${a.change}, ${prune}`)
  const counts = `resources ${a.resources.base ?? '-'} → ${a.resources.head ?? '-'}`
  lines.push(`  sources: ${a.sources.map((s) => `${s.type} ${s.chart || s.path || '.'}`).join(', ') || 'none'} · ${counts}`)
  if (a.error) lines.push(`  ERROR: ${a.error}`)
  if (a.notRendered) lines.push(`  not rendered: ${a.notRendered}`)
  for (const w of a.warnings) lines.push(`  warning: ${w}`)
  if (a.prune.length) {
    lines.push(`  prune (${a.prune.length}):`)
    for (const p of a.prune) lines.push(`    - ${label(p)}  [${p.outcome}]`)
  }
  if (a.create.length) {
    lines.push(`  create (${a.create.length}):`)
    for (const c of a.create) lines.push(`    + ${label(c)}`)
  }
  if (a.update.length) {
    lines.push(`  update (${a.update.length}):`)
    for (const u of a.update) {
      const paths = u.paths.slice(0, 5).join(', ') + (u.paths.length > 5 ? `, … (${u.paths.length} fields)` : '')
      lines.push(`    ~ ${label(u)}: ${paths}`)
    }
  }
  return lines
}

function findingBlock(f: Finding): string[] {
  const where = f.file ? ` (${f.file}${f.line ? `:${f.line}` : ''})` : ''
  const app = f.app ? `${f.app}: ` : ''
  const flag = f.blocking ? ' BLOCKING' : f.suppressed ? ` (suppressed: ${f.suppressed})` : f.introduced ? '' : ' (existing)'
  return [`  ${f.severity.toUpperCase()}${flag} [${f.rule}] ${app}${f.message}${where}`, `    fix: ${f.fix}`]
}

export function renderText(report: Report): string {
  const out: string[] = []
  const r = Object.entries(report.renderers).map(([k, v]) => `${k} ${v}`).join(', ')
  out.push(
    `argocd-prune-guard ${report.tool.version} · base ${report.base.rev} (${report.base.sha.slice(0, 7)}) → head ${report.head.rev} (${report.head.sha.slice(0, 7)})${r ? ` · ${r}` : ''}`
  )
  out.push(headline(report))
  const changed = report.apps.filter((a) => a.change !== 'unchanged' || a.error || a.notRendered)
  for (const a of changed) {
    out.push('')
    for (const l of appBlock(a)) out.push(l) // no push(...): one app can prune 200k resources
  }
  const unchanged = report.apps.length - changed.length
  if (unchanged > 0) out.push('', `${plural(unchanged, 'app')} unchanged.`)
  if (report.findings.length) {
    out.push('', `Findings (${report.findings.length}):`)
    for (const f of report.findings) out.push(...findingBlock(f))
  }
  if (report.problems.length) {
    out.push('', 'Files that could not be read:')
    for (const p of report.problems) out.push(`  ${p.file}:${p.line}: ${p.message}`)
  }
  return out.join('\n') + '\n'
}
