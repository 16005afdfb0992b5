import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  CHANGE_WORD,
  NOTES_SHOWN,
  NO_LINES,
  OUTCOME_PLAIN,
  RULES,
  SETTINGS,
  VERSION,
  alikeAcrossApps,
  analyze,
  appFindings,
  appKey,
  approvedByText,
  appsByRisk,
  appsBySet,
  appsWithLive,
  argocdAppUrl,
  blockers,
  byReason,
  causeText,
  createLiveReader,
  defuseLines,
  deletesPhrase,
  docsUrl,
  findingIdentity,
  findingRevision,
  findingsByApp,
  groupFindings,
  groupsInPlace,
  headlineParts,
  hookLabel,
  installExitHandlers,
  isChanged,
  isChangedSet,
  isLiveFailure,
  jsonEscapeInvisible,
  keyLabel,
  keyString,
  listSome,
  liveAppExtras,
  liveAppFact,
  liveFailureText,
  liveNoteworthy,
  livePruneNote,
  liveQuietNotes,
  liveSource,
  logLine,
  mergeLive,
  paramHints,
  parseLiveTimeout,
  parseShard,
  plainText,
  plural,
  renderJson,
  renderMarkdown,
  resLabel,
  resourceRisk,
  runAcrossShards,
  sameReasonGroups,
  secretNote,
  severityRank,
  sourceTypeText,
  stableError,
  standing,
  summarize,
  terminalSafe,
  trustedDocs,
  unblockLines,
  unmanagedHeading,
  unmanagedText,
  unreadSentence,
  untouchedGroups,
  visible,
  wontSyncPhrase
} from "./chunk-GZOBMRG2.js";
import "./chunk-BVCBUH2S.js";
import "./chunk-QRRXGWDQ.js";
import "./chunk-QJ3S6GWB.js";
import "./chunk-V5OKSJXY.js";
import {
  GuardError,
  UsageError,
  errorMessage,
  presentError
} from "./chunk-GWYRLKNP.js";
import {
  require_node_crypto,
  require_node_util
} from "./chunk-LGH7CRK7.js";
import "./chunk-ZZBMMTTQ.js";
import "./chunk-LBXMP3LC.js";
import {
  __toESM,
  require_node_fs
} from "./chunk-C72G3Z5Q.js";

// src/cli/run.ts
var import_node_util2 = __toESM(require_node_util(), 1);

// src/cli/merge.ts
var import_node_fs2 = __toESM(require_node_fs(), 1);
var import_node_util = __toESM(require_node_util(), 1);

// src/report/merge.ts
var MergeError = class extends GuardError {
  get kind() {
    return "usage";
  }
  constructor(message) {
    super(message);
    this.name = "MergeError";
  }
};
var appKey2 = (a) => `${a.namespace}/${a.name}`;
function findingKey(f) {
  return [f.rule, f.appNamespace ?? "", f.app ?? "", f.resource ? keyString(f.resource) : "", f.message].join("\0");
}
function mergeReports(reports) {
  if (reports.length === 0) throw new MergeError("merge needs at least one report.");
  const [first] = reports;
  for (const r of reports) {
    if (r.version !== first.version) throw new MergeError(`cannot merge report version ${r.version} with version ${first.version}.`);
    if (r.base.sha !== first.base.sha || r.head.sha !== first.head.sha) {
      throw new MergeError(
        `cannot merge reports of different revisions: ${r.base.sha.slice(0, 7)}..${r.head.sha.slice(0, 7)} vs ${first.base.sha.slice(0, 7)}..${first.head.sha.slice(0, 7)}.`
      );
    }
  }
  const apps = /* @__PURE__ */ new Map();
  for (const r of reports) for (const a of r.apps) if (!apps.has(appKey2(a))) apps.set(appKey2(a), a);
  const findings = /* @__PURE__ */ new Map();
  for (const r of reports) for (const f of r.findings) if (!findings.has(findingKey(f))) findings.set(findingKey(f), f);
  const found = new Set([...findings.values()].map(findingIdentity));
  for (const f of runAcrossShards([...apps.values()], first.failOn, first.rules)) if (!found.has(findingIdentity(f))) findings.set(findingKey(f), f);
  const sortedApps = [...apps.values()].sort((x, y) => appKey2(x) < appKey2(y) ? -1 : appKey2(x) > appKey2(y) ? 1 : 0);
  const sortedFindings = [...findings.values()].sort((x, y) => severityRank(y.severity) - severityRank(x.severity) || (findingKey(x) < findingKey(y) ? -1 : 1));
  const setKey = (s) => `${s.namespace}/${s.name}\0${s.file}`;
  const appSets = [...new Map(reports.flatMap((r) => r.appSets ?? []).map((s) => [setKey(s), s])).values()];
  const once = (xs) => [...new Map(xs.map((p) => [`${p.file}:${p.line}:${p.message}`, p])).values()];
  const problems = once(reports.flatMap((r) => r.problems));
  const notes = once(reports.flatMap((r) => r.notes ?? []));
  const { unreadChanges: _shards, rules: _rules, ...shared } = first;
  return summarize({
    ...shared,
    shard: null,
    renderers: Object.assign({}, ...reports.map((r) => r.renderers)),
    ...mergeArgocd(reports),
    ...reports.some((r) => r.renderCache) ? { renderCache: sumRenderCache(reports) } : {},
    ...unreadByAll(reports),
    apps: sortedApps,
    appSets: appSets.sort((x, y) => setKey(x) < setKey(y) ? -1 : 1),
    findings: sortedFindings,
    problems,
    ...notes.length > 0 ? { notes } : {},
    ...mergeLive(reports.map((r) => r.live))
  });
}
function unreadByAll(reports) {
  const [first, ...rest] = reports.map((r) => r.unreadChanges ?? []);
  const all = (first ?? []).filter((f) => rest.every((l) => l.includes(f)));
  return all.length > 0 ? { unreadChanges: all } : {};
}
function sumRenderCache(reports) {
  const sum = { hits: 0, misses: 0, rejected: 0, uncacheable: 0 };
  for (const r of reports) for (const k of Object.keys(sum)) sum[k] += r.renderCache?.[k] ?? 0;
  return sum;
}
function mergeArgocd(reports) {
  const first = reports.find((r) => r.argocd)?.argocd;
  if (!first) return {};
  return { argocd: { ...first, toolMismatches: [...new Set(reports.flatMap((r) => r.argocd?.toolMismatches ?? []))].sort() } };
}

// src/cli/output.ts
var import_node_fs = __toESM(require_node_fs(), 1);

// src/report/sarif.ts
var import_node_crypto = __toESM(require_node_crypto(), 1);
var RULE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var INFORMATION_URI = "https://github.com/argocd-prune-guard/argocd-prune-guard";
var LEVEL = { critical: "error", high: "error", medium: "warning", low: "note", info: "note" };
var SCORE = { critical: "9.5", high: "7.5", medium: "5.0", low: "3.0", info: "0.0" };
function levelOf(f) {
  return f.blocking ? "error" : LEVEL[f.severity];
}
function fingerprint(f) {
  const id = [f.rule, f.appNamespace ?? "", f.app ?? "", f.resource ? resLabel(f.resource) : "", f.file ?? ""].join("\0");
  return (0, import_node_crypto.createHash)("sha256").update(id).digest("hex").slice(0, 32);
}
function renderSarifObject(r) {
  const titles = new Map(RULES.map((rule) => [rule.id, rule]));
  const ids = [...new Set(r.findings.map((f) => f.rule))].sort();
  const rules = ids.map((id) => {
    const meta = titles.get(id);
    const first = r.findings.find((f) => f.rule === id);
    const severity = meta?.severity ?? first.severity;
    const safeId = RULE_ID.test(id);
    const help = trustedDocs(first) ?? (safeId ? docsUrl(id) : INFORMATION_URI);
    return {
      id,
      name: id.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase()),
      shortDescription: { text: meta?.title ?? id },
      helpUri: help,
      help: { text: `See ${help}`, markdown: safeId ? `See [${id}](${help}).` : `See ${help}.` },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: { tags: ["argo-cd", "gitops"], "security-severity": SCORE[severity] }
    };
  });
  const apps = new Map(r.apps.map((a) => [appKey(a.namespace || null, a.name), a]));
  const results = r.findings.map((f) => {
    const app = apps.get(appKey(f.appNamespace, f.app));
    const file = f.file ?? app?.file ?? null;
    const line = f.file ? f.line : app?.line ?? null;
    const text = [plainText(f.message), f.fix ? `Fix: ${plainText(f.fix)}` : ""].filter(Boolean).join(" ");
    return {
      ruleId: f.rule,
      ruleIndex: ids.indexOf(f.rule),
      level: levelOf(f),
      message: { text: visible(text, true) },
      ...file ? {
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: file, uriBaseId: "%SRCROOT%" },
              ...line ? { region: { startLine: line } } : {}
            }
          }
        ]
      } : {},
      partialFingerprints: { "pruneGuardFinding/v1": fingerprint(f) },
      baselineState: f.introduced ? "new" : "unchanged",
      ...f.suppressed ? { suppressions: [{ kind: "external", justification: visible(f.suppressed) }] } : {},
      properties: {
        severity: f.severity,
        blocking: f.blocking,
        app: f.app,
        appNamespace: f.appNamespace,
        resource: f.resource ? resLabel(f.resource) : null,
        revision: findingRevision(f.rule)
      }
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: { name: r.tool.name, version: r.tool.version, semanticVersion: r.tool.version, informationUri: INFORMATION_URI, rules }
        },
        automationDetails: { id: "argocd-prune-guard/" },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The repository root." } } },
        results,
        // A notice (e.g. no Application found) is a tool execution notification, so code scanning shows it.
        ...r.notice ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: [{ level: "warning", message: { text: r.notice } }] }] } : {},
        properties: {
          verdict: r.verdict,
          base: r.base,
          head: r.head,
          summary: r.summary,
          appSets: (r.appSets ?? []).map((s) => ({
            id: `${s.namespace}/${s.name}`,
            outcome: s.outcome,
            apps: s.apps.length,
            error: s.error,
            unknown: s.unknown
          }))
        }
      }
    ]
  };
}
function renderSarif(r) {
  return jsonEscapeInvisible(JSON.stringify(renderSarifObject(r), null, 2)) + "\n";
}

// src/report/text/standing.ts
var OUTCOME_LABEL = { "render-error": "RENDER ERROR", unknown: "NOT ANALYSED" };
var NAMES_SHOWN = 5;
function headerName(a) {
  return a.name.endsWith(` (${a.file})`) ? a.name.slice(0, -` (${a.file})`.length) : a.name;
}
var appLabel = (a) => `${a.namespace ? `${a.namespace}/` : ""}${headerName(a)} (${a.file}:${a.line})`;
function splitStanding(apps, byApp, problem) {
  const findingsOf = appFindings(byApp);
  const still = new Set(apps.filter((a) => standing(a, findingsOf(a))));
  const blocks = apps.filter((a) => !still.has(a));
  const reasons = byReason(apps, (a) => still.has(a) ? problem(a) : void 0);
  const groups = [...reasons].map(([reason, list]) => ({ reason, apps: list })).sort((x, y) => y.apps.length - x.apps.length);
  return { blocks, groups };
}
function standingLines(groups) {
  if (groups.length === 0) return [];
  const n = groups.reduce((s, g) => s + g.apps.length, 0);
  const out = ["", `Not rendered at either revision, untouched by this change (${plural(n, "app")}; --format json lists every app):`];
  for (const g of groups) {
    const names = listSome(g.apps, NAMES_SHOWN, appLabel);
    out.push(`  - ${plural(g.apps.length, "app")}: ${names}`);
    out.push(`    ${g.reason.replace(/\n/g, "\n    ")}`);
  }
  return out;
}
function withSameReasonGroups(apps, byApp) {
  const { groups } = sameReasonGroups(apps, appFindings(byApp));
  return groupsInPlace(apps, groups);
}
function sameReasonLines(g) {
  const names = listSome(g.apps, NAMES_SHOWN, appLabel);
  return [
    `${plural(g.apps.length, "app")}, not analysed for the same reason: ${names}`,
    `  ${OUTCOME_LABEL.unknown}: ${stableError(g.reason).replace(/\n/g, "\n    ")}`
  ];
}

// src/report/text/appsets.ts
var OUTCOME_WORD = { "render-error": "ERROR (the controller generates nothing until fixed)", unknown: "NOT ANALYSED" };
var NAMES_SHOWN2 = 5;
var label = (s) => `${s.namespace ? `${s.namespace}/` : ""}${s.name}`;
function appName(id, app) {
  return app && app.outcome !== "analysed" ? `${id} (${OUTCOME_LABEL[app.outcome]})` : id;
}
function appSetBlock(s, said, apps) {
  const names = s.apps.map((id) => appName(id, apps.get(id)));
  const lines = [
    `ApplicationSet ${label(s)} (${s.file}:${s.line})${s.change === "present" ? "" : `, ${CHANGE_WORD[s.change]}`}: ${plural(s.apps.length, "generated app")}${s.apps.length ? `: ${names.join(", ")}` : ""}`
  ];
  if (s.baseUnknown) {
    const first = said.get(s.baseUnknown);
    lines.push(`  VERSION AT BASE UNKNOWN: ${first ? `as for ${first}` : s.baseUnknown}`);
    if (!first) said.set(s.baseUnknown, label(s));
  }
  if (s.error) lines.push(`  ${OUTCOME_WORD["render-error"]}: ${s.error}`);
  for (const u of s.unknown) {
    lines.push(`  ${OUTCOME_WORD.unknown}: ${u.generator}: ${u.reason}; the apps it generates are unknown`);
    if (u.appSetParams) lines.push(`    supply them in .prune-guard.yaml: ${u.appSetParams}`);
  }
  return lines;
}
function reasonOf(s) {
  if (s.error) return `${OUTCOME_WORD["render-error"]}: ${s.error}`;
  return `${OUTCOME_WORD.unknown}: ${s.unknown.map((u) => `${u.generator}: ${u.reason}`).join("; ")}; the apps they generate are unknown`;
}
function appSetLines(sets, reportApps = []) {
  if (sets.length === 0) return [];
  const { groups, grouped } = untouchedGroups(sets);
  const changed = sets.filter(isChangedSet);
  const others = sets.filter((s) => !isChangedSet(s) && !grouped.has(s));
  const out = ["", `ApplicationSets (${sets.length}${changed.length ? `, ${changed.length} changed by this change` : ""}):`];
  const said = /* @__PURE__ */ new Map();
  const generated = appsBySet(reportApps, [...changed, ...others]);
  for (const s of [...changed, ...others]) for (const l of appSetBlock(s, said, generated.get(s))) out.push(`  ${l}`);
  if (groups.length > 0) {
    const n = grouped.size;
    out.push(`  Untouched by this change and not expanded, per reason (${plural(n, "ApplicationSet")}; --format json lists every one):`);
    for (const list of groups) {
      out.push(`  - ${plural(list.length, "ApplicationSet")}: ${listSome(list.map(label), NAMES_SHOWN2)}`);
      out.push(`    ${reasonOf(list[0])}`);
      const hint = paramHints(list)[0];
      if (hint) out.push(`    supply them in .prune-guard.yaml, e.g. ${hint}`);
    }
  }
  return out;
}

// src/report/text/terminal.ts
var MIN_WIDTH = 30;
var MARKER = /^(\s*)([-+~] |fix: |NOTE: )?/;
function wrapLine(line, width) {
  if (!width || width < MIN_WIDTH || line.length <= width) return [line];
  const m = MARKER.exec(line);
  const lead = m[1].length;
  const indent = " ".repeat(Math.min(lead + (m[2] ? m[2].length : 2), Math.floor(width / 2)));
  const words = line.slice(lead).split(" ");
  const out = [];
  let cur = m[1];
  let fresh = true;
  for (const w of words) {
    if (!fresh && cur.length + 1 + w.length > width) {
      out.push(cur);
      cur = indent + w;
    } else cur = fresh ? cur + w : `${cur} ${w}`;
    fresh = false;
  }
  out.push(cur);
  return out;
}
var ESC = "\x1B[";
var CODES = { red: "31", green: "32", yellow: "33", cyan: "36", dim: "2", bold: "1", boldRed: "1;31", boldGreen: "1;32" };
var paint = (s, c) => s === "" ? s : `${ESC}${CODES[c]}m${s}${ESC}0m`;
var SEVERITY_COLOUR = { CRITICAL: "boldRed", HIGH: "red", MEDIUM: "yellow", LOW: "cyan", INFO: "dim" };
function styleOf(line) {
  let m;
  if (m = /^FAIL: [^·]*?(?= ·|$)/.exec(line)) return { lead: { length: m[0].length, colour: "boldRed" } };
  if (m = /^PASS( \([^)]*\))?/.exec(line)) return { lead: { length: m[0].length, colour: "boldGreen" } };
  if (m = /^(App|ApplicationSet) /.exec(line)) return { lead: { length: m[0].length - 1, colour: "bold" } };
  if (/^What blocks merge|^To unblock/.test(line)) return { whole: "boldRed" };
  if (/^ {2}(ERROR|RENDER ERROR|NOT ANALYSED)/.test(line)) return { whole: "red" };
  if (/^ {2}warning: /.test(line)) return { whole: "yellow" };
  if (/^ {4}- .*: (deleted|automated sync stops)/.test(line)) return { whole: "red" };
  if (/^ {4}- /.test(line)) return { whole: "yellow" };
  if (/^ {4}\+ /.test(line)) return { whole: "green" };
  if (/^ {4}~ /.test(line)) return { whole: "yellow" };
  if (m = /^ {2}(CRITICAL|HIGH|MEDIUM|LOW|INFO)( BLOCKING)?/.exec(line)) {
    return { lead: { length: m[0].length, colour: m[2] ? "boldRed" : SEVERITY_COLOUR[m[1]] } };
  }
  if (/^ {4}fix: /.test(line)) return { lead: { length: 8, colour: "green" } };
  return {};
}
function styled(physical, style) {
  return physical.map((p, i) => {
    const ind = /^\s*/.exec(p)[0];
    if (style.whole) return ind + paint(p.slice(ind.length), style.whole);
    if (style.lead && i === 0) {
      const n = Math.min(style.lead.length, p.length);
      return paint(p.slice(0, n), style.lead.colour) + p.slice(n);
    }
    return p;
  });
}
function layout(lines, opts) {
  const out = [];
  for (const line of lines) {
    const physical = wrapLine(line, opts.width);
    for (const p of opts.color ? styled(physical, styleOf(line)) : physical) out.push(p);
  }
  return out;
}
function colorWanted(isTTY, env) {
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return isTTY === true && env.TERM !== "dumb";
}

// src/report/text/live.ts
function liveTextLines(r) {
  const live = r.live;
  if (!live) return [];
  if (live.status === "failed") return ["", `WARNING: ${liveFailureText(live)}`];
  const out = ["", `Live state (${liveSource(live).replace(/^Live/, "live")}; facts marked "live:" come from the cluster, the rest from the renders):`];
  const apps = appsWithLive(r);
  const noteworthy = apps.filter((a) => liveNoteworthy(a.live));
  for (const a of noteworthy) {
    out.push(`  ${a.namespace ? `${a.namespace}/` : ""}${a.name}: ${liveAppFact(a.live, r.base.sha)}`);
    for (const e of liveAppExtras(a.live)) out.push(`    ${e}`);
  }
  for (const n of liveQuietNotes(apps)) out.push(`  live: ${n}.`);
  const missing = r.apps.length - apps.length;
  if (missing) out.push(`  ${plural(missing, "app")} not found in the cluster (new, or not visible to the credentials).`);
  if (live.unmanagedApps.length) {
    out.push(`  ${unmanagedHeading(r)} (${live.unmanagedApps.length}):`);
    for (const u of live.unmanagedApps) out.push(`    ${unmanagedText(u)}`);
  }
  return out;
}
function liveAppTextLine(a, baseSha) {
  return a.live ? [`  ${liveAppFact(a.live, baseSha)}`] : [];
}

// src/report/text/diff.ts
var ACTION_WORD = { update: "", create: " (created)", prune: " (pruned)" };
function diffBlock(a) {
  const diffs = a.diffs ?? [];
  if (diffs.length === 0) return [];
  const out = [`  diff (${plural(diffs.length, "resource")}):`];
  for (const d of diffs) {
    out.push(`    ${keyLabel(d)}${ACTION_WORD[d.action]}: +${d.added} -${d.removed}`);
    if (d.lines.length === 0) out.push(`      ${NO_LINES}`);
    for (const l of d.lines) out.push(`      ${l}`);
    const note = secretNote(d, (s) => s);
    if (note) out.push(`    ${note}`);
  }
  return out;
}

// src/report/text/text.ts
var label2 = keyLabel;
function headline(report) {
  const s = report.summary;
  const [apps, ...rest] = headlineParts(report).map((p) => p.text);
  const by = approvedByText(report);
  const approved = by && s.deletes > 0 ? ` (merging deletes ${deletesPhrase(report)}, ${by})` : by ? ` (${by})` : "";
  const offline = report.live?.status === "failed" ? " (offline answer: live facts unavailable)" : "";
  const broken = report.verdict === "fail" ? wontSyncPhrase(report, String, String) : "";
  const fail = `${plural(s.blocking, "blocking finding")}${broken ? `: ${broken}` : ""}`;
  const verdict = (report.verdict === "fail" ? `FAIL: ${fail}` : `PASS${approved}`) + offline;
  return `${verdict} \xB7 ${[apps.replace(/ changed/, ` changed of ${s.apps}`), ...rest].join(" \xB7 ")}`;
}
function problemText(a) {
  if (a.outcome !== "analysed") return `${OUTCOME_LABEL[a.outcome]}: ${stableError(a.outcomeReason ?? a.error ?? a.notRendered ?? "")}`;
  if (a.error) return `ERROR: ${stableError(a.error)}`;
  return a.notRendered ? `not rendered: ${a.notRendered}` : void 0;
}
function appBlock(a, argocdUrl, baseSha = "") {
  const lines = [];
  const ns = a.namespace ? `${a.namespace}/` : "";
  const prune = a.autoPrune ? "automated prune ON" : "automated prune off";
  const name = headerName(a);
  lines.push(`App ${ns}${name} (${a.file}:${a.line}): ${a.change}, ${prune}${a.project ? `, project ${a.project}` : ""}`);
  const url = argocdAppUrl(a, argocdUrl);
  if (url) lines.push(`  Argo CD: ${url}`);
  const counts = `resources ${a.resources.base ?? "-"} \u2192 ${a.resources.head ?? "-"}`;
  lines.push(`  sources: ${a.sources.map((s) => `${sourceTypeText(a, s)} ${s.chart || s.path || "."}`).join(", ") || "none"} \xB7 ${counts}`);
  const problem = problemText(a);
  if (problem) lines.push(`  ${problem.replace(/\n/g, "\n    ")}`);
  for (const l of liveAppTextLine(a, baseSha)) lines.push(l);
  for (const w of a.warnings) lines.push(`  warning: ${w}`);
  if (a.prune.length) {
    lines.push(`  prune (${a.prune.length}):`);
    for (const p of [...a.prune].sort((x, y) => resourceRisk(x) - resourceRisk(y)))
      lines.push(`    - ${label2(p)}: ${OUTCOME_PLAIN[p.outcome] ?? "pruned"}${livePruneNote(p)}`);
  }
  if (a.cascade.length) {
    lines.push(`  deleted with the removed Application (${a.cascade.length}):`);
    for (const c of a.cascade) lines.push(`    - ${label2(c)}: ${OUTCOME_PLAIN.cascade}`);
  }
  if (a.create.length) {
    lines.push(`  create (${a.create.length}):`);
    for (const c of a.create) lines.push(`    + ${label2(c)}`);
  }
  const hooks = a.syncHooks ?? [];
  const more = hooks.length > 10 ? `; \u2026 and ${hooks.length - 10} more (--format json lists them)` : "";
  if (hooks.length) lines.push(`  hooks the next sync runs (${hooks.length}): ${hooks.slice(0, 10).map(hookLabel).join("; ")}${more}`);
  if (a.update.length) {
    lines.push(`  update (${a.update.length}):`);
    for (const u of a.update) {
      const paths = u.paths.slice(0, 5).join(", ") + (u.paths.length > 5 ? `, \u2026 (${u.paths.length} fields)` : "");
      lines.push(`    ~ ${label2(u)}: ${paths}`);
    }
  }
  for (const l of diffBlock(a)) lines.push(l);
  return lines;
}
function findingBlock(g) {
  const f = g.first;
  const many = g.all.length > 1;
  const where = f.file && !many ? ` (${f.file}${f.line ? `:${f.line}` : ""})` : "";
  const app = f.app && !g.alike ? `${f.app}: ` : "";
  const flag = f.blocking ? " BLOCKING" : f.suppressed ? ` (suppressed: ${f.suppressed})` : f.introduced ? "" : " (existing)";
  const own = g.alike && g.resources.length <= g.alike.names.length ? causeText(g, f.message) : null;
  const group = g.alike ? `${plural(g.alike.names.length, g.alike.noun)} alike: ${listSome(g.alike.names, 10)}. ${own === null ? "For example: " : ""}` : many ? `${g.all.length} resources: ${g.resources.map(label2).join(", ")}. For example: ` : "";
  return [`  ${f.severity.toUpperCase()}${flag} [${f.rule}] ${app}${group}${plainText(own ?? f.message)}${where}`, `    fix: ${plainText(f.fix)}`];
}
function continued(entry) {
  if (!entry.includes("\n")) return entry;
  const pad = `${/^\s*/.exec(entry)[0]}    `;
  return entry.replace(/\n(?=\S)/g, `
${pad}`);
}
function renderText(unsafe, opts = {}) {
  const report = terminalSafe(unsafe);
  const out = [];
  const r = Object.entries(report.renderers).map(([k, v]) => `${k} ${v}`).join(", ");
  out.push(
    `argocd-prune-guard ${report.tool.version} \xB7 base ${report.base.rev} (${report.base.sha.slice(0, 7)}) \u2192 head ${report.head.rev} (${report.head.sha.slice(0, 7)})${r ? ` \xB7 ${r}` : ""}`
  );
  const a = report.argocd;
  if (a) out.push(`modelled Argo CD ${a.version} (Helm ${a.helm}, Kustomize ${a.kustomize})`);
  for (const m of a?.toolMismatches ?? []) out.push(`WARNING: ${m}. Argo CD may render these apps differently.`);
  out.push(headline(report));
  const rc = report.renderCache;
  if (rc)
    out.push(
      `renders: ${rc.hits + rc.misses + rc.uncacheable} (${rc.hits} from cache${rc.rejected ? `, ${rc.rejected} cache entries rejected as damaged or not matching` : ""})`
    );
  if (report.notice) out.push("", `NOTE: ${report.notice}`);
  for (const l of liveTextLines(report)) out.push(l);
  const shown = appsByRisk(
    report,
    report.apps.filter((a2) => isChanged(a2) || a2.outcome !== "analysed" || a2.error || a2.notRendered)
  );
  const byApp = findingsByApp(report);
  const { blocks: appBlocks, groups } = splitStanding(shown, byApp, (a2) => problemText(a2) ?? "");
  for (const item of withSameReasonGroups(appBlocks, byApp)) {
    out.push("");
    const lines = "app" in item ? appBlock(item.app, opts.argocdUrl, report.base.sha) : sameReasonLines(item.group);
    for (const l of lines) out.push(l);
  }
  for (const l of standingLines(groups)) out.push(l);
  const unchanged = report.summary.apps - report.summary.changedApps;
  if (unchanged > 0) out.push("", `${plural(unchanged, "app")} unchanged.`);
  const unread = report.unreadChanges ?? [];
  if (unread.length > 0) out.push("", unreadSentence(unread, String));
  for (const l of appSetLines(report.appSets, report.apps)) out.push(l);
  const introduced = report.findings.filter((f) => f.introduced);
  if (introduced.length) {
    out.push("", `Findings introduced by this change (${report.summary.introduced}):`);
    for (const g of alikeAcrossApps(groupFindings(introduced))) out.push(...findingBlock(g));
  }
  const existing = report.summary.existing;
  if (existing > 0) out.push("", `${plural(existing, "finding")} already present at base, not introduced by this change (listed in --format json).`);
  if (report.problems.length) {
    out.push("", "Files that could not be read:");
    for (const p of report.problems) out.push(`  ${p.file}:${p.line}: ${p.message}`);
  }
  if (report.notes?.length) {
    out.push("", "Notes:");
    for (const p of report.notes.slice(0, NOTES_SHOWN)) out.push(`  ${p.file}:${p.line}: ${p.message}`);
    const more = report.notes.length - NOTES_SHOWN;
    if (more > 0) out.push(`  \u2026 and ${plural(more, "more note")} (--format json lists them)`);
  }
  const blocks = blockers(report);
  if (blocks.length) {
    out.push("", `What blocks merge (${blocks.length}):`);
    for (const b of blocks) {
      const whose = b.apps.length ? `${plural(b.apps.length, "app")} (${listSome(b.apps, 5)}): ` : b.app ? `${b.app}: ` : "";
      out.push(`  - ${whose}${plainText(b.why)}`);
      if (!b.deletion && b.fix) out.push(`    fix: ${plainText(b.fix)}`);
      if (b.shared) out.push(`    where: ${b.shared}`);
    }
    out.push("To unblock:");
    for (const l of unblockLines(blocks, "the approve label (the action input approve-label, default prune-guard/approve)")) out.push(`  - ${plainText(l)}`);
  }
  const text = defuseLines(out.map(continued).join("\n"));
  return (opts.width || opts.color ? layout(text.split("\n"), opts).join("\n") : text) + "\n";
}

// src/cli/output.ts
var PROCESS_IO = {
  get stdout() {
    return process.stdout;
  },
  get stderr() {
    return process.stderr;
  },
  get env() {
    return process.env;
  },
  cwd: () => process.cwd()
};
var FORMATS = ["text", "json", "markdown", "sarif"];
function emit(report, format, output, terminal = {}, io = PROCESS_IO) {
  let body;
  try {
    body = format === "json" ? renderJson(report) : format === "markdown" ? renderMarkdown(report, { argocdUrl: terminal.argocdUrl }) : format === "sarif" ? renderSarif(report) : renderText(report, output ? { argocdUrl: terminal.argocdUrl } : terminal);
  } catch (e) {
    const s = report.summary;
    io.stderr.write(
      `prune-guard: the ${format} report could not be rendered (${errorMessage(e)}).
${report.verdict === "fail" ? "FAIL" : "PASS"}: ${plural(s.blocking, "blocking finding")}; ${plural(s.apps, "app")}, ${s.changedApps - (s.maybeChangedApps ?? 0)} changed, ${s.maybeChangedApps ?? 0} may have, ${s.create} to create, ${s.update} to update, ${s.prune} to prune.
`
    );
    return report.verdict === "fail" ? 1 : 2;
  }
  if (output) (0, import_node_fs.writeFileSync)(output, body);
  else io.stdout.write(body);
  return report.verdict === "fail" ? 1 : 0;
}

// src/cli/tty.ts
var DEFAULT_WIDTH = 100;
function terminalOptions(out, env, width) {
  const w = width ?? (out.isTTY ? out.columns || DEFAULT_WIDTH : void 0);
  return { width: w || void 0, color: colorWanted(out.isTTY, env) };
}
var CLEAR_LINE = "\r\x1B[2K";
function progressLine(err, now = Date.now) {
  if (!err.isTTY) return void 0;
  let shown = false;
  let last = -Infinity;
  return {
    update(done, total) {
      const t = now();
      if (done < total && t - last < 100) return;
      last = t;
      shown = true;
      err.write(`${CLEAR_LINE}rendering ${Math.min(done, total)}/${total} apps\u2026`);
    },
    clear() {
      if (shown) err.write(CLEAR_LINE);
      shown = false;
    }
  };
}

// src/cli/merge.ts
var MERGE_USAGE = `Usage: prune-guard merge <report.json>... [--format text|json|markdown|sarif] [--output <file>]

Combines the JSON reports of shards (--shard i/n, same base and head) into one report; exit status as for a run.`;
async function mergeCommand(argv, io = PROCESS_IO) {
  try {
    const { values, positionals } = (0, import_node_util.parseArgs)({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { format: { type: "string" }, output: { type: "string" }, help: { type: "boolean" } }
    });
    if (values.help) {
      io.stdout.write(MERGE_USAGE + "\n");
      return 0;
    }
    const format = values.format ?? "text";
    if (!FORMATS.includes(format)) throw new UsageError(`--format '${values.format}' is not valid. Valid values: ${FORMATS.join(", ")}.`);
    if (positionals.length === 0) throw new UsageError(`merge needs the shards' JSON reports.

${MERGE_USAGE}`);
    const reports = positionals.map((file) => readReportFile(file));
    return emit(mergeReports(reports), format, values.output, terminalOptions(io.stdout, io.env), io);
  } catch (e) {
    io.stderr.write(`prune-guard merge: ${errorMessage(e)}
`);
    return 2;
  }
}
function readReportFile(file) {
  let data;
  try {
    data = JSON.parse((0, import_node_fs2.readFileSync)(file, "utf8"));
  } catch (e) {
    throw new UsageError(`cannot read report '${file}': ${errorMessage(e)}`);
  }
  const r = data;
  if (!r || r.version !== 1 || !Array.isArray(r.apps) || !Array.isArray(r.findings) || !r.base || !r.head) {
    throw new UsageError(`'${file}' is not a prune-guard JSON report (version 1); produce it with --format json.`);
  }
  return r;
}

// src/cli/live.ts
var LIVE_FLAGS = {
  kubeconfig: { type: "string" },
  "kube-context": { type: "string" },
  "argocd-server": { type: "string" },
  "argocd-ca-file": { type: "string" },
  "live-namespace": { type: "string", multiple: true },
  "live-timeout": { type: "string" }
};
var LIVE_USAGE = `Live mode (optional, read-only; see docs/live-mode.md):
  --kubeconfig <file>     read Application status from the cluster running Argo CD (this file only; never
                          KUBECONFIG, ~/.kube/config or in-cluster credentials)
  --kube-context <name>   context of --kubeconfig (default: its current-context)
  --argocd-server <url>   or read it from an Argo CD API server: https://<host>, or http://127.0.0.1:<port> for a
                          port-forward; the token comes from ARGOCD_AUTH_TOKEN (never a flag: flags show in
                          process lists)
  --argocd-ca-file <file> a CA (PEM) to trust for --argocd-server
  --live-namespace <ns>   namespace holding Applications (repeatable; default argocd for --kubeconfig)
  --live-timeout <s>      bound on the whole live read, 1-600 seconds (default 120); each request gets at most
                          15 s, or less when this is shorter. Past it, the offline answer with a warning`;
async function liveFromFlags(v, env) {
  if (v["argocd-ca-file"] !== void 0 && v["argocd-server"] === void 0)
    return { kind: "config", message: "Live mode: --argocd-ca-file needs --argocd-server." };
  if (v["live-namespace"] && v.kubeconfig === void 0 && v["argocd-server"] === void 0)
    return { kind: "config", message: "Live mode: --live-namespace needs --kubeconfig or --argocd-server." };
  let readTimeoutMs;
  if (v["live-timeout"] !== void 0) {
    if (v.kubeconfig === void 0 && v["argocd-server"] === void 0)
      return { kind: "config", message: "Live mode: --live-timeout needs --kubeconfig or --argocd-server." };
    const t = parseLiveTimeout(v["live-timeout"], "--live-timeout");
    if (typeof t !== "number") return t;
    readTimeoutMs = t;
  }
  return createLiveReader({
    kubeconfig: v.kubeconfig !== void 0 || v["kube-context"] !== void 0 ? { path: v.kubeconfig, context: v["kube-context"] } : void 0,
    argocdServer: v["argocd-server"] !== void 0 ? { url: v["argocd-server"], token: env.ARGOCD_AUTH_TOKEN ?? "", caFile: v["argocd-ca-file"], env } : void 0,
    namespaces: v["live-namespace"],
    readTimeoutMs
  });
}

// src/cli/setting-flags.ts
var FLAGGED = SETTINGS.filter((r) => r.flag);
function settingFlagOptions() {
  const out = {};
  for (const { flag } of FLAGGED) out[flag.name] = { type: flag.arg ? "string" : "boolean", ...flag.multiple ? { multiple: true } : {} };
  return out;
}
function settingFlagsUsage(width = 24) {
  return FLAGGED.map(({ flag }) => {
    const name = `--${flag.name}${flag.arg ? ` ${flag.arg}` : ""}`;
    const [first, ...rest] = flag.help.split("\n");
    return [`  ${name.padEnd(width)}${first}`, ...rest.map((l) => `${" ".repeat(width + 2)}${l}`)].join("\n");
  }).join("\n");
}
function settingOverrides(values) {
  const out = {};
  for (const r of FLAGGED) {
    const v = values[r.flag.name];
    if (v === void 0 || v === false) continue;
    if (!r.flag.arg) out[r.key] = r.flag.value;
    else if (typeof v === "string" && /^\d+$/.test(v) && typeof r.default?.(1) === "number") out[r.key] = Number(v);
    else out[r.key] = v;
  }
  return out;
}

// src/cli/run.ts
var USAGE = `Usage: prune-guard --base <rev> --head <rev> [options]

Renders every Argo CD Application at two git revisions, the way Argo CD's repo-server does, and reports what a
sync of the head revision would create, update and prune.

Options:
  --base <rev>            base revision (any git revision expression)
  --head <rev>            head revision (default: HEAD)
  --repo <dir>            git repository (default: current directory)
  --format <f>            text | json | markdown (the PR comment) | sarif (SARIF 2.1.0) (default: text)
  --output <file>         write the report to a file instead of stdout
  --config <file>         settings file (default: .prune-guard.yaml at the base revision)
  --helm <path>           helm binary (else PRUNE_GUARD_HELM, then PATH)
  --kustomize <path>      kustomize or kubectl binary (else PRUNE_GUARD_KUSTOMIZE, then PATH)
  --shard <i/n>           plan only shard i of n (deterministic by app); combine with \`prune-guard merge\`
  --verbose               every step on stderr (on a terminal a progress line is shown anyway)
  --width <columns>       wrap the text report at this width (default: the terminal's; 0 = never wrap)
  --version, --help

Settings (over the configuration file; docs/configuration.md lists every setting):
${settingFlagsUsage()}

${LIVE_USAGE}

Colour: on a terminal, unless NO_COLOR is set; FORCE_COLOR=1 forces it (e.g. in CI), FORCE_COLOR=0 turns it off.

Exit status: 0 nothing blocks, 1 a blocking finding, 2 usage or environment error.`;
async function main(argv, io = PROCESS_IO) {
  if (argv[0] === "merge") return mergeCommand(argv.slice(1), io);
  let values;
  try {
    values = (0, import_node_util2.parseArgs)({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: "string" },
        head: { type: "string" },
        repo: { type: "string" },
        format: { type: "string" },
        output: { type: "string" },
        config: { type: "string" },
        helm: { type: "string" },
        kustomize: { type: "string" },
        shard: { type: "string" },
        verbose: { type: "boolean" },
        width: { type: "string" },
        version: { type: "boolean" },
        help: { type: "boolean" },
        ...settingFlagOptions(),
        ...LIVE_FLAGS
      }
    }).values;
  } catch (e) {
    io.stderr.write(`prune-guard: ${errorMessage(e)}

${USAGE}
`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(USAGE + "\n");
    return 0;
  }
  if (values.version) {
    io.stdout.write(VERSION + "\n");
    return 0;
  }
  if (!values.base) {
    io.stderr.write(`prune-guard: --base is required.

${USAGE}
`);
    return 2;
  }
  const format = values.format ?? "text";
  if (!FORMATS.includes(format)) {
    io.stderr.write(`prune-guard: --format '${values.format}' is not valid. Valid values: ${FORMATS.join(", ")}.
`);
    return 2;
  }
  if (values.width !== void 0 && !/^\d{1,4}$/.test(values.width)) {
    io.stderr.write(`prune-guard: --width '${values.width}' is not valid. Give a number of columns such as 100, or 0 to never wrap.
`);
    return 2;
  }
  const overrides = settingOverrides(values);
  const live = await liveFromFlags(values, io.env);
  if (isLiveFailure(live)) {
    io.stderr.write(`prune-guard: ${defuseLines(visible(live.message, true))}
`);
    return 2;
  }
  const progress = progressLine(io.stderr);
  try {
    const { report, config } = await analyze({
      repoDir: values.repo ?? io.cwd(),
      base: values.base,
      head: values.head ?? "HEAD",
      configFile: values.config,
      overrides,
      helmPath: values.helm,
      kustomizePath: values.kustomize,
      shard: values.shard ? parseShard(values.shard) : void 0,
      live,
      log: values.verbose ? (l) => (progress?.clear(), io.stderr.write(`prune-guard: ${logLine(l)}
`)) : void 0,
      progress: progress ? (done, total) => progress.update(done, total) : void 0,
      // Warnings (a failed live read) reach stderr without --verbose: a fallback to the offline answer is never silent.
      warn: (l) => (progress?.clear(), io.stderr.write(`prune-guard: warning: ${logLine(l)}
`))
    });
    progress?.clear();
    const view = terminalOptions(io.stdout, io.env, values.width === void 0 ? void 0 : Number(values.width));
    return emit(report, format, values.output, { ...view, argocdUrl: config.argocdUrl }, io);
  } catch (e) {
    progress?.clear();
    const shown = presentError(e);
    io.stderr.write(`prune-guard: ${shown.expected ? "" : "internal error: "}${defuseLines(visible(shown.text, true))}
`);
    return shown.exitCode;
  }
}
export {
  USAGE,
  installExitHandlers,
  main
};
//# sourceMappingURL=run-CRYY3RPM.js.map
