"""What a French judge checks in a French line: articles, agreement, plurals, typography, names.

Shared by the French tests (test_french_grammar.py, test_french_typography.py) and by the
suite-wide check in tests/conftest.py, which runs :func:`grammar_problems` on every French
narration line the test suite produces.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from mtglearn.base.card_names import english_names
from mtglearn.base.i18n.grammar import ORDINARY_SPACE
from mtglearn.base.i18n.names import name_of, printed_name

ROOT = Path(__file__).resolve().parents[2]

# Catalog keys whose French messages are narration (a line the reader reads as a story).
NARRATION_PREFIXES = (
    "combat.narr.",
    "combat.block.",
    "blocking.narr.",
    "blocking.req.",
    "blocking.check.",
    "blocking.words.blocks",
    "initiative.narrate.",
    "legions.event.",
)


def plain(text: str) -> str:
    """``text`` with French no-break spaces as ordinary spaces (for the grammar checks)."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@cache
def french_names() -> dict[str, tuple[str, bool]]:
    """Every known card's French printed name → (gender, plural), longest first."""
    text = (resources.files("mtglearn.data") / "card_names.json").read_text(encoding="utf-8")
    entries = json.loads(text)["cards"]
    legions = json.loads(
        (resources.files("mtglearn.data") / "legions.json").read_text(encoding="utf-8")
    )["cards"]
    english = [e["en"] for e in entries] + [c["name"] for c in legions]
    out: dict[str, tuple[str, bool]] = {}
    for name in english:
        french = name_of(name, "fr")
        if french.article == "le":
            out[str(french)] = (french.gender, french.plural)
    return dict(sorted(out.items(), key=lambda kv: -len(kv[0])))


_ARTICLE_BEFORE = re.compile(
    r"(?:^|[\s(«'’])(?:le|la|les|du|des|au|aux|l'|d'|de l'|à l'|une?|aucune?|chaque|cette|"
    r"cet|ce|son|sa|ses)\s?$",
    re.I,
)
_PLURAL_AFTER_ONE = re.compile(
    r"(?<![\d,.])\b[01] (points|marqueurs|blessures|cartes|créatures|obligations|jetons)\b"
)
_SINGULAR_AFTER_MANY = re.compile(
    r"(?<![\d,./+−-])\b([2-9]|\d\d+) (point|marqueur|blessure|carte|créature|obligation|jeton)\b"
    r"(?!s)"
)
_PARTICIPLE = re.compile(
    r"\b(bloqué|exilé|retourné|détruit|engagé|provoqué|contrecarré|mis|révélé|devenu)(e?)(s?)\b"
)
_PRONOUN = re.compile(r"\b(il|elle|ils|elles)\b")
_GENERIC = re.compile(r"\b(?:la|La|à la|de la) (créature|carte|bataille) [A-Z0-9][\w<>]*")
# An unnamed planeswalker is « le planeswalker PW » (masculine), never « la créature PW ».
_PLANESWALKER = re.compile(r"\b(?:le|Le|au|Au|du|Du) planeswalker [A-Z0-9][\w<>]*")
_GENERIC_DETERMINER = re.compile(
    r"(?:\b(?:la|une|cette|chaque|sa|son|aucune|seule|toute|autre|créature)\s|[LlDd]['’]"
    r"|\b(?:attaquante|bloqueuse) ou\s)$",
    re.I,
)
_SINGULAR_VERBS = (
    "est|a|peut|attaque|bloque|doit|meurt|inflige|se dégage|puisse|arrive|assigne|reçoit|quitte"
    "|avait|était|acquiert|perd|retourne|subit|attaquait|reste|devait|devrait|gagne|n'a|n'est"
    "|n'assigne|n'inflige|n'attaque|n'arrive|ne bloque|ne peut|ne doit|se déclenche|se révèle"
    "|retrouve|revient|va|passe|obtient|partage|prend|porte"
)
_OWN_NAME = re.compile(r"(?:^|[\s(«])((?:[Ll]es|[Ll]e|[Ll]a) |[Ll]')([A-ZÀ-Ý][\w-]*)")
# A noun of its own between a segment's subject and a participle: the participle agrees with it.
_OTHER_NOUN = re.compile(
    r"\b(?:aucune|une|la|les|des|chaque|seule) (?:cartes?|créatures?|capacités?)\b[^,;:]*$"
)
_SEGMENT = re.compile(r" : | ; |, mais |\(|\)|\. ")


def _subjects(segment: str) -> tuple[str, bool] | None:
    """The grammar of the segment's subject: the first name it mentions (with its article)."""
    best: tuple[int, tuple[str, bool]] | None = None
    for name, grammar in french_names().items():
        at = segment.find(name)
        if at >= 0 and _ARTICLE_BEFORE.search(segment[:at]) and (best is None or at < best[0]):
            best = (at, grammar)
    for generic in ("l'attaquante", "l'attaquante", "la bloqueuse"):
        at = segment.lower().find(generic)
        if at >= 0 and (best is None or at < best[0]):
            best = (at, ("f", False))
    match = _GENERIC.search(segment)
    if match and (best is None or match.start() < best[0]):
        best = (match.start(), ("f", False))
    match = _PLANESWALKER.search(segment)
    if match and (best is None or match.start() < best[0]):
        best = (match.start(), ("m", False))
    # A scenario's own name (« l'Ours », « la Louve »): its article tells its gender, except
    # elided, where the package knew it but the line no longer says it ("?": not checked).
    match = _OWN_NAME.search(segment)
    if match and (best is None or match.start(2) < best[0]):
        article = match.group(1).lower()
        best = (match.start(2), ({"le ": "m", "la ": "f"}.get(article, "?"), article == "les "))
    return None if best is None else best[1]


def grammar_problems(line: str) -> list[str]:
    """What a French judge would correct in ``line`` (empty when it reads right)."""
    text = plain(line)
    problems: list[str] = []
    # 1. A known card name always comes with its article (or in parentheses / guillemets).
    for name in french_names():
        for match in re.finditer(re.escape(name), text):
            before = text[: match.start()]
            if before.endswith(("(", "« ", "d'", "« l'")) or _ARTICLE_BEFORE.search(before):
                continue
            if any(name in other and name != other for other in french_names()):
                continue  # part of a longer known name, checked there
            problems.append(f"« {name} » without its article")
    # A creature the package cannot name is « la créature A », with its article too.
    for match in re.finditer(r"(?<![\w'])([Cc]réature|[Cc]arte) ([A-Z0-9][\w<>]*)(?![\w/])", text):
        before = text[: match.start()]
        has_article = re.search(r"(?:^|\W)(?:la|de la|à la|une?)\s$", before, re.I)
        if not has_article and not before.endswith(("(", "« ")):
            problems.append(f"« {match.group(0)} » without its article")
    # The course's generic names are common nouns: « l'attaquante a le vol », « la bloqueuse »,
    # never « attaquante a le vol » (a determiner, or « créature » before it as an adjective).
    for match in re.finditer(r"(?<![\w'’-])(attaquante|bloqueuse)(?![\w-])", text, re.I):
        before = text[: match.start()]
        if not _GENERIC_DETERMINER.search(before) and not before.endswith(("(", "« ")):
            problems.append(f"« {match.group(0)} » without its article")
    # A plural name takes a plural verb: « les Elfes de Llanowar sont engagés », « ils ont ».
    for name, (_, plural) in french_names().items():
        if plural:
            pattern = rf"\b[Ll]es {re.escape(name)} (?:ne |n')?({_SINGULAR_VERBS})\b"
            for match in re.finditer(pattern, text):
                problems.append(f"singular verb after a plural name: « {match.group(0)} »")
    # …and a plural possessive: « les Elfes de Llanowar répartissent leurs blessures », « dans
    # la main de leur propriétaire », never « ses » / « son » in the same clause.
    for name, (_, plural) in french_names().items():
        if plural:
            pattern = rf"\b[Ll]es {re.escape(name)} [^,;:.()«]*?\b(?:son|sa|ses)\b"
            for match in re.finditer(pattern, text):
                problems.append(f"singular possessive after a plural name: « {match.group(0)} »")
    plural_pronoun = rf"\b(?:[Ii]ls|[Ee]lles) (?:ne |n')?({_SINGULAR_VERBS})(?![\w'])"
    for match in re.finditer(plural_pronoun, text):
        problems.append(f"singular verb after a plural pronoun: « {match.group(0)} »")
    singular_after = r"\b(?:sont|ont été) (indestructible|[a-zé]+é|[a-zé]+ée)(?![\w'])"
    for match in re.finditer(singular_after, text):
        problems.append(f"singular after a plural verb: « {match.group(0)} »")
    # 2. Plurals.
    for match in _PLURAL_AFTER_ONE.finditer(text):
        problems.append(f"plural after 0 or 1: « {match.group(0)} »")
    for match in re.finditer(
        r"\b(?:[Ss]es|[Ll]eurs|[Ll]es|[Cc]es) 1 (?:blessure|marqueur|point)", text
    ):
        problems.append(f"a plural determiner before 1: « {match.group(0)} »")
    for match in _SINGULAR_AFTER_MANY.finditer(text):
        problems.append(f"singular after {match.group(1)}: « {match.group(0)} »")
    for match in re.finditer(r"\b\w+(?:ées|és)es\b|\bmiss\b", text):
        problems.append(f"an agreement ending added twice: « {match.group(0)} »")
    for match in re.finditer(r"\b[Nn]'(?:sont|ne|[bcdfgjklmnpqrstvwxz]\w*)\b", text):
        problems.append(f"« n' » before a consonant: « {match.group(0)} »")
    if "(s)" in text:
        problems.append("« (s) » instead of a real plural")
    if re.search(r"\b(acquiert|perd) :", text):
        problems.append("« acquiert : / perd : » instead of « acquiert la … »")
    # Elision: « si il » is always « s'il ».
    for match in re.finditer(r"\b[Ss]i ils?\b", text):
        problems.append(f"« {match.group(0)} » instead of « s'il »")
    # 3. Pronouns and participles agree with the subject of their segment (or of the segment
    #    just before, for « Le Serval krosian meurt : il a… »).
    subject: tuple[str, bool] | None = None
    for segment in _SEGMENT.split(text):
        found = _subjects(segment)
        if segment.lstrip().startswith(("il ", "elle ", "ils ", "elles ")):
            # « …meurt : il a… »: the pronoun is the previous segment's subject; a name later
            # in this segment (« c'était le Maraudeur skirkien ») is not its subject.
            found = None
        elif found is not None:
            subject = found
        else:
            subject = None  # a segment about someone else (a player): nothing to agree with
        if subject is None:
            continue
        gender, plural = subject
        if gender == "?":
            continue
        for match in _PRONOUN.finditer(segment):
            word = match.group(1)
            if segment[: match.start()].endswith("-"):
                continue  # an inversion, « se déclenche-t-elle ? », agrees with its own noun
            impersonal = (
                " en reste",
                " n'en reste",
                " ne se passe",
                " lui en",
                " faut",
                " en faudrait",
                " en faut",
                " lui reste",
            )
            if segment[match.end() :].startswith(impersonal):
                continue  # impersonal « il ne se passe rien », players' « il lui en reste »
            wanted = {("m", False): "il", ("f", False): "elle", ("m", True): "ils"}
            wanted.update({("f", True): "elles"})
            if word != wanted[(gender, plural)]:
                problems.append(f"« {word} » does not agree with a {gender} subject: {segment!r}")
        for match in _PARTICIPLE.finditer(segment):
            if _OTHER_NOUN.search(segment[: match.start()]):
                continue  # « … aucune carte ne peut être révélée »: agrees with that noun
            # A singular subject may sit beside a plural participle about something else
            # (« les créatures bloquées »); a plural subject needs its plural.
            feminine, many = bool(match.group(2)), bool(match.group(3))
            many = many or match.group(1) == "mis"  # « mis » is its own plural
            if feminine != (gender == "f") or (plural and not many):
                problems.append(f"« {match.group(0)} » does not agree: {segment!r}")
    return problems + review_problems(line)


# ---- the patterns of the French judge's third review (December 2026) ------------------------

#: (pattern, what a French judge writes instead). Read on every catalog message, narration line,
#: French notebook, dashboard and guide (tests/i18n/test_french_judge_review.py), and by
#: :func:`grammar_problems` on every French line the suite narrates.
REVIEW_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), wanted)
    for pattern, wanted in (
        # Grammar.
        (r"\b[Nn]e (?:est|a|ont|avait|était|assigne|inflige|arrive|attaque|existe)\b",
         "« ne » elides before a vowel: « n'est »"),
        (r"\b\w+[^t\W]e-(?:il|elle|on)\b|\b(?:a|va)-(?:il|elle|on)\b",
         "an inversion after a vowel takes « -t- »: « arrive-t-il »"),
        (r"\b(?:il|elle|eux) (?:ne |n')?(?!\w*ment\b)(?:donnent|infligent|arrivent|gagnent"
         r"|meurent|peuvent|doivent|sont|ont)\b",
         "a singular pronoun before a plural verb (« lui donnent », « elle donne »)"),
        (r"(?<![\w'’])(?<!créature )(?<!carte )(?<!planeswalker )(?<!bataille )"
         r"(?!P\d)[A-Z]\d{0,2} (?:est|n'est|sont) (?:pas )?(?:engagé|bloqué|détruit"
         r"|exilé|retourné|dégagé)s?\b",
         "a raw id agreed as a masculine name (an unnamed creature is « la créature A », "
         "feminine): « la créature A est engagée »"),
        (r"\brespecte 0 obligation", "« ne respecte aucune obligation »"),
        # Terms.
        (r"\b[Ss]ort de (?:B|la bloqueuse|la créature)\b",
         "*sort* is a spell: « Devenir de B », « ce que devient B »"),
        (r"\breç(?:oit|oivent) [+−-]\d+/[+−-]\d+", "French cards print « gagne +2/+2 »"),
        (r"\breç(?:oit|oivent)(?: pas)? (?:de |des )?blessures mortelles",
         "lethal damage is *assigned* (510.1c): « tant que des blessures mortelles ne sont pas "
         "assignées à … »"),
        (r"\bexemplaires? de (?:l'initiative|la double initiative|l'exaltation|la capacité)",
         "repeated abilities are « occurrences »"),
        (r"\bimblocable", "« ne peut pas être bloquée »"),
        (r"\b(?:qui |la 3/3 |le 2/2 )bless(?:e|ent)\b", "« inflige des blessures à »"),
        (r"marqueurs? de \**(?:loyauté|défense)\b", "counters are named in quotes: « loyauté »"),
        (r"marqueurs? « [+−-]1/[+−-]1 »", "+1/+1 and −1/−1 counters are not quoted"),
        (r"<title>P \d+, T \d+", "F and E in French: « F 0, E 1 : 0 »"),
        (r"(?<![`\w])\w+Error\b(?!`)|\bExpecting (?:value|property|',')"
         r"|\bUnterminated string|\bExtra data",
         "Python's English inside a French message"),
        (r"\bl'ère « |\bles règles de l'ère\b", "the course says « époque »"),
        # Calques.
        (r"\bpasse sur P\d|\bpasse(?:nt)? sur le joueur", "« est assignée à P2 »"),
        (r"(?i)étape des blessures (?:de combat )?normale",
         "« Étape normale des blessures de combat », « l'étape normale des blessures »"),
        (r"\bfai(?:re|tes) passer (?:l'|les )entretiens?\b",
         "*faire passer un entretien* is to interview: « passer à l'étape d'entretien »"),
        (r"\bsalles? mixtes?\b", "a *salle mixte* is of men and women: « groupes bilingues »"),
        (r"\bprend des noms tapés\b", "« on tape le nom »"),
        (r"\bprend le remplacement\b", "« l'effet de remplacement se déclare »"),
        # The fourth reading: the new text of the round (zero-install site, workshop notes,
        # the guide's sections on serving a room, the hub and the site).
        (r"(?<![*(])(?<!\(\*)\b(?:File|Edit|View|Run|Kernel|Settings|Help) ▸",
         "a JupyterLab menu is named in French with the English beside: « Fichier ▸ "
         "Télécharger (File ▸ Download) »"),
        (r"\bstockage pour ce site\b|\bdans ce navigateur seulement\b",
         "calque of *storage for this site*: « l'espace de stockage que ce navigateur réserve "
         "à ce site », « uniquement dans ce navigateur »"),
        (r"\benregistre comme fichier\b|\bdans tout Jupyter\b",
         "calques: « l'enregistre dans un fichier .ipynb », « n'importe quel Jupyter l'ouvre »"),
        (r"\bclasse de machines?\b", "calque of *machine class*: « une machine de ce type »"),
        (r"\bqui les veut\b", "calque of *a build that wants them*: « qui en a besoin »"),
        (r"\bwheels pures\b", "« les wheels en Python pur »"),
        (r"(?m)^#.*\(en cours\)\s*$",
         "« (en cours) » after a title of a course reads as *in the course*: "
         "« (travail en cours) »"),
        (r"\bquel(?:le)?s? que soi(?:t|ent) [^,.;:]* qu'(?:il|elle|on) a\b",
         "« quel que soit le temps qu'il ait attendu »: the subjunctive"),
        (r"\bà travers (?:le hub|le serveur|JupyterHub)\b",
         "calque of *through the hub*: « par le hub »"),
        (r"\bélèves?\b", "the course's learners in a room are « participants »"),
        (r"\b\d+ s machine chargée\b", "« sur une machine chargée »"),
        # The fifth reading, in the browser: what the learner meets in the running notebooks.
        (r"\b(?:doit|devait|doivent|devaient) recevoir (?:des blessures mortelles|ce qu'il leur"
         r" faut)|\b(?:avaient|aient) reçu des blessures mortelles",
         "lethal damage is *assigned* (510.1c, 702.19b, 702.19d): « comme si des blessures "
         "mortelles avaient été assignées à toutes les bloqueuses »"),
        (r"\breçoit (?:la force de|F quand)",
         "« reçoit la force de B » reads as gaining B's power: « subit des blessures égales à la "
         "force de B »"),
        (r"\b0 obligation respectée", "« obligations respectées : 0 », « aucune obligation »"),
        (r"\ble plus qu'un joueur peut subir",
         "calque of *the most a player can take*: « le maximum de blessures qu'un joueur peut "
         "subir »"),
        (r"\bdemande[^.;:]{0,25} seul\b",
         "calque of *takes … alone*: « suivi en autonomie, le cours demande … », « le temps "
         "qu'il demande en autonomie »"),
        # Typography: a refusal's sentence goes on after its colon in lower case.
        (r"\b(?:Refusé|Interdit par les règles|Les règles refusent ceci|erreur|Indice|Pourquoi)"
         r"[\s\u00a0]:"
         r"[\s\u00a0](?:L'|La |Le |Les |Elle |Il |Aucune? |Cette |Ce |C'|Fichier |Type |Avec "
         r"|Une? |Dans |Sans |Si |Quand |Chaque |Son |Sa |Ses )",
         "lower case after the colon of a refusal or of the command line's « erreur : »"),
    )
)  # fmt: skip


def review_problems(text: str) -> list[str]:
    """What the French judge's third review found wrong, wherever it appears in ``text``."""
    line = plain(text)
    return [
        f"{wanted}: « …{line[max(0, m.start() - 30) : m.end() + 20]}… »"
        for pattern, wanted in REVIEW_PATTERNS
        for m in pattern.finditer(line)
    ]


def english_name_problems(line: str) -> list[str]:
    """English printed names of cards, dungeons or rooms that have a French printed name."""
    text = plain(line)
    out = []
    for english in english_names() | set(_translated_dungeon_words()):
        french = printed_name(english, "fr")
        if french == english:
            french = _dungeon_words_fr().get(english, english)
        # Shown beside the French name on purpose: « Les Souterrains (Undercity) ».
        beside = re.compile(rf"{re.escape(french)}\W{{0,3}}\(\*?{re.escape(english)}\*?\)")
        rest = beside.sub("", text)
        if french != english and re.search(rf"(?<![\w']){re.escape(english)}(?![\w'])", rest):
            out.append(f"English name « {english} » in French (French: « {french} »)")
    return out


@cache
def _dungeon_data() -> list[dict[str, Any]]:
    text = (resources.files("mtglearn.data") / "dungeons.json").read_text(encoding="utf-8")
    return list(json.loads(text)["dungeons"])


@cache
def _dungeon_words_fr() -> dict[str, str]:
    """English → French names of the dungeons and rooms that have a French printing."""
    out: dict[str, str] = {}
    for dungeon in _dungeon_data():
        for item in (dungeon, *dungeon["rooms"]):
            name = item["name"]
            if name.get("fr") and name["fr"] != name["en"]:
                out[name["en"]] = name["fr"]
    return out


def _translated_dungeon_words() -> Iterator[str]:
    # Short common words ("Forge", "Arena", "Stash") would also match French prose, so only
    # names of two words or more are checked; single-word rooms are checked in the narration
    # test, inside « » where a room name is always quoted.
    return (en for en in _dungeon_words_fr() if " " in en or en.endswith("!"))


@cache
def _printed_pairs() -> dict[str, str]:
    """English → French names of every known card, dungeon and room: the French printed name,
    or the English one where no French printing is known (the three AFR dungeons and their
    rooms, which the French course names in English; glossary ``afr_dungeons``)."""
    out = {en: printed_name(en, "fr") for en in english_names()}
    for dungeon in _dungeon_data():
        for item in (dungeon, *dungeon["rooms"]):
            out[item["name"]["en"]] = item["name"].get("fr") or item["name"]["en"]
    return out


def missing_french_names(english: str, french: str) -> list[str]:
    """Names printed in French that ``french`` lacks although its English side ``english`` names
    the card, dungeon or room (« Cache » written where the room Stash is « Réserve »; an invented
    « Mine perdue de Phandelver » where no French printing exists). Lines are
    joined first, so a name wrapped across two lines of markdown still counts; « Les
    Souterrains » may be contracted (« des Souterrains »)."""
    en_text = " ".join(english.split())
    fr_text = " ".join(plain(french).split()).casefold()
    out = []
    for en, fr in _printed_pairs().items():
        if not re.search(rf"(?<![\w']){re.escape(en)}(?![\w'])", en_text):
            continue
        wanted = fr.removeprefix("Les ") if fr.startswith("Les ") else fr
        if wanted.casefold() not in fr_text:
            out.append(f"« {en} » in English but not its name in French, « {fr} »")
    return out


def typography_problems(text: str) -> list[str]:
    """Ordinary spaces where French needs a no-break space (before : ; ! ? », after «)."""
    return [f"ordinary space in « …{text[max(0, m.start() - 30) : m.end() + 10]}… »"
            for m in ORDINARY_SPACE.finditer(text)]  # fmt: skip


def shipped_scenarios() -> list[Path]:
    return sorted((ROOT / "mtglearn" / "data" / "scenarios").glob("*.json"))


def all_problems(lines: Iterable[str]) -> list[str]:
    """Every grammar, name and typography problem in ``lines``, with the line."""
    out = []
    for line in lines:
        for problem in grammar_problems(line) + english_name_problems(line):
            out.append(f"{problem}\n    in: {plain(line)}")
        for problem in typography_problems(line):
            out.append(f"{problem}\n    in: {line!r}")
    return out


def names_the_field(message: str, field: str, lang: str) -> bool:
    """An error names its field where its language puts it: English begins with the field path
    ("field: what is wrong"); French begins with the sentence and ends with the field path
    (« Ce qui ne va pas (champ field) », « … (510.1c ; champ field) »), or, for a message said
    of its field, makes the field its subject (« Le champ `field` est obligatoire »)."""
    if lang == "fr":
        text = plain(message).rstrip()
        ends = text.endswith((f"(champ {field})", f"; champ {field})"))
        return (ends and not message.startswith(field)) or text.startswith(f"Le champ `{field}` ")
    return message.startswith(field)
