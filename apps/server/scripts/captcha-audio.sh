#!/usr/bin/env bash
# Makes the spoken pieces of the audio captcha (apps/server/assets/captcha-audio/*.wav): each
# letter's name, the digits 2-9, and the words "capital" and "small" (the captcha is
# case-sensitive). Needs Debian's espeak-ng and sox. Run once; the clips are committed, so neither
# is needed to build or run the portal. The server joins the clips of a challenge at request time
# (platform/captcha-audio.ts).
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/assets/captcha-audio"
mkdir -p "$out"
speak() { # token, text (SSML)
  espeak-ng -v en-gb -s 125 -m -w /tmp/pp-clip.wav "<speak>$2</speak>"
  sox /tmp/pp-clip.wav -r 8000 -c 1 -b 16 "$out/$1.wav" silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse
}
for c in {a..z}; do speak "$c" "<say-as interpret-as=\"characters\">$c</say-as>"; done
for d in 2 3 4 5 6 7 8 9; do speak "$d" "$d"; done
speak capital "capital"
speak small "small"
