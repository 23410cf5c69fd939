/**
 * The release health page (/ops/releases): a static shell and its script; the figures come from
 * /ops/releases/data. Served by the API behind OPS_TOKEN, so nothing of it ships to visitors;
 * the chart library (uPlot) loads only here.
 */
export function opsReleasesPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release health · CityLens ops</title>
<link rel="stylesheet" href="/ops/assets/uPlot.min.css">
<link rel="stylesheet" href="/ops/assets/ops-releases.css">
</head>
<body>
<main>
<h1>Release health</h1>
<p id="summary" aria-live="polite">Loading…</p>
<p id="budget"></p>
<div role="group" aria-label="Window">
<button type="button" data-window="hour" aria-pressed="true">Last hour</button>
<button type="button" data-window="day" aria-pressed="false">Last day</button>
</div>
<h2>Per remote and variant</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Per remote and variant"><table id="variants"><caption>Page views, loads, errors and Web Vitals (p75)</caption>
<thead><tr><th scope="col">Remote</th><th scope="col">Variant</th><th scope="col">Release</th><th scope="col">Page views</th><th scope="col">Load success</th><th scope="col">Fallback</th><th scope="col">p75 load</th><th scope="col">p75 LCP</th><th scope="col">p75 INP</th><th scope="col">p75 CLS</th><th scope="col">Errors / 1,000 views</th><th scope="col">Sampled</th></tr></thead>
<tbody></tbody></table></div>
<h2>Canary against stable</h2>
<p id="test-used"></p>
<div class="scroll" tabindex="0" role="region" aria-label="Canary against stable"><table id="canaries"><caption>Worse beyond noise is highlighted</caption>
<thead><tr><th scope="col">Remote</th><th scope="col">Canary views</th><th scope="col">Canary senders</th><th scope="col">Senders with errors (canary / stable)</th><th scope="col">Senders with fallbacks (canary / stable)</th><th scope="col">Verdict</th></tr></thead>
<tbody></tbody></table></div>
<h2>Loads, fallbacks and errors per minute</h2>
<div id="chart" role="img" aria-label="Loads, fallbacks and errors per minute, all remotes"></div>
<h2>Top errors</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Top errors"><table id="errors"><thead><tr><th scope="col">Remote</th><th scope="col">Variant</th><th scope="col">Release</th><th scope="col">Message</th><th scope="col">Count</th></tr></thead><tbody></tbody></table></div>
<h2>Load failures by phase</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Load failures by phase"><table id="failures"><thead><tr><th scope="col">Remote</th><th scope="col">Variant</th><th scope="col">Release</th><th scope="col">Phase</th><th scope="col">Count</th></tr></thead><tbody></tbody></table></div>
<h2>Automatic rollbacks</h2>
<p id="rollback-mode"></p>
<ul id="rollbacks"></ul>
</main>
<script src="/ops/assets/uPlot.iife.min.js"></script>
<script src="/ops/assets/ops-releases.js"></script>
</body>
</html>`;
}

export const OPS_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d232b;background:#f7f7f5}
main{max-width:1200px;margin:0 auto;padding:16px}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:28px}
.scroll{overflow-x:auto}
.scroll:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:#fff}
caption{text-align:left;color:#4a5561;padding:4px 0}
th,td{border:1px solid #d5d9de;padding:6px 8px;text-align:left;white-space:nowrap}
td.message{white-space:normal;word-break:break-word}
tr.worse td{background:#fde2e1}
.worse-label{color:#a1140f;font-weight:700}
td.sampled{color:#8a4b00;font-weight:600}
button{font:inherit;padding:6px 12px;border:1px solid #2b4c7e;background:#fff;color:#2b4c7e;border-radius:4px;cursor:pointer}
button[aria-pressed=true]{background:#2b4c7e;color:#fff}
button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
#chart{background:#fff;max-width:100%;overflow:hidden}`;

export const OPS_SCRIPT = `(() => {
  const pct = (a, b) => (b > 0 ? ((a / b) * 100).toFixed(1) + ' %' : '–');
  const ms = (v) => (v == null ? '–' : Math.round(v) + ' ms');
  const cell = (text, cls) => { const td = document.createElement('td'); td.textContent = String(text); if (cls) td.className = cls; return td; };
  const fill = (id, rows) => { const body = document.querySelector('#' + id + ' tbody'); body.replaceChildren(...rows); };
  const row = (cells, cls) => { const tr = document.createElement('tr'); if (cls) tr.className = cls; tr.append(...cells); return tr; };
  let chart;
  function draw(minutes) {
    const el = document.getElementById('chart');
    const times = [...new Set(minutes.map((m) => m.minute))].sort();
    const sum = (key) => times.map((t) => minutes.filter((m) => m.minute === t).reduce((s, m) => s + m[key], 0));
    const data = [times.map((t) => Date.parse(t) / 1000), sum('loads'), sum('fallbacks'), sum('errors')];
    const width = Math.min(el.parentElement.clientWidth, 1168);
    const opts = { width, height: 240, series: [{}, { label: 'Loads', stroke: '#2b4c7e' }, { label: 'Fallbacks', stroke: '#c77700' }, { label: 'Errors', stroke: '#a1140f' }] };
    if (chart) chart.destroy();
    chart = new uPlot(opts, data, el);
  }
  async function load(window) {
    const response = await fetch('/ops/releases/data?window=' + window, { credentials: 'same-origin' });
    const data = await response.json();
    document.getElementById('summary').textContent = 'Since ' + new Date(data.since).toLocaleString() + ' · ' + data.variants.reduce((s, v) => s + v.views, 0) + ' remote page views';
    document.getElementById('test-used').textContent = 'Test: ' + data.test + ', on the share of senders who saw an error and the share whose loads fell back (one sender weighs as one, however many records it posts).';
    const b = data.budget;
    const sampled = (v) => b.sampledOut.find((s) => s.remote === v.remote && s.variant === v.variant);
    document.getElementById('budget').textContent = 'Daily budget: ' + b.storedToday.toLocaleString('en') + ' of ' + b.dailyRows.toLocaleString('en') + ' rows stored today (UTC); past it, one page view in ' + b.sampleEvery + ' is kept. ' + (b.sampledOut.length ? 'Figures marked sampled fell under the budget: they count only the kept page views.' : 'No figure in this window is sampled.');
    const worse = new Set(data.canaries.filter((c) => c.worse).map((c) => c.remote));
    fill('variants', data.variants.map((v) => row([
      cell(v.remote), cell(v.variant), cell(v.releases.join(', ') || 'unknown'), cell(v.views),
      cell(pct(v.loaded, v.loads)), cell(pct(v.fallbacks, v.loads)), cell(ms(v.p75LoadMs)),
      cell(ms(v.p75Lcp)), cell(ms(v.p75Inp)), cell(v.p75Cls == null ? '–' : v.p75Cls.toFixed(3)),
      cell(v.views > 0 ? Math.round((v.errors / v.views) * 1000) : '–'),
      cell(sampled(v) ? 'Sampled: 1 in ' + b.sampleEvery + ', ' + sampled(v).count + ' left out' : 'No', sampled(v) ? 'sampled' : ''),
    ], v.variant === 'canary' && worse.has(v.remote) ? 'worse' : '')));
    fill('canaries', data.canaries.map((c) => row([
      cell(c.remote), cell(c.canaryViews), cell(c.canaryClients),
      cell((c.errors.canary * 100).toFixed(1) + ' % / ' + (c.errors.stable * 100).toFixed(1) + ' % (z ' + c.errors.z.toFixed(2) + ')'),
      cell((c.fallbacks.canary * 100).toFixed(1) + ' % / ' + (c.fallbacks.stable * 100).toFixed(1) + ' % (z ' + c.fallbacks.z.toFixed(2) + ')'),
      cell(c.worse ? 'Canary worse than stable' : 'No significant difference', c.worse ? 'worse-label' : ''),
    ], c.worse ? 'worse' : '')));
    fill('errors', data.topErrors.map((e) => row([cell(e.remote), cell(e.variant), cell(e.release), cell(e.message, 'message'), cell(e.count)])));
    fill('failures', data.failures.map((f) => row([cell(f.remote), cell(f.variant), cell(f.release), cell(f.phase), cell(f.count)])));
    document.getElementById('rollback-mode').textContent = data.autoRollback ? 'Automatic rollback is on.' : 'Automatic rollback is off.';
    document.getElementById('rollbacks').replaceChildren(...data.rollbacks.map((r) => { const li = document.createElement('li'); li.textContent = new Date(r.at).toLocaleString() + ' · ' + r.remote + ' (' + r.release + '): ' + r.reason; return li; }));
    draw(data.minutes);
  }
  for (const button of document.querySelectorAll('[data-window]')) {
    button.addEventListener('click', () => {
      for (const other of document.querySelectorAll('[data-window]')) other.setAttribute('aria-pressed', String(other === button));
      void load(button.dataset.window);
    });
  }
  void load('hour');
})();`;
