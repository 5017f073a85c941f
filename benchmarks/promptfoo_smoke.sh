#!/usr/bin/env bash
# Smoke run of the README's promptfoo example, with real promptfoo (from npm) and this venv.
#
# Writes the README's two files (physics_assert.py, promptfooconfig.yaml) into a temp dir,
# runs the promptfoo version the README pins (`npx promptfoo@X.Y.Z eval`) with
# PROMPTFOO_PYTHON pointing at the venv, and checks what the YAML's comments say: speed 17
# passes, speed 400000 fails on superluminal_speed. Prints one line per test and exits 0 when
# all hold, 1 when not.
#
#   bash benchmarks/promptfoo_smoke.sh
#
# Environment:
#   PROMPTFOO_VERSION  promptfoo version (default: the one in the README's `npx promptfoo@...`)
#   NODE_VERSION       run promptfoo on this Node from npm's `node` package (e.g. 22.23.3)
#                      instead of the Node on PATH
#   PROMPTFOO_PYTHON   the Python with physics_spacy installed (default: .venv/bin/python)
#
# Needs Node >= 20.20 and npm (or NODE_VERSION); the first run downloads promptfoo into npx's
# cache (~1.4 GB, a few minutes), later runs take ~20-30 s. Not run by CI for that reason.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
readme="$root/README.md"
python="${PROMPTFOO_PYTHON:-$root/.venv/bin/python}"
python="$(cd "$(dirname "$python")" && pwd)/$(basename "$python")"
[ -x "$python" ] || { echo "no Python at $python: set PROMPTFOO_PYTHON" >&2; exit 2; }

version="${PROMPTFOO_VERSION:-$(grep -o 'npx promptfoo@[0-9][0-9.]*' "$readme" | head -n 1 | cut -d@ -f2)}"
[ -n "$version" ] || { echo "README.md pins no promptfoo version (npx promptfoo@X.Y.Z)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The README's blocks, exactly as written (the same markers tests/test_readme_examples.py reads).
"$python" - "$readme" "$work" <<'EOF'
import re, sys
from pathlib import Path

readme, work = Path(sys.argv[1]).read_text(encoding="utf-8"), Path(sys.argv[2])
for name, file in (("promptfoo-assert", "physics_assert.py"),
                   ("promptfoo-config", "promptfooconfig.yaml")):
    block = re.search(rf"<!-- example:{name} -->\s*```\w+\n(.*?)```", readme, re.S)
    if not block:
        sys.exit(f"README.md has no <!-- example:{name} --> block")
    (work / file).write_text(block.group(1), encoding="utf-8")
EOF

packages=(-p "promptfoo@$version")
if [ -n "${NODE_VERSION:-}" ]; then
  packages=(-p "node@$NODE_VERSION" "${packages[@]}")
fi
cd "$work"
if [ -n "${NODE_VERSION:-}" ]; then
  node_version="$(npx -y -p "node@$NODE_VERSION" -- node --version)"
else
  node_version="$(node --version)"
fi
echo "promptfoo $version on Node $node_version, $("$python" --version)"
status=0
# promptfoo exits 100 when a test fails, as the second one should; the JSON says which.
PROMPTFOO_PYTHON="$python" PROMPTFOO_CONFIG_DIR="$work/.promptfoo" \
  PROMPTFOO_DISABLE_TELEMETRY=1 PROMPTFOO_DISABLE_UPDATE=1 \
  npx -y "${packages[@]}" -- promptfoo eval --no-cache --no-progress-bar -o results.json \
  > eval.log 2>&1 || status=$?
if [ ! -s results.json ]; then
  cat eval.log >&2
  echo "promptfoo eval wrote no results (exit status $status)" >&2
  exit 1
fi
"$python" - results.json <<'EOF'
import json, sys

results = json.load(open(sys.argv[1], encoding="utf-8"))["results"]["results"]
expected = {"17": (True, None), "400000": (False, "superluminal_speed")}
seen = {}
for result in sorted(results, key=lambda r: int(r["vars"]["speed"])):
    speed = str(result["vars"]["speed"])
    reason = result["gradingResult"]["reason"]
    seen[speed] = (result["success"], reason)
    print(f"speed {speed:>6}: {'PASS' if result['success'] else 'FAIL'}  {reason}")
ok = set(seen) == set(expected) and all(
    seen[s][0] is passed and (rule is None or rule in seen[s][1])
    for s, (passed, rule) in expected.items()
)
print("smoke run:", "as the README says" if ok else "NOT as the README says")
sys.exit(0 if ok else 1)
EOF
