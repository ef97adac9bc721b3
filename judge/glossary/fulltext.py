"""Full text over the glossary in memory: names, aliases, search phrases and definitions, en/de/nl.

Every term is one document. Per language, each field is tokenised, stop words dropped and the
rest stemmed with that language's Snowball stemmer (PyStemmer; its German reads "ue" as "ü"),
accents folded after stemming. Everything a query needs is computed at index-build time:

- `postings[lang][stem]`: (term numbers, BM25F weights): the field-weighted, length-normalised
  frequency of the stem in the term, already saturated and multiplied by the stem's IDF, so a
  query only adds numbers up;
- `named[lang][stem]`: the terms whose names, aliases or phrases contain the stem;
- `pairs[lang]`: every two neighbouring words of a field (stop words left out), as a sorted
  array of CRC-32 and term number (hashed.py): a phrase of the query found in a definition ("put into a
  graveyard from the battlefield") counts above the same words scattered.

A query is its first MAX_WORDS distinct content words: question words and filler in the three
languages ("what happens when", "was passiert wenn", "wat gebeurt er als", "can I") are left
out, so they can't drown the words that say what is asked. Each word counts in the language
where it matches best, weighted by how specific it is (its IDF): a word found in half the
definitions ("card", "Karten") weighs little beside a rarer one.
"""

from __future__ import annotations

import functools
import math
import re
from array import array
from collections import Counter
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from itertools import chain, pairwise, product

from judge.glossary.folding import fold
from judge.glossary.hashed import HashedNumbers
from judge.glossary.terms import LANGS, Term

MAX_WORDS = 8  # a query's first distinct content words: beyond them a query is a text, not a question
FIELD_WEIGHTS = {"name": 4.0, "alias": 3.0, "phrase": 3.0, "text": 1.0}
K1, B = 1.2, 0.5  # BM25: saturation, and how much a long definition's length counts against it
SNOWBALL = {"en": "english", "de": "german", "nl": "dutch"}
COMPOUNDING = ("de", "nl")  # languages that write compounds as one word
MIN_PART = 4  # letters of a compound's part: "Hand", "Zug" is too short to be told from noise
LINKS = ("s", "en", "n", "e")  # linking letters: "Kampfschadens|schritt", "levens|punten"
DOC_BITS = 12  # a term's number in the low bits of a pair entry (4096 terms)
_WORD = re.compile(r"\w+")
_ACCENTS = str.maketrans("áàâäéèêëíìîïóòôöúùûüçñ", "aaaaeeeeiiiioooouuuucn")

# Words that frame a question rather than say what it is about, in en/de/nl: never content.
_QUESTION_TEXT = """
what whats happens happen happened when how does do did can could may might must i my me we if is are
many much often times cannot cant dont doesnt isnt wont
which who why where there still get gets getting work works working mean means meaning else anything
something someone somebody way ways you your yours example explain called say says sagt zegt
was passiert geschieht wenn wann wie funktioniert kann darf ich mein meine meinen welche welcher welches wer
viele wieviel wieviele oft mal wieso weshalb
warum wo gibt es dann noch bedeutet heisst heißt man muss du dein deine deinen beispiel
wat gebeurt gebeuren als hoe werkt kan mag ik mijn welke wie waarom waar er dan nog betekent heet
wanneer hoeveel vaak keer welk
moet je jij jouw mijn voorbeeld
need needs needed got bekomme bekommst bekommt bekommen krijg krijgt krijgen
brauche brauchst braucht brauchen benötige nodig counts counted gilt zählt telt geldt
difference between differ unterschied unterschiede zwischen verschil tussen
exactly actually really even eigentlich genau wirklich überhaupt ueberhaupt eigenlijk precies echt allemaal
"""
QUESTION_WORDS = frozenset(_QUESTION_TEXT.split())
# Words that make a query a question ("wann darf ich eine Hexerei wirken") rather than a reminder
# text or a description ("can block creatures with flying"): interrogatives and the asker.
_ASKING_TEXT = """
what whats how when who which why where i my
was wie wann wer welche welcher welches warum wo ich mein meine
wat hoe wanneer welke waarom waar hoeveel ik mijn
"""
_ASKING = frozenset(_ASKING_TEXT.split())
# A yes/no question starts with its verb ("does lifelink work with first strike", "ist ein Token
# eine Karte", "wordt een token vernietigd"): these never start a reminder text ...
_ASKING_VERBS_TEXT = """
does do did is are was were will would should has have
ist sind wird werden hat haben geht gibt zahlt kommt bleibt
doet wordt worden heeft hebben gaat telt komt blijft zijn
"""
_ASKING_VERBS = frozenset(_ASKING_VERBS_TEXT.split())
# ... and these do ("can block creatures with flying", "kann nicht geblockt werden", "mag
# aanvallen alsof"), so they ask only when a subject follows ("can a creature with defender block")
_MODALS_TEXT = "can could may might must kann darf muss soll kan mag moet zal"
_MODALS = frozenset(_MODALS_TEXT.split())
_SUBJECTS_TEXT = """
a an the this that it its he she they we you your his their
ein eine einen einem einer der die das den dem des es er sie wir du dein deine diese dieser dieses
een de het dit dat deze hij zij ze wij we je jouw zijn
"""
_SUBJECTS = frozenset(_SUBJECTS_TEXT.split())


def is_question(query: str) -> bool:
    """Whether a query asks something: a question word, "I", a question mark, or the verb of a
    yes/no question first ("does ...", "can a creature ...", "wird ein ...")."""
    words = [fold(word) for word in tokens(query)]
    if "?" in query or not _ASKING.isdisjoint(words):
        return True
    if len(words) < 3 or words[1] in NEGATIONS:  # "doesn't untap" is a reminder text
        return False
    return words[0] in _ASKING_VERBS or (words[0] in _MODALS and words[1] in _SUBJECTS)
# Negations are stop words to a search engine but content here: "can't attack" (Defender), "kann
# nicht geblockt werden", "kan niet het doelwit zijn" say what a keyword does.
NEGATIONS = frozenset(["not", "no", "never", "nicht", "kein", "keine", "keinen", "keiner", "keinem", "nie",
                       "niemals", "niet", "geen", "nooit"])
NEGATION = "not"
_CONTRACTION = re.compile(r"\b(?:(can)(?:[’']t|not)|(won)[’']t|(\w+)n[’']t)\b")
# German and Dutch participles and inflected verb forms that the Snowball stemmer leaves apart
# from the infinitive ("zerstörten" -> zerstort, "zerstören" -> zerstor; "vernietigd",
# "vernietigen"): tried only when a word's own stem is in no text.
_SEPARABLE = ("ab", "an", "auf", "aus", "ein", "mit", "nach", "vor", "weg", "zu", "zurück",
              "op", "af", "aan", "in", "uit", "over", "terug", "toe", "weg")
# a known word is also read as a verb only when it looks like a participle or a past form
_PARTICIPLE = {"de": re.compile(r"^(?:\w{0,6}ge\w{3,}|\w{3,}(?:te|ten|tem|ter|tes|et))$"),
               "nl": re.compile(r"^(?:\w{0,5}ge\w{3,}|\w{3,}(?:d|de|den))$")}
_SEPARABLE_GE = tuple(prefix + "ge" for prefix in _SEPARABLE)
_NOTHING = re.compile(r"(?!)")
VERB_GUESSES = 9  # infinitives tried per word and language: the likeliest are first
# Strong participles of the verbs rules texts use, which no ending rule leads back to their verb.
_STRONG = {
    "de": {"verloren": "verlieren", "gezogen": "ziehen", "geworfen": "werfen", "genommen": "nehmen",
           "gegeben": "geben", "gebracht": "bringen", "gekommen": "kommen", "gewonnen": "gewinnen",
           "gestorben": "sterben", "gehalten": "halten", "geblieben": "bleiben", "gesprochen": "sprechen",
           "getroffen": "treffen", "gelegen": "liegen", "geschoben": "schieben", "gegangen": "gehen"},
    "nl": {"verloren": "verliezen", "getrokken": "trekken", "genomen": "nemen", "gegeven": "geven",
           "gebracht": "brengen", "gekomen": "komen", "gewonnen": "winnen", "gestorven": "sterven",
           "gehouden": "houden", "gebleven": "blijven", "gegaan": "gaan", "geworpen": "werpen",
           "gelegen": "liggen", "geschoven": "schuiven"},
}
_VERB_ENDINGS = {"de": ("eten", "ete", "ten", "tem", "ter", "tes", "te", "et", "t", "enen", "ene", "en", "em",
                        "er", "es", "e"),
                 "nl": ("den", "ten", "de", "te", "d", "t", "en", "e")}


# Function words the Snowball lists lack: German contractions of a preposition and an article
# ("beim Wirken eines Zauberspruchs"), prepositions and passive auxiliaries; Dutch "tijdens".
_MORE_STOPWORDS = {"de": ["beim", "ans", "aufs", "durchs", "fürs", "übers", "unterm", "vors", "hinterm", "neben",
                          "wegen", "seit", "wurde", "worden"],
                   "nl": ["tijdens"]}


@functools.cache
def stopwords(lang: str) -> frozenset[str]:
    from whoosh.lang import stopwords_for_language

    return frozenset(stopwords_for_language(lang)) | frozenset(_MORE_STOPWORDS.get(lang, ()))


@functools.cache
def _stemmer(lang: str):
    """`lang`'s Snowball stemmer, without PyStemmer's own cache (its bookkeeping, in Python,
    doubled the cost of stemming a new word): `stem` remembers instead."""
    import Stemmer

    return Stemmer.Stemmer(SNOWBALL[lang], 0)


@functools.lru_cache(maxsize=32768)
def stem(word: str, lang: str) -> str:
    """One lower-case word as `lang`'s stem, accents folded after stemming. Remembered: a query
    stems its words in each language for several signals (full text, inflected names)."""
    return _stemmer(lang).stemWord(word).translate(_ACCENTS)


def tokens(text: str) -> list[str]:
    """Lower-case words, accents kept (the stemmers know them): "Zaubersprüche" -> ["zaubersprüche"];
    "can't" and "doesn't" as "can not", "does not"."""
    return _WORD.findall(_CONTRACTION.sub(_uncontract, text.casefold()))


def _uncontract(match: re.Match[str]) -> str:
    return f"{match.group(1) or match.group(2) or match.group(3)} not"


def analyse(text: str, lang: str, letters: bool = False) -> list[str]:
    """A text's content words in order, stemmed for `lang` (stop words left out, negations kept,
    each as NEGATION). Single characters are noise in prose ("-1/-1", "it's"), but with `letters`
    a letter standing alone is a symbol people name: "X", "the Q symbol", "{W}"."""
    stop = stopwords(lang)
    return [stem_or_negation(w, lang) for w in tokens(text)
            if (w not in stop or w in NEGATIONS) and (len(w) > 1 or (letters and w.isalpha()))]


def stem_or_negation(word: str, lang: str) -> str:
    """The word's stem; every negation of the three languages is one and the same word, so
    "didn't have summoning sickness" meets Haste's "no summoning sickness" and "kein" "nicht"."""
    return NEGATION if word in NEGATIONS else stem(word, lang)


def strong_infinitive(word: str, lang: str) -> str | None:
    """The infinitive of a strong (irregular) participle, inflected or with a separable prefix:
    "verlorene" -> verlieren, "abgeworfenen" -> abwerfen, "getrokken" -> trekken."""
    table = _strong_forms(lang)
    for form in (word, *(word[:-len(e)] for e in ("en", "em", "er", "es", "e") if word.endswith(e))):
        if form in table:
            return table[form]
    return None


@functools.cache
def _strong_forms(lang: str) -> dict[str, str]:
    """Every strong participle of `lang`, bare and after each separable prefix, and its
    infinitive ("abgeworfen" -> "abwerfen"): one lookup per form instead of a scan of the
    prefixes. The first prefix that fits wins, as in reading the word from the left."""
    table: dict[str, str] = {}
    for prefix in ("", *_SEPARABLE):
        for participle, infinitive in _STRONG.get(lang, {}).items():
            table.setdefault(prefix + participle, prefix + infinitive)
    return table


def looks_like_participle(word: str, lang: str) -> bool:
    """Whether a German or Dutch word looks like a participle or a past form (or a strong
    one's): "ausgespielten", "vernietigde", "verloren"."""
    return bool(_PARTICIPLE.get(lang, _NOTHING).search(word) or strong_infinitive(word, lang))


def verb_forms(word: str, lang: str) -> list[str]:
    """Infinitives a German or Dutch participle or inflected verb may come from, likeliest first:
    "zerstörten" -> zerstören, ...; "geopferte" -> opfern, ...; "ausgerüstete" -> ausrüsten, ...;
    "vernietigd" -> vernietigen, ...; a strong participle its verb ("verloren" -> verlieren).
    Guesses, for words whose own stem no text has."""
    if lang not in _VERB_ENDINGS or len(word) < 5:
        return []
    strong = strong_infinitive(word, lang)
    if strong:
        return [strong]
    bases = [word]
    if word.startswith("ge") and len(word) > 5:
        bases.append(word[2:])
    if word.startswith(_SEPARABLE_GE):  # one test for the many words with no separable prefix
        bases += [prefix + word[len(prefix) + 2:] for prefix in _SEPARABLE
                  if word.startswith(prefix + "ge") and len(word) > len(prefix) + 4]
    forms: dict[str, None] = {}  # in order, once each
    for base in reversed(bases):  # the form without "ge" first
        for ending in _VERB_ENDINGS[lang]:
            if base.endswith(ending) and len(base) - len(ending) >= 3:
                root = base[:-len(ending)]
                forms.update(dict.fromkeys((root + "en", root + "n", root)))
                if len(forms) >= VERB_GUESSES:
                    return list(forms)[:VERB_GUESSES]
    return list(forms)


@functools.cache
def any_stopword() -> frozenset[str]:
    return frozenset().union(*(stopwords(lang) for lang in LANGS))


def content_words(query: str, keep: Container[str] = frozenset()) -> list[str]:
    """The query's first MAX_WORDS distinct words that say what it is about: question words go,
    and stop words of the three languages unless a word is itself a name (`keep`: "dies") or a
    negation ("can't attack")."""
    stop = any_stopword()
    words: list[str] = []
    for word in tokens(query):
        plain = fold(word)
        if word in words or not plain or plain in QUESTION_WORDS:
            continue
        if plain in keep or (len(plain) > 1 and (word not in stop or word in NEGATIONS)):
            words.append(word)
            if len(words) == MAX_WORDS:
                break
    return words


def _pair_key(first: str, second: str) -> str:
    return f"{first} {second}"


@dataclass
class FullText:
    """The in-memory index; see the module docstring."""

    refs: list[tuple[str, str]] = field(default_factory=list)
    postings: dict[str, dict[str, tuple[array, array]]] = field(default_factory=dict)
    named: dict[str, dict[str, array]] = field(default_factory=dict)
    idf: dict[str, dict[str, float]] = field(default_factory=dict)
    pairs: dict[str, HashedNumbers] = field(default_factory=dict)
    named_pairs: dict[str, HashedNumbers] = field(default_factory=dict)  # pairs in names, aliases, phrases
    # every search phrase of two or more words: stem -> phrases holding it, and per phrase its
    # term and how many distinct stems it has (a phrase the query holds whole says what is asked)
    phrase_words: dict[str, dict[str, array]] = field(default_factory=dict)
    phrase_term: dict[str, array] = field(default_factory=dict)
    phrase_size: dict[str, array] = field(default_factory=dict)
    # per stem, how much more often Yu-Gi-Oh!'s texts use it than Magic's (log odds of the share
    # of each game's terms holding it; < 0: Magic's): "monster", "Fallenkarte" speak Yu-Gi-Oh!,
    # "opponent" and "Zug" both games
    game_odds: dict[str, dict[str, float]] = field(default_factory=dict)
    # a stem the texts of two or more languages have, with its best weight per term over them:
    # a word that stems alike in every language (every negation, English words in German and
    # Dutch texts) needs no merging per query
    shared: dict[str, tuple[array, array]] = field(default_factory=dict)

    @classmethod
    def build(cls, terms: list[Term]) -> FullText:
        index = cls(refs=[(t.game, t.id) for t in terms])
        for lang in LANGS:
            texts = [_texts(term, lang) for term in terms]
            splitter = Compounds({w for doc in texts for field in doc.values() for text in field
                                  for w in tokens(text)}) if lang in COMPOUNDING else None
            heads = [[_compound_heads(phrase, lang, splitter) for phrase in doc["phrase"]] for doc in texts]
            index._build_language(lang, [_fields(doc, lang, splitter) for doc in texts], heads)
        index._build_shared()
        return index

    def _build_shared(self) -> None:
        langs_of: dict[str, list[str]] = {}
        for lang in LANGS:
            for stemmed in self.postings[lang]:
                langs_of.setdefault(stemmed, []).append(lang)
        for stemmed, langs in langs_of.items():
            if len(langs) > 1:
                best: dict[int, float] = {}
                for lang in langs:
                    for number, weight in zip(*self.postings[lang][stemmed], strict=True):
                        best[number] = max(best.get(number, 0.0), weight)
                numbers = sorted(best)
                self.shared[stemmed] = (array("H", numbers), array("f", (best[n] for n in numbers)))

    def _build_language(self, lang: str, docs: list[dict[str, list[list[str]]]], heads: list[list[set[str]]],
                        ) -> None:
        lengths = {name: [sum(map(len, doc[name])) for doc in docs] for name in FIELD_WEIGHTS}
        average = {name: max(1.0, sum(values) / len(values)) for name, values in lengths.items()}
        weighted: dict[str, dict[int, float]] = {}
        named: dict[str, set[int]] = {}
        pairs: list[tuple[str, int]] = []
        named_pairs: list[tuple[str, int]] = []
        for number, doc in enumerate(docs):
            for name, texts in doc.items():
                norm = FIELD_WEIGHTS[name] / (1 - B + B * lengths[name][number] / average[name])
                for words in texts:
                    for word in words:
                        weighted.setdefault(word, {}).setdefault(number, 0.0)
                        weighted[word][number] += norm
                        if name != "text":
                            named.setdefault(word, set()).add(number)
                    found_pairs = [(_pair_key(a, b), number) for a, b in pairwise(words)]
                    pairs += found_pairs
                    if name != "text":
                        named_pairs += found_pairs
        total = len(docs)
        self.idf[lang] = {word: math.log(1 + (total - len(found) + 0.5) / (len(found) + 0.5))
                          for word, found in weighted.items()}
        self.postings[lang] = {
            word: (array("H", found), array("f", (self.idf[lang][word] * w / (K1 + w) for w in found.values())))
            for word, found in weighted.items()}
        self.named[lang] = {word: array("H", sorted(found)) for word, found in named.items()}
        games = [ref[0] == "yugioh" for ref in self.refs]
        ygo_total = max(1, sum(games))
        mtg_total = max(1, len(games) - ygo_total)
        self.game_odds[lang] = {}
        for word, found in weighted.items():
            ygo = sum(games[number] for number in found)
            self.game_odds[lang][word] = math.log((ygo + 0.5) / ygo_total) - math.log(
                (len(found) - ygo + 0.5) / mtg_total)
        self.pairs[lang] = HashedNumbers(pairs, DOC_BITS)
        self.named_pairs[lang] = HashedNumbers(named_pairs, DOC_BITS)
        self._build_phrases(lang, docs, heads)

    def _build_phrases(self, lang: str, docs: list[dict[str, list[list[str]]]], heads: list[list[set[str]]],
                       ) -> None:
        """Each search phrase of two or more words under its words and its compounds' heads:
        a player names the head of a phrase's compound ("wie viele Monster auf dem Feld" holds
        "auf dem Spielfeld", "zu Beginn" "zu Spielbeginn"); the phrase's size stays its words'."""
        words: dict[str, list[int]] = {}
        terms, sizes = array("H"), array("B")
        for number, doc in enumerate(docs):
            for phrase, phrase_heads in zip(doc["phrase"], heads[number], strict=False):  # not the parts' text
                distinct = set(phrase)
                if len(distinct) >= 2:
                    for word in distinct | phrase_heads:
                        words.setdefault(word, []).append(len(terms))
                    terms.append(number)
                    sizes.append(min(len(distinct), 255))
        self.phrase_words[lang] = {word: array("H", found) for word, found in words.items()}
        self.phrase_term[lang], self.phrase_size[lang] = terms, sizes

    def word_stems(self, word: str, lang: str) -> tuple[str, ...]:
        """The word's stem in `lang`, and for a German or Dutch verb form also the stem of the
        first infinitive it may come from that some text has: "zerstörten" -> (zerstort,
        zerstor), so it finds "zerstören" as well as "zerstört"."""
        stemmed = stem_or_negation(word, lang)
        known = stemmed in self.postings[lang]
        if known and not looks_like_participle(word, lang):
            # "begint" is no "begin"; "verloren" is "verlieren"
            return (stemmed,)
        for form in verb_forms(word, lang):
            guess = stem(form, lang)
            if guess != stemmed and guess in self.postings[lang]:
                return (stemmed, guess) if known else (guess,)
        return (stemmed,)

    def stems(self, word: str) -> dict[str, tuple[str, ...]]:
        return {lang: self.word_stems(word, lang) for lang in LANGS}

    def weighed(self, words: list[str], stems_of: Callable[[str], dict[str, tuple[str, ...]]] | None = None,
                ) -> tuple[list[dict[str, tuple[str, ...]]], list[float]]:
        """The words' stems per language and their weights (see `word_weight`); `stems_of` may be
        a remembering version of `self.stems` (its answers are only read)."""
        stems = [(stems_of or self.stems)(word) for word in words]
        return stems, [self.word_weight(word, found) for word, found in zip(words, stems, strict=True)]

    def score(self, words: list[str], weighed: tuple[list, list[float]] | None = None) -> Matches:
        """Each term matching any of the words, with what matched (see `Matches`); `weighed` is
        what `weighed(words)` returns, when the caller has it already."""
        stems, weights = weighed or self.weighed(words)
        total = sum(weights) or 1.0
        size = len(self.refs)
        bm25, in_names, covered = [0.0] * size, [0.0] * size, [0.0] * size
        matched: set[int] = set()
        for position, word_stems in enumerate(stems):
            best = self._best_weights(word_stems)
            share = weights[position] / total
            for number, weight in best.items():
                bm25[number] += weight
                covered[number] += share
            matched.update(best)
            named: set[int] = set()
            for lang, forms in word_stems.items():
                for stemmed in forms:
                    named.update(self.named[lang].get(stemmed, ()))
            for number in named:
                in_names[number] += share
        phrases = self._phrases(stems, self.pairs) if len(words) > 1 else {}
        named_phrases = self._phrases(stems, self.named_pairs) if len(words) > 1 else {}
        whole = self._whole_phrases(stems) if len(words) > 1 else {}
        return Matches(sorted(matched), bm25, covered, in_names, phrases, named_phrases, whole)

    def _best_weights(self, word_stems: dict[str, tuple[str, ...]]) -> dict[int, float]:
        """Term number -> the word's best BM25F weight in it, over its languages and forms (every
        weight is positive, so each term of a posting list is in)."""
        alike = set(word_stems.values())
        if len(alike) == 1 and len(only := alike.pop()) == 1 and only[0] in self.shared:
            return dict(zip(*self.shared[only[0]], strict=True))
        found = [posting for lang, forms in word_stems.items() for stemmed in forms
                 if (posting := self.postings[lang].get(stemmed))]
        if not found:
            return {}
        found.sort(key=lambda posting: -len(posting[0]))
        best = dict(zip(*found[0], strict=True))  # the longest list at C speed, the rest merged
        for numbers, weights in found[1:]:
            for number, weight in zip(numbers, weights, strict=True):
                if weight > best.get(number, 0.0):
                    best[number] = weight
        return best

    def _whole_phrases(self, stems: list[dict[str, tuple[str, ...]]]) -> dict[int, float]:
        """Per term, the largest share of one of its search phrases that the query holds, in
        any language ("deals damage to creatures in the form of -1/-1 counters" holds all of
        Wither's description and only part of Infect's)."""
        best: dict[int, float] = {}
        for lang in LANGS:
            words = self.phrase_words[lang]
            held = Counter(chain.from_iterable(words.get(found, ()) for found in {form for word in stems
                                                                                  for form in word[lang]}))
            terms, sizes = self.phrase_term[lang], self.phrase_size[lang]
            for phrase, count in held.items():
                if count >= 2:
                    share = min(1.0, count / sizes[phrase])
                    if share > best.get(terms[phrase], 0.0):
                        best[terms[phrase]] = share
        return best

    def _phrases(self, stems: list[dict[str, tuple[str, ...]]], pairs: dict[str, HashedNumbers]) -> dict[int, float]:
        """The share of the query's neighbouring word pairs that are neighbours in a field of
        the term (of those in `pairs`: every field, or names, aliases and phrases), in any language."""
        found: dict[int, int] = {}
        for first, second in pairwise(stems):
            docs: set[int] = set()
            for lang in LANGS:
                docs |= pairs[lang].union(_pair_key(one, other) for one, other in product(first[lang], second[lang]))
            for number in docs:
                found[number] = found.get(number, 0) + 1
        return {number: count / (len(stems) - 1) for number, count in found.items()}

    def game_lean(self, stems: list[dict[str, tuple[str, ...]]]) -> float:
        """Log odds that the words speak of Yu-Gi-Oh! rather than Magic (> 0: Yu-Gi-Oh!), each
        word in the language where most terms hold it."""
        lean = 0.0
        for word in stems:
            found = [(len(self.postings[lang][form][0]), self.game_odds[lang][form])
                     for lang, forms in word.items() for form in forms if form in self.postings[lang]]
            if found:
                lean += max(found)[1]
        return lean

    def word_weight(self, word: str, stems: dict[str, tuple[str, ...]] | None = None) -> float:
        """How specific a query word is: its IDF in the language where it is commonest ("card"
        is rare in the German texts but in a fifth of the English ones: generic), 0.5 when no
        text has it."""
        stems = stems or self.stems(word)
        found = [self.idf[lang][form] for lang in LANGS for form in stems[lang] if form in self.idf[lang]]
        return min(found) if found else 0.5


@dataclass
class Matches:
    """What of a query each term matched, as columns by term number (a question may match
    nearly every term: one object per term cost more than scoring it): BM25F, the IDF-weighted
    share of the words it contains (anywhere, and in its names, aliases and phrases) and the
    share of the query's neighbouring word pairs that are neighbours in it (anywhere, and in
    its names, aliases and phrases: a keyword's reminder text asked for in the player's words).
    `numbers` are the terms matching any word; the pair shares hold only terms that have one."""

    numbers: list[int]
    bm25: list[float]
    covered: list[float]
    in_names: list[float]
    phrase: dict[int, float]
    named_phrase: dict[int, float]  # the same share, counting pairs in names, aliases and phrases only
    whole_phrase: dict[int, float]  # the largest share of one of its search phrases the query holds


def _texts(term: Term, lang: str) -> dict[str, list[str]]:
    """A term's texts per field for one language: each name, alias and phrase on its own (a
    pair of neighbouring words never spans two of them)."""
    return {
        "name": [term.names.get(other) for other in LANGS],
        "alias": list(getattr(term.aliases, lang)),
        "phrase": list(getattr(term.phrases, lang)),
        "text": [term.definitions.get(lang)],
    }


def _compound_heads(text: str, lang: str, splitter: Compounds | None) -> set[str]:
    """The stems of the last parts of a text's compounds ("Spielfeld" -> feld)."""
    if splitter is None:
        return set()
    return {stem(parts[-1], lang) for word in tokens(text) if (parts := splitter.parts(word))}


def _fields(texts: dict[str, list[str]], lang: str, splitter: Compounds | None) -> dict[str, list[list[str]]]:
    """The texts analysed; with a splitter, each field also holds the parts of its compounds
    ("Handkartenzahl" -> hand, karten, zahl) as one more text of their own."""
    fields = {}
    for name, field_texts in texts.items():
        # names, aliases and phrases name symbols by their letter ("X", "Q symbol"); definitions don't
        analysed = [analyse(text, lang, letters=name != "text") for text in field_texts]
        if splitter:
            parts = [part for text in field_texts for word in tokens(text) for part in splitter.parts(word)]
            analysed.append([stem(part, lang) for part in parts])
        fields[name] = analysed
    return fields


class Compounds:
    """German and Dutch compounds read as their parts, where each part is a word of the same
    language's texts: "Handkartenzahl" is hand + karten + zahl, "gevechtsschade" gevecht + schade.
    A player asking about "Karten auf der Hand" then finds the maximum hand size."""

    def __init__(self, vocabulary: set[str]) -> None:
        self.vocabulary = {w for w in vocabulary if len(w) >= MIN_PART and w not in any_stopword()}

    def parts(self, word: str, depth: int = 2) -> list[str]:
        """The parts of a compound (each split once more, up to `depth`), or [] for no compound."""
        if depth == 0 or len(word) < 2 * MIN_PART:
            return []
        best: tuple[int, str, str] | None = None
        for cut in range(MIN_PART, len(word) - MIN_PART + 1):
            head, tail = word[:cut], word[cut:]
            if tail not in self.vocabulary:
                continue
            for stem_ in (head, *(head[:-len(link)] for link in LINKS if head.endswith(link))):
                if stem_ in self.vocabulary and (best is None or min(len(stem_), len(tail)) > best[0]):
                    best = (min(len(stem_), len(tail)), stem_, tail)
        if best is None:
            return []
        _balance, head, tail = best
        return [*(self.parts(head, depth - 1) or [head]), *(self.parts(tail, depth - 1) or [tail])]
