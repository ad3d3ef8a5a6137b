"""What readers read in an election's "sources and notes" box, in both languages.

Written for readers by the newsroom, from what the shipped data files and their SOURCES.md say;
the files' own notes stay in the newsroom (Election.data_notes). The importer writes these texts
on the shipped elections: the base text with its results file, and what the member and candidate
file adds with that file. Editors may change them afterwards in the newsroom.

Content, then, not the portal's messages: stored once per language like any article, so not gettext's.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ReaderText:
    system_mn: str = ""
    system_en: str = ""
    notes_mn: tuple[str, ...] = field(default_factory=tuple)
    notes_en: tuple[str, ...] = field(default_factory=tuple)
    sources_mn: tuple[str, ...] = field(default_factory=tuple)
    sources_en: tuple[str, ...] = field(default_factory=tuple)

    def __add__(self, other: ReaderText) -> ReaderText:
        return ReaderText(
            system_mn=other.system_mn or self.system_mn,
            system_en=other.system_en or self.system_en,
            notes_mn=self.notes_mn + other.notes_mn,
            notes_en=self.notes_en + other.notes_en,
            sources_mn=self.sources_mn + other.sources_mn,
            sources_en=self.sources_en + other.sources_en,
        )


# With each results file (importers.SHIPPED_FILES).
BASE: dict[str, ReaderText] = {
    "election_2024_parliament.json": ReaderText(
        system_mn=(
            "УИХ-ын 126 суудлын 78-ыг 13 олон мандаттай тойргоос хамгийн олон санал авсан нэр дэвшигчид авч, "
            "48-ыг намуудын улсын хэмжээний жагсаалтаас жагсаалтад өгсөн саналын хувиар хуваарилсан. "
            "Жагсаалтаас суудал авахын тулд нам саналын босго давах ёстой: Википедиагийн мэдээгээр 4%, "
            "эвслийн босго өөр байж магадгүй."
        ),
        system_en=(
            "Of the 126 seats, 78 went to the candidates with the most votes in 13 multi-member constituencies "
            "and 48 were shared out from national party lists in proportion to the list vote. A party needs a "
            "minimum share of the list vote to win list seats: 4% according to Wikipedia, possibly a different "
            "figure for coalitions."
        ),
        notes_mn=(
            "Нэр дэвшигч тус бүрийн авсан санал бидний эх сурвалжид байхгүй.",
            "11 (Сонгинохайрхан) ба 12 (Хан-Уул) дугаар тойргийн нутгийг бусад тойрогт ороогүй нийслэлийн хоёр "
            "дүүрэг гэж үзэж тогтоосон.",
        ),
        notes_en=(
            "Our sources do not give the votes of individual candidates.",
            "The areas of constituencies 11 (Songinokhairkhan) and 12 (Khan-Uul) are inferred: they are the two "
            "districts of the capital that belong to no other constituency.",
        ),
        sources_mn=(
            "Намуудын суудал: Сонгуулийн ерөнхий хорооны албан ёсны дүн, Синьхуа, IANS агентлагийн "
            "2024 оны 7-р сарын 1-ний мэдээгээр",
            "Тойргууд: УИХ-ын 2023 оны 12-р сарын 21-ний өдрийн 112 дугаар тогтоол",
            "Сонгуулийн тогтолцоо: Википедиа, «2024 Mongolian parliamentary election» (CC BY-SA 4.0)",
        ),
        sources_en=(
            "Seats by party: the General Election Commission's official result, as reported by Xinhua and IANS "
            "on 1 July 2024",
            "Constituencies: State Great Khural resolution No. 112 of 21 December 2023",
            "Electoral system: Wikipedia, “2024 Mongolian parliamentary election” (CC BY-SA 4.0)",
        ),
    ),
    "election_2020_parliament.json": ReaderText(
        system_mn=(
            "УИХ-ын 76 суудлыг 29 олон мандаттай тойргоос (аймагт 20, нийслэлд 9) сонгосон; тойрог бүрт хамгийн "
            "олон санал авсан нэр дэвшигчид сонгогдоно. Намын жагсаалтын суудал байгаагүй."
        ),
        system_en=(
            "The 76 seats were filled in 29 multi-member constituencies (20 in the aimags, 9 in the capital); in "
            "each, the candidates with the most votes won. There were no party-list seats."
        ),
        notes_mn=(
            "Нэр дэвшигч тус бүрийн авсан санал бидний эх сурвалжид байхгүй.",
            "Намуудын саналын хувь нь нэр дэвшигчдийн авсан саналыг намаар нэгтгэсэн дүн: сонгогч бүр "
            "тойргийнхоо суудлын тоогоор санал өгсөн.",
        ),
        notes_en=(
            "Our sources do not give the votes of individual candidates.",
            "A party's vote share is the votes of its candidates added together: each voter had as many votes "
            "as their constituency had seats.",
        ),
        sources_mn=(
            "Суудал, ирц, бүртгэгдсэн нэр дэвшигч: Сонгуулийн ерөнхий хорооны албан ёсны дүн, Австрали дахь "
            "Монгол Улсын ЭСЯ болон Монцамэ агентлагаар дамжуулан",
            "Намуудын саналын хувь: Википедиа, «2020 Mongolian parliamentary election» (CC BY-SA 4.0)",
        ),
        sources_en=(
            "Seats, turnout and registered candidates: the General Election Commission's official results, via "
            "the Embassy of Mongolia in Australia and Montsame",
            "Vote shares by party: Wikipedia, “2020 Mongolian parliamentary election” (CC BY-SA 4.0)",
        ),
    ),
    "election_2021_presidential.json": ReaderText(
        notes_mn=(
            "Хоёр янзын хувь нийтлэгдсэн: Сонгуулийн ерөнхий хороо нэр дэвшигчийн саналыг хоосон хуудас "
            "оролцуулсан нийт саналын хуудсанд харьцуулдаг (ялагч 67.76%), Википедиа зөвхөн нэр дэвшигчдэд "
            "өгсөн саналд харьцуулдаг (72.02%).",
            "Ирц Сонгуулийн ерөнхий хорооны тоогоор 59.35%; Википедиад 59.29% гэжээ.",
            "Аймаг, дүүрэг тус бүрт нэр дэвшигчдийн авсан санал бидний эх сурвалжид байхгүй.",
        ),
        notes_en=(
            "Two kinds of share are published: the General Election Commission compares a candidate's votes "
            "with all ballots, blank ones included (67.76% for the winner); Wikipedia compares them with the "
            "votes for candidates only (72.02%).",
            "Turnout was 59.35% by the Commission's figures; Wikipedia gives 59.29%.",
            "Our sources do not give the candidates' votes by aimag or district.",
        ),
        sources_mn=(
            "Санал, ирц: Сонгуулийн ерөнхий хорооны дарга, Синьхуа агентлаг болон chinggis.info-д "
            "иш татсанаар",
            "Нэр дэвшигчдэд өгсөн саналын хувь: Википедиа, «2021 Mongolian presidential election» "
            "(CC BY-SA 4.0)",
        ),
        sources_en=(
            "Votes and turnout: the chair of the General Election Commission, as quoted by Xinhua and "
            "chinggis.info",
            "Shares of the votes for candidates: Wikipedia, “2021 Mongolian presidential election” (CC BY-SA 4.0)",
        ),
    ),
}

BASE.update({
    "election_2017_presidential_round1.json": ReaderText(
        notes_mn=(
            "Нэр дэвшигчдийн хэн нь ч саналын олонхийг аваагүй тул тэргүүлсэн хоёр нэр дэвшигч 2017 оны "
            "7-р сарын 7-нд давтан санал хураалтаар (II шат) өрсөлдсөн. М.Энхболд С.Ганбаатараас 1,849 саналаар "
            "илүү гарсан.",
            "Хоёр янзын хувь нийтлэгдсэн: Сонгуулийн ерөнхий хороо хоосон хуудсыг оролцуулсан нийт саналын "
            "хуудсанд харьцуулдаг (Х.Баттулга 38.11%), Википедиа зөвхөн нэр дэвшигчдэд өгсөн саналд "
            "харьцуулдаг (38.64%).",
            "Бүртгэлтэй сонгогч, санал өгсөн иргэн, хоосон саналын хуудасны тоо, аймаг, дүүрэг тус бүрийн "
            "санал бидний эх сурвалжид байхгүй.",
        ),
        notes_en=(
            "No candidate won a majority, so the two leading candidates met in a runoff (the second round) "
            "on 7 July 2017. M. Enkhbold finished 1,849 votes ahead of S. Ganbaatar.",
            "Two kinds of share are published: the General Election Commission compares a candidate's votes "
            "with all ballots, blank ones included (Kh. Battulga 38.11%); Wikipedia compares them with the "
            "votes for candidates only (38.64%).",
            "Our sources do not give the number of registered voters, of ballots cast or of blank ballots, "
            "nor the votes by aimag or district.",
        ),
        sources_mn=(
            "Санал, нэр дэвшигчдэд өгсөн саналын хувь, ирц: Википедиа, «2017 Mongolian presidential "
            "election» (CC BY-SA 4.0), Ройтерс агентлаг",
            "Сонгуулийн ерөнхий хорооны хувь: The UB Post сонин, 2017 оны 7-р сарын 8",
        ),
        sources_en=(
            "Votes, shares of the votes for candidates and turnout: Wikipedia, “2017 Mongolian presidential "
            "election” (CC BY-SA 4.0), and Reuters",
            "The General Election Commission's shares: The UB Post, 8 July 2017",
        ),
    ),
    "election_2017_presidential_round2.json": ReaderText(
        notes_mn=(
            "Анхны удаа Ерөнхийлөгчийн сонгууль хоёр шаттай болсон: I шатанд 2017 оны 6-р сарын 26-нд "
            "гурван нэр дэвшигч өрсөлдсөн.",
            "Сонгуулийн ерөнхий хороо хоосон хуудсыг хүчинтэйд тооцдог тул ялагчийн хувь нийт саналын "
            "хуудасны 50.61%; хоёр нэр дэвшигчид өгсөн саналын 55.15%.",
            "Бүртгэлтэй сонгогч, санал өгсөн иргэн, хоосон саналын хуудасны эцсийн тоо бидний эх сурвалжид "
            "байхгүй. Сонгуулийн шөнийн урьдчилсан дүнгээр 1,982,733 сонгогчийн 1,119,723 (60.4%) санал өгч, "
            "99,350 хоосон хуудас ирүүлсэн.",
        ),
        notes_en=(
            "For the first time the presidential election went to a second round: three candidates stood in "
            "the first round on 26 June 2017.",
            "The General Election Commission counts blank ballots as valid, so the winner's share is 50.61% of "
            "all ballots; of the votes for the two candidates it is 55.15%.",
            "Our sources do not give the final numbers of registered voters, ballots cast or blank ballots. "
            "The preliminary count on election night was 1,119,723 voters of 1,982,733 (60.4%), with 99,350 "
            "blank ballots.",
        ),
        sources_mn=(
            "Санал, хувь, ирц: Википедиа, «2017 Mongolian presidential election» (CC BY-SA 4.0)",
            "Сонгуулийн шөнийн урьдчилсан дүн: The UB Post сонин, 2017 оны 7-р сарын 8",
        ),
        sources_en=(
            "Votes, shares and turnout: Wikipedia, “2017 Mongolian presidential election” (CC BY-SA 4.0)",
            "Preliminary figures on election night: The UB Post, 8 July 2017",
        ),
    ),
})

# With election_members.json, by (kind, year) of the election it completes.
MEMBERS: dict[tuple[str, int], ReaderText] = {
    ("parliament", 2024): ReaderText(
        notes_mn=(
            "Сонгогдсон 126 гишүүн, тэдний тойрог, жагсаалтын дугаарыг УИХ-ын цахим хуудсанд (parliament.mn) "
            "буй гишүүдийн жагсаалтаас 2025–2026 онд авсан. Энэ нь Сонгуулийн ерөнхий хорооны баримт бичиг "
            "биш боловч бидний шалгаж чадсан бүх зүйлээр албан ёсны дүнтэй таарсан: нам бүрийн суудал, "
            "тойргийн 78, жагсаалтын 48 суудал, тойрог бүрийн суудлын тоо.",
            "Сонгогдоогүй 1,215 нэр дэвшигчийн нэрс бидний эх сурвалжид байхгүй тул нэр дэвшигчдийн хуудсанд "
            "зөвхөн сонгогдсон гишүүдийг харуулав. Намын жагсаалтад мөн зөвхөн жагсаалтаар суудал авсан "
            "нэр дэвшигчид байна; бүтэн жагсаалтууд үүнээс урт байсан.",
            "Гишүүдийн нэрийг УИХ-ын жагсаалтад байгаагаар овгийн эхний үсэгтэй бичив; латин бичлэг нь "
            "мөн тэр жагсаалтаас.",
            "Жагсаалтын саналыг зөвхөн хувиар олсон, саналын тоо олдсонгүй. Эдгээр хувиас түгээмэл "
            "аргуудаар жагсаалтын суудлыг дахин тооцоход 18, 16, 6, 4, 4 гарахгүй байна; харуулсан суудал нь "
            "албан ёсны тоо.",
            "Ирц нь эцсийн тоо. Сонгуулийн шөнө 69.3% гэж мэдээлж байсан.",
        ),
        notes_en=(
            "The 126 members elected, with their constituencies and list places, come from the State Great "
            "Khural's own list of members (parliament.mn), read in 2025–26. It is not a General Election "
            "Commission document, but it agrees with the official result on everything we could check: each "
            "party's seats, the 78 constituency and 48 list seats, and the seats of each constituency.",
            "Our sources do not name the 1,215 candidates who were not elected, so the candidate pages list "
            "only the members elected. The party lists likewise show only the candidates who won list seats; "
            "the full lists were longer.",
            "Members' names are written as on parliament's own list, with the initial of the patronymic in "
            "Cyrillic; the Latin spellings come from the same list.",
            "List votes were found as percentages only, not as numbers of votes. Working the list seats out "
            "from these percentages with the usual methods does not give 18, 16, 6, 4 and 4; the seats shown "
            "are the official ones.",
            "Turnout is the final figure; 69.3% was reported on election night.",
        ),
        sources_mn=(
            "Гишүүд, тойрог, жагсаалтын дугаар: УИХ-ын гишүүдийн жагсаалт (parliament.mn), Монгол дахь "
            "Америкийн их сургуулийн data-mn өгөгдлийн сангаар дамжуулан",
            "Жагсаалтын саналын хувь, эцсийн ирц: Википедиа, «2024 Mongolian parliamentary election» "
            "(CC BY-SA 4.0)",
            "Сонгогдсон эмэгтэйчүүд: Mongolia Focus блог (Британийн Колумбын их сургууль), «Монголын дуу хоолой» радио",
        ),
        sources_en=(
            "Members, constituencies and list places: the State Great Khural's list of members (parliament.mn), "
            "via the American University of Mongolia's data-mn repository",
            "List vote shares and final turnout: Wikipedia, “2024 Mongolian parliamentary election” "
            "(CC BY-SA 4.0)",
            "Women elected: the Mongolia Focus blog (University of British Columbia) and the Voice of Mongolia",
        ),
    ),
    ("parliament", 2020): ReaderText(
        notes_mn=(
            "Бүртгэгдсэн 606 нэр дэвшигчийг бүгдийг харуулав. Харин бидний эх сурвалж сонгогдсон 76 гишүүнээс "
            "зөвхөн 59-г нэрлэсэн (3, 10, 13, 16, 17, 19, 20, 21, 22, 23, 24, 26, 27, 28 дугаар тойрогт бүгдийг нь); "
            "бусад 17 гишүүнийг ямар ч эх сурвалжаас баталж чадаагүй тул сонгогдсон гэж "
            "тэмдэглээгүй.",
            "Цөөн хэдэн ялагчийн авсан саналыг хэвлэлд урьдчилсан байдлаар мэдээлсэн; тэдгээрийг энд харуулаагүй.",
            "Нэр дэвшигчдийн нэрийн латин бичлэгийг бид кирилл бүртгэлээс MNS 5217:2012 стандартаар "
            "галигласан. Жижиг намуудын англи нэрийг бид орчуулсан.",
        ),
        notes_en=(
            "All 606 registered candidates are listed, but our sources name only 59 of the 76 members elected "
            "(all of them in constituencies 3, 10, 13, 16, 17, 19, 20, 21, 22, 23, 24, 26, 27 and 28); the other 17 "
            "could not be confirmed from any source and are not marked as elected.",
            "A few winners' votes were reported in the press as preliminary counts; they are not shown here.",
            "The Latin spellings of the candidates' names are our transliteration of the Cyrillic register "
            "(MNS 5217:2012). The English names of the smaller parties are our translations.",
        ),
        sources_mn=(
            "Тойргууд, нэр дэвшигчдийн бүртгэл: github.com/ebold/songuuli; УИХ-ын 2020 оны 1-р сарын 30-ны "
            "өдрийн 15 дугаар тогтоол",
            "Сонгогдсон гишүүд: Mongolia Focus блог (Британийн Колумбын их сургууль), Монцамэ, bataar.mn, "
            "news.mn, dayarmongol.mn, Австрали дахь Монгол Улсын ЭСЯ, УИХ-ын цахим хуудас (parliament.mn), "
            "The UB Post, Монголын дуу хоолой радио (vom.mn), byambatsogt.mn, англи хэл дээрх Википедиа (CC BY-SA)",
            "Намуудын санал: Википедиа, франц, испани хэл дээрх хувилбар (CC BY-SA)",
        ),
        sources_en=(
            "Constituencies and the candidate register: github.com/ebold/songuuli; State Great Khural "
            "resolution No. 15 of 30 January 2020",
            "Members elected: the Mongolia Focus blog (University of British Columbia), Montsame, bataar.mn, "
            "news.mn, dayarmongol.mn, the Embassy of Mongolia in Australia, the State Great Khural (parliament.mn), "
            "The UB Post, the Voice of Mongolia (vom.mn), byambatsogt.mn and the English Wikipedia (CC BY-SA)",
            "Votes by party: Wikipedia in French and Spanish (CC BY-SA)",
        ),
    ),
    ("president", 2021): ReaderText(
        notes_mn=("Д.Энхбатын овгийн нэрийг кирилл үсгээр олоогүй тул эхний үсгээр нь бичив.",),
        notes_en=("D. Enkhbat's patronymic was not found in Cyrillic; the Mongolian edition gives its initial.",),
        sources_mn=("Нэр дэвшигчдийн нэр, нам: newscafe.mn",),
        sources_en=("Candidates' Cyrillic names and parties: newscafe.mn",),
    ),
}
