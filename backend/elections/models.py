"""Elections: parliamentary and presidential results, parties, constituencies and candidates."""
from __future__ import annotations

from django.db import models
from django.db.models import Count, F, OuterRef, Subquery
from django.utils.translation import gettext_lazy as _

from common.models import ImageRenditionsMixin


class ElectionKind(models.TextChoices):
    PARLIAMENT = "parliament", _("Parliament (State Great Khural)")
    PRESIDENT = "president", _("President")


class ElectionQuerySet(models.QuerySet["Election"]):
    """Readable look-ups for election pages."""

    def of_kind(self, kind: str) -> ElectionQuerySet:
        """Elections of one kind, newest first."""
        return self.filter(kind=kind).order_by("-date")

    def in_year(self, year: int) -> ElectionQuerySet:
        """Elections held in `year`."""
        return self.filter(year=year)

    def latest_of(self, kind: str) -> Election | None:
        """The most recent election of `kind`, or None."""
        return self.of_kind(kind).first()

    def for_page(self, kind: str, year: int | None = None) -> Election | None:
        """The election an election page shows: the one of `year`, else the latest."""
        if year is None:
            return self.latest_of(kind)
        return self.of_kind(kind).in_year(year).first()


class Election(models.Model):
    """One election: its date, system and national figures (blank where the source has none)."""

    kind = models.CharField(_("kind"), max_length=20, choices=ElectionKind.choices)
    date = models.DateField(_("date"), help_text=_("Polling day."))
    year = models.PositiveSmallIntegerField(_("year"), editable=False, db_index=True)
    name_mn = models.CharField(_("name (Mongolian)"), max_length=255)
    name_en = models.CharField(_("name (English)"), max_length=255)
    total_seats = models.PositiveSmallIntegerField(_("total seats"), null=True, blank=True)
    constituency_seats = models.PositiveSmallIntegerField(_("constituency seats"), null=True, blank=True)
    list_seats = models.PositiveSmallIntegerField(_("party-list seats"), null=True, blank=True)
    district_count = models.PositiveSmallIntegerField(
        _("number of constituencies"), null=True, blank=True,
        help_text=_("Number of constituencies (toirog), even when they are not listed one by one."),
    )
    registered_voters = models.PositiveIntegerField(_("registered voters"), null=True, blank=True)
    ballots_cast = models.PositiveIntegerField(_("ballots cast"), null=True, blank=True)
    blank_votes = models.PositiveIntegerField(
        _("blank votes"), null=True, blank=True, help_text=_("Blank / protest ballots.")
    )
    turnout_percent = models.DecimalField(_("turnout, %"), max_digits=5, decimal_places=2, null=True, blank=True)
    is_turnout_preliminary = models.BooleanField(_("turnout is preliminary"), default=False)
    candidates_registered = models.PositiveIntegerField(_("candidates registered"), null=True, blank=True)
    parties_registered = models.PositiveSmallIntegerField(_("parties registered"), null=True, blank=True)
    coalitions_registered = models.PositiveSmallIntegerField(_("coalitions registered"), null=True, blank=True)
    independents_registered = models.PositiveSmallIntegerField(_("independents registered"), null=True, blank=True)
    women_elected = models.PositiveSmallIntegerField(_("women elected"), null=True, blank=True)
    # What readers read, in each language, in the election's "sources and notes" box.
    system_mn = models.TextField(_("electoral system (Mongolian)"), blank=True,
                                 help_text=_("How the seats are allotted, for readers."))
    system_en = models.TextField(_("electoral system (English)"), blank=True)
    notes_mn = models.TextField(
        _("notes for readers (Mongolian)"), blank=True,
        help_text=_("What the figures leave out or how far they can be trusted; one note a line."),
    )
    notes_en = models.TextField(_("notes for readers (English)"), blank=True)
    sources_mn = models.TextField(_("sources (Mongolian)"), blank=True, help_text=_("One source a line."))
    sources_en = models.TextField(_("sources (English)"), blank=True)
    # The data file's own words, kept for the newsroom and never shown to readers.
    data_system_note = models.TextField(_("data file: electoral system"), blank=True)
    data_notes = models.TextField(
        _("data file: notes"), blank=True, help_text=_("The notes of the imported file, for the newsroom only.")
    )
    data_sources = models.TextField(
        _("data file: sources"), blank=True, help_text=_("The sources the imported file names, for the newsroom only.")
    )
    is_published = models.BooleanField(_("is published"), default=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)

    objects = ElectionQuerySet.as_manager()

    class Meta:
        ordering = ["-date"]
        verbose_name = _("election")
        verbose_name_plural = _("elections")
        constraints = [models.UniqueConstraint(fields=["kind", "date"], name="election_unique_kind_date")]
        indexes = [models.Index(fields=["kind", "-date"], name="election_kind_date_idx")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.year}"

    def save(self, *args, **kwargs) -> None:
        self.year = self.date.year
        super().save(*args, **kwargs)


class Party(models.Model):
    """A party, coalition or the 'independent' group; reused across elections."""

    slug = models.SlugField(
        _("slug"), max_length=40, unique=True, help_text=_("Stable key, e.g. the English abbreviation.")
    )
    name_mn = models.CharField(_("name (Mongolian)"), max_length=255)
    name_en = models.CharField(_("name (English)"), max_length=255)
    abbreviation_mn = models.CharField(_("abbreviation (Mongolian)"), max_length=80, blank=True)
    abbreviation_en = models.CharField(_("abbreviation (English)"), max_length=80, blank=True)
    colour = models.CharField(_("colour"), max_length=7, blank=True, help_text=_("Chart colour as #rrggbb."))
    is_coalition = models.BooleanField(_("is a coalition"), default=False)
    is_independent = models.BooleanField(
        _("independents"), default=False, help_text=_("The group of candidates without a party.")
    )

    class Meta:
        ordering = ["name_en"]
        verbose_name = _("party")
        verbose_name_plural = _("parties")

    def __str__(self) -> str:
        return self.abbreviation_en or self.name_en


class ElectionPartyQuerySet(models.QuerySet["ElectionParty"]):
    """Party results for charts and tables."""

    def for_election(self, election: Election) -> ElectionPartyQuerySet:
        """The parties of one election, most seats first."""
        return self.filter(election=election).select_related("party").by_seats()

    def by_seats(self) -> ElectionPartyQuerySet:
        """Most seats first, then largest vote share; unknown figures last."""
        return self.order_by(
            F("seats").desc(nulls_last=True), F("vote_share").desc(nulls_last=True), "position"
        )

    def with_seats(self) -> ElectionPartyQuerySet:
        """Only parties that won at least one seat."""
        return self.filter(seats__gt=0)


class ElectionParty(ImageRenditionsMixin, models.Model):
    """A party's result in one election; `image` is the party leader's photo."""

    election = models.ForeignKey(
        Election, on_delete=models.CASCADE, related_name="party_results", verbose_name=_("election")
    )
    party = models.ForeignKey(Party, on_delete=models.PROTECT, related_name="results", verbose_name=_("party"))
    seats = models.PositiveSmallIntegerField(_("seats"), null=True, blank=True)
    constituency_seats = models.PositiveSmallIntegerField(_("constituency seats"), null=True, blank=True)
    list_seats = models.PositiveSmallIntegerField(_("party-list seats"), null=True, blank=True)
    votes = models.PositiveIntegerField(_("votes"), null=True, blank=True)
    vote_share = models.DecimalField(
        _("vote share"), max_digits=5, decimal_places=2, null=True, blank=True, help_text=_("Percent.")
    )
    is_vote_share_approximate = models.BooleanField(_("vote share is approximate"), default=False)
    leader_name_mn = models.CharField(_("leader's name (Mongolian)"), max_length=255, blank=True)
    leader_name_en = models.CharField(_("leader's name (English)"), max_length=255, blank=True)
    image = models.ImageField(upload_to="elections/leaders/%Y/", blank=True, verbose_name=_("leader photo"))
    position = models.PositiveSmallIntegerField(
        _("position"), default=0, help_text=_("Order in tables (as in the source).")
    )

    objects = ElectionPartyQuerySet.as_manager()

    class Meta:
        ordering = ["election", "position"]
        verbose_name = _("party result")
        verbose_name_plural = _("party results")
        constraints = [models.UniqueConstraint(fields=["election", "party"], name="election_party_unique")]

    def __str__(self) -> str:
        return f"{self.party} in {self.election}"


class DistrictQuerySet(models.QuerySet["District"]):
    """Constituency look-ups."""

    def for_election(self, election: Election) -> DistrictQuerySet:
        """The constituencies of one election in number order."""
        return self.filter(election=election).order_by("number")


class District(models.Model):
    """A constituency (toirog) of one election."""

    election = models.ForeignKey(
        Election, on_delete=models.CASCADE, related_name="districts", verbose_name=_("election")
    )
    number = models.PositiveSmallIntegerField(_("number"))
    name_mn = models.CharField(_("name (Mongolian)"), max_length=255)
    name_en = models.CharField(_("name (English)"), max_length=255)
    mandates = models.PositiveSmallIntegerField(
        _("mandates"), null=True, blank=True, help_text=_("Seats elected here.")
    )
    area_mn = models.TextField(_("area (Mongolian)"), blank=True, help_text=_("Aimags / districts that form it."))
    area_en = models.TextField(_("area (English)"), blank=True)
    result_time = models.DateTimeField(
        _("result time"), null=True, blank=True, help_text=_("When the result was announced.")
    )
    note = models.TextField(_("note"), blank=True)

    objects = DistrictQuerySet.as_manager()

    class Meta:
        ordering = ["election", "number"]
        verbose_name = _("district")
        verbose_name_plural = _("districts")
        constraints = [models.UniqueConstraint(fields=["election", "number"], name="district_unique_number")]

    def __str__(self) -> str:
        return f"{self.name_en} ({self.election})"


class CandidateQuerySet(models.QuerySet["Candidate"]):
    """Candidate lists, winners and rankings."""

    def for_election(self, election: Election) -> CandidateQuerySet:
        """Candidates of one election with their party and district."""
        return self.filter(election=election).select_related("party", "district")

    def in_district(self, district: District) -> CandidateQuerySet:
        """Candidates standing in one constituency."""
        return self.filter(district=district)

    def of_party(self, party: Party) -> CandidateQuerySet:
        """Candidates of one party."""
        return self.filter(party=party)

    def winners(self) -> CandidateQuerySet:
        """Elected candidates only."""
        return self.filter(is_winner=True)

    def by_vote_share(self) -> CandidateQuerySet:
        """Highest vote share first; unknown shares last."""
        return self.order_by(F("vote_share").desc(nulls_last=True), F("votes").desc(nulls_last=True), "name_mn")

    def on_party_list(self) -> CandidateQuerySet:
        """Party-list candidates in list order."""
        return self.filter(list_position__isnull=False).order_by("party", "list_position")

    def with_district_winners(self) -> CandidateQuerySet:
        """Each candidate with `district_winners`, the winners the data names in their constituency
        (in the same query): when it is short of the mandates, who else won is not known."""
        named = (
            self.model.objects.filter(district=OuterRef("district"), is_winner=True)
            .order_by().values("district").annotate(count=Count("pk")).values("count")
        )
        return self.annotate(district_winners=Subquery(named))


class Candidate(ImageRenditionsMixin, models.Model):
    """A candidate in one election: in a constituency, on a party list, or for president."""

    election = models.ForeignKey(
        Election, on_delete=models.CASCADE, related_name="candidates", verbose_name=_("election")
    )
    district = models.ForeignKey(
        District, on_delete=models.SET_NULL, null=True, blank=True, related_name="candidates",
        verbose_name=_("district"),
    )
    party = models.ForeignKey(
        Party, on_delete=models.SET_NULL, null=True, blank=True, related_name="candidates", verbose_name=_("party")
    )
    name_mn = models.CharField(_("name (Mongolian)"), max_length=255, blank=True)
    name_en = models.CharField(_("name (English)"), max_length=255, blank=True)
    image = models.ImageField(upload_to="elections/candidates/%Y/", blank=True, verbose_name=_("photo"))
    votes = models.PositiveIntegerField(_("votes"), null=True, blank=True)
    vote_share = models.DecimalField(
        _("vote share"), max_digits=5, decimal_places=2, null=True, blank=True,
        help_text=_("Percent of all ballots (official figure)."),
    )
    valid_vote_share = models.DecimalField(
        _("share of valid votes"), max_digits=5, decimal_places=2, null=True, blank=True,
        help_text=_("Percent of valid candidate votes."),
    )
    is_winner = models.BooleanField(_("elected"), default=False)
    list_position = models.PositiveSmallIntegerField(
        _("place on the list"), null=True, blank=True, help_text=_("Place on the party list.")
    )
    bio_mn = models.TextField(_("biography (Mongolian)"), blank=True)
    bio_en = models.TextField(_("biography (English)"), blank=True)

    objects = CandidateQuerySet.as_manager()

    class Meta:
        ordering = ["election", "district__number", "-is_winner", "name_mn", "name_en"]
        verbose_name = _("candidate")
        verbose_name_plural = _("candidates")
        indexes = [
            models.Index(fields=["election", "district"], name="candidate_district_idx"),
            models.Index(fields=["election", "is_winner"], name="candidate_winner_idx"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=~models.Q(name_mn="", name_en=""), name="candidate_has_a_name"
            )
        ]

    def __str__(self) -> str:
        return self.name_mn or self.name_en

    @property
    def is_result_known(self) -> bool:
        """Whether "not elected" is known: a winner, a candidate outside constituencies, or one whose
        constituency has all its winners named (with_district_winners); else the data cannot say."""
        if self.is_winner or self.district_id is None:
            return True
        mandates = self.district.mandates if self.district else None
        named = getattr(self, "district_winners", None)
        return mandates is not None and named is not None and named >= mandates
