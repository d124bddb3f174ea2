import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [pathsArg, runsArg, cpuArg] = process.argv.slice(2);
const paths = pathsArg.split(','); const runs = Number(runsArg ?? 3); const cpu = Number(cpuArg ?? 4);
const sides = { before: 'http://127.0.0.1:8091', after: 'http://127.0.0.1:8092' };
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const opts = { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier: cpu }, onlyCategories: ['performance'] };
await lighthouse(`${sides.before}/`, opts); await lighthouse(`${sides.after}/`, opts);
const res = {};
for (const path of paths) for (let i = 0; i < runs; i++) for (const side of i % 2 ? ['after', 'before'] : ['before', 'after']) {
  const r = await lighthouse(sides[side] + path, opts);
  const a = r.lhr.audits; (res[`${path} ${side}`] ??= []).push({ s: Math.round(r.lhr.categories.performance.score * 100), tbt: Math.round(a['total-blocking-time'].numericValue), lcp: Math.round(a['largest-contentful-paint'].numericValue) });
}
await chrome.kill();
const med = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(24), 'score', med(v.map((x) => x.s)), 'TBT', med(v.map((x) => x.tbt)), 'LCP', med(v.map((x) => x.lcp)), ' runs', v.map((x) => `${x.s}/${x.tbt}`).join(' '));
