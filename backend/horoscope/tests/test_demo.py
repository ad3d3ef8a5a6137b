import random

import pytest
from django.utils import timezone

from horoscope.demo import seed_demo_content
from horoscope.models import EasternForecast, TarotCard

pytestmark = pytest.mark.django_db


def test_demo_adds_the_major_arcana_and_sample_forecasts_once(client):
    now = timezone.now()
    seed_demo_content(random.Random(1), now)
    seed_demo_content(random.Random(1), now)
    assert TarotCard.objects.count() == 22
    assert TarotCard.objects.get(number=0).name_mn == "Тэнэг"
    assert EasternForecast.objects.filter(year=now.year, is_sample=True).count() == 24
    tarot = client.get("/api/horoscope/tarot?lang=en").json()
    assert tarot["daily_card"] is not None and len(tarot["cards"]) == 22
