// The face of rules/ for the layers above: the registry (which rules exist and what they declare about themselves) and
// the policy (introduced, suppressed, blocking).
export { RULES, isDeletionRule, deletesResources, findingRevision, unblockOf, wontSyncOf } from './registry.js'
export { ignoreMarkOf, NEVER_IGNORED, rulesAcrossShards, runRules, runAcrossShards, type Policy, type RuleSetting } from './policy.js'
