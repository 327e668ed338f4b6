#!/usr/bin/env node
// The `lumidoc` command: `lumidoc import-docusaurus <docusaurus-site-dir> <out-dir>`, `lumidoc --help`.
import { runCli } from '../dist/import-docusaurus/cli.js';

process.exitCode = await runCli(process.argv.slice(2));
