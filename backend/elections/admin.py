"""Newsroom screens for elections, parties, constituencies and candidates."""
from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from .models import Candidate, District, Election, ElectionParty, Party


class ElectionPartyInline(admin.TabularInline):
    model = ElectionParty
    extra = 0
    autocomplete_fields = ["party"]
    fields = ["position", "party", "seats", "constituency_seats", "list_seats", "votes", "vote_share",
              "is_vote_share_approximate", "leader_name_mn", "leader_name_en", "image"]


class DistrictInline(admin.TabularInline):
    model = District
    extra = 0
    fields = ["number", "name_mn", "name_en", "mandates", "area_mn", "area_en", "result_time"]


@admin.register(Election)
class ElectionAdmin(admin.ModelAdmin):
    list_display = ["__str__", "date", "kind", "total_seats", "turnout_percent", "is_published"]
    list_filter = ["kind", "is_published"]
    search_fields = ["name_mn", "name_en"]
    date_hierarchy = "date"
    inlines = [ElectionPartyInline, DistrictInline]
    fieldsets = [
        (None, {"fields": ["kind", "date", "name_mn", "name_en", "is_published"]}),
        (_("Seats"), {"fields": ["total_seats", "constituency_seats", "list_seats", "district_count"]}),
        (_("Turnout"), {"fields": ["registered_voters", "ballots_cast", "blank_votes", "turnout_percent",
                                   "is_turnout_preliminary"]}),
        (_("Registration"), {"fields": ["candidates_registered", "parties_registered", "coalitions_registered",
                                        "independents_registered", "women_elected"]}),
        (_("Sources and notes for readers"), {
            "description": _("Shown on the election's pages in each edition's language."),
            "fields": [("system_mn", "system_en"), ("notes_mn", "notes_en"), ("sources_mn", "sources_en")],
        }),
        (_("The data file's own notes"), {
            "description": _("As the imported file gives them, for the newsroom; readers never see these."),
            "classes": ["collapse"],
            "fields": ["data_system_note", "data_notes", "data_sources"],
        }),
    ]


@admin.register(Party)
class PartyAdmin(admin.ModelAdmin):
    list_display = ["name_en", "name_mn", "abbreviation_en", "abbreviation_mn", "colour", "is_coalition"]
    list_filter = ["is_coalition", "is_independent"]
    search_fields = ["name_en", "name_mn", "abbreviation_en", "abbreviation_mn", "slug"]
    prepopulated_fields = {"slug": ["abbreviation_en"]}


@admin.register(ElectionParty)
class ElectionPartyAdmin(admin.ModelAdmin):
    list_display = ["party", "election", "seats", "votes", "vote_share", "leader_name_mn"]
    list_filter = ["election"]
    search_fields = ["party__name_en", "party__name_mn", "party__abbreviation_en", "leader_name_mn",
                     "leader_name_en"]
    list_select_related = ["party", "election"]
    autocomplete_fields = ["party"]


@admin.register(District)
class DistrictAdmin(admin.ModelAdmin):
    list_display = ["number", "name_mn", "name_en", "election", "mandates", "result_time"]
    list_filter = ["election"]
    search_fields = ["name_mn", "name_en", "area_mn", "area_en"]
    list_select_related = ["election"]


@admin.register(Candidate)
class CandidateAdmin(admin.ModelAdmin):
    list_display = ["__str__", "name_en", "election", "district", "party", "votes", "vote_share", "is_winner",
                    "list_position"]
    list_filter = ["election", "is_winner", "party", "district"]
    search_fields = ["name_mn", "name_en"]
    list_select_related = ["election", "district", "party"]
    autocomplete_fields = ["party"]
    raw_id_fields = ["district"]
