"""Like/dislike toggles shared by comments and comics: one vote per reader, counts exact under concurrency."""
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from django.db import IntegrityError, models, transaction
from django.db.models import F
from django.utils.translation import gettext_lazy

from .errors import ApiError
from .locks import lock_reader_on

LIKE, DISLIKE = 1, -1
VOTE_TYPES = {"like": LIKE, "dislike": DISLIKE}  # a vote's `type` on the wire
BAD_VOTE_TYPE = gettext_lazy("The type must be \"like\" or \"dislike\".")
COUNT_FIELDS = {LIKE: "likes", DISLIKE: "dislikes"}
# The reader's vote as answers name it (`myVote`): "" when they have none.
VoteName = Literal["like", "dislike", ""]
VOTE_NAMES: dict[int, VoteName] = {LIKE: "like", DISLIKE: "dislike"}


def vote_name(value: int) -> VoteName:
    """The wire name of a vote's value (1, -1, or 0 for none)."""
    return VOTE_NAMES.get(value, "")


@dataclass(frozen=True)
class VoteResult:
    likes: int
    dislikes: int
    value: int  # the reader's vote now: 1, -1, or 0 when taken back

    @property
    def vote_name(self) -> VoteName:
        return vote_name(self.value)


# Rounds of read-then-write before a reader's click is answered "busy" (409); with the reader's
# lock a second round is rare.
ATTEMPTS = 8


def toggle_vote(
    owner_model: type[models.Model], vote_model: type[models.Model], owner_field: str,
    owner_id: int, voter_key: str, value: int, before_new_vote: Callable[[], None] | None = None,
) -> VoteResult:
    """A first vote counts; the other kind moves it; the same kind again takes it back.

    The reader's vote row is locked for the change, and counts move with F() in the same
    transaction, so concurrent clicks never stack or lose a count. The same reader's parallel
    clicks queue on a lock of their own (common/locks.py); should one still insert the row first,
    the toggle starts over and sees it (or its deletion).
    """
    lookup = {f"{owner_field}_id": owner_id, "voter_key": voter_key}
    for _ in range(ATTEMPTS):
        with transaction.atomic():
            lock_reader_on(vote_model._meta.label, owner_id, voter_key)
            # Any vote model of the portal (comments', comics'): each has the reader's `value`.
            vote: Any = vote_model._default_manager.select_for_update().filter(**lookup).first()
            if vote is None:
                if before_new_vote:
                    before_new_vote()  # the address's cap on new votes (common/readers.py)
                try:
                    with transaction.atomic():
                        vote_model._default_manager.create(**lookup, value=value)
                except IntegrityError:  # the same reader's parallel click won the insert: look again
                    continue
                deltas, current = {value: 1}, value
            elif vote.value == value:
                vote.delete()
                deltas, current = {value: -1}, 0
            else:
                deltas, current = {value: 1, vote.value: -1}, value
                vote.value = value
                vote.save(update_fields=["value"])
            updates = {COUNT_FIELDS[v]: F(COUNT_FIELDS[v]) + d for v, d in deltas.items()}
            owner_model._default_manager.filter(pk=owner_id).update(**updates)
            likes, dislikes = owner_model._default_manager.filter(pk=owner_id).values_list("likes", "dislikes").get()
            return VoteResult(likes=likes, dislikes=dislikes, value=current)
    raise ApiError("busy", status=409)
