"""An S3-compatible server of the tests' own: moto's server mode on a port, buckets in its memory.

The cluster (cluster.py) keeps its media there instead of on a disk both app servers share, and
common/tests/test_object_storage.py runs the storage code against one. Its buckets live as long as
the process; readers may fetch objects without signing, as from a public bucket.
"""
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from resilience.restore import ensure_bucket
from resilience.servers import fetch, free_port

# moto accepts any keys; these name the test's "account".
ACCESS_KEY, SECRET_KEY, REGION = "portal-test-key", "portal-test-secret", "us-east-1"


class ObjectStore:
    def __init__(self, port: int | None = None, log: Path | None = None) -> None:
        self.port = port or free_port()
        self.log = log
        self.process: subprocess.Popen | None = None

    @staticmethod
    def missing() -> str | None:
        try:
            import moto.server  # noqa: F401
        except ImportError:
            return "moto[server] is not installed (requirements-dev.lock)"
        return None

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def environment(self, bucket: str) -> dict[str, str]:
        """The AWS_* variables that point the portal's media at `bucket` here (config/settings/media.py)."""
        return {"AWS_STORAGE_BUCKET_NAME": bucket, "AWS_S3_ENDPOINT_URL": self.endpoint,
                "AWS_S3_REGION_NAME": REGION, "AWS_ACCESS_KEY_ID": ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": SECRET_KEY}

    def start(self) -> None:
        output = self.log.open("a") if self.log else subprocess.DEVNULL
        env = {name: value for name, value in os.environ.items() if not name.startswith("AWS_")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)],
            stdout=output, stderr=subprocess.STDOUT, env=env, start_new_session=True,
        )
        if self.log:
            output.close()  # type: ignore[union-attr]
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if fetch(f"{self.endpoint}/moto-api/", timeout=2)[0] < 500:
                    return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"moto's S3 server did not start on :{self.port}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None

    def client(self) -> Any:
        import boto3

        return boto3.client("s3", endpoint_url=self.endpoint, region_name=REGION,
                            aws_access_key_id=ACCESS_KEY, aws_secret_access_key=SECRET_KEY)

    def create_bucket(self, bucket: str, public: bool = True) -> None:
        """A bucket; `public`: anyone may read its objects (what readers' browsers need, docs/deploy.md)."""
        ensure_bucket(self.client(), bucket, public)

    def keys(self, bucket: str) -> list[str]:
        pages = self.client().get_paginator("list_objects_v2").paginate(Bucket=bucket)
        return sorted(item["Key"] for page in pages for item in page.get("Contents", []))

    def empty_and_remove(self, bucket: str) -> None:
        """The bucket and everything in it gone, as a mistaken `aws s3 rb --force` leaves it."""
        client = self.client()
        for key in self.keys(bucket):
            client.delete_object(Bucket=bucket, Key=key)
        client.delete_bucket(Bucket=bucket)

