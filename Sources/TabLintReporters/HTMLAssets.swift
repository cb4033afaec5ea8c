/// The HTML report's inline style sheet, script and legend. Nothing here loads anything from elsewhere.
enum HTMLAssets {
    static let css = """
        :root{--ink:#0f172a;--muted:#64748b;--line:#e2e8f0;--card:#fff;--bg:#f6f7fb;--error:#dc2626;--warning:#d97706;--info:#2563eb}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 "DejaVu Sans",system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif}
        code,.loc{font-family:"DejaVu Sans Mono",ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        header.top{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:12px 24px;align-items:center;justify-content:space-between;
          padding:14px 32px;background:rgba(255,255,255,.96);border-bottom:1px solid var(--line);box-shadow:0 1px 3px rgba(15,23,42,.06)}
        .brand{display:flex;gap:12px;align-items:center}
        .logo{display:grid;place-items:center;width:36px;height:36px;border-radius:9px;background:#4f46e5;color:#fff;font-size:20px}
        h1{margin:0;font-size:19px;letter-spacing:-.01em}
        .meta{margin:0;color:var(--muted);font-size:12.5px}
        .counts{display:flex;gap:8px}
        .pill{border:0;border-radius:999px;padding:6px 14px;font:inherit;font-size:13px;cursor:pointer}
        .pill b{font-size:15px}
        .pill.error{background:#fee2e2;color:#991b1b}.pill.warning{background:#fef3c7;color:#92400e}.pill.info{background:#dbeafe;color:#1e40af}
        .pill[aria-pressed="false"]{opacity:.45;text-decoration:line-through}
        main{max-width:1320px;margin:0 auto;padding:20px 32px 48px}
        h2{font-size:16px;text-transform:uppercase;letter-spacing:.06em;color:#334155;margin:22px 0 12px}
        .legend{display:flex;flex-wrap:wrap;gap:6px 18px;margin:0 0 14px;color:#475569;font-size:12.5px}
        .legend span{display:inline-flex;align-items:center;gap:6px}
        figure.part{margin:0 0 18px;background:var(--card);border:1px solid var(--line);border-radius:12px;box-shadow:0 1px 2px rgba(15,23,42,.05);overflow:hidden}
        figcaption{display:flex;flex-wrap:wrap;gap:6px 16px;justify-content:space-between;padding:10px 16px;border-bottom:1px solid var(--line);background:#fbfcfe}
        figcaption code{color:#334155;margin-right:10px}
        .facts{color:var(--muted);font-size:12.5px}
        .canvas{overflow:auto;padding:10px;cursor:zoom-in}
        .canvas svg{display:block;max-width:100%;height:auto;margin:0 auto}
        .canvas.actual{cursor:zoom-out}.canvas.actual svg{max-width:none}
        svg.tab-graph g.node{cursor:pointer}
        svg.tab-graph g.node.selected{filter:drop-shadow(0 0 5px #6366f1)}
        details.alone{margin:4px 0 8px;color:#475569;font-size:13px}
        details.alone summary{cursor:pointer}
        section.file{background:var(--card);border:1px solid var(--line);border-radius:12px;margin:0 0 14px;padding:4px 18px 10px}
        h3{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;font-size:14px;margin:10px 0 6px}
        h4{display:flex;gap:10px;align-items:center;font-size:13px;margin:10px 0 4px;color:#334155}
        .tally{display:inline-flex;gap:6px}
        .count{font-size:11.5px;font-weight:normal;border-radius:999px;padding:1px 8px}
        .count.error{background:#fee2e2;color:#991b1b}.count.warning{background:#fef3c7;color:#92400e}.count.info{background:#dbeafe;color:#1e40af}
        .rule ul{list-style:none;margin:0;padding:0}
        li.finding{display:grid;grid-template-columns:70px 64px 1fr auto;gap:4px 10px;align-items:baseline;padding:6px 8px;border-radius:8px;border-left:3px solid transparent}
        li.finding.error{border-left-color:var(--error)}li.finding.warning{border-left-color:var(--warning)}li.finding.info{border-left-color:var(--info)}
        li.finding:hover{background:#f8fafc}
        li.finding.selected{background:#eef2ff}
        .sev{font-size:11px;text-transform:uppercase;letter-spacing:.05em;font-weight:bold}
        .finding.error .sev{color:var(--error)}.finding.warning .sev{color:var(--warning)}.finding.info .sev{color:var(--info)}
        .loc{color:var(--muted)}
        a.to-node{font-size:12px;color:#4f46e5;text-decoration:none;white-space:nowrap}
        ul.notes{grid-column:3/5;list-style:none;margin:2px 0 0;padding:0 0 0 12px;border-left:2px solid var(--line);color:#475569;font-size:12.5px}
        body.hide-error li.finding.error,body.hide-warning li.finding.warning,body.hide-info li.finding.info{display:none}
        .empty,.note{color:var(--muted)}
        """

    static let script = """
        (function () {
          "use strict";
          var nodes = Array.prototype.slice.call(document.querySelectorAll("svg.tab-graph g.node"));
          var findings = Array.prototype.slice.call(document.querySelectorAll("li.finding"));
          function clear() {
            document.querySelectorAll(".selected").forEach(function (element) { element.classList.remove("selected"); });
          }
          function selectNode(id, scroll) {
            clear();
            var node = document.getElementById(id);
            if (node) { node.classList.add("selected"); }
            var first = null;
            findings.forEach(function (finding) {
              if (finding.getAttribute("data-node") === id) {
                finding.classList.add("selected");
                if (!first) { first = finding; }
              }
            });
            if (scroll && first) { first.scrollIntoView({ block: "center", behavior: "smooth" }); }
            return node;
          }
          nodes.forEach(function (node) {
            node.addEventListener("click", function (event) {
              event.preventDefault();
              selectNode(node.id, true);
            });
          });
          document.querySelectorAll("a.to-node").forEach(function (link) {
            link.addEventListener("click", function (event) {
              event.preventDefault();
              var node = selectNode(link.getAttribute("href").slice(1), false);
              if (node) { node.scrollIntoView({ block: "center", inline: "center", behavior: "smooth" }); }
            });
          });
          document.querySelectorAll("button[data-filter]").forEach(function (button) {
            button.addEventListener("click", function () {
              var shown = button.getAttribute("aria-pressed") !== "true";
              button.setAttribute("aria-pressed", shown ? "true" : "false");
              document.body.classList.toggle("hide-" + button.getAttribute("data-filter"), !shown);
            });
          });
          document.querySelectorAll(".canvas").forEach(function (canvas) {
            canvas.addEventListener("click", function (event) {
              if (event.target.closest && event.target.closest("g.node")) { return; }
              canvas.classList.toggle("actual");
            });
          });
          document.documentElement.setAttribute("data-graph-nodes", String(nodes.length));
          document.documentElement.setAttribute("data-findings", String(findings.length));
        })();
        """

    /// What the line styles and borders mean.
    static let legend: String = {
        func line(_ color: String, dash: String? = nil) -> String {
            let pattern = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
            return "<svg width=\"30\" height=\"10\" aria-hidden=\"true\"><line x1=\"1\" y1=\"5\" x2=\"29\" y2=\"5\" stroke=\"\(color)\" "
                + "stroke-width=\"2\"\(pattern)/></svg>"
        }
        func box(_ color: String) -> String {
            "<svg width=\"18\" height=\"12\" aria-hidden=\"true\"><rect x=\"1\" y=\"1\" width=\"16\" height=\"10\" rx=\"3\" fill=\"#fff\" "
                + "stroke=\"\(color)\" stroke-width=\"2\"/></svg>"
        }
        let items = [
            line("#4f46e5") + "tab", line("#0f766e") + "navigation root", line("#b45309") + "split column",
            line("#7c3aed", dash: "6 4") + "storyboard reference", line("#94a3b8", dash: "2 3") + "segue",
            line("#dc2626", dash: "6 4") + "missing destination", box("#dc2626") + "error", box("#d97706") + "warning",
            box("#2563eb") + "info",
        ]
        return "<p class=\"legend\">" + items.map { "<span>\($0)</span>" }.joined() + "</p>\n"
    }()
}
