"""A real SMTP server for the tests (aiosmtpd in a thread, on a free port of 127.0.0.1): it keeps every
message it accepts, with the connection it came on, and refuses chosen recipients with 550 at RCPT."""

import socket
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage

from aiosmtpd.controller import Controller


@dataclass
class Received:
    message: EmailMessage
    recipients: list[str]
    connection: tuple[str, int]  # the client's address and port: one per SMTP connection


@dataclass
class Mailbox:
    received: list[Received] = field(default_factory=list)
    refused: set[str] = field(default_factory=set)

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: ANN001, N802 - aiosmtpd's hook
        if address in self.refused:
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: ANN001, N802 - aiosmtpd's hook
        message = message_from_bytes(envelope.original_content or envelope.content, policy=policy.default)
        self.received.append(Received(message, list(envelope.rcpt_tos), session.peer[:2]))
        return "250 Message accepted"

    def to(self, address: str) -> list[EmailMessage]:
        return [item.message for item in self.received if address in item.recipients]

    def clear(self) -> None:
        self.received.clear()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class SmtpServer:
    """Start with `start()`, stop with `stop()`; `mailbox` holds what arrived."""

    def __init__(self) -> None:
        self.mailbox = Mailbox()
        self.port = free_port()
        self.controller = Controller(self.mailbox, hostname="127.0.0.1", port=self.port)

    def start(self) -> None:
        self.controller.start()

    def stop(self) -> None:
        self.controller.stop()
