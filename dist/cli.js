#!/usr/bin/env node
import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  relaunch
} from "./chunk-JBHX5MXO.js";
import "./chunk-HYH6GUP4.js";
import "./chunk-PY74UGSY.js";
import "./chunk-5USW2ADH.js";
import "./chunk-4N64VFDJ.js";

// src/cli/main.ts
var args = process.argv.slice(2);
if (args[0] !== "merge" && !args.some((a) => a === "--help" || a === "--version")) relaunch();
await import("./run-7H6Y4I5L.js");
//# sourceMappingURL=cli.js.map
