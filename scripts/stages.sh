# Sourced by .ci/run and scripts/test-all.sh: times each stage of a run and prints the times at
# the end, whether the run passed or not (a failing stage is marked), so the next person sees
# where a run's minutes go. The times live in STAGE_TIMES_FILE, shared by both scripts.

if [ -z "${STAGE_TIMES_FILE:-}" ]; then
  STAGE_TIMES_FILE="$(mktemp)"
  STAGE_RUN_START="$(date +%s)"
  export STAGE_TIMES_FILE STAGE_RUN_START
  # Only the script that started the file prints it, at its exit.
  trap 'stage_summary' EXIT
fi

# stage NAME COMMAND...: runs COMMAND under a heading and records its time.
stage() {
  local name=$1
  shift
  local start rc=0
  start="$(date +%s)"
  echo "== $name"
  "$@" || rc=$?
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$rc" >>"$STAGE_TIMES_FILE"
  return "$rc"
}

# side_by_side NAME1 FUNCTION1 NAME2 FUNCTION2: two stages at once (one core each), each with
# its own log, printed when both have ended; fails if either failed.
side_by_side() {
  local logs rc1=0 rc2=0 pid1 pid2
  logs="$(mktemp -d)"
  stage "$1" "$2" >"$logs/1.log" 2>&1 &
  pid1=$!
  stage "$3" "$4" >"$logs/2.log" 2>&1 &
  pid2=$!
  wait "$pid1" || rc1=$?
  wait "$pid2" || rc2=$?
  cat "$logs/1.log" "$logs/2.log"
  rm -rf "$logs"
  [ "$rc1" = 0 ] && [ "$rc2" = 0 ]
}

# stage_summary [EXIT_STATUS]: prints the times (as an EXIT trap, or called by one with the status).
stage_summary() {
  local rc=${1:-$?}
  [ -s "$STAGE_TIMES_FILE" ] || return "$rc"
  echo
  echo "== stage times (seconds; stages run side by side overlap)"
  awk -F'\t' '{ printf "%-34s %6d%s\n", $1, $2, ($3 == 0 ? "" : "  FAILED") }' "$STAGE_TIMES_FILE"
  printf '%-34s %6d\n' "whole run" "$(($(date +%s) - STAGE_RUN_START))"
  rm -f "$STAGE_TIMES_FILE"
  return "$rc"
}
