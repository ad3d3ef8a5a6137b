from django import forms
from django.utils.translation import gettext_lazy as _


class CodeForm(forms.Form):
    """One field: the authenticator's 6 digits, or (when signing in) a recovery code."""

    code = forms.CharField(
        label=_("Code"), max_length=32, strip=True,
        widget=forms.TextInput(attrs={"autocomplete": "one-time-code", "autofocus": True, "autocapitalize": "off",
                                      "spellcheck": "false", "inputmode": "text"}),
    )


class EnrollForm(CodeForm):
    code = forms.CharField(
        label=_("Code from the app"), max_length=16, strip=True,
        widget=forms.TextInput(attrs={"autocomplete": "one-time-code", "inputmode": "numeric",
                                      "pattern": "[0-9 ]*"}),
    )
