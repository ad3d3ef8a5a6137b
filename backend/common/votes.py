"""Like/dislike toggles shared by comments and comics: one vote per reader, counts exact under concurrency."""
from dataclasses import dataclass

from django.db import IntegrityError, models, transaction
from django.db.models import F

LIKE, DISLIKE = 1, -1
VOTE_TYPES = {"like": LIKE, "dislike": DISLIKE}
COUNT_FIELDS = {LIKE: "likes", DISLIKE: "dislikes"}


@dataclass(frozen=True)
class VoteResult:
    likes: int
    dislikes: int
    value: int  # the reader's vote now: 1, -1, or 0 when taken back

    @property
    def vote_name(self) -> str:
        return {LIKE: "like", DISLIKE: "dislike"}.get(self.value, "")


def toggle_vote(
    owner_model: type[models.Model], vote_model: type[models.Model], owner_field: str,
    owner_id: int, voter_key: str, value: int,
) -> VoteResult:
    """A first vote counts; the other kind moves it; the same kind again takes it back.

    The reader's vote row is locked for the change, and counts move with F() in the same
    transaction, so concurrent clicks never stack or lose a count.
    """
    lookup = {f"{owner_field}_id": owner_id, "voter_key": voter_key}
    deltas: dict[int, int] = {}
    with transaction.atomic():
        vote = vote_model.objects.select_for_update().filter(**lookup).first()
        if vote is None:
            try:
                with transaction.atomic():
                    vote_model.objects.create(**lookup, value=value)
                deltas, current = {value: 1}, value
            except IntegrityError:  # the same reader's parallel click won the insert
                vote = vote_model.objects.select_for_update().get(**lookup)
        if vote is not None:
            previous = vote.value
            if previous == value:
                vote.delete()
                deltas, current = {value: -1}, 0
            else:
                vote.value = value
                vote.save(update_fields=["value"])
                deltas, current = {value: 1, previous: -1}, value
        updates = {COUNT_FIELDS[v]: F(COUNT_FIELDS[v]) + d for v, d in deltas.items()}
        owner_model.objects.filter(pk=owner_id).update(**updates)
        likes, dislikes = owner_model.objects.filter(pk=owner_id).values_list("likes", "dislikes").get()
    return VoteResult(likes=likes, dislikes=dislikes, value=current)
