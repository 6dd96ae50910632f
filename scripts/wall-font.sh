#!/usr/bin/env bash
# Regenerates public/fonts/wall-zh-{400,700}.woff2: Noto Sans CJK TC (SIL Open Font License 1.1)
# cut to the Chinese characters the wall's labels use (components/display/labels.tsx), so a wall
# whose machine has no Chinese font draws them, from one small file, never as boxes.
# Needs Debian's fonts-noto-cjk and python3-fonttools (with python3-brotli); run it after a label
# gains a character: the unit test components/display/labels.test.ts says when.
set -euo pipefail
cd "$(dirname "$0")/.."
chars=$(node -e '
const s = require("fs").readFileSync("components/display/labels.tsx", "utf8");
const table = s.match(/const ZH[^{]*\{([\s\S]*?)\n\};/)[1];
process.stdout.write([...new Set([...table.matchAll(/:\s*"([^"]*)"/g)].map((m) => m[1]).join(""))].join(""));')
mkdir -p public/fonts
for weight in 400 700; do
  case $weight in 400) file=Regular ;; 700) file=Bold ;; esac
  # Index 3 of the collection is Traditional Chinese (TC).
  /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/opentype/noto/NotoSansCJK-$file.ttc" --font-number=3 \
    --text="$chars" --flavor=woff2 --layout-features='*' --no-hinting --desubroutinize \
    --output-file="public/fonts/wall-zh-$weight.woff2"
done
printf '%s\n' "$chars" > public/fonts/wall-zh.characters.txt
cp /usr/share/doc/fonts-noto-cjk/copyright public/fonts/wall-zh.LICENSE.txt 2>/dev/null || true
ls -l public/fonts
