"""Notebook 04 — between the two damage steps / entre les étapes de blessures."""

from nbsource import answer, code, discuss, exercises, md, quote, rules, said, setup, task

FILES = {
    "en": "04_between_the_damage_steps.ipynb",
    "fr": "04_entre_les_etapes_de_blessures.ipynb",
}

CELLS = [
    md(
        en="""
# Between the two combat damage steps

**What you will learn**

- that abilities triggered by combat damage resolve **before** the next step (510.3a), so a
  double striker triggers twice;
- what a player can do between the first-strike step and the regular step, with the example of
  a French lesson: an unblocked double striker carrying **Umezawa's Jitte**;
- what happens when a creature loses or gains double strike or first strike between the steps
  (702.4c–d, 702.7c);
- why lifelink works twice with double strike (702.15b);
- why that lesson quotes a rule “502.28”: combat damage on the stack before July 2009, the
  damage assignment order of 2009–2024, and the Foundations change of November 2024.
""",
        fr="""
# Entre les deux étapes des blessures de combat

**Ce que vous allez apprendre**

- que les capacités déclenchées par des blessures de combat se résolvent **avant** l'étape
  suivante (510.3a) : une créature avec la double initiative les déclenche donc deux fois ;
- ce qu'un joueur peut faire entre l'étape d'initiative et l'étape normale, avec l'exemple d'un
  cours français : une créature à double initiative non bloquée équipée du **Jitte
  d'Umezawa** ;
- ce qui se passe quand une créature perd ou acquiert la double initiative ou l'initiative
  entre les étapes (702.4c–d, 702.7c) ;
- pourquoi le lien de vie fonctionne deux fois avec la double initiative (702.15b) ;
- pourquoi ce cours cite une règle « 502.28 » : les blessures de combat sur la pile avant
  juillet 2009, l'ordre d'assignation des blessures de 2009 à 2024, et le changement de
  *Fondations* en novembre 2024.

Dans ce notebook, « initiative » désigne toujours **la capacité** de créature (*first strike*,
702.7), jamais l'initiative (désignation) des Souterrains (726).
""",
    ),
    setup(
        "BetweenStepsExplorer",
        "between_table",
        "outcome_lines",
        "reveal",
        "step_table",
        "styled",
        "exercise_set",
        "exercise_widgets",
        "solutions",
        "attacking_life",
        "between_steps",
        "jitte_damage",
        "check_task",
    ),
    rules("510.4", "510.3a", "117.3c", "702.4c", "702.4d", "702.15b", sources=("french_lesson",)),
    md(
        en="""
## 1. After each combat damage step (510.3)

Each combat damage step ends the same way: damage is dealt (510.2), state-based actions are
checked (704.3), then every ability that triggered on the damage is put on the stack before the
active player gets priority (510.3a). Players then cast spells and activate abilities as usual, and the
game moves to the next step only when the stack is empty and everybody passes. So, between the
first-strike step and the regular step:

- the triggers of the first-strike damage **have resolved** (or been answered);
- players **may act**: pump a creature, give or remove an ability, destroy a creature…
""",
        fr="""
## 1. Après chaque étape des blessures de combat (510.3)

Chaque étape des blessures de combat se termine de la même façon : les blessures sont infligées
(510.2), les actions basées sur un état sont vérifiées (704.3), puis chaque capacité déclenchée
par les blessures est mise sur la pile avant que le joueur actif reçoive la priorité (510.3a).
Les joueurs lancent ensuite des sorts et activent des capacités comme d'habitude, et le jeu ne passe à l'étape
suivante que lorsque la pile est vide et que tout le monde passe. Donc, entre l'étape
d'initiative et l'étape normale :

- les capacités déclenchées par les blessures d'initiative **se sont résolues** (ou ont reçu
  une réponse) ;
- les joueurs **peuvent agir** : renforcer une créature, donner ou retirer une capacité,
  détruire une créature…
""",
    ),
    md(
        en="""
## 2. Umezawa's Jitte on a double striker (the lesson's example)

**Umezawa's Jitte** (*Jitte d'Umezawa*): “Whenever equipped creature deals combat damage, put
two charge counters on Umezawa's Jitte. Remove a charge counter from Umezawa's Jitte: choose
one — equipped creature gets +2/+2 until end of turn; …”

The French lesson says:

1. an ability that triggers when the creature deals damage triggers **twice** if it deals
   damage in both steps;
2. spells can be cast and abilities activated **between** the two steps: the Jitte's controller
   can remove the counters from the first step to pump the creature before it deals its
   regular damage.

Here is a 2/2 double striker (Crypt Champion) with the Jitte, first without using the counters.

**Predict, then run.** How many charge counters are on the Jitte after combat, and how much
damage does the defending player take?
""",
        fr="""
## 2. Le Jitte d'Umezawa sur une créature à double initiative (l'exemple du cours)

**Jitte d'Umezawa** (*Umezawa's Jitte*) : « À chaque fois que la créature équipée inflige des
blessures de combat, mettez deux marqueurs “charge” sur le Jitte d'Umezawa. Retirez un
marqueur “charge” du Jitte d'Umezawa : choisissez l'un — la créature équipée gagne +2/+2
jusqu'à la fin du tour ; … »

Le cours français dit :

1. une capacité qui se déclenche lorsque la créature inflige des blessures se déclenche **deux
   fois** si elle en inflige aux deux étapes ;
2. on peut lancer des sorts et activer des capacités **entre** les deux étapes : le contrôleur
   du Jitte peut retirer les marqueurs de la première étape (une activation par marqueur) pour
   renforcer la créature avant qu'elle inflige ses blessures normales.

Voici une 2/2 à double initiative (le Champion de la crypte) avec le Jitte, d'abord sans
utiliser les marqueurs.

**Prédisez, puis exécutez.** Combien de marqueurs « charge » y a-t-il sur le Jitte après le
combat, et combien de blessures le joueur défenseur reçoit-il ?
""",
    ),
    said("french_lesson", "jitte_counters"),
    code(
        """
held = mtg.Board()
held.attacker("A", 2, 2, "double strike", name="Crypt Champion")
held.jitte("A")
keep = held.resolve()
reveal(styled(step_table(keep)), outcome_lines(keep))
"""
    ),
    md(
        en="""
Now the controller uses the two counters after the first-strike step, as the Jitte is played:
**each activation removes one counter** as its cost and goes on the stack (602.2); the opponent
gets priority and could respond (117.3c), for example by destroying the creature; when both
players pass, it resolves for +2/+2 (608.1). Two activations give +4/+4. The narration shows
the order: first-strike damage, the trigger resolving (510.3a), then each activation: on the
stack, cost paid (602.2b), resolution, pump; then the regular step.

**Predict, then run.** How much damage does the defending player take now?
""",
        fr="""
Maintenant, le contrôleur utilise les deux marqueurs après l'étape d'initiative, comme on joue
le Jitte : **chaque activation, dont le coût est de retirer un marqueur, est mise sur la pile**
(602.2) ; l'adversaire reçoit la priorité et pourrait répondre (117.3c), par exemple en
détruisant la créature ; quand les deux joueurs passent, elle se résout et donne +2/+2 (608.1).
Deux activations donnent +4/+4. La narration montre l'ordre : blessures d'initiative, résolution
de la capacité déclenchée (510.3a), puis chaque activation : mise sur la pile, coût payé
(602.2b), résolution, renforcement ; puis l'étape normale.

**Prédisez, puis exécutez.** Combien de blessures le joueur défenseur reçoit-il maintenant ?
""",
        bridge=True,
    ),
    said("french_lesson", "jitte_between"),
    quote("602.2b"),
    code(
        """
pumped = mtg.Board()
pumped.attacker("A", 2, 2, "double strike", name="Crypt Champion")
pumped.jitte("A")
pumped.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("A", 2, 2)),
                     mtg.remove_counters("J", "charge", 1, then=mtg.pump("A", 2, 2)))
pump = pumped.resolve()
reveal(pump.narrate(), outcome_lines(keep, pump),
       styled(step_table(pump)), pump.board())
"""
    ),
    answer(
        en="""
The lesson's numbers hold. Unused, the Jitte gets 2 charge counters in each step: **4** in
all, and the unblocked Crypt Champion deals 2 + 2 = 4. Used, the two counters from the first
step give **+4/+4**: the regular step deals 6 instead of 2, **4 more** (8 in all), and puts 2
new counters on the Jitte.
""",
        fr="""
Les chiffres du cours se vérifient. Sans s'en servir, le Jitte reçoit 2 marqueurs « charge » à
chaque étape : **4** en tout, et le Champion de la crypte non bloqué inflige 2 + 2 = 4
blessures. En s'en servant, les deux marqueurs de la première étape donnent **+4/+4** :
l'étape normale inflige 6 blessures au lieu de 2, **4 de plus** (8 en tout), et met
2 nouveaux marqueurs sur le Jitte.
""",
    ),
    md(
        en="""
## 3. Losing or gaining double strike or first strike between the steps

What decides who deals damage in the regular step is written in 510.4 (and repeated in 702.4b
and 702.7b): the remaining creatures that had **neither** first strike nor double strike as the
first step began, plus those that have double strike **now**. Hence:

- a double striker that **loses** double strike in between deals no regular damage (702.4c;
  the same happens if Rage Reflection leaves the battlefield, says its ruling);
- a first striker that **gains** double strike in between deals regular damage too (702.4d);
- a first striker that **loses** first strike does not strike again, and a creature that
  **gains** first strike after the first step still deals its regular damage (702.7c).

The table resolves an unblocked 2/2 for each change worth knowing; a 1/1 with first strike
attacks beside it, so the first-strike step happens even when the 2/2 has neither keyword.
The last column is the rule that decides the regular step.
""",
        fr="""
## 3. Perdre ou acquérir la double initiative ou l'initiative entre les étapes

Ce qui décide qui inflige des blessures dans l'étape normale est écrit à la règle 510.4 (et
répété en 702.4b et 702.7b) : les créatures restantes qui n'avaient **ni** l'initiative **ni**
la double initiative au début de la première étape, plus celles qui ont la double initiative
**à ce moment-là**. D'où :

- une créature à double initiative qui **perd** la double initiative entre les deux n'inflige
  pas de blessures normales (702.4c ; c'est aussi le cas si la Réverbération de rage quitte le
  champ de bataille, précise sa décision officielle) ;
- une créature avec l'initiative qui **acquiert** la double initiative entre les deux inflige
  aussi des blessures normales (702.4d) ;
- une créature avec l'initiative qui la **perd** n'inflige pas de blessures une seconde fois,
  et une créature qui **acquiert** l'initiative après la première étape inflige quand même ses
  blessures normales (702.7c).

Le tableau résout une 2/2 non bloquée pour chaque changement utile à connaître ; une 1/1 avec
l'initiative attaque à côté d'elle, pour que l'étape d'initiative ait lieu même quand la 2/2
n'a aucune des deux capacités. La dernière colonne donne la règle qui décide de l'étape normale.
""",
    ),
    quote("702.7c"),
    code("styled(between_table(), index=False)"),
    code(
        """
loses = mtg.Board()
loses.attacker("A", 2, 2, "double strike")
loses.between_steps(mtg.lose("double strike", "A"))
gains = mtg.Board()
gains.attacker("A", 2, 2, "first strike")
gains.between_steps(mtg.gain("double strike", "A"))
outcome_lines(loses.resolve(), gains.resolve())
"""
    ),
    md(
        en="""
## 4. Lifelink twice (702.15)

Damage dealt by a source with lifelink makes its controller gain that much life (702.15b).

**Predict, then run.** A 3/3 double striker with lifelink attacks unblocked; what is its
controller's life total afterwards, and after which steps did it change?
""",
        fr="""
## 4. Le lien de vie deux fois (702.15)

Les blessures infligées par une source avec le lien de vie font gagner autant de points de vie
à son contrôleur (702.15b).

**Prédisez, puis exécutez.** Une 3/3 à double initiative avec le lien de vie attaque sans être
bloquée ; combien de points de vie son contrôleur a-t-il ensuite, et après quelles étapes ce
total a-t-il changé ?
""",
    ),
    code(
        """
board = mtg.Board()
board.attacker("A", 3, 3, "double strike", "lifelink")
lifelink = board.resolve()
reveal(lifelink.narrate(), outcome_lines(lifelink))
"""
    ),
    answer(
        en="""
A double striker with lifelink deals damage twice, so its controller gains life twice: once
after each step.
""",
        fr="""
Une créature à double initiative avec le lien de vie inflige des blessures deux fois : son
contrôleur gagne donc des points de vie deux fois, une fois après chaque étape.
""",
    ),
    md(
        en="""
## 5. History: why the lesson quotes “502.28”

The French lesson reminds the reader of rules **502.28a–e**: that is double strike's number in
the Comprehensive Rules from 2003 to mid-2009 (it has been **702.4** since the Magic 2010
rules). Its 502.28d says a creature given double strike after *“l'assignation des blessures de
combat soit allée sur la pile”* — after its combat damage assignment **went on the stack**.

- **Before July 2009.** Combat damage used the stack: the damage assigned by every creature was
  put on the stack as one object, players could respond, and then it was dealt as assigned even
  if a creature had left. A classic trick: assign a creature's damage, then sacrifice it in
  response — the damage was dealt anyway. Between the two damage steps of double strike there
  was this extra moment “with damage on the stack”.
- **Magic 2010 (July 2009).** Combat damage no longer uses the stack: it is dealt as soon as it
  is assigned (today's 510.1–510.2), with no chance to respond in between. To keep some of the
  old system's choices, M10 introduced the **damage assignment order** (rules 509.2–509.3 until
  2024): an attacker blocked by several creatures ordered them (and a blocker blocking several
  attackers ordered those), and had to assign lethal damage to the first before assigning any to
  the next.
- **Foundations (November 2024).** The damage assignment order was removed: a blocked creature
  now divides its damage freely among its blockers (510.1c). Trample did not change: to assign
  damage to the player, an attacker with trample must still assign lethal damage to **every**
  blocker (702.19b).

What never changed: double strike deals damage in two steps, triggers resolve between them, and
players can act between them. That is why the lesson's Jitte example is still right today.
""",
        fr="""
## 5. Histoire : pourquoi le cours cite « 502.28 »

Le cours français rappelle les règles **502.28a–e** : c'est le numéro de la double initiative
dans les Règles complètes de 2003 à mi-2009 (c'est **702.4** depuis les règles de Magic 2010).
Sa règle 502.28d parle d'une créature qui reçoit la double initiative *« après que
l'assignation des blessures de combat soit allée sur la pile »*.

- **Avant juillet 2009.** Les blessures de combat utilisaient la pile : les blessures assignées
  par toutes les créatures étaient mises sur la pile comme un seul objet, les joueurs pouvaient
  répondre, puis elles étaient infligées comme assignées même si une créature était partie. Une
  astuce classique : assigner les blessures d'une créature, puis la sacrifier en réponse — les
  blessures étaient quand même infligées. Entre les deux étapes de la double initiative, il y
  avait ce moment de plus « blessures sur la pile ».
- **Magic 2010 (juillet 2009).** Les blessures de combat n'utilisent plus la pile : elles sont
  infligées dès qu'elles sont assignées (les règles 510.1–510.2 actuelles), sans possibilité de
  répondre entre les deux. Pour garder une partie des choix de l'ancien système, M10 a introduit
  l'**ordre d'assignation des blessures** (règles 509.2–509.3 jusqu'en 2024) : une attaquante
  bloquée par plusieurs créatures les ordonnait (et une bloqueuse qui bloquait plusieurs
  attaquantes ordonnait celles-ci), et devait assigner des blessures mortelles à la première
  avant d'en assigner à la suivante.
- ***Fondations* (novembre 2024).** L'ordre d'assignation des blessures a été supprimé : une
  créature bloquée répartit désormais librement ses blessures entre ses bloqueuses (510.1c). Le
  piétinement n'a pas changé : pour assigner des blessures au joueur, une attaquante avec le
  piétinement doit toujours assigner des blessures mortelles à **chaque** bloqueuse (702.19b).

Ce qui n'a jamais changé : la double initiative inflige des blessures en deux étapes, les
capacités déclenchées se résolvent entre les deux, et les joueurs peuvent agir entre les deux.
C'est pourquoi l'exemple du Jitte du cours est toujours juste aujourd'hui.
""",
    ),
    md(
        en="""
## 6. Explore

The explorer starts from the lesson's example. Untick the Jitte's activation, change the
attacker's power, block it, or choose something to happen between the steps.
""",
        fr="""
## 6. Explorer

L'explorateur part de l'exemple du cours. Décochez l'activation du Jitte, changez la force de
l'attaquante, bloquez-la, ou choisissez ce qui se passe entre les étapes.
""",
    ),
    code(
        """
explorer = BetweenStepsExplorer()
explorer
"""
    ),
    exercises(
        en="""
## 7. Exercises
""",
        fr="""
## 7. Exercices
""",
    ),
    code(
        """
exercises = (exercise_set(jitte_damage, [9, 1, 0]) + exercise_set(attacking_life, [2, 6])
             + exercise_set(between_steps, [1, 2]))
"""
    ),
    code("exercise_widgets(exercises)"),
    code("solutions(exercises)"),
    *task("jitte_eight"),
    md(
        en="""
## Summary

- After each combat damage step: damage, state-based actions, then triggers, then priority
  (510.2, 704.3, 510.3a). Players can act between the two steps.
- An unblocked double striker with Umezawa's Jitte triggers it twice (4 counters in all);
  two activations between the steps (one counter each, each on the stack) give +4/+4 and make
  the regular step deal 4 more.
- Losing double strike in between stops the second hit (702.4c); gaining it after a
  first-strike hit gives one (702.4d); gaining or losing first strike in between changes
  nothing (702.7c).
- Lifelink with double strike gains life twice (702.15b).
- Rule 502.28 is double strike's pre-2009 number; combat damage used the stack until Magic
  2010, the damage assignment order lived from 2009 to Foundations (2024), and trample still
  needs lethal damage on every blocker.
""",
        fr="""
## À retenir

- Après chaque étape des blessures de combat : blessures, actions basées sur un état, capacités
  déclenchées, puis priorité (510.2, 704.3, 510.3a). Les joueurs peuvent agir entre les deux
  étapes.
- Une créature à double initiative non bloquée équipée du Jitte d'Umezawa le déclenche deux fois
  (4 marqueurs en tout) ; deux activations entre les étapes (un marqueur chacune, chacune mise
  sur la pile) donnent +4/+4 et font infliger 4 blessures de plus dans l'étape normale.
- Perdre la double initiative entre les deux l'empêche d'infliger des blessures dans l'étape
  normale (702.4c) ; l'acquérir après avoir infligé ses blessures d'initiative lui en fait
  infliger de nouveau (702.4d) ; acquérir ou perdre l'initiative entre les deux ne change rien
  (702.7c).
- Le lien de vie avec la double initiative fait gagner des points de vie deux fois (702.15b).
- La règle 502.28 est l'ancien numéro (avant 2009) de la double initiative ; les blessures de
  combat ont utilisé la pile jusqu'à Magic 2010, l'ordre d'assignation des blessures a existé de
  2009 à *Fondations* (2024), et le piétinement exige toujours des blessures mortelles sur
  chaque bloqueuse.
""",
    ),
]

DISCUSS = [
    discuss(
        en="Between the two steps, Umezawa's Jitte has two charge counters. When can its controller use them, and can the opponent respond?",
        fr="Entre les deux étapes, le Jitte d'Umezawa a deux marqueurs « charge ». Quand son contrôleur peut-il les utiliser, et l'adversaire peut-il répondre ?",
        answer_en="""After the first-strike step, the Jitte's trigger resolves and then the active
player gets priority (510.3a, 117.3b): every player may act before the regular step. Each
activation removes one counter as its cost (602.2b, 601.2h) and goes on the stack, so the opponent can
respond to each one, for example by destroying the creature; two activations give +4/+4.""",
        answer_fr="""Après l'étape d'initiative, la capacité déclenchée du Jitte se résout, puis le
joueur actif reçoit la priorité (510.3a, 117.3b) : chaque joueur peut agir avant l'étape
normale. Chaque activation, dont le coût est de retirer un marqueur (602.2b, 601.2h), est mise
sur la pile : l'adversaire peut répondre à chacune, par exemple en détruisant la créature ; deux activations
donnent +4/+4.""",
    ),
    discuss(
        en="An unblocked 2/2 with first strike is given double strike after the first-strike step. How much damage does it deal in all? And a double striker that loses double strike then?",
        fr="Une 2/2 non bloquée avec l'initiative reçoit la double initiative après l'étape d'initiative. Combien de blessures inflige-t-elle en tout ? Et une créature qui perd alors la double initiative ?",
        answer_en="""4: it strikes again in the regular step (702.4d). A creature that loses double
strike after the first step deals no regular damage (702.4c): 2 in all. Section 3.""",
        answer_fr="""4 : elle inflige de nouveau ses blessures dans l'étape normale (702.4d). Une créature qui perd la
double initiative après la première étape n'inflige pas de blessures normales (702.4c) : 2 en
tout. Section 3.""",
    ),
]
