"""Demo stories told in both editions: each English story is the translation of a Mongolian one
(`Article.translation_of`, news/translations.py), so a newcomer sees the language switch and the
"read in the other language" link lead from a story to its translation.

The generated demo articles of the two editions are written apart and never tell the same story, so
these are written by hand: short explainers of well-known customs and everyday advice, with no
figures and nothing reported as news, each ending with a line that says it is demo content.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Telling:
    """One edition's text of a story."""

    title: str
    lead: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class StoryPair:
    category: str  # a slug of text.CATEGORIES
    hours_ago: int  # published this long before the demo is seeded, the Mongolian original first
    mn: Telling
    en: Telling


NOTE = {
    "mn": "Жишээ контент: энэ нийтлэл нь мэдээ болон түүний орчуулга хоёр хэвлэлд хэрхэн холбогддогийг "
          "харуулах зорилгоор хоёр хэлээр бичигдсэн.",
    "en": "Demo content: this story is written in both languages to show how a story and its translation "
          "are linked across the two editions.",
}

PAIRS: list[StoryPair] = [
    StoryPair(
        "culture", 4,
        Telling(
            "Наадмын эрийн гурван наадам: бөх, морь, сур",
            "Үндэсний их баяр наадам жил бүрийн зун болж, бөх, морин уралдаан, сур харвааны тэмцээнээр "
            "үргэлжилдэг.",
            (
                "Наадам бол Монголын хамгийн том үндэсний баяр. Түүнийг эрийн гурван наадам гэж нэрлэдэг "
                "бөх, морин уралдаан, сур харваа гэсэн гурван төрлөөр тэмдэглэдэг.",
                "Бөхчүүд зодог шуудаг өмсөж барилддаг бөгөөд давсан бөх нь шувуу мэт дэвж ёслодог.",
                "Морин уралдаанд хүүхэд унаачид морио унаж, хээр талд холын зайд уралддаг. Сур харвааны "
                "тэмцээнд эрэгтэй, эмэгтэй харваачид аль аль нь оролцдог.",
            ),
        ),
        Telling(
            "Naadam's three manly games: wrestling, horse racing and archery",
            "The national festival is held every summer, with wrestling, horse racing and archery at its "
            "heart.",
            (
                "Naadam is Mongolia's largest national festival. It is celebrated with the three games known "
                "as the three manly games: wrestling, horse racing and archery.",
                "Wrestlers compete in the traditional zodog jacket and shuudag shorts, and the winner of a "
                "bout performs the eagle dance.",
                "In the horse races, child jockeys ride over long distances across the open steppe. Both men "
                "and women compete in archery.",
            ),
        ),
    ),
    StoryPair(
        "culture", 7,
        Telling(
            "Цагаан сар: ахмадаа золгож, шинэ оныг угтах заншил",
            "Сар шинийн баяраар гэр бүлүүд ахмад настнууддаа очиж золгож, шинэ оны мэндийг хүргэдэг.",
            (
                "Цагаан сар бол билгийн тооллын шинэ оны баяр. Баярын өмнөх өдрийг битүүн гэж нэрлэдэг бөгөөд "
                "энэ өдөр айлууд гэрээ цэвэрлэж, хуучин оноо үддэг.",
                "Шинийн нэгний өглөө залуус ахмадаа гарын доороос нь түшиж золгоно. Золгохдоо "
                "\u201cАмар байна уу\u201d гэж мэндэлдэг.",
                "Айлууд баярын өмнө бууз олноор хийж, зочдоо хүлээн авахаар бэлтгэдэг.",
            ),
        ),
        Telling(
            "Tsagaan Sar: greeting elders and welcoming the new year",
            "At the Lunar New Year, families visit their elders to greet them and wish them well for the "
            "year ahead.",
            (
                "Tsagaan Sar, the White Month, is the new year of the lunar calendar. The day before it is "
                "called Bituun, when households clean their homes and see the old year out.",
                "On the morning of the first day, younger people greet their elders by supporting their "
                "arms from below, asking \u201cAre you well?\u201d",
                "Before the holiday, families make large batches of buuz, steamed dumplings, to welcome their "
                "guests.",
            ),
        ),
    ),
    StoryPair(
        "helpful", 10,
        Telling(
            "Өвлийн хүйтэнд дулаан хувцаслах энгийн зөвлөгөө",
            "Олон давхар хувцас, малгай, бээлий бол хүйтнээс биеэ хамгаалах хамгийн энгийн арга юм.",
            (
                "Хүйтэн өдөр нэг зузаан хувцаснаас хэд хэдэн нимгэн давхар хувцас илүү дулаан байдаг: "
                "давхаргын хооронд агаар хадгалагддаг.",
                "Толгой, гар, хөлөө заавал дулаан бүтээгээрэй. Арьс цайж, мэдээ алдах нь хөлдөлтийн шинж байж "
                "болно. Ийм үед дулаан байранд орж, биеэ аажмаар дулаацуулаарай.",
                "Ганцаараа амьдардаг ахмад хөршүүддээ анхаарал тавиарай.",
            ),
        ),
        Telling(
            "Simple advice for dressing warmly in the winter cold",
            "Layers, a hat and gloves are the simplest way to protect yourself from the cold.",
            (
                "On a cold day several thin layers keep you warmer than one thick garment: the air between "
                "the layers holds the warmth.",
                "Always cover your head, hands and feet. Pale, numb skin can be a sign of frostbite; if you "
                "notice it, go indoors and warm up gradually.",
                "Look in on older neighbours who live alone.",
            ),
        ),
    ),
    StoryPair(
        "education", 14,
        Telling(
            "Монгол бичиг: дээрээс доош бичдэг үндэсний бичиг",
            "Монгол бичгийг босоо мөрөөр дээрээс доош, мөрүүдийг зүүнээс баруун тийш бичдэг.",
            (
                "Монгол бичиг бол олон зууны түүхтэй үндэсний бичиг. Үсгийг босоо мөрөөр дээрээс доош бичиж, "
                "мөрүүдийг зүүнээс баруун тийш дараалуулдаг.",
                "Өдөр тутмын бичигт XX зууны дунд үеэс кирилл үсгийг хэрэглэж ирсэн. Сургуулиуд монгол бичгийг "
                "мөн заадаг.",
            ),
        ),
        Telling(
            "The Mongolian script, written from top to bottom",
            "The traditional Mongolian script is written in vertical lines from top to bottom, the lines "
            "following each other from left to right.",
            (
                "The Mongolian script is a national script with a history of many centuries. Letters are "
                "written in vertical lines from top to bottom, and the lines run from left to right.",
                "Since the middle of the twentieth century the Cyrillic alphabet has been used for everyday "
                "writing. Schools teach the traditional script as well.",
            ),
        ),
    ),
]
