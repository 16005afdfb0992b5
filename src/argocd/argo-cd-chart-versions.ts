// The Argo CD version each release of the argo-cd Helm chart installs: facts recorded from argoproj/argo-helm,
// charts/argo-cd/Chart.yaml (`appVersion`) at the tags argo-cd-8.0.0 … argo-cd-10.1.1 (the chart releases for
// Argo CD 3.x up to that tag). Each row is the first chart version with that appVersion; the chart versions up to the
// next row install the same Argo CD. Chart versions past the last tag read are not known (undefined), never guessed.
import { compareVersions, isExactVersion, parseVersion } from '../lib/semver.js'

/** [first chart version, Argo CD version it installs], oldest first. */
export const ARGO_CD_CHART_APP_VERSIONS: ReadonlyArray<readonly [string, string]> = [
  ['8.0.0', 'v3.0.0'],
  ['8.0.2', 'v3.0.1'],
  ['8.0.5', 'v3.0.2'],
  ['8.0.7', 'v3.0.3'],
  ['8.0.11', 'v3.0.4'],
  ['8.0.13', 'v3.0.5'],
  ['8.0.17', 'v3.0.6'],
  ['8.1.3', 'v3.0.11'],
  ['8.2.2', 'v3.0.12'],
  ['8.3.0', 'v3.1.0'],
  ['8.3.1', 'v3.1.1'],
  ['8.3.4', 'v3.1.3'],
  ['8.3.5', 'v3.1.4'],
  ['8.3.6', 'v3.1.5'],
  ['8.5.2', 'v3.1.6'],
  ['8.5.5', 'v3.1.7'],
  ['8.5.8', 'v3.1.8'],
  ['9.0.1', 'v3.1.9'],
  ['9.1.0', 'v3.2.0'],
  ['9.1.5', 'v3.2.1'],
  ['9.1.9', 'v3.2.2'],
  ['9.2.1', 'v3.2.3'],
  ['9.3.1', 'v3.2.4'],
  ['9.3.4', 'v3.2.5'],
  ['9.3.5', 'v3.2.6'],
  ['9.4.0', 'v3.3.0'],
  ['9.4.3', 'v3.3.1'],
  ['9.4.4', 'v3.3.2'],
  ['9.4.10', 'v3.3.3'],
  ['9.4.11', 'v3.3.4'],
  ['9.4.16', 'v3.3.5'],
  ['9.4.17', 'v3.3.6'],
  ['9.5.2', 'v3.3.7'],
  ['9.5.3', 'v3.3.8'],
  ['9.5.11', 'v3.3.9'],
  ['9.5.12', 'v3.4.1'],
  ['9.5.14', 'v3.4.2'],
  ['9.5.16', 'v3.4.3'],
  ['9.5.22', 'v3.4.4']
]

/** The newest chart version read (argo-cd-10.1.1). */
export const LAST_CHART_VERSION_READ = '10.1.1'

/** The Argo CD version (`v3.4.4`) chart `version` installs; undefined before 8.0.0, after the last tag read, or not a version. */
export function argoCdChartAppVersion(version: string): string | undefined {
  const v = isExactVersion(version) ? parseVersion(version) : undefined
  const first = parseVersion(ARGO_CD_CHART_APP_VERSIONS[0]![0])!
  if (!v || v.pre.length > 0 || compareVersions(v, first) < 0 || compareVersions(v, parseVersion(LAST_CHART_VERSION_READ)!) > 0) return undefined
  let found: string | undefined
  for (const [from, app] of ARGO_CD_CHART_APP_VERSIONS) if (compareVersions(v, parseVersion(from)!) >= 0) found = app
  return found
}
