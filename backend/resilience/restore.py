"""Backups of the portal and their restore: the steps of docs/operations.md ("Backups"), as code.

PostgreSQL: a base backup (`pg_basebackup`, tar format) plus the WAL the primary archives as it
goes (`archive_command`, settings below), so a restore replays every commit up to the last archived
segment: at most `archive_timeout` (60 s) of writes are lost, where a nightly `pg_dump` loses up to
a day. Media: the bucket copied object by object into a backup bucket (names never change, so each
run copies only what is new).

Operators run it from `backend/` with the portal's environment (the AWS_* variables of the media
bucket; docs/deploy.md):

    ../.venv/bin/python -m resilience.restore media-backup --to portal-media-backup
    ../.venv/bin/python -m resilience.restore media-restore --from portal-media-backup
    ../.venv/bin/python -m resilience.restore pg-backup --dsn postgres://postgres@DBHOST/portal \\
        --to /backups/base-2026-11-29
    ../.venv/bin/python -m resilience.restore pg-restore --backup /backups/base-2026-11-29 \\
        --wal-archive /backups/wal --data /var/lib/postgresql/17/main

`make cluster-test` rehearses the whole drill with these functions (resilience/tests/test_cluster.py,
`test_the_restore_drill_brings_back_every_story_comment_vote_and_picture`).
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from resilience.servers import postgres_bin

# Off-host backups of the archive: copy `wal_archive` (and base backups) elsewhere as they are written.
ARCHIVE_TIMEOUT_SECONDS = 60


def archive_settings(wal_archive: Path) -> dict[str, str]:
    """postgresql.conf lines that make the primary archive each finished WAL segment into `wal_archive`.

    `archive_timeout` closes a segment after that many seconds even on a quiet site, which bounds what a
    restore can lose. Changing `archive_mode` needs a restart of the primary.
    """
    return {
        "archive_mode": "on",
        # Never overwrite a segment already archived (a second primary pointed here by mistake).
        "archive_command": f"'test ! -f {wal_archive}/%f && cp %p {wal_archive}/%f'",
        "archive_timeout": str(ARCHIVE_TIMEOUT_SECONDS),
    }


def _pg_tool(name: str) -> str:
    found = postgres_bin()
    return str(found / name) if found and (found / name).exists() else name


def _connection_args(dsn: str) -> list[str]:
    parts = urlsplit(dsn)
    return ["-h", parts.hostname or "127.0.0.1", "-p", str(parts.port or 5432), "-U", parts.username or "postgres"]


def pg_backup(dsn: str, target: Path, run_as: list[str] | None = None) -> Path:
    """A base backup of the server `dsn` names: `target`/base.tar.gz and pg_wal.tar.gz (the WAL written
    during the copy, so the backup alone is consistent) and backup_manifest."""
    subprocess.run([*(run_as or []), _pg_tool("pg_basebackup"), *_connection_args(dsn), "-D", str(target),
                    "-Ft", "-z", "-X", "stream", "-c", "fast", "--no-sync"],
                   check=True, capture_output=True, timeout=1800)
    return target


def _row(connection: Any, query: str, *params: object) -> tuple:
    row = connection.execute(query, params or None).fetchone()
    assert row is not None
    return tuple(row)


def flush_wal(dsn: str, timeout: float = 30) -> str:
    """Close the current WAL segment and wait until it is archived (what archive_timeout does by itself):
    a backup taken now holds every commit made before it. Returns the segment's name."""
    import psycopg

    with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as connection:
        (lsn,) = _row(connection, "SELECT pg_switch_wal()")
        (segment,) = _row(connection, "SELECT pg_walfile_name(%s)", lsn)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            archived, failed = _row(connection, "SELECT last_archived_wal, last_failed_wal FROM pg_stat_archiver")
            if archived and archived >= segment:
                return segment
            time.sleep(0.2)
    raise TimeoutError(f"WAL segment {segment} was not archived within {timeout} s (last failed: {failed})")


def pg_restore(backup: Path, data: Path, wal_archive: Path, owner: str | None = None) -> None:
    """Lay the base backup `backup` into the new, empty data directory `data`, set to replay the WAL of
    `wal_archive` when PostgreSQL starts there. Start the server then (`pg_ctl start`): it replays the
    archive to its end, opens on a new timeline, and `wait_restored` says when it takes writes."""
    if data.exists() and any(data.iterdir()):
        raise RuntimeError(f"{data} is not empty: restore into a new data directory")
    data.mkdir(mode=0o700, parents=True, exist_ok=True)
    with tarfile.open(backup / "base.tar.gz") as tar:
        tar.extractall(data, filter="tar")
    with tarfile.open(backup / "pg_wal.tar.gz") as tar:
        tar.extractall(data / "pg_wal", filter="tar")
    with (data / "postgresql.auto.conf").open("a") as conf:
        conf.write(f"\nrestore_command = 'cp {wal_archive}/%f %p'\n")
    (data / "recovery.signal").touch()
    if owner:
        for path in [data, *data.rglob("*")]:
            shutil.chown(path, owner, owner)
    data.chmod(0o700)


def wait_restored(dsn: str, timeout: float = 300) -> None:
    """Until the restored server has replayed the archive and left recovery (it then takes writes)."""
    import psycopg

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with psycopg.connect(dsn, autocommit=True, connect_timeout=2) as connection:
                if not _row(connection, "SELECT pg_is_in_recovery()")[0]:
                    return
        except psycopg.OperationalError:
            pass
        time.sleep(0.2)
    raise TimeoutError(f"the restored server at {dsn} did not leave recovery within {timeout} s")


def s3_client(endpoint_url: str | None = None) -> Any:
    """A boto3 S3 client for the portal's store: the endpoint, region and keys of its AWS_* variables."""
    import boto3

    return boto3.client(
        "s3", endpoint_url=endpoint_url or os.environ.get("AWS_S3_ENDPOINT_URL") or None,
        region_name=os.environ.get("AWS_S3_REGION_NAME") or "us-east-1",
    )


def public_read_policy(bucket: str) -> dict:
    """The bucket policy that lets anyone read (never list or write) the bucket's objects: readers'
    browsers load pictures from the bucket's URLs (or its CDN's)."""
    return {"Version": "2012-10-17", "Statement": [{
        "Sid": "ReadersReadMedia", "Effect": "Allow", "Principal": "*", "Action": "s3:GetObject",
        "Resource": f"arn:aws:s3:::{bucket}/*",
    }]}


def ensure_bucket(client: Any, bucket: str, public: bool) -> None:
    """Create `bucket` if it is missing; `public` gives it the readers' policy (a restored media bucket
    needs it again: a policy is the bucket's configuration, not one of its objects)."""
    try:
        client.head_bucket(Bucket=bucket)
    except client.exceptions.ClientError:
        client.create_bucket(Bucket=bucket)
    if public:
        client.put_bucket_policy(Bucket=bucket, Policy=json.dumps(public_read_policy(bucket)))


def _keys(client: Any, bucket: str) -> dict[str, int]:
    """Every object's key and size."""
    found: dict[str, int] = {}
    for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        found.update((item["Key"], item["Size"]) for item in page.get("Contents", []))
    return found


def copy_bucket(client: Any, source: str, target: str, target_client: Any | None = None) -> int:
    """Copy every object of `source` that `target` lacks (creating it), with its type and caching
    headers; `target_client` for a bucket in another account or store. Returns how many were copied.

    Nothing is deleted from `target`: a backup keeps what the newsroom deleted by mistake.
    """
    target_client = target_client or client
    ensure_bucket(target_client, target, public=False)
    have = _keys(target_client, target)
    copied = 0
    for key, size in _keys(client, source).items():
        if have.get(key) == size:
            continue
        stored = client.get_object(Bucket=source, Key=key)
        extra = {name: stored[name] for name in ("ContentType", "CacheControl") if stored.get(name)}
        target_client.put_object(Bucket=target, Key=key, Body=stored["Body"].read(), **extra)
        copied += 1
    return copied


def bucket_checksums(client: Any, bucket: str) -> dict[str, str]:
    """Each object's SHA-256 (read whole): what a restore must bring back byte for byte."""
    return {key: hashlib.sha256(client.get_object(Bucket=bucket, Key=key)["Body"].read()).hexdigest()
            for key in _keys(client, bucket)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    backup = commands.add_parser("media-backup", help="copy the media bucket's new objects to a backup bucket")
    backup.add_argument("--to", required=True, help="the backup bucket")
    backup.add_argument("--to-endpoint", help="the backup's S3 endpoint, when another store")
    restore = commands.add_parser("media-restore", help="copy a backup bucket's objects back to the media bucket")
    restore.add_argument("--from", dest="source", required=True, help="the backup bucket")
    restore.add_argument("--from-endpoint", help="the backup's S3 endpoint, when another store")
    restore.add_argument("--public", action="store_true",
                         help="give the media bucket the readers' policy (readers load from the bucket itself)")
    base = commands.add_parser("pg-backup", help="a base backup of the primary (pg_basebackup, tar)")
    base.add_argument("--dsn", required=True)
    base.add_argument("--to", required=True, type=Path, help="a new directory")
    back = commands.add_parser("pg-restore", help="a base backup into a new data directory, set to replay the WAL")
    back.add_argument("--backup", required=True, type=Path)
    back.add_argument("--wal-archive", required=True, type=Path)
    back.add_argument("--data", required=True, type=Path, help="the new (empty) data directory")
    back.add_argument("--owner", help="the user PostgreSQL runs as (when run as root)")
    options = parser.parse_args()
    bucket = os.environ.get("AWS_STORAGE_BUCKET_NAME", "")
    started = time.monotonic()
    if options.command == "media-backup":
        copied = copy_bucket(s3_client(), bucket, options.to,
                             s3_client(options.to_endpoint) if options.to_endpoint else None)
        print(f"{copied} objects copied from {bucket} to {options.to}")
    elif options.command == "media-restore":
        source = s3_client(options.from_endpoint) if options.from_endpoint else s3_client()
        ensure_bucket(s3_client(), bucket, public=options.public)
        copied = copy_bucket(source, options.source, bucket, s3_client())
        print(f"{copied} objects copied from {options.source} to {bucket}")
    elif options.command == "pg-backup":
        print(f"base backup in {pg_backup(options.dsn, options.to)}")
    else:
        pg_restore(options.backup, options.data, options.wal_archive, options.owner)
        print(f"restored into {options.data}: start PostgreSQL there; it replays {options.wal_archive}")
    print(f"{time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
