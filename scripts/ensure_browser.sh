#!/usr/bin/env bash
# `make test` runs browser tests in a real Chromium (Debian's package), draws PNGs with cairo and
# runs the README's shell blocks (curl, jq). Install what is missing when we may (root with
# apt-get); otherwise say so and go on: those tests then skip with that reason.
set -u
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
# the same Chromium built for headless use only: the browser tests draw their pages with it (tests/conftest.py)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2' || missing+=(libcairo2)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${missing[*]} for the browser and README tests (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "warning: ${missing[*]} missing and not root: the tests that need them will be skipped" >&2
fi
exit 0
