import fs from 'node:fs';
const prof = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; const samples = prof.samples;
const total = new Map();
for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (dt[i] ?? 0));
const fn = new Map(); const file = new Map();
for (const [id, t] of self) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').slice(-3).join('/')}:${cf.lineNumber}`; fn.set(k, (fn.get(k) ?? 0) + t); const f = cf.url.replace(/.*node_modules\//, '').split('/').slice(0, 2).join('/'); file.set(f, (file.get(f) ?? 0) + t); }
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(7)} ms ${k}`).join('\n');
console.log(top(fn, Number(process.argv[3] ?? 40))); console.log('--- by package'); console.log(top(file, 25));
// inclusive time for named functions
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName} ${n.callFrame.url.split('/').slice(-2).join('/')}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); } }
console.log('--- inclusive'); console.log(top(incl, Number(process.argv[4] ?? 60)));
