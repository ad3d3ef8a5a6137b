"""The project's date and number formats per language (settings.FORMAT_MODULE_PATH), where Django's differ from CLDR."""
