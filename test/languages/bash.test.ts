import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic script: `source` and `.` of helper libraries, top-level exported and read-only
// variables (plain assignments and a bare `export PATH` are no definitions), functions in both
// syntaxes (one with a subshell body), calls to functions defined here and in the sourced files,
// in conditions, pipelines and as a `trap` handler.
// The fixture has no `case` and no `[[ a == b ]]`: tree-sitter-bash's scanner calls `isalpha`,
// which web-tree-sitter's runtime does not export, and those constructs make its parse throw.
const SOURCE = `#!/usr/bin/env bash
# deploy.sh: build the site and push it to the release host.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "\${BASH_SOURCE[0]}")" && pwd)"
source "$SCRIPT_DIR/lib/log.sh"
. ./lib/remote.sh

export DEPLOY_ENV="\${DEPLOY_ENV:-staging}"
readonly RELEASE_HOST=releases.example.com
declare -r MAX_RETRIES=3
export PATH

usage() {
  cat <<USAGE
usage: $(basename "$0") [-n] <version>
USAGE
}

function cleanup {
  rm -rf "$BUILD_DIR"
  log_info "cleaned up"
}

function build_site() {
  local version="$1"
  log_info "building $version"
  npm run build -- --env "$DEPLOY_ENV" | tee build.log
  checksum_dir dist > dist/SHA256SUMS
}

retry() {
  local attempt=1
  until "$@"; do
    if (( attempt >= MAX_RETRIES )); then
      log_error "giving up after $attempt attempts: $*"
      return 1
    fi
    attempt=$((attempt + 1))
    sleep 2
  done
}

publish() (
  cd dist
  retry remote_upload "$RELEASE_HOST" "releases/$1"
)

main() {
  local dry_run=false
  if [ "\${1:-}" = "-n" ]; then
    dry_run=true
    shift
  fi
  [[ $# -eq 1 ]] || { usage; exit 2; }

  BUILD_DIR="$(mktemp -d)"
  trap cleanup EXIT

  build_site "$1"
  if [ "$dry_run" = false ] && remote_ready "$RELEASE_HOST"; then
    publish "$1"
  fi
}

main "$@"
`;

test('bash: definitions', async () => {
  const tags = await tagsOf('bash', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'DEPLOY_ENV', kind: 'variable', line: 9, signature: 'export DEPLOY_ENV="${DEPLOY_ENV:-staging}"' },
    { name: 'RELEASE_HOST', kind: 'constant', line: 10, signature: 'readonly RELEASE_HOST=releases.example.com' },
    { name: 'MAX_RETRIES', kind: 'constant', line: 11, signature: 'declare -r MAX_RETRIES=3' },
    { name: 'usage', kind: 'function', line: 14, signature: 'usage()' },
    { name: 'cleanup', kind: 'function', line: 20, signature: 'function cleanup' },
    { name: 'build_site', kind: 'function', line: 25, signature: 'function build_site()' },
    { name: 'retry', kind: 'function', line: 32, signature: 'retry()' },
    { name: 'publish', kind: 'function', line: 44, signature: 'publish()' },
    { name: 'main', kind: 'function', line: 49, signature: 'main()' },
  ]);
});

test('bash: references', async () => {
  const tags = await tagsOf('bash', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '6 import log.sh',
    '7 import remote.sh',
    '22 call log_info',
    '27 call log_info',
    '28 call npm', // an external command: it links nowhere unless some script defines `npm`
    '29 call checksum_dir',
    '36 call log_error',
    '46 call retry',
    '55 call usage',
    '58 call cleanup', // the trap handler
    '60 call build_site',
    '61 call remote_ready',
    '62 call publish',
    '66 call main',
  ]);
});

// What must not be tagged: locals and variables set inside functions, bare `export NAME`, plain
// and array assignments, builtins and common utilities, commands run by path or through an
// expansion, trap commands that are no function names, a `source` of a variable.
const NOISE = `#!/bin/sh
helper() {
  local count=0
  export INNER=1
  readonly LOCAL_CONST=2
  echo "$count" | grep -q 0
  "$HOOK" --run
  ./bin/tool --flag
  \${EDITOR:-vi} notes.txt
  cd /tmp && printf '%s\\n' done
  trap - EXIT
  trap 'rm -f "$tmp"' INT TERM
}
export PATH
declare -a LIST=(a b)
SETTING=on
source "$CONFIG_FILE"
for f in *.sh; do test -f "$f"; done
while read -r line; do :; done < input.txt
`;

test('bash: no locals, builtins, paths or expansions', async () => {
  const tags = await tagsOf('bash', NOISE);
  assert.deepEqual(defsOf(tags), [{ name: 'helper', kind: 'function', line: 2, signature: 'helper()' }]);
  assert.deepEqual(refsOf(tags), []);
});

test('bash: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/log.sh': 'log_info() {\n  printf \'[info] %s\\n\' "$*"\n}\n',
      'deploy.sh': '#!/bin/bash\nsource "$(dirname "$0")/lib/log.sh"\nlog_info "deploying"\n',
    },
    'deploy.sh -> lib/log.sh',
    'log_info()',
  );
});
