"""The folded search copies of an article's title and text: the search app's index (ADR 027) replaced them."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('news', '0014_review_before_publishing'),
    ]

    operations = [
        migrations.RemoveField(
            model_name='article',
            name='search_text',
        ),
        migrations.RemoveField(
            model_name='article',
            name='search_title',
        ),
    ]
