# The bench scripts' process handling, sourced by bench/longtail.sh and bench/audience.sh: each server is
# started in its own process group (setsid) and its pid added to `pids`; stop_all stops them all, also
# when the script ends or is interrupted. A script that starts the bench's nginx sets STOPS_NGINX=1 first, and
# that nginx (its pid file under $BENCH_DIR/nginx) goes first; others leave a nginx of bench/run.sh alone.
pids=()
stop_all() {
  if [ "${STOPS_NGINX:-0}" = 1 ] && [ -f "$BENCH_DIR/nginx/nginx.pid" ]; then kill "$(cat "$BENCH_DIR/nginx/nginx.pid")" 2>/dev/null || true; fi
  # Last started, first stopped: the job worker and the app before the Redis they use.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill -- "-${pids[i]}" 2>/dev/null || kill "${pids[i]}" 2>/dev/null || true; done
  # A granian master was seen to outlive its workers after SIGTERM: give each group 10 s, then KILL.
  for _ in $(seq 1 50); do
    alive=0; for pid in "${pids[@]}"; do kill -0 -- "-$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break; sleep 0.2
  done
  for pid in "${pids[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pids=()
}
trap stop_all EXIT
trap 'exit 130' INT TERM  # through the EXIT trap, so everything started is stopped

wait_http() {  # url seconds
  for _ in $(seq 1 $(($2 * 5))); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.2; done
  echo "bench: $1 did not answer within $2 s" >&2; return 1
}
wait_gone() {  # port
  for _ in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null || return 0; sleep 0.2; done
  echo "bench: something still listens on :$1" >&2; return 1
}
