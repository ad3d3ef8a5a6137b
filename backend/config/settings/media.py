"""Where media (uploads and their renditions) live: an S3-compatible bucket when AWS_STORAGE_BUCKET_NAME
is set (django-storages), else the file system under MEDIA_ROOT.

One function reads the environment, so production's settings (prod.py) and the object-storage
tests (common/tests/test_object_storage.py) build the very same storage. Readers load pictures
from the store's public URLs: the CDN's host (AWS_S3_CUSTOM_DOMAIN), or without one the bucket's
address on the store itself, so no app server or nginx carries media bytes.
"""
from collections.abc import Mapping
from urllib.parse import urlsplit

S3_BACKEND = "storages.backends.s3.S3Storage"
# Upload names carry the date and a suffix Django makes unique, renditions the upload's name: an
# object never changes, so browsers and CDNs keep it for a year.
OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable"


def object_storage(environ: Mapping[str, str]) -> tuple[dict, str] | None:
    """The `STORAGES["default"]` entry and the MEDIA_URL of the bucket `environ` names, or None."""
    bucket = environ.get("AWS_STORAGE_BUCKET_NAME", "")
    if not bucket:
        return None
    endpoint = environ.get("AWS_S3_ENDPOINT_URL") or None  # MinIO, R2, Spaces, moto: any S3 API
    region = environ.get("AWS_S3_REGION_NAME") or None
    domain = environ.get("AWS_S3_CUSTOM_DOMAIN") or None  # a CDN (or the bucket's own public host)
    protocol = environ.get("AWS_S3_URL_PROTOCOL") or "https:"
    if not domain:
        if endpoint:  # path-style: the endpoint's host, then the bucket
            parts = urlsplit(endpoint)
            domain, protocol = f"{parts.netloc}/{bucket}", f"{parts.scheme}:"
        else:
            domain = f"{bucket}.s3.{region or 'us-east-1'}.amazonaws.com"
    options: dict = {
        "bucket_name": bucket,
        "endpoint_url": endpoint,
        "region_name": region,
        "custom_domain": domain,
        "url_protocol": protocol,
        "querystring_auth": False,  # public objects: plain URLs that every cache can share
        # A name in use gets a suffix instead of replacing an object a page may still show.
        "file_overwrite": False,
        "default_acl": environ.get("AWS_DEFAULT_ACL") or None,
        "object_parameters": {"CacheControl": OBJECT_CACHE_CONTROL},
        # A custom endpoint is addressed by path: its host need not resolve per bucket.
        "addressing_style": "path" if endpoint else None,
    }
    # Without keys here boto3 finds its own (instance role, ~/.aws, AWS_* variables).
    for option, variable in (("access_key", "AWS_ACCESS_KEY_ID"), ("secret_key", "AWS_SECRET_ACCESS_KEY")):
        if environ.get(variable):
            options[option] = environ[variable]
    return {"BACKEND": S3_BACKEND, "OPTIONS": options}, f"{protocol}//{domain}/"
