// Application files with shell placeholders (`name: ${app_name}`, `repoURL: ${gitops_repo}`) that no parent renders:
// templates a script (envsubst, Terraform's templatefile) fills in before applying them, as public repositories commit
// them (redhat-cop/gitops-standards-repo-template's `.bootstrap/`). Argo CD never reads them as written, so what they
// render as written (an invalid name, a missing path) says nothing: such an app is not analysed, with why and what
// to declare. A child a parent renders, or one an ApplicationSet generates, is applied as written: judged as it is.
// Decided once the graph knows every app's parent (a file a directory parent also includes is that parent's child).
import { appPlaceholder } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import type { AppRender } from '../render/app.js'
import { notRenderedAs } from './unknown-at-base.js'

/** Why a template file is not analysed. */
const templateReason = (placeholder: string): string =>
  `this file holds the placeholder ${placeholder}: a template that a script fills in before applying it, not an Application ` +
  'Argo CD reads as written. If a script applies it, declare the Application as applied in rootApps (it then stands for this file).'

/** The placeholder that makes `d` a template file, or undefined. */
function templateFile(d: DiscoveredApp): string | undefined {
  return d.parent === undefined && d.appSet === undefined ? appPlaceholder(d.app) : undefined
}

/** Each side's rendered template files become "not rendered" with the reason (apps left unrendered stay as they are). */
export function markTemplateFiles(sides: Array<{ apps: Map<string, DiscoveredApp>; renders: Map<string, AppRender> }>): void {
  for (const side of sides) {
    for (const [id, d] of side.apps) {
      const placeholder = side.renders.has(id) ? templateFile(d) : undefined
      if (placeholder) side.renders.set(id, notRenderedAs(d, templateReason(placeholder)))
    }
  }
}
