// Template text an ApplicationSet left in an Application it generated (R6.2). In its default templating (fasttemplate,
// goTemplate not true) the controller replaces `{{ key }}` only where a generator gives `key`, and leaves anything else
// as written: `{{.cluster.name}}` (Go template syntax) or a misspelt parameter reaches the Application, whose name the
// API server then rejects or whose path does not exist (christianh814/gitops-examples added such an ApplicationSet).
// With goTemplate a missing key prints `<no value>` or fails instead, so leftover braces point at fasttemplate. Pure.

const TAG = /\{\{[^{}]*\}\}/

/** The first `{{…}}` left in `text`, or undefined. */
export const leftoverTag = (text: string): string | undefined => TAG.exec(text)?.[0]

/** What to do about `tag`, left by ApplicationSet `appSet` in an Application it generated. */
export function leftoverFix(tag: string, appSet: string): string {
  const inner = tag.slice(2, -2).trim()
  if (/^-|-$|^\.|^(if|range|with|template|define|block)\b|\|/.test(inner)) {
    const plain = /^\.[\w.]+$/.test(inner) ? ` (or write {{${inner.slice(1)}}} everywhere)` : ''
    return (
      `Set spec.goTemplate: true in ApplicationSet ${appSet}${plain}: ${tag} is Go template syntax, and without goTemplate ` +
      'Argo CD replaces only {{name}}-style parameters, leaving this text as written.'
    )
  }
  return (
    `Check ${tag} against the parameters the generators of ApplicationSet ${appSet} give (a git directory generator: ` +
    'path, path.basename, path[n]; a list generator: its elements’ keys): no generator gives it, so Argo CD leaves it as written.'
  )
}
