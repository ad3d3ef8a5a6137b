# The benchmark's settings (sourced by bench/run.sh and bench/appservers.sh): ports, database,
# and the production profile made to run on loopback over plain HTTP.
export BENCH_DIR=$ROOT/var/bench
export BENCH_DB=${BENCH_DB:-portal_bench}
export BENCH_ARTICLES=${BENCH_ARTICLES:-100000}
export BENCH_DURATION=${BENCH_DURATION:-10}
export BENCH_CONNECTIONS=${BENCH_CONNECTIONS:-64}
export APP_PORT=${APP_PORT:-8731} CACHE_PORT=${CACHE_PORT:-8732} STATIC_PORT=${STATIC_PORT:-8733}
export BENCH_REDIS_PORT=${BENCH_REDIS_PORT:-6391}
export APP_SERVER=${APP_SERVER:-granian}
PG=${BENCH_PG:-postgres://postgres@127.0.0.1:5432}
mkdir -p "$BENCH_DIR"/{nginx,static-root,logs}

export DJANGO_SETTINGS_MODULE=config.settings.prod
export DATABASE_URL=$PG/$BENCH_DB
export REDIS_URL=redis://127.0.0.1:$BENCH_REDIS_PORT/0
export SECRET_KEY=${SECRET_KEY:-bench-$(head -c 32 /dev/urandom | base64 | tr -dc A-Za-z0-9)}
export SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 ALLOWED_HOSTS=127.0.0.1,localhost
export SITE_URL=http://127.0.0.1:$APP_PORT
export MEDIA_ROOT=$BENCH_DIR/media
export TRUST_X_FORWARDED_FOR=1 THROTTLE_COMMENT=100000000/60 LOG_LEVEL=WARNING ACCESS_LOG=
export NEW_READERS_PER_HOUR=100000000 VOTES_PER_ADDRESS_PER_ITEM=100000000  # wrk writes from one address

