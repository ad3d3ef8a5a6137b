"""Demo static pages (contact, ethics, privacy, about) in both languages, the contact details, and
the one notice that tells readers the portal runs on demo content.

The newsroom is invented: its address reads like an Ulaanbaatar office, its e-mail and web addresses
are under the reserved .example domain, and the contact page says plainly that they are made up.
"""

from __future__ import annotations

import random
from datetime import datetime

from .models import ContactInfo, PageSlug, SiteNotice, StaticPage

CONTACT = {
    "mn": {
        "address": "Улаанбаатар 14201, Сүхбаатар дүүрэг, 1-р хороо, Бага тойруу 21, «Өдрийн мэдээ» төв, 5 давхар",
        "sales_phone": "+976 7711 2040",
        "sales_email": "zar@odriin-medee.example",
        "news_phone": "+976 7711 2050",
        "news_email": "medee@odriin-medee.example",
        "web_address": "https://www.odriin-medee.example",
    },
    "en": {
        "address": "Daily News Centre, 5th floor, 21 Baga Toiruu, 1st khoroo, Sükhbaatar district, "
        "Ulaanbaatar 14201, Mongolia",
        "sales_phone": "+976 7711 2040",
        "sales_email": "ads@odriin-medee.example",
        "news_phone": "+976 7711 2050",
        "news_email": "news@odriin-medee.example",
        "web_address": "https://www.odriin-medee.example",
    },
}

# The one place readers are told (a line at the foot of every page); the newsroom's front page
# reminds editors while it is shown (pages.SiteNotice.is_demo).
NOTICE = {
    "mn": "Энэ сайтын мэдээ, зураг, шог зураг, сэтгэгдэл туршилтын зорилгоор зохиосон агуулга. "
          "Сонгууль, ковидын тоо баримт бодит эх сурвалжаас.",
    "en": "This site runs on demo content: its articles, pictures, comics and comments are invented. "
          "The election and COVID-19 figures come from real sources.",
}

PAGES: dict[str, dict[str, tuple[str, str]]] = {
    PageSlug.CONTACT: {
        "mn": (
            "Холбоо барих",
            "<p>«Өдрийн мэдээ» Улаанбаатарт төвтэй бөгөөд монгол, англи хэлээр өдөр бүр мэдээ хүргэдэг. Мэдээ, "
            "санал, залруулга илгээх бол мэдээний албанд, сурталчилгаа байршуулах, хамтран ажиллах бол "
            "борлуулалт, маркетингийн албанд хандана уу.</p>"
            "<h3>Ажлын цаг</h3><p>Даваа–Баасан 09:00–18:00. Мэдээний алба өдөр бүр 07:00–23:00 ажиллана.</p>"
            "<h3>Редакцад ирэх</h3><p>Сүхбаатарын талбайгаас явганаар арав орчим минут. Зочид нэгдүгээр "
            "давхрын хүлээн авахад бүртгүүлнэ.</p>"
            "<p><em>Энэ хуудасны хаяг, утас, и-мэйл зохиомол.</em></p>",
        ),
        "en": (
            "Contact us",
            "<p>Daily News Mongolia is based in Ulaanbaatar and publishes every day in Mongolian and English. "
            "For news tips, comments and corrections, write to the news team; for advertising and "
            "partnerships, contact sales and marketing.</p>"
            "<h3>Office hours</h3><p>Monday to Friday, 9:00 to 18:00. The news desk is staffed every day from "
            "7:00 to 23:00.</p>"
            "<h3>Visiting us</h3><p>A ten-minute walk from Sükhbaatar Square. Visitors sign in at the "
            "reception on the ground floor.</p>"
            "<p><em>The address, phone numbers and e-mail addresses on this page are fictional.</em></p>",
        ),
    },
    PageSlug.ETHICS: {
        "mn": (
            "Ёс зүйн дүрэм",
            "<p>Бид уншигчдадаа үнэн зөв, тэнцвэртэй, шалгагдсан мэдээлэл хүргэхийг зорьдог. Манай сэтгүүлчид "
            "дараах зарчмыг баримтална.</p>"
            "<h3>Үнэн зөв байдал</h3><p>Мэдээлэл бүрийг нийтлэхээс өмнө дор хаяж хоёр эх сурвалжаар нягтална. "
            "Баримт, үзэл бодлыг тусад нь ялгаж бичнэ. Нэрээ нууцалсан эх сурвалжийг зөвхөн өөр аргагүй үед "
            "ашиглана.</p>"
            "<h3>Хараат бус байдал</h3><p>Редакцийн шийдвэрийг сурталчилгаа захиалагч, улс төрийн хүчин, "
            "эзэмшигчийн нөлөөнөөс ангид гаргана. Сурталчилгаа болон ивээн тэтгэсэн нийтлэлийг тодорхой "
            "тэмдэглэнэ. Сэтгүүлчид ашиг сонирхлын зөрчлөө мэдэгдэнэ.</p>"
            "<h3>Залруулга</h3><p>Алдаа гарвал аль болох хурдан засаж, нийтлэлийн төгсгөлд юуг, хэзээ "
            "зассанаа бичнэ. Залруулгын хүсэлтийг мэдээний багийн и-мэйлээр хүлээн авна.</p>"
            "<h3>Сэтгэгдлийн бодлого</h3><p>Уншигчид сэтгэгдэл бичихдээ хууль болон ёс зүйн хэм хэмжээг "
            "баримтална. Доромжилсон, заналхийлсэн, үзэн ядалт өдөөсөн, хувь хүний мэдээлэл задруулсан, "
            "сурталчилгааны сэтгэгдлийг сайтын админ устгах эрхтэй. Уншигчдын сэтгэгдэл нь тэдний хувийн "
            "байр суурь бөгөөд сайт хариуцлага хүлээхгүй.</p>"
            "<h3>Хүүхэд ба эмзэг бүлэг</h3><p>Хүүхэд, гэмт хэргийн хохирогчийн нэр, царайг тэдний ашиг "
            "сонирхлыг хамгаалах үүднээс нийтлэхгүй.</p>",
        ),
        "en": (
            "Editorial ethics",
            "<p>We aim to give readers accurate, fair and verified news. Our journalists follow these "
            "principles.</p>"
            "<h3>Accuracy</h3><p>Every report is checked with at least two sources before it is published. "
            "Facts are kept apart from opinion. Anonymous sources are used only when there is no other way, "
            "and the editor knows who they are.</p>"
            "<h3>Independence</h3><p>Editorial decisions are made free of advertisers, political parties and "
            "owners. Advertising and sponsored content are clearly labelled. Journalists declare conflicts of "
            "interest.</p>"
            "<h3>Corrections</h3><p>When we get something wrong we correct it promptly and note at the end of "
            "the article what was changed and when. Send correction requests to the news team's e-mail "
            "address.</p>"
            "<h3>Comments policy</h3><p>Readers who comment must respect the law and ethical standards. The "
            "administrator may delete comments that insult, threaten, incite hatred, reveal private "
            "information or advertise. Readers' comments are their own views; the site bears no "
            "responsibility for them.</p>"
            "<h3>Children and the vulnerable</h3><p>We do not publish the names or faces of children or of "
            "victims of crime when doing so could harm them.</p>",
        ),
    },
    PageSlug.PRIVACY: {
        "mn": (
            "Нууцлалын бодлого",
            "<p>Бид уншигчийн хувийн мэдээллийг аль болох бага цуглуулж, зөвхөн сайтын үйлчилгээнд "
            "ашигладаг.</p>"
            "<h3>Күүки</h3><p>Санал асуулга, таалагдсан/таалагдаагүй, эможи дарах үед нэг удаа л тоологдохын "
            "тулд хөтөч дээр санамсаргүй уншигчийн дугаар (күүки) хадгална. Энэ дугаар нь таны нэр, "
            "хаягтай холбогдохгүй. Том баннерыг хаасан цагийг мөн күүкид хадгална.</p>"
            "<h3>Сэтгэгдэл</h3><p>Сэтгэгдэл бичихэд таны оруулсан нэр, сэтгэгдлийн текст, илгээсэн цаг "
            "хадгалагдана. Хэт олон хүсэлт, давхар саналаас сэргийлэхийн тулд IP хаяг, хөтчийн мэдээллээс "
            "гаргасан нууц хураангуйг ашиглана.</p>"
            "<h3>Статистик</h3><p>Бид гуравдагч талын хэмжилт, хянах код ашигладаггүй. Мэдээ уншсан тоог "
            "өөрсдийн серверт нэрээ нууцалж тоолно.</p>"
            "<h3>Холбоо барих</h3><p>Хувийн мэдээлэлтэй холбоотой асуултыг medee@odriin-medee.example хаягаар "
            "илгээнэ үү.</p>",
        ),
        "en": (
            "Privacy policy",
            "<p>We collect as little personal information as we can and use it only to run the site.</p>"
            "<h3>Cookies</h3><p>To count your poll vote, like or reaction only once, we keep a random reader "
            "id in a cookie. It is not linked to your name or address. We also remember in a cookie when you "
            "closed the big banner.</p>"
            "<h3>Comments</h3><p>When you comment we store the name you give, your text and the time. A salted "
            "digest of your network address and browser is used to limit abuse and to count votes once.</p>"
            "<h3>Analytics</h3><p>We use no third-party analytics or tracking. Article views are counted "
            "anonymously on our own servers.</p>"
            "<h3>Contact</h3><p>Questions about your data can be sent to news@odriin-medee.example.</p>",
        ),
    },
    PageSlug.ABOUT: {
        "mn": (
            "Бидний тухай",
            "<p>Энэ бол Монгол болон дэлхийн мэдээг монгол, англи хэлээр хүргэдэг мэдээллийн портал юм. "
            "Улс төр, эдийн засаг, нийгэм, спорт, технологи, амьдралын хэв маягийн мэдээ, ярилцлага, "
            "фото болон видео сурвалжлага, санал асуулга, шог зураг, сонгуулийн мэдээлэл, ханш, цаг агаарыг "
            "нэг дороос уншаарай.</p>"
            "<p>Манай редакц хараат бус, шударга сэтгүүл зүйг эрхэмлэдэг. Бидэнтэй холбогдох, мэдээ "
            "санал болгох бол «Холбоо барих» хуудсыг үзнэ үү.</p>",
        ),
        "en": (
            "About us",
            "<p>This is a news portal that brings Mongolian and world news in Mongolian and English: "
            "politics, the economy, society, sport, technology and lifestyle, with interviews, photo and "
            "video reports, polls, comics, election coverage, exchange rates and the weather in one place.</p>"
            "<p>Our newsroom stands for independent and fair journalism. To reach us or suggest a story, see "
            "the Contact page.</p>",
        ),
    },
}


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Create or refresh the four pages in both languages and the contact details (the rng is unused)."""
    pages = 0
    for slug, editions in PAGES.items():
        for language, (title, body) in editions.items():
            StaticPage.objects.update_or_create(
                slug=slug, language=language, defaults={"title": title, "body_html": body, "is_published": True}
            )
            pages += 1
    for language, details in CONTACT.items():
        ContactInfo.objects.update_or_create(language=language, defaults=details)
    for language, text in NOTICE.items():
        SiteNotice.objects.update_or_create(
            language=language, defaults={"text": text, "is_shown": True, "is_demo": True}
        )
    return f"pages: {pages} static pages, contact details and the demo notice in {len(CONTACT)} languages"
