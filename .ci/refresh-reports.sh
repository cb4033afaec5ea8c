#!/usr/bin/env bash
# Regenerates everything committed that is the output of linting the bundled Corpus:
#  - Reports/corpus.json and Reports/corpus.txt (CorpusReportTests fails whenever they are stale);
#  - the golden report of every CI format, Tests/tablintTests/Goldens/corpus.<format>, with the checkout's
#    absolute path replaced by /TABLINT_CHECKOUT (GoldenReportTests writes them in record mode);
#  - the HTML report Reports/corpus-report.html and its screenshot Reports/corpus-report.png
#    (CorpusHTMLReportTests fails when its findings or drawn nodes are stale);
#  - the `tablint graph` goldens Tests/Fixtures/Graph/expected.{dot,mmd,json} (GraphCommandTests).
# The HTML report draws its graph with Graphviz (Debian graphviz) when `dot` is installed; the screenshot
# needs Debian chromium, and fonts-noto-color-emoji and fonts-wqy-microhei for the Corpus' emoji and CJK titles.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tablint >/dev/null
tablint=.build/debug/tablint
"$tablint" lint Corpus --format json --fail-on never --quiet --output Reports/corpus.json
"$tablint" lint Corpus --format text --fail-on never --quiet --output Reports/corpus.txt
echo "refreshed Reports/corpus.json and Reports/corpus.txt"
log=$(mktemp)
if ! TABLINT_RECORD_GOLDENS=1 swift test --filter GoldenReportTests >"$log" 2>&1; then
  cat "$log" >&2
  echo "recording the goldens failed (log above)" >&2
  exit 1
fi
rm -f "$log"
echo "refreshed Tests/tablintTests/Goldens/corpus.*"

"$tablint" lint Corpus --format html --fail-on never --quiet --output Reports/corpus-report.html
echo "refreshed Reports/corpus-report.html"
(
  cd Tests/Fixtures/Graph
  for format in dot mermaid json; do
    extension=$format
    [ "$format" = mermaid ] && extension=mmd
    "../../../$tablint" graph App --format "$format" --output "expected.$extension"
  done
)
echo "refreshed Tests/Fixtures/Graph/expected.{dot,mmd,json}"

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "chromium not found: Reports/corpus-report.png not refreshed" >&2
  exit 0
fi
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
"$chromium" --headless --disable-gpu --no-sandbox --no-first-run --hide-scrollbars --user-data-dir="$profile" \
  --window-size=1440,3000 --screenshot="$PWD/Reports/corpus-report.png" "file://$PWD/Reports/corpus-report.html" 2>/dev/null
echo "refreshed Reports/corpus-report.png"
