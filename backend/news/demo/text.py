"""Writing material for the demo portal, in Mongolian and English.

All of it is invented for the demo: generic subjects (institutions described by role, people by
occupation, never a named private person), predicates and sentences that `seed` combines into
titles, leads and bodies. A title is `subject + " " + predicate`, or `predicate.format(s=subject)`
when the predicate holds `{s}`. Mongolian predicates are finished verb phrases, so any subject
fits any predicate of its category.
"""
from dataclasses import dataclass, field
from typing import TypedDict


@dataclass(frozen=True)
class CategoryInfo:
    slug: str
    name_mn: str
    name_en: str
    colour: str  # base colour of its generated pictures
    weight: int  # share of the articles beyond the per-category minimum


CATEGORIES: list[CategoryInfo] = [
    CategoryInfo("politics", "Улс төр", "Politics", "#1f4e8c", 5),
    CategoryInfo("economy", "Эдийн засаг", "Economy", "#0f7b6c", 5),
    CategoryInfo("society", "Нийгэм", "Society", "#b5542a", 5),
    CategoryInfo("world", "Дэлхий", "World", "#3a3f9e", 4),
    CategoryInfo("sport", "Спорт", "Sport", "#c0392b", 4),
    CategoryInfo("tech", "Технологи", "Technology", "#6a2c91", 3),
    CategoryInfo("lifestyle", "Амьдралын хэв маяг", "Lifestyle", "#d4598a", 2),
    CategoryInfo("health", "Эрүүл мэнд", "Health", "#15889c", 2),
    CategoryInfo("culture", "Соёл урлаг", "Culture", "#a0661c", 2),
    CategoryInfo("education", "Боловсрол", "Education", "#3d7a2a", 1),
    CategoryInfo("helpful", "Хэрэгцээт", "Helpful", "#2b6f9e", 1),
    CategoryInfo("interview", "Ярилцлага", "Interview", "#5b4636", 1),
    CategoryInfo("interesting", "Сонирхолтой", "Interesting", "#8a2f5e", 1),
    CategoryInfo("environment", "Байгаль орчин", "Environment", "#2e7d4f", 1),
]

# slug, name_mn, name_en; title prefix by language for the forms that news sites mark in titles.
NEWS_TYPES: list[tuple[str, str, str]] = [
    ("text", "Мэдээ", "News"),
    ("video", "Видео", "Video"),
    ("photo", "Фото", "Photo"),
    ("interview", "Ярилцлага", "Interview"),
    ("analysis", "Тойм", "Analysis"),
]
TITLE_PREFIX = {
    "mn": {"video": "ВИДЕО: ", "photo": "ФОТО: "},
    "en": {"video": "VIDEO: ", "photo": "PHOTOS: "},
}

REACTIONS: list[tuple[str, str, str, str]] = [
    ("like", "👍", "Таалагдлаа", "Like"),
    ("love", "❤️", "Хайртай", "Love"),
    ("haha", "😆", "Инээдтэй", "Haha"),
    ("wow", "😮", "Гайхалтай", "Wow"),
    ("sad", "😢", "Гунигтай", "Sad"),
    ("angry", "😠", "Уурласан", "Angry"),
]


@dataclass(frozen=True)
class ProviderInfo:
    name_mn: str
    name_en: str
    bio_mn: str
    bio_en: str
    beats: tuple[str, ...]  # category slugs this journalist mostly writes about
    colour: str


# Invented journalists (a patronymic initial and a common given name, as bylines are written).
PROVIDERS: list[ProviderInfo] = [
    ProviderInfo(
        "Б.Оюунчимэг", "B. Oyunchimeg",
        "Улс төр, эрх зүйн сэдвээр арав гаруй жил бичиж буй сэтгүүлч.",
        "Reporter who has covered politics and law for more than ten years.",
        ("politics", "society"), "#1f4e8c",
    ),
    ProviderInfo(
        "Д.Тэмүүлэн", "D. Temuulen",
        "Эдийн засаг, санхүүгийн мэдээ, тойм бэлтгэдэг.",
        "Writes news and analysis on the economy and finance.",
        ("economy", "helpful"), "#0f7b6c",
    ),
    ProviderInfo(
        "Г.Сарангэрэл", "G. Sarangerel",
        "Нийгэм, боловсролын асуудлаар сурвалжлага хийдэг.",
        "Reports on social issues and education.",
        ("society", "education", "helpful"), "#b5542a",
    ),
    ProviderInfo(
        "Н.Өлзийбаяр", "N. Ulziibayar",
        "Спортын тоймч. Бөх, сагсан бөмбөгийн тэмцээнийг тогтмол сурвалжилдаг.",
        "Sports writer who regularly covers wrestling and basketball.",
        ("sport",), "#c0392b",
    ),
    ProviderInfo(
        "Ц.Болормаа", "Ts. Bolormaa",
        "Эрүүл мэнд, амьдралын хэв маягийн сэдвээр бичдэг.",
        "Writes about health and lifestyle.",
        ("health", "lifestyle"), "#15889c",
    ),
    ProviderInfo(
        "Э.Түвшинбаяр", "E. Tuvshinbayar",
        "Технологи, шинжлэх ухааны мэдээний редактор.",
        "Technology and science news editor.",
        ("tech", "interesting"), "#6a2c91",
    ),
    ProviderInfo(
        "Ж.Мөнхзул", "J. Munkhzul",
        "Соёл урлагийн сэтгүүлч, ярилцлагын буланг хөтөлдөг.",
        "Culture reporter who also runs the interview column.",
        ("culture", "interview"), "#a0661c",
    ),
    ProviderInfo(
        "С.Ганбат", "S. Ganbat",
        "Гадаад мэдээ, байгаль орчны сэдвээр бичдэг.",
        "Covers world news and the environment.",
        ("world", "environment"), "#3a3f9e",
    ),
    ProviderInfo(
        "Мэдээний алба", "Newsroom",
        "Редакцийн мэдээний албаны бэлтгэсэн мэдээ.",
        "Stories prepared by the newsroom desk.",
        (), "#444b55",
    ),
]


@dataclass(frozen=True)
class TagInfo:
    name: str
    categories: tuple[str, ...] = ()
    featured: bool = False


TAGS: dict[str, list[TagInfo]] = {
    "mn": [
        TagInfo("Төсөв", ("politics", "economy"), True),
        TagInfo("Сонгууль", ("politics",), True),
        TagInfo("Хууль", ("politics", "helpful")),
        TagInfo("Чуулган", ("politics",)),
        TagInfo("Инфляц", ("economy",), True),
        TagInfo("Уул уурхай", ("economy",)),
        TagInfo("Экспорт", ("economy", "world")),
        TagInfo("Зээл", ("economy", "helpful")),
        TagInfo("Жижиг бизнес", ("economy",)),
        TagInfo("Агаарын бохирдол", ("environment", "health"), True),
        TagInfo("Замын түгжрэл", ("society",)),
        TagInfo("Орон сууц", ("society", "helpful")),
        TagInfo("Сайн дурынхан", ("society",)),
        TagInfo("Хүүхэд", ("society", "education", "health")),
        TagInfo("Гадаад харилцаа", ("world",)),
        TagInfo("Уур амьсгал", ("world", "environment"), True),
        TagInfo("Бөх", ("sport",)),
        TagInfo("Сагсан бөмбөг", ("sport",)),
        TagInfo("Жүдо", ("sport",)),
        TagInfo("Хиймэл оюун", ("tech",), True),
        TagInfo("Стартап", ("tech", "economy")),
        TagInfo("Цахим үйлчилгээ", ("tech", "helpful")),
        TagInfo("Кибер аюулгүй байдал", ("tech",)),
        TagInfo("Аялал", ("lifestyle",)),
        TagInfo("Хоол", ("lifestyle",)),
        TagInfo("Загвар", ("lifestyle", "culture")),
        TagInfo("Томуу", ("health",)),
        TagInfo("Вакцин", ("health",)),
        TagInfo("Театр", ("culture",)),
        TagInfo("Кино", ("culture",)),
        TagInfo("Морин хуур", ("culture",)),
        TagInfo("Сургууль", ("education",)),
        TagInfo("Их сургууль", ("education",)),
        TagInfo("Багш", ("education", "interview")),
        TagInfo("Зөвлөгөө", ("helpful", "health")),
        TagInfo("Малчин", ("interview", "environment")),
        TagInfo("Палеонтологи", ("interesting",)),
        TagInfo("Одон орон", ("interesting",)),
        TagInfo("Мод тарих", ("environment",)),
        TagInfo("Ус", ("environment",)),
        TagInfo("Наадам", ("sport", "culture"), True),
    ],
    "en": [
        TagInfo("Budget", ("politics", "economy"), True),
        TagInfo("Elections", ("politics",), True),
        TagInfo("Lawmaking", ("politics", "helpful")),
        TagInfo("Parliament", ("politics",)),
        TagInfo("Inflation", ("economy",), True),
        TagInfo("Mining", ("economy",)),
        TagInfo("Exports", ("economy", "world")),
        TagInfo("Loans", ("economy", "helpful")),
        TagInfo("Small business", ("economy",)),
        TagInfo("Air pollution", ("environment", "health"), True),
        TagInfo("Traffic", ("society",)),
        TagInfo("Housing", ("society", "helpful")),
        TagInfo("Volunteering", ("society",)),
        TagInfo("Children", ("society", "education", "health")),
        TagInfo("Diplomacy", ("world",)),
        TagInfo("Climate", ("world", "environment"), True),
        TagInfo("Wrestling", ("sport",)),
        TagInfo("Basketball", ("sport",)),
        TagInfo("Judo", ("sport",)),
        TagInfo("Artificial intelligence", ("tech",), True),
        TagInfo("Startups", ("tech", "economy")),
        TagInfo("E-government", ("tech", "helpful")),
        TagInfo("Cyber security", ("tech",)),
        TagInfo("Travel", ("lifestyle",)),
        TagInfo("Food", ("lifestyle",)),
        TagInfo("Fashion", ("lifestyle", "culture")),
        TagInfo("Flu", ("health",)),
        TagInfo("Vaccines", ("health",)),
        TagInfo("Theatre", ("culture",)),
        TagInfo("Film", ("culture",)),
        TagInfo("Music", ("culture",)),
        TagInfo("Schools", ("education",)),
        TagInfo("Universities", ("education",)),
        TagInfo("Teachers", ("education", "interview")),
        TagInfo("How-to", ("helpful", "health")),
        TagInfo("Herders", ("interview", "environment")),
        TagInfo("Dinosaurs", ("interesting",)),
        TagInfo("Astronomy", ("interesting",)),
        TagInfo("Tree planting", ("environment",)),
        TagInfo("Water", ("environment",)),
        TagInfo("Naadam", ("sport", "culture"), True),
    ],
}


@dataclass(frozen=True)
class Topic:
    subjects: list[str]
    predicates: list[str]
    sentences: list[str]
    qa: list[tuple[str, str]] = field(default_factory=list)


MATERIAL: dict[str, dict[str, Topic]] = {"mn": {}, "en": {}}

MATERIAL["mn"]["politics"] = Topic(
    ["Улсын Их Хурал", "Засгийн газар", "Төсвийн байнгын хороо", "Нийслэлийн иргэдийн хурал",
     "Сонгуулийн ерөнхий хороо", "Хууль зүйн байнгын хороо"],
    ["шинэ хуулийн төслийг хэлэлцэж эхэллээ", "ирэх оны төсвийн төслийг хэлэлцэхээр боллоо",
     "иргэдийн саналыг нэгтгэн танилцууллаа", "хаврын чуулганы хуваарийг зарлалаа",
     "ажлын хэсэг байгуулахаар шийдвэрлэлээ", "орон нутагт ажиллах хуваарьтай боллоо"],
    ["Хэлэлцүүлгийн үеэр гишүүд олон асуулт тавьж, зарим заалтыг дахин боловсруулах санал гаргасан.",
     "Төслийг боловсруулахад төрийн бус байгууллага, мэргэжлийн холбоодын төлөөлөл оролцжээ.",
     "Шийдвэрийн үр дүнг хагас жилийн дараа дүгнэж, олон нийтэд тайлагнана гэж мэдэгдлээ.",
     "Ажлын хэсэг ирэх сард багтаан эцсийн хувилбарыг бэлтгэх үүрэг авсан байна.",
     "Иргэдийн санал хүсэлтийг цахим хэлбэрээр хүлээн авч эхэлснийг онцлов.",
     "Хуралдааны дэлгэрэнгүй тэмдэглэлийг албан ёсны цахим хуудсанд нийтэлжээ."],
)
MATERIAL["en"]["politics"] = Topic(
    ["Parliament", "The cabinet", "The budget committee", "The city council",
     "The election commission", "The legal affairs committee"],
    ["begins debate on a new draft law", "sets out next year's spending plans",
     "publishes a summary of public comments", "announces the spring session timetable",
     "forms a working group on local governance", "plans a series of regional hearings"],
    ["Members raised a number of questions during the debate and asked for several clauses to be redrafted.",
     "Civil society groups and professional associations were consulted while the draft was prepared.",
     "Officials said the results would be reviewed in six months and reported to the public.",
     "The working group is expected to present a final version by the end of next month.",
     "Residents can now submit comments online, the announcement noted.",
     "Detailed minutes of the session have been posted on the official website."],
)

MATERIAL["mn"]["economy"] = Topic(
    ["Төв банк", "Статистикийн алба", "Арилжааны банкууд", "Жижиг, дунд үйлдвэрлэл эрхлэгчид",
     "Экспортлогч компаниуд", "Хөрөнгийн зах зээлийн оролцогчид"],
    ["улирлын тоймоо танилцууллаа", "шинэ зээлийн хөтөлбөр зарлалаа",
     "үнийн өсөлтийн талаар мэдээлэл хийлээ", "экспортын орлого нэмэгдсэнийг мэдээллээ",
     "хөрөнгө оруулагчдын чуулга уулзалт зохион байгууллаа", "оны эхний хагасын үр дүнг нэгтгэлээ"],
    ["Мэргэжилтнүүдийн тооцоолсноор өрхийн хэрэглээний зардал өмнөх оны мөн үеэс нэмэгджээ.",
     "Шатахуун, хүнсний бүтээгдэхүүний үнэ инфляцад хамгийн их нөлөөлж байна.",
     "Жижиг бизнес эрхлэгчид зээлийн хүү буурахыг хүлээж байгаагаа илэрхийлэв.",
     "Уул уурхайн бүтээгдэхүүний экспорт гадаад валютын орлогын гол эх үүсвэр хэвээр байна.",
     "Шинжээчид ирэх улиралд өсөлт тогтвортой байх төлөвтэй гэж үзэж байна.",
     "Хөтөлбөрт хамрагдах хүсэлтийг банкуудын салбараар болон цахимаар хүлээн авна."],
)
MATERIAL["en"]["economy"] = Topic(
    ["The central bank", "The statistics office", "A group of commercial banks", "The small business association",
     "The export council", "The local stock exchange"],
    ["publishes its quarterly review", "launches a new lending programme",
     "reports on rising consumer prices", "notes higher export earnings",
     "hosts an investor forum", "sums up first-half results"],
    ["Analysts estimate household spending has grown compared with the same period last year.",
     "Fuel and food prices remain the main drivers of inflation.",
     "Small business owners say they are waiting for lending rates to come down.",
     "Mining exports are still the largest source of foreign currency income.",
     "Economists expect growth to stay steady in the coming quarter.",
     "Applications for the programme are accepted at bank branches and online."],
)

MATERIAL["mn"]["society"] = Topic(
    ["Нийслэлийн захиргаа", "Дүүргийн засаг захиргаа", "Цагдаагийн байгууллага", "Нийгмийн даатгалын алба",
     "Сайн дурынхны холбоо", "Хорооны иргэд"],
    ["өвлийн бэлтгэл ажлыг эхлүүллээ", "замын хөдөлгөөний шинэ журам танилцууллаа",
     "өрхүүдэд зориулсан хөтөлбөр хэрэгжүүлж эхэллээ", "олон нийтийн цэвэрлэгээ зохион байгууллаа",
     "иргэдтэй нээлттэй уулзалт хийлээ", "хүүхдийн тоглоомын талбайг шинэчиллээ"],
    ["Энэ ажилд олон зуун иргэн сайн дураараа хамрагдсан байна.",
     "Хөтөлбөрт хамрагдах хүсэлтийг хорооны ажлын албаар хүлээн авч байгаа юм.",
     "Оршин суугчид гудамжны гэрэлтүүлэг, явган хүний замыг сайжруулах хүсэлт тавьсан.",
     "Албаны хүмүүс ажлыг үе шаттайгаар хийж, намар гэхэд дуусгахаар төлөвлөжээ.",
     "Иргэд санал хүсэлтээ утсаар болон цахим хаягаар илгээх боломжтой.",
     "Өнгөрсөн жилтэй харьцуулахад энэ төрлийн гомдол мэдэгдэхүйц буурсан байна."],
)
MATERIAL["en"]["society"] = Topic(
    ["The city administration", "The district office", "The police department", "The social insurance office",
     "The volunteers' association", "A neighbourhood committee"],
    ["starts preparations for winter", "introduces new traffic rules",
     "opens a support programme for families", "organises a community clean-up",
     "holds an open meeting with residents", "renovates a children's playground"],
    ["Hundreds of residents volunteered to take part.",
     "Applications for the programme are being accepted at the local committee office.",
     "Residents asked for better street lighting and safer pavements.",
     "Officials plan to carry out the work in stages and finish by autumn.",
     "People can send their suggestions by phone or online.",
     "Complaints of this kind have fallen noticeably compared with last year."],
)

MATERIAL["mn"]["world"] = Topic(
    ["Бүс нутгийн орнууд", "Олон улсын байгууллагууд", "Европын хэд хэдэн улс", "Ази, Номхон далайн орнууд",
     "Дэлхийн эрдэмтэд", "Хөгжиж буй орнууд"],
    ["уур амьсгалын өөрчлөлтийн талаар хэлэлцлээ", "худалдааны шинэ хэлэлцээр байгуулахаар тохиролцлоо",
     "хүмүүнлэгийн тусламжаа нэмэгдүүллээ", "эрчим хүчний хамтын ажиллагааг өргөжүүлэхээр боллоо",
     "аялал жуулчлалын урсгал сэргэж байгааг мэдээллээ", "хүнсний аюулгүй байдлын асуудлаар уулзлаа"],
    ["Уулзалтад оролцогчид хамтарсан мэдэгдэл гаргаж, дараагийн уулзалтын хугацааг тохиролцов.",
     "Шинжээчдийн үзэж буйгаар энэ шийдвэр бүс нутгийн худалдаанд эерэг нөлөө үзүүлнэ.",
     "Хэлэлцээрийн нарийвчилсан нөхцөлийг ойрын хугацаанд нийтлэх юм.",
     "Зарим улс шийдвэрийг дэмжсэн бол зарим нь нэмэлт судалгаа хийхийг санал болгожээ.",
     "Монгол Улс ч энэ асуудлаар байр сууриа илэрхийлсэн байна.",
     "Ажиглагчид энэ уулзалтыг сүүлийн жилүүдийн хамгийн үр дүнтэй нь гэж үнэлэв."],
)
MATERIAL["en"]["world"] = Topic(
    ["A regional bloc", "An international organisation", "A group of European countries", "An Asia-Pacific forum",
     "A panel of scientists", "A coalition of developing nations"],
    ["discusses climate change", "agrees to work on a new trade deal", "increases humanitarian aid",
     "expands energy cooperation", "reports a recovery in tourism", "meets on food security"],
    ["Participants issued a joint statement and agreed on the date of the next meeting.",
     "Experts believe the decision will have a positive effect on regional trade.",
     "The detailed terms of the agreement are expected to be published soon.",
     "Some countries supported the decision while others asked for further study.",
     "Mongolia also set out its position on the issue.",
     "Observers called the meeting one of the most productive in recent years."],
)

MATERIAL["mn"]["sport"] = Topic(
    ["Үндэсний шигшээ баг", "Залуучуудын сагсан бөмбөгийн баг", "Монголын бөхчүүд", "Жүдогийн шигшээ баг",
     "Хөлбөмбөгийн клубууд", "Морин спортын холбоо"],
    ["олон улсын тэмцээнээс медаль хүртлээ", "шинэ улирлын бэлтгэлээ эхэллээ",
     "хаалттай бэлтгэл сургуулилалтад гарлаа", "дараагийн тоглолтынхоо хуваарийг зарлалаа",
     "залуу тамирчдыг шалгаруулах тэмцээн зохион байгууллаа", "улсын аварга шалгаруулах тэмцээнд амжилттай оролцлоо"],
    ["Тамирчид сүүлийн гурван сарын турш өдөрт хоёр удаа бэлтгэл хийжээ.",
     "Дасгалжуулагчийн хэлснээр баг бүрэлдэхүүнээ залуу тамирчдаар шинэчилж байна.",
     "Тэмцээнд арав гаруй орны тамирчид оролцсон байна.",
     "Хөгжөөн дэмжигчид тамирчдыг онгоцны буудал дээр халуун дотноор угтав.",
     "Дараагийн шатны тэмцээн ирэх сард болно.",
     "Шүүгчид тэмцээний зохион байгуулалтыг өндөр түвшинд болсон гэж дүгнэжээ."],
)
MATERIAL["en"]["sport"] = Topic(
    ["The national team", "The youth basketball team", "The wrestling squad", "The judo team",
     "A local football club", "The horse racing federation"],
    ["wins medals at an international tournament", "starts preparing for the new season",
     "heads to a closed training camp", "announces its upcoming fixtures",
     "holds trials for young athletes", "performs well at the national championship"],
    ["The athletes have trained twice a day for the past three months.",
     "According to the coach, the team is bringing in younger players.",
     "Athletes from more than ten countries took part.",
     "Fans gave the team a warm welcome at the airport.",
     "The next round of the competition takes place next month.",
     "Judges praised the organisation of the event."],
)

MATERIAL["mn"]["tech"] = Topic(
    ["Монголын стартап компаниуд", "Харилцаа холбооны операторууд", "Их сургуулийн оюутнууд",
     "Цахим хөгжлийн байгууллага", "Програм хангамжийн инженерүүд", "Банк, санхүүгийн байгууллагууд"],
    ["хиймэл оюуны шинэ шийдэл танилцууллаа", "5G сүлжээний туршилтаа өргөжүүллээ",
     "роботын уралдаанд амжилттай оролцлоо", "төрийн цахим үйлчилгээг шинэчиллээ",
     "кибер аюулгүй байдлын сургалт зохион байгууллаа", "монгол хэлний дуу таних програм бүтээлээ"],
    ["Шинэ шийдлийг эхний ээлжинд нийслэлийн хэд хэдэн байгууллагад туршиж байна.",
     "Хөгжүүлэгчид хэрэглэгчдийн санал хүсэлтийг харгалзан програмаа сайжруулсаар байгаа юм.",
     "Мэргэжилтнүүд нууц үгээ тогтмол солих, хоёр шатлалт баталгаажуулалт ашиглахыг зөвлөж байна.",
     "Энэ төсөлд залуу инженерүүд голлон оролцсон байна.",
     "Технологийн салбарт ажиллах хүний нөөцийн эрэлт жил бүр өсөж байна.",
     "Туршилтын үр дүнг үндэслэн үйлчилгээг бусад аймагт нэвтрүүлэх юм."],
)
MATERIAL["en"]["tech"] = Topic(
    ["A Mongolian startup", "A mobile network operator", "A team of university students",
     "The e-government agency", "A group of software engineers", "A local bank"],
    ["presents a new AI tool", "expands its 5G trials", "does well at a robotics contest",
     "upgrades online public services", "runs cyber security training", "builds a Mongolian speech recognition app"],
    ["The new tool is first being tested at several organisations in the capital.",
     "The developers keep improving the app based on user feedback.",
     "Experts advise changing passwords regularly and turning on two-factor authentication.",
     "Young engineers did most of the work on the project.",
     "Demand for skilled people in the tech sector grows every year.",
     "Based on the trial results, the service will be rolled out to other provinces."],
)

MATERIAL["mn"]["lifestyle"] = Topic(
    ["Хотын залуус", "Олон гэр бүл", "Аялал сонирхогчид", "Оюутнууд", "Ахмад настнууд", "Алхалтын клубын гишүүд"],
    ["амралтын өдрүүдээ байгальд өнгөрөөх болжээ", "эрүүл хооллолтод илүү анхаарах болжээ",
     "дотоодын аяллыг илүүд үзэх боллоо", "шинэ хоббид цаг гаргах болсон байна",
     "уламжлалт зүйлсийг шинээр нээж байна", "өглөөний дасгалыг хэвшил болгож байна"],
    ["Сүүлийн жилүүдэд хотоос гадуур амрах сонирхол мэдэгдэхүйц нэмэгдсэн.",
     "Мэргэжилтнүүд өдөрт дор хаяж хагас цаг алхахыг зөвлөж байна.",
     "Уламжлалт амтыг орчин үеийн хэв маягтай хослуулах нь залуусын дунд түгээмэл болжээ.",
     "Ноос, ноолуур зэрэг байгалийн материалыг илүүд үзэх хүн олширсоор байна.",
     "Аялалд гарахын өмнө цаг агаарын мэдээг шалгаж, маршрутаа урьдчилан төлөвлөх нь чухал.",
     "Хамгийн гол нь өөртөө таалагдах зүйлээ олж, тогтмол хийх явдал юм."],
)
MATERIAL["en"]["lifestyle"] = Topic(
    ["Weekend hiking", "Healthy eating", "Domestic travel", "Traditional cooking", "Knitting with local wool",
     "Morning exercise"],
    ["gains popularity in the capital", "becomes a weekend favourite", "draws a younger crowd",
     "is on the rise, a survey suggests", "gets a modern twist", "wins over busy families"],
    ["Interest in getting out of the city has grown noticeably in recent years.",
     "Experts recommend walking for at least half an hour a day.",
     "Mixing traditional flavours with a modern style has become popular among young people.",
     "More people now prefer natural materials such as wool and cashmere.",
     "Before setting off, it is worth checking the weather and planning the route.",
     "The key, people say, is to find something you enjoy and keep doing it."],
)

MATERIAL["mn"]["health"] = Topic(
    ["Эрүүл мэндийн байгууллагууд", "Өрхийн эрүүл мэндийн төвүүд", "Хүүхдийн эмч нар", "Халдварт өвчин судлаачид",
     "Сувилагчдын холбоо", "Шүдний эмч нар"],
    ["томуугийн улиралд бэлтгэхийг сануулж байна", "үнэгүй урьдчилан сэргийлэх үзлэг зохион байгууллаа",
     "эцэг эхчүүдэд зөвлөгөө өглөө", "дархлаажуулалтын хуваарийг шинэчиллээ",
     "эмнэлгийн ачааллын талаар мэдээлэл хийлээ", "эрүүл амьдралын хэв маягийг сурталчиллаа"],
    ["Эмч нар гараа тогтмол угааж, хөл хөдөлгөөн ихтэй газраас зайлсхийхийг зөвлөв.",
     "Урьдчилан сэргийлэх үзлэгт хамрагдах хүсэлтийг өрхийн эмнэлгээр хүлээн авна.",
     "Өвлийн улиралд амьсгалын замын өвчлөл нэмэгддэгийг мэргэжилтнүүд анхааруулж байна.",
     "Хүүхдийг цагт нь дархлаажуулах нь олон өвчнөөс сэргийлэх хамгийн үр дүнтэй арга юм.",
     "Эмнэлгүүд ачааллаа бууруулахын тулд цахим цаг захиалгын системийг нэвтрүүлжээ.",
     "Шинж тэмдэг илэрвэл өөрөө эмчлэхгүй, эмчид хандахыг зөвлөж байна."],
)
MATERIAL["en"]["health"] = Topic(
    ["The public health centre", "A network of family clinics", "The paediatricians' association",
     "The infectious disease centre", "The nurses' association", "The dental association"],
    ["urges people to prepare for flu season", "offers free health check-ups", "shares advice for parents",
     "updates the vaccination schedule", "reports on hospital workloads", "promotes a healthy lifestyle"],
    ["Doctors advised washing hands regularly and avoiding crowded places.",
     "Requests for check-ups are accepted through family clinics.",
     "Specialists warn that respiratory illnesses rise in winter.",
     "Vaccinating children on time is one of the most effective ways to prevent disease.",
     "Hospitals have introduced online appointments to ease the pressure on staff.",
     "Anyone with symptoms is advised to see a doctor rather than self-medicate."],
)

MATERIAL["mn"]["culture"] = Topic(
    ["Драмын театрын хамт олон", "Залуу уран бүтээлчид", "Хотын музей", "Монгол кино уран бүтээлчид",
     "Морин хуурын чуулга", "Зураачдын эвлэл"],
    ["шинэ улирлаа нээлээ", "олон улсын наадамд оролцлоо", "үзэсгэлэнгээ нээлээ",
     "хүүхдэд зориулсан тоглолт зохион байгууллаа", "орон нутгаар аялан тоглолт хийнэ",
     "сонирхолтой шинэ төсөл эхлүүллээ"],
    ["Тоглолтын тасалбар хэдхэн хоногийн дотор дуусчээ.",
     "Уран бүтээлчид уламжлалт урлагийг орчин үеийн хэлбэрээр илэрхийлэхийг зорьжээ.",
     "Үзэсгэлэнд зуу гаруй бүтээл дэлгэгдсэн бөгөөд нэг сарын турш үргэлжилнэ.",
     "Энэ төслийн зорилго нь залуу үеийнхэнд үндэсний соёлоо сурталчлах юм.",
     "Үзэгчид тоглолтын дараа уран бүтээлчидтэй уулзаж, сэтгэгдлээ хуваалцав.",
     "Тоглолтын бичлэгийг удахгүй цахим сүлжээгээр түгээнэ."],
)
MATERIAL["en"]["culture"] = Topic(
    ["The drama theatre company", "A group of young artists", "The city museum", "A Mongolian film crew",
     "The horse-head fiddle ensemble", "The artists' union"],
    ["opens its new season", "takes part in an international festival", "opens an exhibition",
     "puts on a show for children", "plans a tour of the provinces", "launches an unusual project"],
    ["Tickets sold out within a few days.",
     "The artists set out to present traditional art in a modern form.",
     "More than a hundred works are on display, and the exhibition runs for a month.",
     "The project aims to bring national culture closer to the younger generation.",
     "After the show the audience met the performers and shared their impressions.",
     "A recording of the performance will soon be shared online."],
)

MATERIAL["mn"]["education"] = Topic(
    ["Ерөнхий боловсролын сургуулиуд", "Их, дээд сургуулиуд", "Цэцэрлэгүүд", "Багш нар",
     "Мэргэжлийн сургалтын төвүүд", "Ахлах ангийн сурагчид"],
    ["шинэ хичээлийн жилдээ бэлтгэж байна", "элсэлтийн шинэ журам танилцууллаа",
     "цахим хичээлийн платформ нэвтрүүллээ", "олон улсын олимпиадад амжилт гаргалаа",
     "мэргэжил дээшлүүлэх сургалтад хамрагдлаа", "номын сангаа шинэчиллээ"],
    ["Энэ жил нийслэлд хэдэн арван шинэ анги танхим ашиглалтад орно.",
     "Багш нар сурагчдын унших чадварыг сайжруулахад онцгой анхаарч байна.",
     "Цахим хичээлийг хөдөө орон нутгийн сурагчид ч ашиглах боломжтой.",
     "Элсэгчид бүртгэлээ цахимаар хийж, шалгалтын дүнгээ онлайнаар шалгана.",
     "Эцэг эхчүүд хүүхдийнхээ хичээлийн ахицыг цахим системээр хянах боломжтой боллоо.",
     "Сургалтад хамрагдсан багш нар туршлагаа хамт олондоо түгээх үүрэг авчээ."],
)
MATERIAL["en"]["education"] = Topic(
    ["A secondary school in the capital", "The national university", "A network of kindergartens",
     "The teachers' union", "A vocational training centre", "A team of high school students"],
    ["gets ready for the new school year", "explains new admission rules",
     "moves lessons onto an online platform", "shines at an international olympiad",
     "runs a professional development course", "opens a renovated library"],
    ["Dozens of new classrooms will open in the capital this year.",
     "Teachers are paying special attention to pupils' reading skills.",
     "Pupils in the countryside can also use the online lessons.",
     "Applicants register online and can check their exam results the same way.",
     "Parents can now follow their children's progress through an online system.",
     "Teachers who took the course will share what they learned with colleagues."],
)

MATERIAL["mn"]["helpful"] = Topic(
    ["Татвар төлөгчид", "Жолооч нар", "Эцэг эхчүүд", "Оюутнууд", "Тэтгэвэрт гарах гэж буй иргэд", "Түрээслэгчид"],
    ["{s} анхаарах ёстой таван зүйл", "{s} мэдэх ёстой шинэ журам", "{s} цахимаар авч болох үйлчилгээнүүд",
     "{s} бүрдүүлэх бичиг баримтын жагсаалт", "{s} хийх ёстой алхмууд", "{s} хамгийн их асуудаг асуултууд"],
    ["Бичиг баримтаа урьдчилан бүрдүүлбэл үйлчилгээ хэдхэн минутад шийдэгдэнэ.",
     "Ихэнх үйлчилгээг төрийн цахим системээр дамжуулан гэрээсээ авах боломжтой.",
     "Хугацаа хоцроосон тохиолдолд торгууль ногдуулж болзошгүйг анхаарна уу.",
     "Нэмэлт мэдээллийг холбогдох байгууллагын лавлах утсаар авч болно.",
     "Үйлчилгээний цагийн хуваарийг урьдчилан шалгаж байвал илүүдэл дугаарлалтаас зайлсхийнэ.",
     "Өөрт хамаарах нөхцөлийг сайтар уншиж, эргэлзээтэй зүйлээ заавал лавлаарай."],
)
MATERIAL["en"]["helpful"] = Topic(
    ["taxpayers", "drivers", "parents", "students", "people about to retire", "renters"],
    ["Five things {s} should know this month", "New rules {s} need to know", "Services {s} can now use online",
     "A document checklist for {s}", "A step-by-step guide for {s}", "Questions {s} ask most often"],
    ["Preparing your documents in advance means the service can be done in minutes.",
     "Most services can now be completed from home through the e-government portal.",
     "Missing a deadline may lead to a fine, so plan ahead.",
     "More information is available from the relevant agency's help line.",
     "Checking opening hours in advance saves time spent in queues.",
     "Read the conditions that apply to you carefully and ask if anything is unclear."],
)

MATERIAL["mn"]["interview"] = Topic(
    ["Хорин жил хүүхэд сургасан багш", "Хөдөөгийн эмнэлгийн эмч", "Залуу малчин", "Сансрын салбарын инженер",
     "Залуу уран бүтээлч", "Дэлхийн аваргын медальт тамирчин"],
    ["{s}: “Хамгийн чухал нь өдөр бүрийн хичээл зүтгэл”", "{s}: “Залуучууд өөрсдөдөө илүү итгэх хэрэгтэй”",
     "{s}: “Би ажилдаа дурласан хүн”", "{s}: “Өөрчлөлт жижиг алхмаас эхэлдэг”",
     "{s}: “Хөдөө орон нутагт боломж их байна”", "{s}: “Амжилтын нууц бол тэвчээр”"],
    ["Бидний ярилцлагын зочин олон жилийн туршлагатай нэгэн.",
     "Тэрээр мэргэжлээ сонгосон түүх, өдөр тутмын ажлынхаа талаар дэлгэрэнгүй ярилаа.",
     "Ярилцлагын төгсгөлд тэрээр залуу үеийнхэнд хандаж зөвлөгөө өглөө.",
     "Түүний хэлснээр ирээдүйд энэ салбарт олон шинэ боломж нээгдэнэ."],
    [("Та өөрийгөө уншигчдадаа танилцуулна уу?",
      "Би энэ салбарт арав гаруй жил ажиллаж байна. Өдөр бүр шинэ зүйл сурдаг нь надад таалагддаг."),
     ("Энэ мэргэжлийг яагаад сонгосон бэ?",
      "Бага байхаасаа энэ ажлыг сонирхдог байсан. Гэр бүлийнхэн маань намайг үргэлж дэмжсэн."),
     ("Ажлын тань хамгийн хэцүү тал юу вэ?",
      "Цаг хугацаа хүрэлцэхгүй байх үе олон. Гэхдээ үр дүнг нь харахаар бүх ядаргаа мартагддаг."),
     ("Ирээдүйн төлөвлөгөөнөөсөө хуваалцаач.",
      "Ойрын хугацаанд залуу хамт олонтойгоо шинэ төсөл эхлүүлэхээр төлөвлөж байна."),
     ("Залуучуудад ямар зөвлөгөө өгөх вэ?",
      "Айлгүйгээр эхэл, алдаанаасаа суралц. Тэвчээртэй хүн заавал амжилтад хүрдэг."),
     ("Таны хувьд амжилт гэж юу вэ?",
      "Хийж буй ажил маань хэн нэгэнд тус болж байгааг мэдрэх. Энэ л миний хувьд хамгийн том шагнал.")],
)
MATERIAL["en"]["interview"] = Topic(
    ["A teacher of twenty years", "A rural doctor", "A young herder", "A space engineer", "A young artist",
     "A world championship medallist"],
    ["{s}: “What matters most is daily effort”", "{s}: “Young people should believe in themselves more”",
     "{s}: “I fell in love with my work”", "{s}: “Change starts with small steps”",
     "{s}: “The countryside is full of opportunities”", "{s}: “The secret of success is patience”"],
    ["Our guest this week has many years of experience.",
     "We talked about how they chose their profession and what a normal working day looks like.",
     "At the end of the interview our guest had some advice for young people.",
     "In their view, many new opportunities will open up in this field."],
    [("Could you introduce yourself to our readers?",
      "I have worked in this field for more than ten years. What I like most is learning something new every day."),
     ("Why did you choose this profession?",
      "I was interested in this work from a young age, and my family always supported me."),
     ("What is the hardest part of your job?",
      "There is never enough time. But when I see the results, I forget how tired I am."),
     ("Can you tell us about your plans?",
      "Soon I plan to start a new project with a young team."),
     ("What advice would you give young people?",
      "Start without fear and learn from your mistakes. Patient people always get there in the end."),
     ("What does success mean to you?",
      "Knowing that my work helps someone. That is the biggest reward for me.")],
)

MATERIAL["mn"]["interesting"] = Topic(
    ["Эрдэмтэд", "Археологичид", "Шувуу судлаачид", "Одон орон сонирхогчид", "Палеонтологичид", "Хоёр аялагч"],
    ["сонирхолтой нээлт хийлээ", "ховор олдвор илрүүллээ", "тус нутагт шинэ зүйл бүртгэлээ",
     "шөнийн тэнгэрт ер бусын үзэгдэл ажиглалаа", "эртний үлэг гүрвэлийн ул мөр олжээ",
     "олон жилийн нууцыг тайлжээ"],
    ["Судлаачдын хэлснээр энэ олдвор хэдэн мянган жилийн настай байж болзошгүй.",
     "Говийн бүс нутаг дэлхийн хэмжээнд палеонтологийн чухал газар гэгддэг.",
     "Нээлтийн дэлгэрэнгүй судалгааг ирэх онд эрдэм шинжилгээний сэтгүүлд нийтлэхээр төлөвлөжээ.",
     "Ийм үзэгдэл хэдэн жилд нэг удаа л ажиглагддаг аж.",
     "Сонирхогчид энэ газрыг үзэхээр ирэх болсон ч судлаачид байгальд ээлтэй байхыг сануулж байна.",
     "Олдворыг одоогоор музейн сан хөмрөгт хадгалж байна."],
)
MATERIAL["en"]["interesting"] = Topic(
    ["A team of scientists", "An archaeology team", "A group of bird watchers", "An amateur astronomer",
     "A palaeontology team", "A pair of travellers"],
    ["makes an intriguing discovery", "finds a rare artefact", "records a species new to the area",
     "spots an unusual sight in the night sky", "finds ancient dinosaur tracks", "solves a long-standing puzzle"],
    ["According to the researchers, the find could be several thousand years old.",
     "The Gobi is known around the world as an important place for palaeontology.",
     "A detailed study of the discovery is due to be published in a scientific journal next year.",
     "A sight like this can only be seen once every few years.",
     "Visitors have started coming to see the site, and researchers ask them to tread lightly.",
     "The find is being kept in a museum collection for now."],
)

MATERIAL["mn"]["environment"] = Topic(
    ["Байгаль хамгаалагчид", "Агаарын чанарын алба", "Ойн ангийнхан", "Бэлчээр судлаачид", "Цаг уурын алба",
     "Сайн дурын эко клубууд"],
    ["мод тарих аян зарлалаа", "агаарын бохирдлын түвшинг мэдээллээ", "ган, зудын эрсдэлийн үнэлгээ гаргалаа",
     "голын эргийг цэвэрлэлээ", "хур тунадасны урьдчилсан мэдээ гаргалаа", "хог хаягдлыг ангилах аян эхлүүллээ"],
    ["Өвлийн улиралд нийслэлийн агаарын бохирдол ихэвчлэн оройн цагаар оргилдоо хүрдэг.",
     "Аянд оролцогчид нийт хэдэн мянган мод тарихаар төлөвлөжээ.",
     "Бэлчээрийн даац хэтэрсэн нь хөрсний доройтлын гол шалтгаануудын нэг юм.",
     "Иргэд хог хаягдлаа ангилж хаях нь дахин боловсруулалтыг хялбар болгоно.",
     "Мэргэжилтнүүд усыг хэмнэж хэрэглэхийг уриалж байна.",
     "Малчдад урьдчилсан мэдээг анхааралтай дагахыг зөвлөж байна."],
)
MATERIAL["en"]["environment"] = Topic(
    ["A group of park rangers", "The air quality office", "A forestry unit", "A pasture research team",
     "The weather service", "A volunteer eco club"],
    ["launches a tree-planting campaign", "reports on air pollution levels", "assesses the risk of drought and dzud",
     "cleans up a river bank", "issues a rainfall outlook", "starts a waste sorting campaign"],
    ["In winter, air pollution in the capital usually peaks in the evening.",
     "Participants plan to plant several thousand trees in total.",
     "Overgrazing is one of the main causes of land degradation.",
     "Sorting household waste makes recycling much easier.",
     "Specialists urge people to use water sparingly.",
     "Herders are advised to follow the forecasts closely."],
)

# Sentences that fit any story.
GENERAL: dict[str, list[str]] = {
    "mn": [
        "Энэ талаар холбогдох албаны хүмүүс дэлгэрэнгүй мэдээлэл өглөө.",
        "Ажлын явцын талаар цаашид тогтмол мэдээлэх юм.",
        "Олон нийтийн сүлжээнд энэ мэдээ ихээхэн хэлэлцүүлэг өрнүүлжээ.",
        "Мэргэжилтнүүд энэ асуудлыг урт хугацаанд шийдэх шаардлагатай гэж үзэж байна.",
        "Өмнөх онуудтай харьцуулахад нөхцөл байдал тодорхой хэмжээгээр сайжирсан байна.",
        "Иргэдийн дунд явуулсан судалгаанд оролцогчдын ихэнх нь энэ санаачилгыг дэмжжээ.",
        "Эхний үр дүн ирэх саруудад харагдана гэж хүлээж байна.",
        "Холбогдох байгууллагууд хамтран ажиллах санамж бичигт гарын үсэг зурлаа.",
        "{place} аймагт ч мөн адил ажил зохион байгуулагдаж байна.",
        "Энэ асуудлыг {place} аймгийн иргэд ч мөн хөндөж байсан юм.",
        "Бид энэ сэдвийг үргэлжлүүлэн сурвалжлах болно.",
    ],
    "en": [
        "Officials said more details would be shared in the coming days.",
        "Progress will be reported regularly.",
        "The news sparked a lively discussion on social media.",
        "Specialists say the issue needs a long-term solution.",
        "Compared with previous years, the situation has improved somewhat.",
        "Most respondents in a recent survey supported the initiative.",
        "The first results are expected in the coming months.",
        "The organisations involved signed a memorandum of cooperation.",
        "Similar work is under way in {place} province.",
        "Residents of {place} province have raised the same issue.",
        "We will keep following the story.",
    ],
}

PLACES: dict[str, list[str]] = {
    "mn": ["Дархан-Уул", "Орхон", "Ховд", "Дорнод", "Баян-Өлгий", "Өвөрхангай", "Сэлэнгэ", "Хөвсгөл", "Өмнөговь"],
    "en": ["Darkhan-Uul", "Orkhon", "Khovd", "Dornod", "Bayan-Ölgii", "Övörkhangai", "Selenge", "Khövsgöl",
           "Ömnögovi"],
}

# Said in a Mongolian lead between subject and predicate, by the predicate's tense.
WHEN: dict[str, list[str]] = {
    "past": ["өнөөдөр", "өчигдөр", "энэ долоо хоногт", "саяхан", "өнгөрсөн амралтын өдөр"],
    "present": ["сүүлийн үед", "энэ жил", "одоогоор"],
    "future": ["ирэх сард", "энэ зун", "ойрын үед"],
}

HEADINGS: dict[str, list[str]] = {
    "mn": ["Гол өөрчлөлтүүд", "Мэргэжилтнүүдийн байр суурь", "Цаашид юу болох вэ?", "Тоо баримт",
           "Иргэдийн санал", "Товч түүх"],
    "en": ["What changes", "What experts say", "What happens next", "The numbers", "What residents think",
           "Background"],
}

QUOTES: dict[str, list[tuple[str, str]]] = {
    "mn": [
        ("Бид энэ ажлыг иргэдтэйгээ хамтран хийх болно.", "холбогдох байгууллагын албан тушаалтан"),
        ("Үр дүн нь хүлээснээс ч илүү сайн гарсан.", "төслийн зохицуулагч"),
        ("Хамгийн чухал нь хүмүүсийн итгэлийг олох явдал.", "салбарын мэргэжилтэн"),
        ("Энэ бол эхний алхам төдий. Хийх ажил их байна.", "судлаач"),
        ("Бид цаашид ч тогтмол мэдээлэл өгч байх болно.", "хэвлэлийн төлөөлөгч"),
    ],
    "en": [
        ("We will do this work together with residents.", "an official from the agency"),
        ("The results were even better than we expected.", "the project coordinator"),
        ("What matters most is earning people's trust.", "a specialist in the field"),
        ("This is only the first step. There is a lot still to do.", "a researcher"),
        ("We will keep the public informed.", "a spokesperson"),
    ],
}

class TableMaterial(TypedDict):
    caption: str
    head: tuple[str, str, str]
    rows: tuple[tuple[str, int, int], ...]  # a label and the range its figures are drawn from


TABLE: dict[str, TableMaterial] = {
    "mn": {
        "caption": "Жишээ тоон мэдээлэл (үзүүлэх зорилгоор, бодит статистик биш)",
        "head": ("Үзүүлэлт", "Өмнөх он", "Энэ он"),
        "rows": (("Оролцогчид", 40, 900), ("Хамрагдсан өрх", 20, 600), ("Төсөв (сая ₮)", 15, 480),
                 ("Хугацаа (сар)", 2, 24), ("Сэтгэл ханамж (%)", 45, 95)),
    },
    "en": {
        "caption": "Illustrative figures (demo data, not real statistics)",
        "head": ("Measure", "Last year", "This year"),
        "rows": (("Participants", 40, 900), ("Households reached", 20, 600), ("Budget (MNT million)", 15, 480),
                 ("Duration (months)", 2, 24), ("Satisfaction (%)", 45, 95)),
    },
}

LIST_INTRO: dict[str, str] = {
    "mn": "Анхаарах гол зүйлс:",
    "en": "Key points to keep in mind:",
}

FIGURE_CAPTION: dict[str, str] = {
    "mn": "Зураглал: {category}",
    "en": "Illustration: {category}",
}
IMAGE_CAPTION: dict[str, str] = {
    "mn": "{category}. Зураг: Өдрийн мэдээ",
    "en": "{category}. Illustration: Daily News Mongolia",
}


@dataclass(frozen=True)
class MegaProjectInfo:
    title: dict[str, str]
    description: dict[str, str]
    categories: tuple[str, ...]
    colour: str


MEGA_PROJECTS: list[MegaProjectInfo] = [
    MegaProjectInfo(
        {"mn": "Ногоон хот", "en": "Green City"},
        {"mn": "Хотын агаар, ногоон байгууламж, хог хаягдлын асуудлаарх цуврал сурвалжлага.",
         "en": "A series on the city's air, green spaces and waste."},
        ("environment", "society"), "#2e7d4f",
    ),
    MegaProjectInfo(
        {"mn": "Залуу инженерүүд", "en": "Young Engineers"},
        {"mn": "Технологи, боловсролын салбарт шинийг санаачилж буй залуусын тухай.",
         "en": "Stories of young people bringing new ideas to technology and education."},
        ("tech", "education"), "#6a2c91",
    ),
    MegaProjectInfo(
        {"mn": "Нүүдэлчдийн өв", "en": "Nomadic Heritage"},
        {"mn": "Уламжлалт соёл, мал аж ахуй, нүүдлийн амьдралын өнөөгийн дүр төрх.",
         "en": "Traditional culture, herding and nomadic life today."},
        ("culture", "interesting", "lifestyle"), "#a0661c",
    ),
]

VIDEO_HOST = "https://video.example.com/watch/"  # a reserved domain: demo videos are placeholders
