"""Notebook 11 — beyond the sources / au-delà des sources (702.16, 615, 702.90, 509.1b, 506.3)."""

from nbsource import answer, code, discuss, exercises, md, rules, setup, task

FILES = {"en": "11_beyond_the_sources.ipynb", "fr": "11_au_dela_des_sources.ipynb"}

CELLS = [
    md(
        en="""
# Beyond the sources

The course so far followed its four source documents: double strike and trample, the
initiative, provoke, amplify and morph. A player who brings a creature from their own deck soon
meets other words: **protection**, **infect**, **fear**, **exalted**, a **planeswalker** under
attack. The rules engine knows them too; this chapter shows each family with a live example,
the trap that catches players, and an exercise.

**What you will learn**

- protection (702.16) and prevention effects (615): what is prevented, and what is not;
- infect, wither and toxic (702.90, 702.80, 702.164), poison counters and the ten-poison loss
  (704.5c);
- evasion checked when blockers are declared (509.1b): fear, intimidate, shadow, horsemanship,
  skulk, landwalk, protection — and defender, and a creature that blocks any number of
  creatures;
- combat triggers: exalted and battle cry when attackers are declared, bushido, flanking,
  rampage and afflict when blockers are declared;
- attacking planeswalkers and battles (506.3, 120.3c, 120.3h, 704.5i, 704.5v).
""",
        fr="""
# Au-delà des sources

Jusqu'ici, le cours a suivi ses quatre documents sources : la double initiative et le
piétinement, l'initiative (désignation), la provocation, l'amplification et la mue. Un joueur
qui apporte une créature de son propre deck rencontre vite d'autres mots : la **protection**,
l'**infection**, la **peur**, l'**exaltation**, un **planeswalker** attaqué. Le moteur de règles
les connaît aussi ; ce chapitre montre chaque famille avec un exemple calculé, le piège où
tombent les joueurs, et un exercice.

**Ce que vous allez apprendre**

- la protection (702.16) et les effets de prévention (615) : ce qui est prévenu, et ce qui ne
  l'est pas ;
- l'infection, la flétrissure et la capacité toxique (702.90, 702.80, 702.164), les marqueurs
  « poison » et la défaite à dix marqueurs (704.5c) ;
- l'évasion, vérifiée quand les bloqueurs sont déclarés (509.1b) : la peur, l'intimidation,
  la distorsion, l'équitation, la furtivité, la traversée de terrain, la protection — ainsi que
  le défenseur et une créature qui peut bloquer n'importe quel nombre de créatures ;
- les capacités déclenchées du combat : l'exaltation et le cri de guerre quand les attaquants
  sont déclarés, le bushido, le débordement, la sauvagerie et l'affliction quand les bloqueurs
  le sont ;
- attaquer les planeswalkers et les batailles (506.3, 120.3c, 120.3h, 704.5i, 704.5v).
""",
    ),
    setup(
        "reveal", "KeywordExplorer", "evasion_table", "example", "styled",
        "check_afflict_blocked", "check_exalted_alone", "check_infect_lifelink",
        "check_planeswalker_trample", "check_protection_blocker", "check_trample_over_protection",
        "exercise_widgets", "solutions",
        "afflict_life", "evasion_block", "exalted_alone", "infect_poison", "protection_trample",
        "check_task",
    ),
    rules("702.16e", "702.19b", "615.1", "702.90b", "702.83a", "702.130a"),
    md(
        en="""
## 1. Protection and prevention

**Protection from [quality]** (702.16) does several things; in combat two matter. An attacking
creature with protection **can't be blocked** by creatures with that quality (702.16f), and
damage that sources with that quality would deal to it is **prevented** (702.16e). The
course's boards know protection from a colour, from creatures and from everything (702.16j).

**Predict, then run.** A 6/6 green creature with trample is blocked by a 2/2 with protection
from green. How much damage does the defending player take: 6, or 4? This is the example of
rule 702.19b.
""",
        fr="""
## 1. La protection et la prévention

La **protection contre [qualité]** (702.16) fait plusieurs choses ; en combat, deux comptent.
Une créature attaquante avec la protection **ne peut pas être bloquée** par des créatures qui
ont cette qualité (702.16f), et les blessures que des sources ayant cette qualité lui
infligeraient sont **prévenues** (702.16e). Les plateaux du cours connaissent la protection contre une couleur, contre les
créatures et contre tout (702.16j).

**Prédisez, puis exécutez.** Une créature verte 6/6 avec le piétinement est bloquée par une
2/2 avec la protection contre le vert. Combien de blessures le joueur défenseur subit-il : 6,
ou 4 ? C'est l'exemple de la règle 702.19b.
""",
    ),
    code('reveal(example("protection"))'),
    answer(
        en="""
**The trap: trample over protection.** The trampler must still assign **lethal damage** to the
blocker before the rest goes to the player; lethal damage ignores protection and prevention
(702.19b). The 2 damage are assigned, then prevented: the blocker survives and the player takes
only 4. The engine checks it on a whole grid of fights:
""",
        fr="""
**Le piège : le piétinement contre la protection.** La créature avec le piétinement doit
quand même assigner des **blessures mortelles** à la bloqueuse avant d'envoyer le reste au
joueur ; les blessures mortelles ne tiennent compte ni de la protection ni de la prévention
(702.19b). Les 2 blessures sont assignées, puis prévenues : la bloqueuse survit et le joueur
n'en subit que 4. Le moteur le vérifie sur toute une grille de combats :
""",
    ),
    code("check_trample_over_protection()"),
    md(
        en="""
**The other trap: protection from red against a red attacker.** Protection on the *blocker*
doesn't stop it from blocking a red creature — only the attacker's protection restricts who
blocks it. The red attacker's damage to it is prevented.
""",
        fr="""
**L'autre piège : la protection contre le rouge face à une attaquante rouge.** La protection de
la *bloqueuse* ne l'empêche pas de bloquer une créature rouge — seule la protection de
l'attaquante restreint qui peut la bloquer. Les blessures de l'attaquante rouge sont prévenues.
""",
    ),
    code("check_protection_blocker()"),
    md(
        en="""
**Prevention effects** (615) are shields. The course's examples list them: a Fog
(`"all combat damage"`), all damage from one source, or "the next 3 damage" to a creature or a
player (615.7). Prevented damage is **not dealt**: no life loss, no lifelink, no deathtouch, no
"deals combat damage" trigger. What is left of a shield carries into the next combat damage
step.

**Predict, then run.** A 2/2 double striker attacks a player protected by a shield of 3: how
much damage does the player take in each step?
""",
        fr="""
Les **effets de prévention** (615) sont des boucliers. Les exemples du cours les listent :
un Brouillard (`"all combat damage"`), toutes les blessures d'une source, ou « les 3 prochaines
blessures » infligées à une créature ou à un joueur (615.7). Des blessures prévenues ne sont
**pas infligées** : pas de perte de points de vie, pas de lien de vie, pas de contact mortel,
pas de déclenchement « inflige des blessures de combat ». Ce qui reste d'un bouclier sert
encore à l'étape des blessures de combat suivante.

**Prédisez, puis exécutez.** Une 2/2 avec la double initiative attaque un joueur protégé par un
bouclier de 3 : combien de blessures le joueur subit-il à chaque étape ?
""",
    ),
    code('reveal(example("prevention"))'),
    md(
        en="""
## 2. Infect, wither, toxic and poison

- **Infect** (702.90): damage to a player gives poison counters instead of life loss; damage to
  a creature becomes -1/-1 counters (120.3b, 120.3d).
- **Wither** (702.80): damage to a creature becomes -1/-1 counters.
- **Toxic N** (702.164): combat damage to a player also gives N poison counters (the total of
  every toxic ability the creature has).
- A player with **ten or more poison counters** loses the game (704.5c).

**Predict, then run.** P2 already has 2 poison counters. A 2/2 with infect, double strike and
lifelink attacks unblocked, beside a 1/1 with wither blocked by a 2/3. How many poison counters
does P2 end with, how much life does the attacking player gain, and what becomes of the 2/3?
""",
        fr="""
## 2. L'infection, la flétrissure, la capacité toxique et le poison

- L'**infection** (702.90) : les blessures infligées à un joueur lui donnent des marqueurs
  « poison » au lieu de lui faire perdre des points de vie ; celles infligées à une créature
  deviennent des marqueurs −1/−1 (120.3b, 120.3d).
- La **flétrissure** (702.80) : les blessures infligées à une créature deviennent des marqueurs
  −1/−1.
- **Toxique N** (702.164) : des blessures de combat infligées à un joueur lui donnent aussi N
  marqueurs « poison » (si la créature a plusieurs occurrences de toxique, leurs valeurs
  s'additionnent).
- Un joueur qui a **dix marqueurs « poison » ou plus** perd la partie (704.5c).

**Prédisez, puis exécutez.** P2 a déjà 2 marqueurs « poison ». Une 2/2 avec l'infection, la
double initiative et le lien de vie attaque sans être bloquée, à côté d'une 1/1 avec la
flétrissure bloquée par une 2/3. Combien de marqueurs « poison » P2 a-t-il à la fin, combien de
points de vie le joueur attaquant gagne-t-il, et que devient la 2/3 ?
""",
        bridge=True,
    ),
    code('reveal(example("infect"))'),
    answer(
        en="""
**The trap: infect with lifelink.** Infect changes what the damage *does*, not whether it is
dealt. Lifelink counts damage dealt (702.15b), so its controller gains life all the same:
""",
        fr="""
**Le piège : l'infection avec le lien de vie.** L'infection change ce que *font* les blessures,
pas le fait qu'elles soient infligées. Le lien de vie compte les blessures infligées (702.15b) :
son contrôleur gagne donc des points de vie quand même :
""",
    ),
    code("check_infect_lifelink()"),
    md(
        en="""
## 3. Evasion: who may block whom (509.1b)

Each evasion ability is a **restriction** checked when blockers are declared. The table asks
the block explainer about a red 2/2 attacker with each ability and seven kinds of blockers; the
defending player controls a Swamp (for swampwalk).
""",
        fr="""
## 3. L'évasion : qui peut bloquer qui (509.1b)

Chaque capacité d'évasion est une **restriction** vérifiée quand les bloqueurs sont déclarés.
Le tableau interroge le vérificateur de blocages pour une attaquante rouge 2/2 avec chaque
capacité et sept sortes de bloqueuses ; le joueur défenseur contrôle un marais (pour la
traversée des marais).
""",
    ),
    code('styled(evasion_table(), index=False)'),
    md(
        en="""
Read a row: **fear** lets only artifact creatures and black creatures block (702.36b);
**intimidate**, artifact creatures and creatures sharing a color with the attacker (702.13b);
**shadow** works both ways — a creature with shadow blocks and is blocked only by creatures with
shadow (702.28b); **skulk** refuses blockers with greater power (702.118b); **swampwalk** makes
the creature unblockable while the defending player controls a Swamp (702.14c). A creature
with **defender** can't attack at all (702.3b). Here a fear attacker meets an artifact blocker,
and a swampwalker walks in:
""",
        fr="""
Lisez une ligne : la **peur** ne laisse bloquer que les créatures-artefacts et les créatures
noires (702.36b) ; l'**intimidation**, les créatures-artefacts et les créatures qui partagent
une couleur avec l'attaquante (702.13b) ; la **distorsion** joue dans les deux sens — une
créature avec la distorsion ne bloque et n'est bloquée que par des créatures avec la distorsion
(702.28b) ; la **furtivité** refuse les bloqueuses de force supérieure (702.118b) ; la
**traversée des marais** fait que la créature ne peut pas être bloquée tant que le joueur
défenseur contrôle un marais (702.14c). Une créature avec le **défenseur** ne peut pas attaquer du tout (702.3b). Ici,
une attaquante avec la peur rencontre une créature-artefact bloqueuse, et une créature avec la traversée
des marais passe :
""",
    ),
    code('example("evasion")'),
    md(
        en="""
A creature that **can block any number of creatures** divides its combat damage among the
attackers it blocks (510.1d); by default it assigns lethal damage to each, in the order of the
declaration:
""",
        fr="""
Une créature qui **peut bloquer n'importe quel nombre de créatures** répartit ses blessures de
combat entre les attaquantes qu'elle bloque (510.1d) ; par défaut, elle assigne des blessures
mortelles à chacune, dans l'ordre de la déclaration :
""",
    ),
    code('example("any_number")'),
    md(
        en="""
## 4. Combat triggers

They resolve **before any combat damage**, each narrated with its rule:

- when attackers are declared: **exalted** (each instance you control, when a creature attacks
  alone, 702.83) and **battle cry** (each other attacker gets +1/+0, 702.91);
- when blockers are declared: **bushido N** (+N/+N when it blocks or becomes blocked, 702.45),
  **flanking** (each blocker without flanking gets -1/-1, 702.25), **rampage N** (+N/+N per
  blocker beyond the first, 702.23), **afflict N** (the defending player loses N life when it
  becomes blocked, 702.130).

**Predict, then run.** A 2/2 with exalted attacks alone; its controller also has a 1/1 with two
instances of exalted. A 3/3 blocks. What are the attacker's power and toughness when damage is
dealt, and which creature dies?
""",
        fr="""
## 4. Les capacités déclenchées du combat

Elles se résolvent **avant toute blessure de combat**, chacune racontée avec sa règle :

- quand les attaquants sont déclarés : l'**exaltation** (chaque occurrence que vous
  contrôlez, quand une créature attaque seule, 702.83) et le **cri de guerre** (chaque autre
  attaquante gagne +1/+0, 702.91) ;
- quand les bloqueurs sont déclarés : le **bushido N** (+N/+N quand elle bloque ou devient
  bloquée, 702.45), le **débordement** (chaque bloqueuse sans le débordement gagne −1/−1,
  702.25), la **sauvagerie N** (+N/+N par bloqueuse au-delà de la première, 702.23),
  l'**affliction N** (le joueur défenseur perd N points de vie quand elle devient bloquée,
  702.130).

**Prédisez, puis exécutez.** Une 2/2 avec l'exaltation attaque seule ; son contrôleur a aussi
une 1/1 avec deux occurrences de l'exaltation. Une 3/3 bloque. Quelles sont la force et
l'endurance de l'attaquante au moment des blessures, et quelle créature meurt ?
""",
    ),
    code('reveal(example("exalted"))'),
    md(
        en="**The trap: exalted only when a creature attacks alone** (702.83b).",
        fr="**Le piège : l'exaltation seulement quand une créature attaque seule** (702.83b).",
        bridge=True,
    ),
    code("check_exalted_alone()"),
    md(
        en="""
Now the declare blockers step: a 3/3 with afflict 2 and flanking is blocked by a 2/2 with
bushido 1. Triggers go on the stack in APNAP order (603.3b): the defending player's bushido
resolves first.
""",
        fr="""
Passons à l'étape de déclaration des bloqueurs : une 3/3 avec l'affliction 2 et le débordement
est bloquée par une 2/2 avec le bushido 1. Les capacités déclenchées sont mises sur la pile dans
l'ordre APNAP (603.3b) : le bushido du joueur défenseur se résout en premier.
""",
    ),
    code('example("blocked_triggers")'),
    md(
        en="**The trap: afflict only when blocked** — unblocked, the creature just deals its damage.",
        fr="**Le piège : l'affliction seulement si elle est bloquée** — sans blocage, la créature inflige simplement ses blessures.",
    ),
    code("check_afflict_blocked()"),
    md(
        en="""
## 5. Attacking planeswalkers and battles

Only a player, a planeswalker or a battle can be attacked (506.3). Damage to a planeswalker
removes **loyalty** counters (120.3c), damage to a battle removes **defense** counters
(120.3h); at 0 it goes to its owner's graveyard (704.5i, 704.5v). A creature attacking a
battle may be blocked by the battle's **protector** (310.8c), who is the defending player
(508.5). A trampler's excess goes to the planeswalker it attacks, **not** to the player (702.19b).
""",
        fr="""
## 5. Attaquer les planeswalkers et les batailles

Seuls un joueur, un planeswalker ou une bataille peuvent être attaqués (506.3). Les blessures
infligées à un planeswalker lui retirent des marqueurs **« loyauté »** (120.3c), celles
infligées à une bataille des marqueurs **« défense »** (120.3h) ; à 0, le planeswalker ou la
bataille est mis dans le cimetière de son propriétaire (704.5i, 704.5v). Une créature qui
attaque une bataille peut être bloquée par le **protecteur** de cette bataille (310.8c), qui
est le joueur défenseur (508.5). L'excédent d'une créature avec le piétinement va au planeswalker qu'elle attaque, **pas** au joueur (702.19b).
""",
    ),
    code('example("planeswalker")'),
    code("check_planeswalker_trample()"),
    code('example("battle")'),
    md(
        en="""
## Explore

The combat explorer with the **keyword picker**: type the first letters of any keyword the
engine knows, choose it in the list and press Enter (a tag's × removes it); the creatures'
colors the same way. An illegal choice — a creature with
defender attacking, a block that fear or protection forbids — shows the engine's reason.
""",
        fr="""
## Explorateur

L'explorateur de combat avec le **sélecteur de capacités** : tapez les premières lettres de
n'importe quelle capacité que connaît le moteur, choisissez-la dans la liste et appuyez sur
Entrée (le × d'une étiquette la retire) ; de même pour les couleurs des créatures. Un choix
illégal — une créature avec le défenseur qui attaque, un blocage que la peur ou la
protection interdisent — affiche la raison donnée par le moteur.
""",
    ),
    code(
        """
explorer = KeywordExplorer()
explorer
"""
    ),
    exercises(
        en="""
## Exercises

Each exercise is drawn at random (the same on every run) and answered by the engine; where
widgets are not live, the questions are listed in their place.
""",
        fr="""
## Exercices

Chaque exercice est tiré au hasard (le même à chaque exécution) et résolu par le moteur ; là où
les widgets ne sont pas actifs, les questions sont listées à leur place.
""",
    ),
    code(
        """
makers = [protection_trample, infect_poison, exalted_alone, afflict_life, evasion_block]
exercises = [make(3) for make in makers]
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("ten_poison"),
    md(
        en="""
## Summary

- Protection (702.16): not blocked by creatures with the quality, damage from such sources
  prevented; a trampler still assigns lethal damage to a protected blocker (702.19b).
- Prevention (615): prevented damage is not dealt — no lifelink, no deathtouch, no trigger;
  shields carry over between the two damage steps.
- Infect, wither, toxic: -1/-1 counters and poison counters; lifelink still counts infect
  damage; ten poison counters lose the game (704.5c).
- Evasion is checked when blockers are declared (509.1b); defender can't attack (702.3b).
- Exalted only when a creature attacks alone; afflict only when the creature becomes blocked;
  triggers resolve before any combat damage.
- A planeswalker loses loyalty, a battle defense; a trampler's excess goes to what it attacks.
""",
        fr="""
## À retenir

- La protection (702.16) : pas de blocage par des créatures ayant la qualité, blessures de ces
  sources prévenues ; une créature avec le piétinement assigne quand même des blessures
  mortelles à une bloqueuse protégée (702.19b).
- La prévention (615) : des blessures prévenues ne sont pas infligées — pas de lien de vie, pas
  de contact mortel, pas de déclenchement ; un bouclier sert encore à la seconde étape.
- L'infection, la flétrissure, la capacité toxique : marqueurs −1/−1 et marqueurs « poison » ; le lien de
  vie compte les blessures d'infection ; dix marqueurs « poison » font perdre la partie
  (704.5c).
- L'évasion est vérifiée quand les bloqueurs sont déclarés (509.1b) ; le défenseur ne peut
  pas attaquer (702.3b).
- L'exaltation seulement quand une créature attaque seule ; l'affliction seulement quand la
  créature devient bloquée ; les capacités déclenchées se résolvent avant toute blessure de
  combat.
- Un planeswalker perd de la loyauté, une bataille de la défense ; l'excédent du piétinement va
  à ce qui est attaqué.
""",
    ),
]

DISCUSS = [
    discuss(
        en="A 5/5 with trample is blocked by a 2/2 with protection from green (the attacker is green). How much damage reaches the player, and does the blocker die?",
        fr="Une 5/5 verte avec le piétinement est bloquée par une 2/2 avec la protection contre le vert. Combien de blessures atteignent le joueur, et la bloqueuse meurt-elle ?",
        answer_en="""3 reach the player and the blocker survives: lethal damage (2) must still be
assigned to the blocker before the rest tramples over (702.19b), and that damage is prevented
by protection (702.16e). Section 1.""",
        answer_fr="""3 atteignent le joueur et la bloqueuse survit : il faut quand même assigner des
blessures mortelles (2) à la bloqueuse avant que le reste ne passe (702.19b), et ces blessures
sont prévenues par la protection (702.16e). Section 1.""",
    ),
    discuss(
        en="Does lifelink still gain life when the damage is prevented? And with infect?",
        fr="Le lien de vie fait-il encore gagner des points de vie quand les blessures sont prévenues ? Et avec l'infection ?",
        answer_en="""Prevented damage is not dealt, so lifelink gains nothing (615, 702.15b). Damage
dealt by a source with infect is still damage dealt: lifelink counts it, even though it gives
-1/-1 or poison counters instead of life loss (702.90).""",
        answer_fr="""Des blessures prévenues ne sont pas infligées : le lien de vie ne rapporte rien
(615, 702.15b). Les blessures infligées par une source avec l'infection sont bien infligées :
le lien de vie les compte, même si elles donnent des marqueurs −1/−1 ou « poison » au lieu
d'une perte de points de vie (702.90).""",
    ),
]
