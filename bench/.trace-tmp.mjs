import { chromium } from 'playwright-core';
const url = process.argv[2]; const cpu = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(url);
await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60000 });
await page.waitForTimeout(2000);
const buf = await browser.stopTracing();
await browser.close();
const trace = JSON.parse(buf.toString());
const r = { artifacts: { Trace: trace } };
const ev = r.artifacts.Trace.traceEvents;
const main = ev.find((e) => e.name === 'TracingStartedInBrowser');
// renderer main thread: the thread with most RunTask of the page's pid with 'CrRendererMain'
const names = ev.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const counts = new Map();
for (const e of ev) if (e.name === 'RunTask' && names.some((n) => n.pid === e.pid && n.tid === e.tid)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
const [pidtid] = [...counts].sort((a, b) => b[1] - a[1])[0]; const [pid, tid] = pidtid.split(':').map(Number);
const fcp = ev.find((e) => e.name === 'firstContentfulPaint'); console.log('fcp', fcp && Math.round((fcp.ts - (ev.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? 0))/1000));
const tasks = ev.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
// cpu profile
const nodes = new Map(); const samples = [];
const chunks = ev.filter((e) => e.name === 'ProfileChunk' && e.pid === pid);
let t = ev.find((e) => e.name === 'Profile' && e.pid === pid)?.args.data.startTime ?? 0;
for (const c of chunks) { const d = c.args.data.cpuProfile ?? {}; for (const n of d.nodes ?? []) nodes.set(n.id, n); const td = c.args.data.timeDeltas ?? []; (d.samples ?? []).forEach((s, i) => { t += td[i]; samples.push({ t, id: s }); }); }
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const t0 = ev.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? tasks[0]?.ts;
for (const task of tasks) {
  const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
  const self = new Map(); const kids = new Map(); const incl = new Map();
  for (const s of inside) { let n = nodes.get(s.id); if (!n) continue; self.set(label(n), (self.get(label(n)) ?? 0) + 1);
    let p = n; const seen = new Set(); while (p) { const l = label(p); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + 1); } p = p.parent ? nodes.get(p.parent) : null; } }
  // top-level event names inside task
  const sub = ev.filter((e) => e.pid === pid && e.tid === tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 5000 && e.name !== 'RunTask').map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''}:${Math.round(e.dur / 1000)}`);
  console.log(`\nTASK at ${Math.round((task.ts - t0) / 1000)} ms, ${Math.round(task.dur / 1000)} ms, samples ${inside.length}`);
  console.log('  events:', [...new Set(sub)].slice(0, 10).join(' | '));
  console.log('  self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${v} ${k}`).join(' ; '));
}
