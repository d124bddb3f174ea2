import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/', '/properties', '/properties/3', '/rooms/24', '/rooms']) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.__intl = [];
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'DisplayNames', 'Collator', 'ListFormat', 'Segmenter']) {
      const Orig = Intl[name];
      Intl[name] = new Proxy(Orig, { construct(t, args) { window.__intl.push(`${name} ${JSON.stringify(args)} ${document.documentElement.dataset.app ?? 'before-ready'}`); return Reflect.construct(t, args); } });
    }
    const ls = Number.prototype.toLocaleString; Number.prototype.toLocaleString = function (...a) { window.__intl.push('toLocaleString ' + JSON.stringify(a)); return ls.apply(this, a); };
    const ds = Date.prototype.toLocaleDateString; Date.prototype.toLocaleDateString = function (...a) { window.__intl.push('toLocaleDateString ' + JSON.stringify(a)); return ds.apply(this, a); };
    const sc = String.prototype.localeCompare; String.prototype.localeCompare = function (...a) { window.__intl.push('localeCompare'); return sc.apply(this, a); };
  });
  await page.goto('http://127.0.0.1:8092' + path);
  await page.waitForSelector('html[data-app="ready"]');
  await page.waitForTimeout(1500);
  const list = await page.evaluate(() => window.__intl);
  console.log(path, [...new Set(list)].slice(0, 20));
  await page.close();
}
await browser.close();
