// Prints the Helm and Kustomize (with the sha256 of their linux archives) that Argo CD release tags pin, read from a
// clone of argoproj/argo-cd (hack/tool-versions.sh and hack/installers/checksums/ at each tag), to extend or check
// the table in src/argocd/tool-versions.ts. Usage:
//   node --import tsx scripts/argocd-tool-versions.ts <argo-cd git dir> v3.5.0 v3.5.1 ...
import { execFileSync } from 'node:child_process'
import { upstreamTools } from '../src/argocd/tool-versions-format.js'

const [gitDir, ...tags] = process.argv.slice(2)
if (!gitDir || tags.length === 0) {
  process.stderr.write('usage: argocd-tool-versions.ts <argo-cd git dir> <tag>...\n')
  process.exit(2)
}
for (const tag of tags) {
  const read = (path: string): string | undefined => {
    try {
      return execFileSync('git', ['--git-dir', gitDir, 'show', `${tag}:${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    } catch {
      return undefined
    }
  }
  process.stdout.write(`${JSON.stringify({ tag, ...upstreamTools(read) })}\n`)
}
