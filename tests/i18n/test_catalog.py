"""The bilingual catalog and the glossary: both languages, same placeholders, official terms."""

from __future__ import annotations

import string

import pytest

from mtglearn.base.i18n import LANGS, catalog, glossary, t
from mtglearn.base.i18n.grammar import agreement_fields
from mtglearn.rules.core.keywords import FRENCH_ALIASES, KEYWORDS, catalog_key


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(catalog()))
def test_every_message_exists_in_both_languages_with_the_same_placeholders(key: str) -> None:
    texts = catalog()[key]
    assert set(texts) == set(LANGS), f"{key}: languages {sorted(texts)}"
    assert all(texts[lang].strip() for lang in LANGS), f"{key}: empty text"
    # French may name a field only to agree with it (« il meurt »): see agreement_fields.
    french = placeholders(texts["fr"]) - agreement_fields(texts["fr"])
    assert placeholders(texts["en"]) == french, key


def test_french_messages_say_blessures_not_degats() -> None:
    """The official French term for damage is « blessures » (glossary: combat damage)."""
    offenders = [k for k, v in catalog().items() if "dégât" in v["fr"].lower()]
    assert offenders == []


@pytest.mark.parametrize("term", glossary(), ids=lambda term: term["id"])
def test_every_glossary_term_has_english_french_and_chinese(term: dict[str, str]) -> None:
    for lang in ("en", "fr", "zh", "rule"):
        assert term.get(lang, "").strip(), f"{term['id']} lacks {lang}"
    assert ("trap_en" in term) and ("trap_fr" in term)
    assert bool(term["trap_en"]) == bool(term["trap_fr"]), (
        "a trap is explained in one language only"
    )


def test_glossary_ids_are_unique() -> None:
    ids = [term["id"] for term in glossary()]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("keyword", KEYWORDS)
def test_every_keyword_has_a_display_name_in_both_languages(keyword: str) -> None:
    assert t(catalog_key(keyword), "en") == keyword


def test_french_keyword_names_are_the_official_aliases() -> None:
    """What the narration prints in French is what a French scenario may write, and back."""
    for alias, keyword in FRENCH_ALIASES.items():
        assert t(catalog_key(keyword), "fr") == alias


def test_keyword_names_agree_with_the_glossary() -> None:
    terms = {term["en"]: term for term in glossary()}
    for keyword in ("first strike", "double strike", "trample", "deathtouch", "lifelink"):
        assert t(catalog_key(keyword), "fr") == terms[keyword]["fr"]


def test_unknown_message_key_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match="no message"):
        t("no.such.key", "en")


def test_unsupported_language_is_refused_in_both_languages() -> None:
    with pytest.raises(ValueError, match="allowed: en, fr") as info:
        t("error.missing", "de")
    assert "valeurs permises" in str(info.value)


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [("en", 0, "0 counters"), ("en", 1, "1 counter"), ("en", 2, "2 counters"),
     ("fr", 0, "0 marqueur"), ("fr", 1, "1 marqueur"), ("fr", 2, "2 marqueurs")],
)  # fmt: skip
def test_plural_forms_follow_each_language(lang: str, n: int, expected: str) -> None:
    """English takes the singular for 1 only; French for 0 and 1."""
    from mtglearn.base.i18n import _Formatter

    word = "{n:plural:counter:counters}" if lang == "en" else "{n:plural:marqueur:marqueurs}"
    assert _Formatter(lang).format("{n} " + word, n=n) == expected


def test_known_cards_are_shown_with_their_printed_name_in_each_language() -> None:
    from mtglearn.base.i18n.names import printed_name

    assert printed_name("Umezawa's Jitte", "fr") == "Jitte d'Umezawa"
    assert printed_name("Champion de la crypte", "en") == "Crypt Champion"
    assert printed_name("Ravenloft Adventurer", "zh") == "鸦阁城冒险家"
    assert printed_name("Skirk Marauder", "fr") == "Maraudeur skirkien"
    assert printed_name("Grizzly Bears", "fr") == "Grizzlis"
    assert printed_name("Bear <3>", "fr") == "Bear <3>"


def test_french_narration_uses_the_printed_french_card_names() -> None:
    from mtglearn.door.combat import Combat, Creature

    champion = Creature("A", 2, 2, keywords=("double strike",), name="Crypt Champion")
    text = "\n".join(Combat.duel(champion).resolve().narrate("fr"))
    assert "Champion de la crypte" in text and "Crypt Champion" not in text
