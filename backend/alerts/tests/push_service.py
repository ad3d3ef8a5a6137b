"""A push service of the tests' own: an HTTPS server in a thread, on a free port, that does what a browser
vendor's does to a push before a phone shows it: checks the VAPID Authorization (a JWT signed with ES256 by
the key the portal serves, for this origin, not expired) and decrypts the aes128gcm body with the key pair of
the browser it was sent to (RFC 8291). It keeps what it read, and answers each browser's endpoint with the
status a test gives it (410 for one the browser dropped, 500 for a passing failure).
"""
import base64
import datetime
import ipaddress
import json
import ssl
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from secrets import token_bytes, token_urlsafe

import http_ece
from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.x509.oid import NameOID


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Browser:
    """A subscribed browser: its endpoint on the service and the keys it gave the portal."""

    endpoint: str
    private_key: ec.EllipticCurvePrivateKey
    auth_secret: bytes

    @property
    def p256dh(self) -> str:
        point = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint,
        )
        return b64url(point)

    @property
    def auth(self) -> str:
        return b64url(self.auth_secret)


@dataclass
class Received:
    path: str
    message: dict
    claims: dict
    headers: dict


@dataclass
class PushService:
    vapid_public_key: str  # base64url of the uncompressed point the portal serves
    subject: str
    origin: str = ""
    browsers: dict[str, Browser] = field(default_factory=dict)
    answers: dict[str, int] = field(default_factory=dict)  # path -> status; 201 when not given
    received: list[Received] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # why pushes were refused

    def new_browser(self) -> Browser:
        path = f"/push/{token_urlsafe(16)}"
        browser = Browser(f"{self.origin}{path}", ec.generate_private_key(ec.SECP256R1()), token_bytes(16))
        self.browsers[path] = browser
        return browser

    def messages_to(self, browser: Browser) -> list[dict]:
        path = browser.endpoint.removeprefix(self.origin)
        return [item.message for item in self.received if item.path == path]

    def check_vapid(self, authorization: str) -> dict:
        """The JWT's claims, once its signature is the portal's key's and it names this service."""
        scheme, _, params = authorization.partition(" ")
        assert scheme.lower() == "vapid", f"not a VAPID header: {authorization!r}"
        fields = dict(part.strip().split("=", 1) for part in params.split(","))
        assert fields["k"] == self.vapid_public_key, "signed with another key than the one the browser got"
        header_b64, claims_b64, signature_b64 = fields["t"].split(".")
        header = json.loads(unb64url(header_b64))
        assert header["alg"] == "ES256", header
        signature = unb64url(signature_b64)
        assert len(signature) == 64, "an ES256 JWT signature is r and s, 32 bytes each"
        der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
        key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(self.vapid_public_key))
        try:
            key.verify(der, f"{header_b64}.{claims_b64}".encode(), ec.ECDSA(hashes.SHA256()))
        except InvalidSignature:
            raise AssertionError("the VAPID signature does not verify") from None
        claims = json.loads(unb64url(claims_b64))
        assert claims["aud"] == self.origin, claims
        assert claims["sub"] == self.subject, claims
        assert time.time() < claims["exp"] <= time.time() + 24 * 3600, claims  # RFC 8292: at most a day
        return claims

    def take(self, path: str, headers: dict, body: bytes) -> int:
        browser = self.browsers.get(path)
        if browser is None:
            return 404
        claims = self.check_vapid(headers["authorization"])
        assert headers["content-encoding"] == "aes128gcm", headers
        assert int(headers["ttl"]) > 0, headers
        plain = http_ece.decrypt(body, private_key=browser.private_key, auth_secret=browser.auth_secret,
                                 version="aes128gcm")
        self.received.append(Received(path, json.loads(plain), claims, headers))
        return self.answers.get(path, 201)


def _certificate(directory: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1, which the test's requests are told to trust."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5)).not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = directory / "push-service.crt", directory / "push-service.key"
    cert_file.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption(),
    ))
    return cert_file, key_file


class running:
    """`with running(service, directory) as cert_file:` serves `service` on https://127.0.0.1:<free port>."""

    def __init__(self, service: PushService, directory: Path) -> None:
        self.service = service
        self.cert_file, key_file = _certificate(directory)
        self.errors: list[BaseException] = []
        service_ref, errors = service, self.errors

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                headers = {name.lower(): value for name, value in self.headers.items()}
                try:
                    status = service_ref.take(self.path, headers, body)
                except Exception as error:  # kept for the test, answered as a refusal
                    errors.append(error)
                    service_ref.refused.append(repr(error))
                    status = 400
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.cert_file, key_file)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        service.origin = f"https://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Path:
        self.thread.start()
        return self.cert_file

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
