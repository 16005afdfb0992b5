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
