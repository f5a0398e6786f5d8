package audit

import (
	"fmt"
	"html/template"
	"io"
	"strings"
)

// WriteHTML writes the aggregate as one self-contained HTML file: inline
// CSS and script, a table sortable by any column (click its header), and
// per instruction a small inline SVG chart of the pass rate by day. No
// external asset is loaded. Opened with #selftest in its URL, the page
// sorts its table by script and writes what it found into #selftest (the
// headless-browser test reads it).
func WriteHTML(w io.Writer, ag *Aggregate) error {
	return htmlTmpl.Execute(w, ag)
}

// chart is the SVG of an instruction's pass rate by day: one bar a day,
// its height the pass rate, grey when nothing was decided that day.
func chart(is InstructionStat) template.HTML {
	const w, h, pad = 240, 60, 2
	n := max(len(is.Days), 1)
	bw := float64(w-2*pad) / float64(n)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="chart" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="pass rate by day">`, w, h+14, w, h+14)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="#f3f4f6"/>`, w, h)
	for i, d := range is.Days {
		x := pad + float64(i)*bw
		title := fmt.Sprintf("%s: %s (%d pass, %d fail)", d.Day, pct(d.PassRate), d.Counts.Pass, d.Counts.Fail)
		if d.PassRate < 0 {
			fmt.Fprintf(&b, `<rect x="%.1f" y="%d" width="%.1f" height="4" fill="#9ca3af"><title>%s</title></rect>`, x+1, h-4, max(bw-2, 1), template.HTMLEscapeString(title))
			continue
		}
		bh := max(float64(h-2*pad)*d.PassRate, 2)
		color := "#16a34a"
		if d.PassRate < 0.8 {
			color = "#d97706"
		}
		if d.PassRate < 0.5 {
			color = "#dc2626"
		}
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s</title></rect>`,
			x+1, float64(h-pad)-bh, max(bw-2, 1), bh, color, template.HTMLEscapeString(title))
	}
	if len(is.Days) > 0 {
		fmt.Fprintf(&b, `<text x="0" y="%d" font-size="10">%s</text>`, h+12, template.HTMLEscapeString(is.Days[0].Day))
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="10" text-anchor="end">%s</text>`, w, h+12, template.HTMLEscapeString(is.Days[len(is.Days)-1].Day))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

func rateKey(r float64) string {
	if r < 0 {
		return "-1"
	}
	return fmt.Sprintf("%.4f", r)
}

var htmlTmpl = template.Must(template.New("audit").Funcs(template.FuncMap{
	"pct": pct, "chart": chart, "rateKey": rateKey,
	"usd": func(f float64) string { return fmt.Sprintf("$%.4f", f) },
}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>vouch audit</title>
<style>
body{font:14px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px;color:#111827;background:#fff}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px}
.sub{color:#6b7280;margin-bottom:16px}
table{border-collapse:collapse;width:100%;max-width:1100px}
th,td{padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}
th{background:#f9fafb;cursor:pointer;user-select:none;white-space:nowrap}
th.num,td.num{text-align:right;font-variant-numeric:tabular-nums}
th[aria-sort=ascending]::after{content:" ▲"} th[aria-sort=descending]::after{content:" ▼"}
tr.item td:first-child{padding-left:24px;font-family:ui-monospace,monospace;font-size:12px}
.bad{color:#dc2626;font-weight:600}.ok{color:#16a34a;font-weight:600}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{border:1px solid #e5e7eb;border-radius:6px;padding:8px 10px;width:260px}
.card p{margin:0 0 6px;font-size:12px;height:34px;overflow:hidden}
code{font-size:12px}
#selftest{display:none}
</style></head>
<body>
<h1>vouch audit</h1>
<div class="sub">{{.Sessions}} sessions · {{len .Instructions}} verifiers{{if .Interrupted}} · interrupted (sessions done so far){{end}} · {{.Cost.Calls}} model calls, {{.Cost.CacheHits}} cached · {{usd .Cost.USD}}</div>
<table id="instructions">
<thead><tr><th data-type="text">Instruction</th><th data-type="text">Verifier</th><th class="num" data-type="num">Pass rate</th><th class="num" data-type="num">Pass</th><th class="num" data-type="num">Fail</th><th class="num" data-type="num">Not relevant</th><th class="num" data-type="num">Error</th></tr></thead>
<tbody>
{{range .Instructions}}<tr data-verifier="{{.Verifier}}"><td>{{.Instruction}}</td><td><code>{{.Verifier}}</code></td><td class="num {{if lt .PassRate 0.0}}{{else if lt .PassRate 0.8}}bad{{else}}ok{{end}}" data-v="{{rateKey .PassRate}}">{{pct .PassRate}}</td><td class="num" data-v="{{.Counts.Pass}}">{{.Counts.Pass}}</td><td class="num" data-v="{{.Counts.Fail}}">{{.Counts.Fail}}</td><td class="num" data-v="{{.Counts.NotRelevant}}">{{.Counts.NotRelevant}}</td><td class="num" data-v="{{.Counts.Error}}">{{.Counts.Error}}</td></tr>
{{end}}</tbody></table>

<h2>Checklist items</h2>
<table id="items">
<thead><tr><th data-type="text">Verifier</th><th data-type="text">Item</th><th class="num" data-type="num">Pass rate</th><th class="num" data-type="num">Pass</th><th class="num" data-type="num">Fail</th><th class="num" data-type="num">Not relevant</th><th class="num" data-type="num">Error</th></tr></thead>
<tbody>
{{range $is := .Instructions}}{{range .Items}}<tr><td><code>{{$is.Verifier}}</code></td><td><code>{{.Name}}</code></td><td class="num" data-v="{{rateKey .PassRate}}">{{pct .PassRate}}</td><td class="num" data-v="{{.Counts.Pass}}">{{.Counts.Pass}}</td><td class="num" data-v="{{.Counts.Fail}}">{{.Counts.Fail}}</td><td class="num" data-v="{{.Counts.NotRelevant}}">{{.Counts.NotRelevant}}</td><td class="num" data-v="{{.Counts.Error}}">{{.Counts.Error}}</td></tr>
{{end}}{{end}}</tbody></table>

<h2>Pass rate by day</h2>
<div class="cards">
{{range .Instructions}}<div class="card"><p title="{{.Instruction}}">{{.Instruction}}</p>{{chart .}}</div>
{{end}}</div>

{{if .Worst}}<h2>Worst sessions</h2>
<table id="worst"><thead><tr><th class="num" data-type="num">Fail</th><th class="num" data-type="num">Error</th><th data-type="text">Agent</th><th data-type="text">Session</th></tr></thead><tbody>
{{range .Worst}}<tr><td class="num" data-v="{{.Counts.Fail}}">{{.Counts.Fail}}</td><td class="num" data-v="{{.Counts.Error}}">{{.Counts.Error}}</td><td>{{.Agent}}</td><td><code>{{.Path}}</code></td></tr>
{{end}}</tbody></table>{{end}}

<h2>Cost</h2>
<p>{{.Cost.Calls}} model calls · {{.Cost.CacheHits}} answered from the cache · {{.Cost.Prefiltered}} skipped as not relevant · {{.Cost.InputTokens}} input and {{.Cost.OutputTokens}} output tokens · {{usd .Cost.USD}}</p>
{{if .Problems}}<h2>Verifiers skipped</h2><ul>{{range .Problems}}<li><code>{{.Error}}</code></li>{{end}}</ul>{{end}}
<pre id="selftest"></pre>
<script>
(function(){
  function key(td, type){ return type === "num" ? parseFloat(td.getAttribute("data-v")) : td.textContent.trim().toLowerCase(); }
  function sortBy(th){
    var table = th.closest("table"), idx = Array.prototype.indexOf.call(th.parentNode.children, th);
    var type = th.getAttribute("data-type"), asc = th.getAttribute("aria-sort") !== "ascending";
    Array.prototype.forEach.call(th.parentNode.children, function(h){ h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
    rows.sort(function(a, b){
      var x = key(a.cells[idx], type), y = key(b.cells[idx], type);
      return (x < y ? -1 : x > y ? 1 : 0) * (asc ? 1 : -1);
    });
    rows.forEach(function(r){ body.appendChild(r); });
  }
  document.querySelectorAll("th").forEach(function(th){ th.addEventListener("click", function(){ sortBy(th); }); });
  if (location.hash === "#selftest") {
    var out = [], th = document.querySelector("#instructions th:nth-child(3)");
    function col(){ return Array.prototype.map.call(document.querySelectorAll("#instructions tbody tr"), function(r){ return parseFloat(r.cells[2].getAttribute("data-v")); }); }
    function sorted(a, dir){ for (var i = 1; i < a.length; i++) if ((a[i] - a[i-1]) * dir < 0) return false; return true; }
    th.click(); var up = col(); th.click(); var down = col();
    out.push("rows=" + up.length);
    out.push("asc=" + (sorted(up, 1) ? "ok" : "FAIL:" + up.join(",")));
    out.push("desc=" + (sorted(down, -1) ? "ok" : "FAIL:" + down.join(",")));
    out.push("svg=" + document.querySelectorAll("svg.chart").length);
    out.push("first=" + document.querySelector("#instructions tbody tr").getAttribute("data-verifier"));
    document.getElementById("selftest").textContent = "SELFTEST " + out.join(" ");
  }
})();
</script>
</body></html>
`))
