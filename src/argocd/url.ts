// Repository URL identity (R1.9.4). Argo's NormalizeGitURL lower-cases, strips `.git` and turns scp-style SSH into
// `host/path`. To recognise "this repository" the guard goes one step further and ignores scheme, user and port,
// so the https and ssh forms of one repository match (a CI checkout's origin is usually https, Applications often ssh).
export function repoIdentity(url: string): string {
  let u = url.trim().toLowerCase()
  if (u === '') return ''
  u = u.replace(/\/+$/, '').replace(/\.git$/, '')
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(u)
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//.test(u)) return `${scp[1]}/${scp[2]!.replace(/^\/+/, '')}`
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:]+)(?::\d+)?(\/.*)?$/.exec(u)
  if (m) return `${m[1]}${(m[2] ?? '').replace(/\/+$/, '')}`
  // `git@host/path`: Argo treats a `git@` prefix as SSH even without the scp colon.
  return u.replace(/^[^@/]+@/, '')
}

export function sameRepo(a: string, b: string): boolean {
  const x = repoIdentity(a)
  return x !== '' && x === repoIdentity(b)
}

// Schemes git fetches a repository from. A repoURL with another scheme (`cnoe://vault`) is a placeholder that a tool
// rewrites before Argo CD reads the Application (idpbuilder turns `cnoe://<folder>` into a repository it creates from
// that folder), or a typo: Argo CD's git client cannot fetch it as written.
const GIT_SCHEMES = new Set(['https', 'http', 'ssh', 'git', 'file', 'git+ssh', 'ssh+git'])

/** The scheme of a repoURL git cannot fetch from (`cnoe`), or undefined (a git scheme, or scp-style `git@host:path`). */
export function nonGitScheme(url: string): string | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim())
  return m && !GIT_SCHEMES.has(m[1]!.toLowerCase()) ? m[1] : undefined
}
