#!/usr/bin/env bash
# The browsers the browser tests drive, Debian's own builds: Chromium, Firefox ESR, and WebKitGTK through
# WebKitWebDriver, which needs an X server (Xvfb). Installs what is missing where it can (Debian, as root);
# elsewhere stops with one line naming the command. Run by .ci/run and by `npm test` before the browser tests.
set -euo pipefail

bin="${BROWSERS_PREFIX:-}/usr/bin" # a prefix only for its test
missing=()
[ -x "$bin/chromium" ] || missing+=(chromium)
[ -x "$bin/firefox-esr" ] || missing+=(firefox-esr)
[ -x "$bin/WebKitWebDriver" ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$EUID" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The browser tests need Debian's ${missing[*]}: install them with \`sudo apt-get install -y ${missing[*]}\`, then run npm test again." >&2
  exit 1
fi
echo "== Installing the browsers for the tests: ${missing[*]} =="
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
