"""The teaching layer's names (read by mypy, and by lazy_loader at run time: see __init__.py)."""

from .chapters.amplify import (
    counters_figure,
    eligibility_table,
    entering,
    entry_table,
    history_frame,
)
from .chapters.beyond import (
    check_afflict_blocked,
    check_exalted_alone,
    check_infect_lifelink,
    check_planeswalker_trample,
    check_protection_blocker,
    check_trample_over_protection,
    evasion_table,
    example,
)
from .chapters.checks import (
    declaration_verdicts,
    lesson_formulas,
    lesson_regions,
    outcome_lines,
    same_outcome,
)
from .chapters.initiative_rulings import ruling
from .chapters.initiative_story import (
    ravenloft,
    rooms_table,
    terms_table,
    timing_combat,
    timing_table,
)
from .chapters.judge import (
    gone_table,
    judge_formulas,
    most_destroyed,
    most_to_player,
    side_by_side,
)
from .chapters.morph import (
    combat_table,
    face_down_block,
    history_table,
    looking_table,
    trigger_runs,
    trigger_table,
    walk,
)
from .display import picture, reveal, story
from .exercises.exercise import exercise_set, exercise_widgets, questions, solutions
from .exercises.exercises_beyond import (
    afflict_life,
    evasion_block,
    exalted_alone,
    infect_poison,
    protection_trample,
)
from .exercises.exercises_combat import (
    attacking_life,
    damage_step,
    double_strike_damage,
    first_strike_survivor,
    jitte_damage,
    player_damage,
)
from .exercises.exercises_glossary import chinese_exercise, french_exercise, trap_exercise
from .exercises.exercises_initiative import (
    completed_exercise,
    holder_exercise,
    room_exercise,
    term_exercise,
)
from .exercises.exercises_judge import (
    deathtouch_trample,
    era_division,
    first_strike_trampler,
    gone_between,
    jitte_modes,
    most_trample,
    share_out,
)
from .exercises.exercises_legions import (
    make_counters,
    make_face_down,
    make_reveal,
    make_trigger,
)
from .exercises.exercises_provoke import make_legality, make_most
from .exercises.exercises_rulings import (
    between_steps,
    blocker_left,
    countered_amplify,
    crypt_champion_blocked,
    first_strike_twice,
    ravenloft_ability,
    undercity_ruling,
)
from .exercises.exercises_trample import trample_exercise
from .exercises.exercises_traps import (
    blocker_gains_strike,
    indestructible_trample,
    planeswalker_gone,
    protection_deathtouch,
    shared_blocker,
    zero_power_first_striker,
)
from .exercises.practice import PracticeSession, plan_table
from .exercises.tasks import check_task
from .explorers.amplify_explorer import AmplifyExplorer
from .explorers.combat_explorer import BetweenStepsExplorer, CombatExplorer
from .explorers.grid_explorer import GridExplorer
from .explorers.initiative_explorer import InitiativeExplorer
from .explorers.judge_explorer import JudgeExplorer
from .explorers.keyword_explorer import KeywordExplorer
from .explorers.morph_explorer import MorphExplorer
from .explorers.provoke_explorer import (
    ProvokeExplorer,
    conditions_table,
    declarations_table,
    provoke_board,
)
from .explorers.word_traps import GlossaryExplorer, narration_table, trap_table
from .figures.combat_picture import between_table, participation_table, step_table
from .figures.grids import outcome_grid, outcome_legend, outcome_table, player_damage_table
from .figures.heatmaps import double_strike_heatmaps
from .figures.undercity_map import undercity_map
from .reference_tables import course_map, course_map_table, glossary_table, styled
from .refusals import why_not

__all__ = [
    "AmplifyExplorer",
    "BetweenStepsExplorer",
    "CombatExplorer",
    "GlossaryExplorer",
    "GridExplorer",
    "InitiativeExplorer",
    "JudgeExplorer",
    "KeywordExplorer",
    "MorphExplorer",
    "PracticeSession",
    "ProvokeExplorer",
    "afflict_life",
    "attacking_life",
    "between_steps",
    "between_table",
    "blocker_gains_strike",
    "blocker_left",
    "check_afflict_blocked",
    "check_exalted_alone",
    "check_infect_lifelink",
    "check_planeswalker_trample",
    "check_protection_blocker",
    "check_task",
    "check_trample_over_protection",
    "chinese_exercise",
    "combat_table",
    "completed_exercise",
    "conditions_table",
    "countered_amplify",
    "counters_figure",
    "course_map",
    "course_map_table",
    "crypt_champion_blocked",
    "damage_step",
    "deathtouch_trample",
    "declaration_verdicts",
    "declarations_table",
    "double_strike_damage",
    "double_strike_heatmaps",
    "eligibility_table",
    "entering",
    "entry_table",
    "era_division",
    "evasion_block",
    "evasion_table",
    "exalted_alone",
    "example",
    "exercise_set",
    "exercise_widgets",
    "face_down_block",
    "first_strike_survivor",
    "first_strike_trampler",
    "first_strike_twice",
    "french_exercise",
    "glossary_table",
    "gone_between",
    "gone_table",
    "history_frame",
    "history_table",
    "holder_exercise",
    "indestructible_trample",
    "infect_poison",
    "jitte_damage",
    "jitte_modes",
    "judge_formulas",
    "lesson_formulas",
    "lesson_regions",
    "looking_table",
    "make_counters",
    "make_face_down",
    "make_legality",
    "make_most",
    "make_reveal",
    "make_trigger",
    "most_destroyed",
    "most_to_player",
    "most_trample",
    "narration_table",
    "outcome_grid",
    "outcome_legend",
    "outcome_lines",
    "outcome_table",
    "participation_table",
    "picture",
    "plan_table",
    "planeswalker_gone",
    "player_damage",
    "player_damage_table",
    "protection_deathtouch",
    "protection_trample",
    "provoke_board",
    "questions",
    "ravenloft",
    "ravenloft_ability",
    "reveal",
    "room_exercise",
    "rooms_table",
    "ruling",
    "same_outcome",
    "share_out",
    "shared_blocker",
    "side_by_side",
    "solutions",
    "step_table",
    "story",
    "styled",
    "term_exercise",
    "terms_table",
    "timing_combat",
    "timing_table",
    "trample_exercise",
    "trap_exercise",
    "trap_table",
    "trigger_runs",
    "trigger_table",
    "undercity_map",
    "undercity_ruling",
    "walk",
    "why_not",
    "zero_power_first_striker",
]
