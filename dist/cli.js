#!/usr/bin/env node
import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  relaunch
} from "./chunk-A7HRWMUB.js";
import "./chunk-LVAALQBD.js";
import "./chunk-4N64VFDJ.js";

// src/cli/main.ts
var args = process.argv.slice(2);
if (args[0] !== "merge" && !args.some((a) => a === "--help" || a === "--version")) relaunch();
await import("./run-UDJI67QP.js");
//# sourceMappingURL=cli.js.map
