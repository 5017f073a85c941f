"""Words in the text that tell the extraction stage what a number and its unit are.

Each cue is a compiled, case-insensitive regular expression over lower-cased text, read
by the repairs and the unit reading (is "-10 C" a temperature? is "3c" a speed or a
figure panel?). What a claim *means* to the rules (asserted or not, a probability, a
change) is the context stage's, with its trigger terms in ``data/context_terms.tsv``
(docs/context.md).
"""

from __future__ import annotations

import re


def _words(*stems: str, suffix: str = r"\w*") -> re.Pattern[str]:
    """A cue matching any of the stems at a word start, with any ending."""
    return re.compile(r"\b(?:" + "|".join(stems) + r")" + suffix, re.IGNORECASE)


# A person's title, whose full stop ends no sentence and which belongs to the name after it
# ("**DR. OYELARAN:**"): a regex source, matched case-insensitively.
PERSONAL_TITLE = r"(?:dr|mr|mrs|ms|prof|sgt|capt|rev)\."

def numbers_an_item(text: str, number: int, start: int = 0, end: int | None = None) -> bool:
    """Whether an item numbered ``number`` opens in ``text[start:end]`` ("3. Reason …"): the
    number, a full stop and a capital, not the end of a longer number ("1.3. R")."""
    item = re.compile(rf"(?<![\d.,]){number}\.\s+[A-Z]")
    return item.search(text, start, len(text) if end is None else end) is not None


# Spelled-out numbers quantulum3 reads; a claim needs a digit or one of these.
NUMBER_WORD = _words(
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "hundred",
    "thousand",
    "million",
    "billion",
    "trillion",
    "dozen",
    "half",
    "quarter",
    "third",
    "twice",
    "thrice",
    suffix=r"s?\b",
)

# Ordinals that are fractions only before "of": "a tenth of a second", not "came fifth".
FRACTION_ORDINAL = re.compile(r"\b(?:fourth|fifth|tenth)s?\s+of\b", re.IGNORECASE)


def has_number_word(text: str) -> bool:
    """Whether ``text`` spells out a number quantulum3 reads (or a fraction of one)."""
    return bool(NUMBER_WORD.search(text) or FRACTION_ORDINAL.search(text))

# The sentence talks about temperature: a bare "C", "F" or "degrees" is a temperature.
TEMPERATURE_CONTEXT = _words(
    "temperature",
    r"temp\b",
    "thermo",
    "cold",
    r"hot\b",
    "hotter",
    "hottest",
    "warm",
    "cool",
    "chill",
    "heat",
    "freez",
    "froze",
    "boil",
    "melt",
    "weather",
    "climate",
    "outside",
    "kelvin",
    "celsius",
    "fahrenheit",
    "cryo",
    # cryogens: "with the LN2 dewar topped off the trap sits at -290 C"
    "dewar",
    r"ln2\b",
    r"liquid[ -](?:nitrogen|helium|hydrogen|oxygen|air)",
    r"dry ice",
    "frost",
    r"record (?:low|high)",
    r"wind ?chill",
    "thermometer",
    # "Niobium becomes superconducting at about -282.45 C": a transition temperature
    "superconduct",
)

# The sentence talks about electricity: a bare "C" or "F" keeps its SI meaning there.
ELECTRICAL_CONTEXT = _words(
    "capacit",
    "charg",
    "electr",
    "coulomb",
    "farad",
    "batter",
    "volt",
    "current",
    "ion",
    "supercap",
    "circuit",
)

# The sentence talks about batteries: "charge at 2C", "Charge range: 10c to 30c" are C-rates
# or temperatures there, never multiples of the speed of light.
BATTERY_CONTEXT = _words(
    "batter",
    "discharg",
    r"charg(?:e|es|ed|ing)\b",
    "li-ion",
    "lithium",
    r"c-rate",
)

# The sentence talks about motion: "3c" is then a speed, not a figure panel.
MOTION_CONTEXT = _words(
    "speed",
    "velocit",
    r"mov(?:e|es|ed|ing)\b",
    "travel",
    r"fl(?:y|ies|ying|ew|own)\b",
    "fast",
    r"rac(?:e|es|ed|ing)\b",
    "accelerat",
    "reach",
    "propagat",
    "zoom",
    r"going\b",
    r"went\b",
    r"pace\b",
    "cruis",
    "rocket",
    "spaceship",
    "starship",
    "photon",
    "pulse",
    "proton",
    "electron",
    "neutrino",
    "muon",
    "particle",
)

# Words that name a figure, table or item: "Fig. 3c" is a label.
LABEL_BEFORE = re.compile(
    r"\b(?:fig(?:ure)?s?|tab(?:le)?s?|panels?|eqs?|equations?|sections?|sects?|items?|"
    r"steps?|parts?|chapters?|appendix|supplementary|sup(?:pl)?|lanes?|rooms?|boxes?|"
    r"exhibits?|plates?|sheets?|exa|examples?|ex|exercises?|problems?|questions?|"
    # a product's name: "the "Model 4C" tandem compound", "Mk 2C"
    r"models?|types?|series|versions?|marks?|mk)\.?\s*[\"“']?"
    r"(?:\w+\s*(?:,|and|&|-|–)\s*)*$",
    re.IGNORECASE,
)

MACH_BEFORE = re.compile(r"\bmach\s*$", re.IGNORECASE)

# What a "g" after a number measures when it is no gram: "lateral accelerations of -0.5g",
# "pulled 5 g in the turn", "a g-load of 9 g".
# "during the −0.6 g excursion", "a 9 g pull-up": what a load of so many g is called.
G_LOAD_AFTER = re.compile(
    r"\s*(?:excursions?|loads?|loading|pull(?:-ups?|s)?|peaks?|spikes?|jolts?|turns?|manoeuvres?"
    r"|maneuvers?|deceleration|acceleration|bumps?|limits?)\b",
    re.IGNORECASE,
)
G_LOAD_BEFORE = re.compile(
    r"\b(?:accelerations?|decelerations?|g-?loads?|g-?forces?|load\s+factors?"
    # a ride's hill where riders float: "Airtime hill: −0.6 g"
    r"|airtime(?:\s+hills?)?"
    r"|pull(?:s|ed|ing)?|lateral|vertical|longitudinal|withstand(?:s|ing)?)\b[^.;\d]{0,30}$"
    # "a sampled peak of −0.82 g", "2.8 m/s², i.e. −0.28 g": a peak, an acceleration restated
    r"|\bpeaks?\b[^.;\d]{0,12}$"
    r"|(?:m/s²|m/s\^2|m\s*s⁻²)\s*,?\s*(?:i\.e\.,?|or|that\s+is,?|≈|=)\s*(?:about\s+|roughly\s+)?$"
    # "loads can become negative (−1 g to −3 g)"
    r"|\bloads?\s+(?:can|could|may|might|will|would)\b[^.;\d]{0,25}(?:[-−]?\d+(?:\.\d+)?\s*g\s+to\s+)?$"
    # an acceleration's symbol assigned the value: "aCM=−3/10g", "a_x = -0.5 g"
    r"|(?<![\w\\])(?-i:a)(?:_?\{?[A-Za-z0-9]{1,3}\}?)?\s*=\s*[-−]?$"
    # … or at the end of its chain of equalities: "a= force/mass=-.7mg/m= -.7g"
    r"|(?<![\w\\])(?-i:a)\s*=(?:[^=\n;]{1,30}=){1,3}\s*[-−]?$",
    re.IGNORECASE,
)

# What a recipe measures in cups: "3 c flour", "1 c. milk" (a "c" before it is a cup).
INGREDIENT_AFTER = re.compile(
    # (with up to four words of its kind between: "1.5 c short- or medium-grain sushi rice")
    r"\.?\s+(?:of\s+)?(?:(?:all-purpose|plain|self-raising|whole|whole-wheat|bread|brown|white"
    r"|powdered|granulated|caster|chopped|grated|shredded|cold|warm|hot|fresh|dried|heavy"
    r"|packed|sifted|unsalted|salted|melted|cooked|frozen|rolled|short-|long-|medium-grain"
    r"|short-grain|long-grain|sushi|basmati|jasmine|arborio|or|and)\s+){0,4}"
    r"(?:flour|sugar|water|milk|butter|oil|rice|oats|cream|broth|stock|cheese|cocoa|honey"
    r"|yogurt|yoghurt|buttermilk|cornmeal|breadcrumbs|nuts|raisins|berries|beans"
    r"|lentils|pasta|vinegar|juice|wine|sauce|onion|onions|spinach|chocolate|chips|coconut"
    r"|almonds|walnuts|pecans|salt|yeast|starch|meal)\b",
    re.IGNORECASE,
)

# ... and in brackets beside its weight or its sticks: "9 oz sugar (1 1/4 c)", "1 stick (1/2 c)".
CUPS_BESIDE_WEIGHT = re.compile(
    r"(?:\d\s*(?:oz|g|grams?|lbs?|pounds?)|\bsticks?)\b[^()\n]{0,30}\(\s*$", re.IGNORECASE
)

# "fps" of a camera or a screen counts frames, not feet: "High-speed video at 960 fps",
# "high-speed cam (500 fps)".
FRAME_RATE_CONTEXT = _words(
    "video", "camera", "footage", "frame", "film", "slow-mo", "slow motion", "monitor",
    "display", "screen", "game", "gaming", "refresh", "hz", "phone", "record", "cctv", "gopro",
    r"cams?\b", "webcam", "dashcam", "bodycam", "shutter", "fpv",
)

# "Pounds" of weight or of money: quantulum3's choice between the two follows stray words
# ("weighed 20 pounds on the launch pad" came out as money).
WEIGHT_CONTEXT = _words("weigh", "heav", "mass", "payload", "load", "kg", "kilo", "lb", "scale")
MONEY_CONTEXT = _words(
    "cost",
    "price",
    "paid",
    r"pay(?:s|ing|ment)?\b",  # not "payload"
    "spen",
    "earn",
    "salar",
    "sterling",
    "gbp",
    "worth",
    "budget",
    "fee",
    "fund",
    "sold",
    "buy",
    "bought",
    "cheap",
    "expensive",
)

# After a multiplier or a percentage: the speed of light is its unit ("1.5 times the speed
# of light", "150 % of the speed of light", "3x faster than light").
LIGHT_SPEED_AFTER = re.compile(
    r"\s*(?:times\s+|[x×]\s+)?(?:of\s+)?(?:the\s+)?(?:speed|velocity)\s+of\s+light\b"
    r"|\s*(?:times\s+|[x×]\s+)?(?:as\s+fast\s+as|faster\s+than|quicker\s+than)\s+"
    r"(?:the\s+speed\s+of\s+)?light\b",
    re.IGNORECASE,
)

# After a temperature: how far below 0 K it is ("5 degrees below absolute zero").
BELOW_ABSOLUTE_ZERO_AFTER = re.compile(r"\s*below\s+absolute\s+zero\b", re.IGNORECASE)
# After a temperature: below the zero of its scale ("300 degrees below zero Celsius").
BELOW_ZERO_AFTER = re.compile(
    r"\s*below\s+zero\b(?:\s+(?:degrees\s+)?(?P<scale>celsius|centigrade|fahrenheit)\b)?",
    re.IGNORECASE,
)

# Before an angle: the number is turned through, even in a sentence about temperature.
ROTATION_BEFORE = re.compile(
    r"\b(?:rotat\w*|turn(?:s|ed|ing)?|spun|spin\w*|tilt\w*|angles?|bank\w*|yaw\w*|"
    r"pitch\w*|roll(?:s|ed|ing)?|steer\w*|twist\w*)\b[^.;,]{0,20}$",
    re.IGNORECASE,
)

# After "2 in": the words that make "in" inches rather than a preposition ("2 in thick",
# "a 5 in pipe", "the pencil is 2 in."). Before a number, a name or a determiner ("fell
# 100 m in 3 s", "two in my car", "rose 5 in 2020") "in" stays a preposition.
INCH_AFTER = re.compile(
    r"\s*(?:$|[.,;:!?)\]]|(?:thick|thin|long|wide|tall|high|deep|diameter|across|"
    r"dia\b|in\s+diameter|x\b|×|by\s+\d|of\s+(?:rain|rainfall|snow|snowfall|water|"
    r"mercury|hg)|pipe|screen|display|monitor|tv|wheel|rim|blade|barrel|ruler|"
    r"square|sq\b|apart|away|lower|higher|shorter|longer|taller|wider|thicker|"
    r"per\s+(?:hour|year|day))\b)",
    re.IGNORECASE,
)

# The sentence is about something whose temperature people give in bare degrees ("Set
# the thermostat to 68°", "the oven at 350°", "a fever of 102°"): a "°" there is a
# temperature. A word of angles or places in the same sentence keeps it an angle.
TEMPERATURE_SETTING = _words(
    "temperature",
    r"temp\b",
    "thermo",
    "weather",
    "forecast",
    "oven",
    "bak",
    "roast",
    "grill",
    "fever",
    "fridge",
    "refrigerat",
    "freezer",
    r"body\b",
    "water",
    r"bath\b",
    "pool",
    "shower",
    "outside",
    "outdoor",
    "indoor",
    "degrees outside",
    "hot",
    "cold",
    "warm",
    "cool",
    "heat",
    "freez",
    "boil",
    r"high(?:s)?\s+of",
    r"low(?:s)?\s+of",
    "today",
    "tonight",
    "tomorrow",
    "yesterday",
    "morning",
    "afternoon",
    "evening",
    "sunny",
    "humid",
)
# Words of angles and slopes, shared by the two cues below.
_ANGLE_WORDS = (
    "angle",
    "angular",
    "slope",
    "incline",
    "inclination",
    "tilt",
    "latitude",
    "longitude",
)
# Words of turning and of angles proper: a signed bare "degrees" without one of them
# ("In deep space it's about −480 degrees") is a temperature.
TURNING_CONTEXT = _words(
    *_ANGLE_WORDS,
    "bearing",
    "heading",
    "azimuth",
    "rotat",
    # turning, not turning into something ("anything it touches turns brittle")
    r"turn(?:s|ed)?\s+(?:by|through|clockwise|counterclockwise|anticlockwise|left|right"
    r"|around|round|back)\b",
    r"turning\b",
    r"turns?\s+of\b",
    "spin",
    "spun",
    "twist",
    r"arcs?\b",
    "phase",
    "triangle",
    "compass",
    "orient",
    "yaw",
    "pitch",
    r"roll(?:s|ed|ing)?\b",
    "steer",
    "clockwise",
    "anticlockwise",
    "counterclockwise",
    "servo",
    "swung",
    "swing",
    "swiv",
    "joint",
    "shaft",
    "crank",
    "wheel",
    r"sin\b",
    r"cos\b",
    r"tan\b",
)
ANGLE_CONTEXT = _words(
    *_ANGLE_WORDS,
    r"lat\b",
    r"long\b",
    r"north\b",
    r"south\b",
    r"east\b",
    r"west\b",
    "bearing",
    "heading",
    "azimuth",
    "elevation",
    "rotat",
    "turn",
    "arc",
    "field of view",
    "phase",
    "triangle",
    "compass",
    "horizon",
    "zenith",
    "sun",
    "star",
)

# After a bare "°": the scale it is on ("−273.15° on the Celsius scale", "68° (Fahrenheit)").
SCALE_AFTER = re.compile(
    r"\s*(?:\(\s*|on\s+the\s+|in\s+(?:degrees\s+)?)?(?P<scale>celsius|centigrade|fahrenheit)\b",
    re.IGNORECASE,
)


# A variable the text names as the probability, right before its value: "**Transmission
# probability: T = 1.68.**", "the probability is $T = 1.68$" (no parameter, no event's value).
PROBABILITY_SYMBOL_BEFORE = re.compile(
    r"\b(?:probability|chance|likelihood)(?:\s+of\s+\w+)?\s*[:,]?\s*(?:is\s+)?"
    r"\$?[A-Za-z](?:_\{?\w+\}?)?\$?\s*(?:=|≈)\s*\$?\s*"
    # (at the end of the chain that works it out: "Reflection probability: R = 1 + T = 1.006")
    r"(?:[^=,;\n]{1,30}(?:=|≈)\s*\$?\s*)?$",
    re.IGNORECASE,
)
PROBABILITY_SYMBOL_REACH = 60
