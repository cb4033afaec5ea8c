#!/usr/bin/env bash
# Regenerates everything committed that is the output of linting the bundled Corpus:
#  - Reports/corpus.json and Reports/corpus.txt (CorpusReportTests fails whenever they are stale);
#  - the golden report of every CI format, Tests/tablintTests/Goldens/corpus.<format>, with the checkout's
#    absolute path replaced by /TABLINT_CHECKOUT (GoldenReportTests writes them in record mode).
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
