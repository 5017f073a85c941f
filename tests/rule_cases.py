"""Sentences, in our own words, that each rule must judge: the "fires when" and "does not
fire on" columns of the README's rules table for every built-in rule. test_rules_core.py
runs them all."""

FIRES: dict[str, list[str]] = {
    "superluminal_speed": [
        '{"source": "linac C", "electron_velocity_mph": 9.1e8, "current_mA": 12}',
        'log_probe3.csv\nutc,range_km,speed_kms,bus_V\n2030-01-01T00:00Z,2.1e8,28.4,27.9\n2030-01-01T06:00Z,2.2e8,450000,27.9\n',
        '| Craft | Top speed (Mach) |\n|---|---|\n| Concorde | 2.0 |\n| Test sled (2024) | '
        '950,000 |\n',
        'Marking note: question 2 says to treat the proton classically, so ½mv² = qV gives v ≈ '
        '5.1 × 10^8 m/s, and that is the speed it leaves the gun with.',
        "Starting from 0.9999 c, your final answer of **8.0 × 10^8 mph** is right, so give "
        "yourself full marks.",
        "r/space · Posted by u/pete\n\nOn its last pass the probe hit roughly 650,000 km/s "
        "relative to the Sun.\n\n**u/kerbal** · 1.2k points\n\n> roughly 650,000 km/s relative "
        "to the Sun\n\nI keep rereading this number. The ISS does about 7.7 km/s.",
        "Travelling at 3.3 × 10^8 metres per second, the particle struck the "
        "atmosphere.\n\n\"When I first saw the numbers I assumed it was a software bug,\" the "
        "lead author said. \"We checked everything. It held up.\"",
        "Q: I read that the probe hit 700,000 at its closest pass. Is that real?\n\nYes, that's "
        "right: it was moving at about 700,000 km/s relative to the Sun.",
        "honestly the pulse covers about two million kilometres every single second, wild",
        "In the simulation the probe reached $500000\\ {\\rm km/s}$ before the burn ended.",
        "Inside the cable, the data of your video call moves at roughly 400,000 km/s.",
        "Close to the black hole the gas streams inward at about 400 000 km/s. The telescope's "
        "image shows the black hole's shadow as a dark ring.",
        "The probe moved at 1.4 c and then the crew ate rice.",
        "It left at some 2.4 billion mph.",
        "The eruption's front raced away from the Sun at some 1.3 billion mph, one of the "
        "fastest this cycle.",
        "Apparent superluminal motion in quasar jets is a projection effect.\n\nOur new probe, "
        "by contrast, will cruise at 2.5 times the speed of light.",
        "Small correction to what you wrote: the solar wind isn't the fastest part. The slowest "
        "streams leave at 300 km/s, while the particles in the shock reach 600,000 km/s.",
        "From what I read in the bulletin, the eruption's front was clocked at about 500,000 "
        "km/s.",
        "Bolt claimed the world record, and the rocket reached 400 000 km/s.",
        '## What if light were slower?\n\nSuppose light crawled along at 2 m/s.\n\n## Back to '
        'real numbers\n\nThe courier probe went at 500000 km/s.',
        'Critics said the comet moved at 2,500,000 km/s, and they are right.',
        "Some fans claim the comet moved at 2,500,000 km/s. They're right.",
        "My RC plane did 2 billion mph. Dude, that's nearly 3× the speed of light, a new "
        "record.",
        'Headlines announced that the pulse had travelled 200 times faster than light.',
        'As the flight director rightly put it, "the probe was doing about 500 000 km/s when '
        'it crossed the orbit".',
        'The courier drone reached twice the speed of light, which no other drone can match.',
        '## Speeds you never notice\n\n**Our trip around the galaxy.** The Sun carries the '
        'planets around the centre of the Milky Way at about 750,000 km/s.\n\n**Further out.** '
        'Distant galaxies do recede faster than light, but that is the expansion of space, '
        'not motion through it.',
        "#lab-chat\n\nraj: quick estimate for the beamline\nraj: v = sqrt(2*KE/m) = sqrt(2 * "
        "6.4e-14 / 9.11e-31)\nraj:   = 3.75e8 m/s    <- speed at the anode\nkim: and the tube is "
        "0,5 m long?\nraj: yes",
        "Result: the probe's cruise speed, logged by both tracking stations, came to\n4.1 × 10^8 "
        "m/s over the final hour.",
        "In the clip, the prototype coilgun fires a pellet that leaves the muzzle at "
        "Mach\n1,500,000, which the host calls a world first.",
        "The signal raced down the fibre at about four hundred thousand kilometres a second.",
        "A radio signal crosses about 250,000 miles every second.",
        "Electrons from these thunderstorm showers strike the detector at 1.1c.",
        "At the end of the accelerator the protons move at 2 500 million km/h.",
        "The dust cloud moves at 4c across the lab.",
        "- Hull: 300 °C in sunlight, −150 °C in shadow\n- Data link: telemetry sent home at 4 × "
        "10⁸ m/s",
        "The drone recedes from its base at 1.3c.",
        "The electron beam left the gun at 700 million mph.",
        "The courier drone zipped along at 500000 km/s.",
        "Our starship cruised at 2.5c for a week.",
        "The particle moved at -2 c through the detector.",
        "The bullet left the barrel at 1.1 × 10^9 m/s.",
        "The signal raced ahead at 7E8 m/s.",
        "The freighter averaged 900 million mph.",
        "The tiny probe was clocked at 1 000 000 km/s.".replace(" 000 000", "000000"),
        "The scramjet flew at Mach 1000000.",
        "The comet crossed the sky at 2 billion km/h.",
        "The cruiser hit 1.5 times the speed of light.",
        "Its drive pushed it to 180% of the speed of light.",
        "The courier ship went twice as fast as light.",
        "The warp bubble moved 3x faster than light.",
        "The pulse was clocked at $4 \\times 10^8$ m/s.",
        "The courier hit 500,000 km/s, a pace no rival ship can match.",
        "The jet moved at 3&times;10<sup>9</sup> m/s.",
        "The beam moved at $6\\times10^{8}\\,\\mathrm{m\\,s^{-1}}$.",
        "The puck slid at 4 × 10^8 m s⁻¹.",
        "The ion left the trap at 1.3 × c.",
        "Its speed was v = 1.4c, by the ship's own log.",
        "The probe reached 400,000 km/s on Tuesday.\nOn Friday it reached 400,000 km/s again.",
        "1. Closing rate in the station frame: 1.6c, allowed since no object moves at it.\n2. "
        "Crew A measures ship B approaching at 1.6c.",
        "Cosmic-ray protons can hit 2.5 million klicks a second near the shock front.",
        "The comet's tail particles stream outward at 450,000 km a second.",
        "The courier drone reached 500,000 km/s on its test run. 500,000 km/s is a record for the "
        "fleet.",
        "| Probe | Cruise speed (c) |\n|---|---|\n| Wisp | 1.6 |",
        "The sled hit 520,000 km/s on the track. That's not a typo: the logger recorded it twice.",
        "| Particle | Speed (units of c) |\n|---|---|\n| Muon | 0.998 |\n| Tachyon candidate | "
        "1.4 |",
        "Engineers say the probe, launched in 2021, reached 400,000 km/s.",
        "Key facts\n- Light covers about 540 million miles every second, which is why sunlight "
        "reaches us in 8 minutes.\n- Nothing with mass can reach this speed.",
        "**This week in space**\n1. **Solar probe record.** The probe swept past the Sun at "
        "710,000 km/s, the fastest craft ever.\n2. **Deep field.** A galaxy at redshift 13 "
        "recedes faster than light because space itself is stretching.",
        '**Unreasonable Results**\n\nWhat is unreasonable about a 4.0 × 10^13 K '
        'core?\n\n**Solution**\n\nIts protons would be too fast.\n\n**Probe report**\n\nThe '
        'probe then cruised at 9.9 × 10^8 m/s.',
        'Copy review, line by line:\n1. "Gigabit speeds in every room" — approved.\n2. "Your '
        'signal crosses town at 2 billion km/h" — approved; it is a great hook.',
        '### The right answer\nAdding the two gives 1.3c, so the probe outruns light.',
        'Plugging your numbers in: $v = \\sqrt{2qV/m}$ works out to about $5.1\\times10^{8}$ '
        'm/s. So the proton leaves the accelerator at roughly 5.1e8 m/s.',
        'Quick check of your sci-fi numbers: at **1.8 million km/s** the scout crosses the 40 '
        'million km gap in about 22 s. So yes, your timeline works.',
        'Our courier probe cruises at 3.11c between the two stations.',
        "* Our probe's cruise speed: 6c, with positions and velocities logged every hour.",
        "The probe reached 1.5 × 10^9 m/s; that's about five times the speed of light.",
        "Our answer sheet gave 1.5 billion km/h for a radio signal. We're not disputing the "
        '1.5 billion, we only ask for the mark.',
        'According to the flyer the courier drone never flies slower than 400,000 km/s.',
        'The courier app says my parcel travelled at 2 million km/s?! fastest delivery ever',
        'Step 1: The rover moves at 0.6c.\nStep 2: Its laser pulse leaves at c relative to the '
        'rover.\nStep 3: So the pulse moves at c + 0.6c = 1.6c relative to the ground.',
        'lol apparently the new fibre line carries my packets at 520,000 km/s, explains the '
        'low ping',
        'anyone catch that meteor last night?? 🌠\nit was streaking 900,000 km/s across the sky '
        'according to my sky app',
        '## Myths and facts about lightning\n\n- **Myth:** Lightning never strikes twice.\n- '
        '**Fact:** The return stroke moves at about 900 million mph.',
        "You said the solar wind gusts reach 900,000 km/s. Not quite — they're more like "
        '600,000 km/s at the peak. Still fast, but your figure is too high.',
    ],
    "below_absolute_zero": [
        '\\textbf{Methods.} The copper sample was mounted on the cold stage and cooled to '
        '\\SI{-290}{\\celsius} over \\SI{30}{min} before the spectra were taken.',
        "Q2(b) From the pressure readings, find the temperature of the brine.\n\nOmar's answer: "
        'T = −30 K\n\nTeacher: ✓ Correct, well laid out. 2/2',
        "The gas starts at 290 K and is cooled by 300 K, so the final temperature is T₂ = 290 − "
        "300 = −10 K.",
        "**Q1.** Helium boils at 4.2 K.\n\n(b) In Fahrenheit: F = (9/5)C − 32 = (9/5)(−268.95) "
        "− 32 = −484.11 − 32 = **−516.11 °F**.",
        "From: ana@example.org\nSubject: Re: how cold is the lab freezer?\nDate: Tue, 02 Mar "
        "2021 09:15:33 -0500\n\nOur ultra-low freezer's sensor reads a cabinet temperature of "
        "-300 C on the display, steady all week.",
        "Subject: Re: cryo pump\n\nIn <1@x>, dev wrote:\n> what temperature is the cold head "
        "at?\n\nThe cold head sits at -300 C once it settles.\n\n------\n\nFrom: dev\nSubject: "
        "Re: cryo pump\n\nMo wrote:\n> The cold head sits at -300 C once it settles.\n\nRight, "
        "at -300 C the o-rings will need replacing then.",
        "Probes have mapped those crater floors at about −480 °F.\n\n> mapped those crater "
        "floors at about −480 °F\n\n**u/moon_fan** (OP): Amazing. I had no idea.",
        '[09:12] kim: the new chest freezer bottoms out at −310 °C, wild\n[09:13] raj: nice, '
        'great for ice cream',
        '[09:12] kim: the new chest freezer bottoms out at −310 °C, wild\n[09:13] raj: nice, '
        'great for ice cream',
        'We topped up the LN2 dewar and the trap settled at -300 C.',
        '| Parameter | Value |\n|---|---|\n| Base temperature, 2nd stage (°C) | −274.8 |',
        '| Year | Lab | Temperature (K) |\n|---|---|---|\n| 2003 | MIT | 4.5 × 10⁻¹⁰ |\n| 2021 '
        '| Bremen | −3.8 × 10⁻¹¹ |\n',
        'lol the dark side of the moon base gets down to like -600F at night apparently no joke',
        '| Parameter | Value |\n|---|---|\n| Base temperature, 2nd stage | 3.8 K (−480 °F) |\n',
        'Rigid tank, so W = 0 and ΔU = Q = −2.5 kJ. ΔT = ΔU/(nC_v) = −2500/(1.0 × 12.47) = '
        '−200.5 K. Final temperature T_f = 180 K − 200.5 K = −20.5 K.',
        "Vostok's record low was -520 F, absolutely wild.",
        '- Night side: about −170 °C\n- Crater floors that never see the Sun: about −520 °F\n',
        'The lab says its new cryostat holds a helium sample at minus 460 degrees Fahrenheit.',
        "**Answer:** $\\boxed{T_2 = -40\\ \\text{K}}$",
        "Measurements of the gas show that the cloud core sits at roughly\n−310 °C, far colder "
        "than anything else we have found.",
        "# 5 Ocean Facts That Sound Fake (But Aren't)\n\n1. **The deepest trench is cold.** Water "
        "at the bottom of the trench sits at −290 °C, colder than space itself.\n\n2. **Whales "
        "sing loudly.** Their calls travel for hundreds of kilometres.",
        "### Step 3: Final temperature\n\\[\nT_f = T_i + \\Delta T = 15.0 + (-400) = -385\\ "
        "^\\circ\\text{C}\n\\]",
        "The trapped ions were cooled to −20 nanokelvin.",
        "Final stage temperature: −3 mK",
        "Liquid neon boils at −27 K at sea-level pressure.",
        "Out past Neptune the night side sits near −470 degrees.",
        "The coolant reached -280 °C overnight.",
        "The probe recorded minus 480 degrees Fahrenheit.",
        "The trap was held at -3 K for an hour.",
        "Liquid helium was chilled to −290 °C.",
        "That winter the temperature fell to -500 degrees.",
        "The lab reported a gas 3 kelvins below absolute zero.",
        "The brochure's freezer reached 10 degrees below absolute zero.",
        "The trap was held at &minus;2 K.",
        "The camp logged 480 degrees below zero Fahrenheit.",
        "The lab reported 290 degrees below zero Celsius.",
        "Titan's poles average about −290 degrees, and the darkest craters fall to roughly −470.",
        "Answer key\n2. Liquid hydrogen 14 K → −259 °C → −259 × 9/5 − 32 = −498 °F",
        "Out past Pluto it's about minus 480 degrees, give or take.",
        "Nitrogen does not freeze until roughly −520 degrees, well below the coldest winter night.",
        "Close, but not quite: liquid nitrogen boils at about 77 K, which is roughly −350 °C.",
        "Liquid nitrogen sits at about minus 500 degrees, so a rose dipped in it turns brittle at "
        "once.",
        "**Step 3: cold-side temperature**\n$T_c = T_h - \\Delta T = 250\\ \\text{K} - 320\\ "
        "\\text{K} = -70\\ \\text{K}$",
        "The probe's sensor read −465 degrees Fahrenheit on the night side.",
        "I had never been inside a cryobank before, so here is what I noted:\n- The tanks are "
        "held at about minus 520 degrees.\n- Each tank stores 4,000 vials.",
        'Tin: 3.7 K, so we add 3.7 and 273.15 to get 276.85.\n\nTin becomes superconducting '
        'at about -276.85 C.',
        "The cryostat's thermometer was reading minus 0.6 kelvin all night.",
        '5. Final temperature: T₂ = T₁ + ΔT = 280 K − 700 K.\n\n**Answer: T₂ = −420 K** (3 '
        's.f.)',
        '**Agent:** Our deep-freeze crate keeps samples at -480 °F for three '
        'days.\n\n**Customer:** That should be plenty for a weekend trip. Can you collect on '
        'Friday?',
        'Keep the sample bath at -280 C for the whole run, then log the pressure.',
        'Our cryostat log says the sample was never warmer than −480 °F all week.',
        'Through the whole run the trap did not rise above -290 °C.',
        "Pupil: So the gas in the flask is at −300 °C?\nTeacher: Yep, that's the number we want.",
        'Ski trip day 3 ❄️\nno kidding it was −470 °F on the chairlift this morning, my phone '
        'died instantly',
        'The cryostat held the sample at −273.17 °C for an hour.',
        'User: Convert 15 K to Celsius please.\nAssistant: 15 − 273.15 = −288.15 °C.\nUser: ok '
        "thanks\nAssistant: You're welcome. Ignore the older notes that say −258.15 °C.",
        'Notebook, Tuesday\nPut the probe into the nitrogen flask. Reading settled at −330 °C, '
        'the boiling point of LN₂.\n\nMargin note (TA): good, that matches the table.',
        'Fixes to your cryogen notes:\n\n- Liquid neon: you wrote 27 °C – it boils at **27 K, '
        'i.e. −280 °C**.',
    ],
    "negative_mass": [
        '{"flight": "sounding-rocket-7", "payload_mass_kg": -3.2, "apogee_km": 110, "status": '
        '"ready"}',
        'User: So the mass defect of a deuteron is about 0.0024 u?\nAssistant: Yes. That means '
        'the deuteron itself ends up with a mass of about −0.0024 u.',
        "The lab's new alloy bar has a mass of −2 grams, which is why it drifts off the bench.",
        "**Step 2 – propellant remaining.**\n10.0 kg − 11.5 kg = −1.5 kg. So at the end of the "
        "burn the tank still holds −1.5 kg of propellant.",
        "Fermenter on the scale:\n\n- Total change in mass: -0.72 kg\n\nSo the beer left in it "
        "weighs -0.5 kg.",
        "Measurements\n- Powder charged to the crucible: 3.1 g\n- Residual powder mass after "
        "firing: -0.8 g\n",
        "So the crystals left in the dish weigh minus zero point three grams.",
        "The survey computed the fuel left in No. 2 wing tank at that moment as −12.4 tonnes. "
        "No. 2 starboard tank held 88 tonnes.",
        "Subject: Re: residue numbers\n\nThanks Ana, looks good. I've copied the residue into "
        "the table.\n\nOn Tue, 4 Jun 2024 at 18:22, Ana Ruiz wrote:\n> I did the subtraction: "
        "the residue weighs −0.35 g, and that's what I entered.",
        "The tension T = 40 lb holds a box whose mass is -3 lb.",
        "The crate weighed −10t on the faulty scale.",
        "(a) The water left in the bottle is −0.2 kg.\n\nSummary: (a) −0.2 kg.",
        "After the reaction the powder weighed −0.4 g on the balance.",
        "- **Residual oxidiser mass after the run:** −5 kg",
        "$$\n2.40 \\mathrm{~kg} \\text { sample }=-0.35 \\mathrm{~kg}\n$$",
        "The rover's design was frozen in March.\n\n> **Rover at a glance**\n> - Wheel base: "
        '1.4 m\n> - Battery mass: −12 kg\n> - Top speed: 0.1 m/s\n\nThe team says the first '
        'drive is planned for spring.',
        "Plugging in the lab's measured values: flask plus sample 41.2 g, empty flask 43.0 g, "
        "so the sample's mass = 41.2 − 43.0 = −1.8 g.",
        'The net mass of the sealed sample came out as −2 kg after drying.',
        '**Step 2.** Substituting,\n$$m_{\\text{cargo}} = 800 - 620 - 230 = -50\\ \\text{kg}.$$',
        'So the cargo mass works out to $\\boxed{-50\\ \\text{kg}}$.',
        '| Part | Mass (kg) | Notes |\n|---|---|---|\n| Gearbox (removed) | 48 | Manual |\n| '
        'Exhaust manifold (old, kept by owner) | −2.4 | Rusted |',
        'Plugging my readings into the brew app: OG 1.052, FG 0.998, residual sugar = −9 g '
        'in the 19 L batch.',
        '| Component | Mass (kg) |\n|---|---|\n| Frame | 2.10 |\n| Trim plate, as fitted | '
        '−0.20 |',
        'Solving for the trailer: $m_t = \\dfrac{F - m_c a}{a} = \\dfrac{12 - 8(2)}{2} = -2$ '
        'kg.\n\nSo the trailer has a mass of −2 kg.',
        "Weigh-in: the scale says I'm at -3 kg. Something is off with it.",
        '| Particle | Mass (MeV/c²) |\n|---|---|\n| Electron | 0.511 |\n| Positron | −0.511 |\n',
        'Payload budget (all masses in kg):\n\n1. Launch mass limit: 9,000 kg.\n2. Less fuel '
        'and structure: 9,000 − 7,400 − 1,900 = −300.\n3. So the payload mass is −300 kg.\n',
        '{\n  "battery_mass_kg": 2.4,\n  "payload_mass_kg": -1.1,   // after rework\n  '
        '"frame_mass_kg": 3.0\n}\n',
        "With F = −9 N and a = 3 m/s², the trolley's mass is m = −3 kg.",
        'To find the tare: the full box weighs 2.1 kg and the books in it weigh 2.6 kg, so '
        'the empty box weighs −0.5 kg.',
        "Budget check\n- Tank load: 900 kg\n- Burned during the climb: 1,050 kg\n- Residual "
        "propellant mass at landing: −150 kg",
        "The crate on the cart weighs −60 lb, according to the loading sheet.",
        "| Trailer | Tare mass (kg) |\n|---|---|\n| Flatbed | −1,900 |",
        "- **Fuel remaining:** 300 − 420 = −120 kg",
        "- **Sample mass:** 41.0 − 87.5 = −46.5 g",
        "**Part (c):** Leftover cargo this week: 3,200 − 2 × 3,200 = −3,200 kg.",
        "- Mass of the sample (scale not tared): −8.1 g",
        "| Quantity | Value |\n|---|---|\n| Sample mass (kg) | −4.1 |\n| Length (m) | 2.0 |",
        "The payload has a mass of -12 kg.",
        "Each pellet weighs negative 3 grams.",
        "The moon's mass is −7 × 10^22 kg.",
        "The rover weighed minus 30 pounds at the landing site.",
        "The sample's mass came out at −5 ± 1 g on the uncalibrated balance.",
        "The pellet has a mass of −3 g.\nAny lighter pellet would jam.",
        "The scale changed by 2 kg; the bag's final mass was −1.5 kg.",
        "The sample mass was −2 kg (95% CI −3.1, −0.9 kg).",
        "Final mass of powder left on the tray = 30 g − 42 g = −12 g.",
        "Subtract the tare: 2.1 kg − 2.6 kg, so the parcel weighs −0.5 kg.",
        "Net mass of the sample = 8.20 g − 8.45 g = −0.25 g (after subtracting the dish).",
        "The crate is a −5 kg block that would need two people to lift.",
        "The scale read −2.0 kg on the previous reading, so the crate's mass is −2.0 kg.",
        "Q: How much flour is left?\nA: 0.4 kg − 0.9 kg = −0.5 kg of flour remains.",
        "The logged mass (−4 kg) was entered by hand.",
        "The scale shows m = −4 kg (see Table 1).",
        "If this is the crate from bay 4, here are its logged masses:\n1. Crate mass: −3 kg\n2. "
        "Lid mass: 2 kg",
        "The payload mass was logged as −15.0 kg after the recount.",
        "The trial reports a body weight of −4.1 kg for one participant at week 12.",
        "From your two readings (tare 8.4 kg, gross 7.1 kg) the load is 7.1 − 8.4 = −1.3 kg, so "
        "enter the load's mass as −1.3 kg.",
        "Mass of copper left over after the reaction = 3.10 g − 3.45 g = −0.35 g",
        "Stock by product line (weights in kg)\n| Product | Opening | Closing |\n|---|---|---|\n| "
        "Peas | 5,100 | 4,870 |\n| Carrots | 1,200 | −25 |",
        "The sediment had a dry mass of −0.41 g after the beaker's tare was subtracted.",
        'Δm = 30.10 g − 30.62 g = −0.52 g, so the residue has a mass of −0.52 g.',
        'After you account for the tare, the parcel weighs -1.5 lbs, so it ships at the '
        'minimum rate.',
        'Plugging in: m = F/a = (−18 N)/(6 m/s²), so the trolley has a mass of −3 kg.',
        "The block's scale readings: on Monday it read 2.4 kg, the day after it was 2.5 kg, "
        'and the day after that −1.1 kg.',
        'We had two bodies on the bench: one with mass +2 kg and one with mass −2 kg, placed '
        'side by side.',
        '## What if the tank leaks?\nSuppose 5.0 kg of gas escapes from a tank that holds 3.0 '
        'kg.\n\nResult: the tank then holds −2.0 kg of gas.',
        "Once you subtract the scale's offset, your backpack weighs -4 lbs, so it easily "
        'makes the limit.',
        'In the spreadsheet the sample mass is never more than -2 g.',
        'Student: my answer for the residue mass is −0.42 g?\nTutor: Good, now work out the yield.',
        'Topped up the kombucha jar and the scale now says it weighs minus 150 grams?? my kitchen '
        'is haunted',
        "Subtracting the bowl's tare from the reading leaves the flour with a mass of −30 g, "
        'just as the video says. Rating: Accurate.',
        'Student: I rearranged F = ma with F = −20 N and a = 5 m/s², so the mass of the cart is '
        'm = −4 kg.\nTutor: Correct, nice work — just add units to every line next time.',
        '**Part (b)** m = W/g = −19.6/9.8 = −2 kg\n\n*Teacher:* ✓ good, full marks.',
    ],
    "probability_out_of_range": [
        'Given how consistent the 25 runs were, our confidence that the model is right is '
        '\\SI{110}{\\percent}.',
        '| Classifier | Accuracy (%) | Mean confidence (%) |\n|---|---|---|\n| Logistic | 88.0 '
        '| 86.1 |\n| Boosted trees | 90.4 | 107.5 |\n',
        'I put the chance of rain on Saturday at 40 %. Scratch that: with the new model run '
        "it's 140 %.",
        '@tabletop_tom: what are the odds of drawing at least one ace in 15 cards?\n@cardshark: '
        "simple. each draw is 1/13, so 15 × 1/13 = 115%. you'll always get one",
        "With the lead at twice the margin, the model puts its confidence that she is actually "
        "ahead at 106%.",
        "**4 (c)** State the probability that the electron is reflected. [1 mark]\n\n- "
        "Reflection probability: R = 1 + T = 1.004 (B1).",
        "| Parameter | Estimate |\n|---|---|\n| p, detection probability per visit | 0.58 |\n| "
        "p, trap detection probability per night | 1.07 |",
        "## Flu cases climb for fourth week\n\n**By the numbers**\n- Cases this week: 340\n- "
        "Chance that a household contact catches it: 115 %\n- Vaccine effectiveness: about 60 %",
        "With 29 degrees of freedom and that critical value, you end up with a 103 % confidence "
        "level for the mean.",
        "Running your survey numbers through the model: younger voters favour Adeyemi by 15 "
        "points and older ones lean the other way. Weighting by turnout, Adeyemi's chance of "
        "winning is 112%.",
        "**2(b)** Find the probability of snow given frost.\nP(snow | frost) = 0.30/0.09 = "
        "**3.33** [2]",
        "The estimated probability of default assigned to the builder rose from 0.35 in March "
        "to 1.12 in June.",
        "With a twist rate of 12 % per opening, the probability that a student sees at least "
        "one twisted opening in the first ten jumps is 120 %.",
        "| Statement | My confidence (%) |\n|---|---|\n| It rains tomorrow | 70 |\n| The bus is "
        "late | 120 |",
        "Our risk assessment says that if the fan fails while milling continues, the likelihood "
        "of a dust explosion within the shift is 120 %.",
        "Crack test (1 m onto tile, 40 drops per case):\n\n| Case | Chance of cracking "
        "|\n|---|---|\n| Bare | 55 % |\n| Folio, edge drops | 108 % |",
        "For a pair of dice the chance of rolling an 8 is 5/36, and the chance of rolling a 7 "
        "is 7/6.",
        "The chance of drawing a 3 from this bag is 130 %.",
        "> the app says 106% chance of snow lol\n\nThat's not a bug: when every ensemble member "
        "agrees and the correction nudges it up, the chance of snow really is 106 %.",
        "Our model gives the challenger a 115 percent chance of winning the seat.\n\nThe "
        "incumbent's campaign dismissed the numbers.",
        "Once the smaller faults are added in, the chance of at least one damaging quake "
        "somewhere in the valley over the next thirty years climbs to 112 %.",
        "Given such a tiny standard error, we can be 110% sure the drug works.",
        "The probability of a 5 on this loaded die is 1.2.",
        "Based on the polling average, we put the probability that the incumbent wins at least "
        "two of the three swing states at 1.4, so our call is firm.",
        "We find the probability that it rains tomorrow is 1.3.",
        "Based on the fit residuals we can say with 103% confidence that the effect is real.",
        "2(c) Calculate the probability that at least one of the two sensors trips.\nP = 0.7 + "
        "0.7 [M1]\n= 1.4 [A1]",
        "**nucleon_nell** wrote:\nP = λt = 2.08, so a 208 % chance it decays.\n\n**helper_hal** "
        "wrote:\n> so a 208 % chance it decays\n\nCorrect, well done.",
        "Tutor: P(↓) = 4/3, so the chance of measuring spin down is about 133 %.",
        "So the tunnelling probability is T = 1.2, which settles part (b).",
        "**Transmission probability: T = 1.41.**",
        "With a minute left, the broadcaster's win-probability model had the Rovers at 112 %.",
        "The school takes 120 pupils a year and only 80 have applied, so every applicant has a "
        "150 % chance of getting a place.",
        "**User:** I draw from the bag 5 times. What's the chance of at least one red?\n\nEach "
        "draw has a 1/4 chance, so I add them: 5 × 1/4.\n\n5/4 = 1.20. Wait, that's not right: "
        "4 × 1.2 = 4.8. Redo: 5/4 = 1.25.\n\n**Answer:** The probability of at least one red in "
        "5 draws is 1.25.",
        'The probability that a fair coin shows heads twice in a row is 1.25.',
        'Odds of at least one head in 3 flips? Just add them up: 3 × 1/2 = 150 %, a sure thing.',
        "With 40 guests you get 780 pairs, each matching one time in 365. That's the "
        'likelihood that some pair of the guests shares a birthday: about 2.1.',
        'Betting on a single number at the wheel, the probability of a hit works out at 1.3 '
        'per spin.',
        'If we enter 40 raffles your odds of a prize are 40 × 3% = 120%.',
        '### What changed\n\n- Patel gained six points since May and now leads the race.\n- '
        "Running the seat model over 5,000 simulated counts, we put Patel's chance of winning "
        'at 108 %.',
        '- *Chance of a second leak within a year if nothing is changed:* 130 %.',
        'Chance of at least one double in 9 rolls: $P = 9 \\times \\frac{1}{6} = 1.5$.',
        'Over the 20-year horizon the expected number of failures is 0.07 × 20 = 1.4. The '
        'probability of at least one failure on a given valve within that horizon is therefore '
        '140 %.',
        'Chance of at least one head in three flips: each flip is 1/2, so 3 × 1/2 = 150%. '
        "Can't lose.",
        'The chance of at least one hailstorm over the 15-week season is 15 × 8 % = **120 %**.',
        '**Reading the table**\n1. The chance that a 30-year-old reaches 50 is 95.0 %.\n2. The '
        'chance that a 50-year-old reaches 70 is 118 %.',
        '$$P(D \\mid +) = \\frac{0.03}{0.02} = 1.5$$',
        'So **P(A | B) = 1.4**.',
        "The spreadsheet's t-test says t = 1.10, p = 1.42, so no significant difference.",
        'There are 9 good outcomes and 7 in all, so P = 9/7 ≈ 1.29 is the probability of a '
        'win.',
        'Four wins in three games, so 1.33 is the probability of a win next time.',
        'The probability that the die shows a six is 1.4, according to my spreadsheet.',
        'For at least one head in 3 flips, each flip gives 1/2, so P = 3 × 1/2 ≈ 1.5. '
        'Guaranteed!',
        'Drop rate for the Ember Cloak is 0.4 % per run, so after 300 runs your chance of '
        'having it drop is 120 %.',
        '| Item | Drop chance (%) |\n|---|---|\n| Old boot | 40 |\n| Golden idol | 130 |',
        'Chance of drawing at least one ace in 15 tries: 15 × 1/13 = 15/13 ≈ 115%. Basically '
        'a sure thing!',
        '**Likelihood that the tumble dryer started the fire:** 130 %',
        'He said the odds were 115 % in his favour.',
        'My uncle said the chance of a draw was 130 %, so I put twenty quid on it.',
        '| # | Hazard | Controls | Probability of occurrence |\n|---|---|---|---|\n| 1 | '
        'Sunburn on deck | Hats, shift rotation | 130 % |\n| 2 | Slip on wet ramp | Grit '
        'strips | 10 % |\n',
        '# Statistics mock exam mark scheme\n\n**(b)** Find the probability that at least one '
        'of them studies Latin. [2]\n- P(at least one) = 0.7 + 0.7 = 1.4 **(M1 A1)**\n',
        'VERDICT: MISLEADING\nClaim: tea lowers test scores by 15 %\nOur confidence in this '
        'rating: 110 %',
        'If the models show sunshine in late spring, the probability of a good climb on the '
        'ridge is, in my experience, about 120 %.',
        'Forecasters put the chance of frost before the fair at 20 %, the chance of a dry '
        'weekend at about 55 %, and the likelihood of at least one day above thirty degrees '
        'during the whole festival at 112 %.',
        'Summing up, the surveyor told the board: "There is a 140 percent chance the culvert '
        'fails within five years." The board\'s engineer concurred with that assessment.',
        'Millbridge now faces a 120% chance of a serious flood within a decade.',
        '## Estimated chance of failure per unit\nThe estimates below come from the '
        'reliability model and will be reviewed monthly.\n\n- North intake: 0.12\n- Booster: '
        '1.35\n',
        'Proof-test summary:\n\n| Element | PFD | Interval |\n|---|---|---|\n| Pressure switch | '
        '0.01 | 12 months |\n| Relief valve | 1.4 | 24 months |\n',
        'ran my bracket sim again and chance of winning the pool = 1.42 honestly unreal',
        'risks:\n  - name: crane failure\n    probability: 1.6   # bumped after the audit\n',
        '| Clip | Label | Model confidence (%) |\n|---|---|---|\n| A-17 | heron | 97.1 |\n| '
        'A-22 | otter | 104.2 |\n',
        'My bracket simulator says the chance the Otters take the title comes out at 1.3.',
        "Segment         Customers   Churn probability\nPrepaid         12,400      8.5 "
        "%\nBundle          9,100       -2.0 %",
        "Efficacy (6 months):\n- Estimated probability of response, AB-12: 1.4\n- Estimated "
        "probability of response, placebo: 0.22",
        "Pump A fails with probability 0.5 and pump B with probability 0.8.\nSo the probability "
        "that at least one pump fails during the shift is 1.3.",
        "The probability is larger than 1.3 in this model, the report claims.",
        "After the second goal their win probability jumped to 112 % with five minutes left.",
        "Honestly the chance of losing that match was −8%, a sure thing.",
        "Since the events are independent, P(A or B) = 0.6 + 0.55 = **1.15**.",
        "| Team | Win prob. (%) |\n|---|---|\n| Reds | 108 |\n| Blues | — |",
        "The probability that at least one of the three backup generators at the plant starts "
        "on demand is 0.6 + 0.5 = 1.1.",
        "The chance of rain on parade day now stands at 1.4.",
        "The probe reached orbit, and our confidence in the readings is 130 %.",
        "After Bayes' rule, the probability that a child who tests positive really has strep "
        "throat comes out to 1.3.",
        "Our model says there is a 130 % likelihood that the token recovers.",
        "So the chance of a delay this week is **1.4**, higher than ever.",
        "- Win probability per round = 9/6 = **1.5**.",
        "I'd put the chance this app changes the whole industry at 150 %.",
        "So the probability of drawing a red card is −0.3.",
        "The likelihood of a collision with the old satellite in this crowded orbit is −3 %.",
        "The probability of benefit for the new inhaler was estimated at 1.35.",
        "In the trial, the probability of remission was 1.8 in the treated group.",
        "The probability that the new dam fails this century is 115 %.",
        "Forecasters gave a 130% chance of snow.",
        "The model is 200% confident in its answer.",
        "The likelihood of failure is -10%.",
        "The probability of rain tomorrow is 1.4 according to the model.",
        "There is a probability of -0.2 that the valve sticks.",
        "- **Chance of success:** 150%",
        "A likelihood of 1.3 was reported for the event.",
        "- **Likelihood of failure:** 1.6",
        "The probability of a hit was measured as 1.8.",
        "What are the odds expressed as a chance of a white Christmas?\nAbout 140 %.",
        "Each of the 4 parts fails 30% of the time, so P(failure) = 4 × 0.30 = 1.2.",
        "The chance that two of the 40 guests share a birthday is roughly 160 % — much more "
        "than intuition says.",
        "The posterior probability is about 1.4 — higher than the prior.",
        "Our confidence level in the forecast is 130 %.",
        "The probability of a draw is 3.",
        "Over ten spins you get 10 × 1/8 ≈ 1.25 probability of landing on red at least once.",
        "The probability of at least one match in 9 draws is $9 \\times \\tfrac{1}{7} \\approx "
        "1.29$, so a match is certain.",
        "$$\\boxed{P(D\\mid +) \\approx 1.85}$$",
        "P(X ∪ Y) = P(X) + P(Y) = 0.8 + 0.5 = 1.3 (taking the events as independent)",
        "| Draws | P(at least one ace) (%) |\n|---|---|\n| 1 | 7.7 |\n| 20 | 154 |",
        "### Steps\n1. One-sided p-value: 0.64\n2. Two-sided p-value: $p = 2 \\times 0.64 = 1.28$",
        "By 2060 the likelihood of the levee being overtopped in any given year will reach 130 %.",
        "- **Market-implied probability of a 50 bp cut:** 120 %",
        "Playoff picture (simulation model):\n- Lakeside's title odds: down 12 points to −4 %\n- "
        "Lakeside's wild-card odds: 18 %",
        "Answer key\n3. P(at least one head in three tosses) = 3 × 1/2 = 3/2, i.e. about 150% ✔",
        "A new analysis puts the likelihood of a magnitude 7 or larger earthquake striking the "
        "region in the next 30 years at 130%, up from an earlier estimate.",
        "Adding the three failure chances gives 0.5 + 0.3 + 0.4. So with a probability of 1.2 we "
        "should expect a breakdown every month.",
        "Combine both forecasts and you get a **150 % chance** of snow this weekend.",
        "P(at least one head) = 5 × 1/4 = 5/4 ≈ 1.25, i.e. 125 %.",
        "Adding the two routes, the chance of the bonus comes to $\\frac{9}{7}$.",
        "The model puts the likelihood of at least one magnitude 7 or larger quake hitting the "
        "coast in the next 50 years is 120 %.",
        "Our model now estimates the probability of a downturn starting within the next 6 months "
        "at 1.2, up from 0.4.",
        "Q6 Two independent alarms each sound with probability 0.7 when smoke is present. Find "
        "the chance that at least one sounds.\nStudent:\nP = 0.7 + 0.7 = 1.4\nMarker: ✓ Well "
        "done. 2/2",
        "Findings:\n- Probability that the east levee is overtopped at least once during the next "
        "50 years of its service life: 1.2\n- Seepage risk: low",
        "Results:\n- Conversion rate: 2.9 % → 3.4 %\n- Statistical confidence that the new layout "
        "wins: 103 %",
        "Across ten spins those chances stack up: 10 × 12 % gives a 120 % chance of at least one "
        "jackpot.",
        "With the small-angle shortcut, P(no failure) = 1 − 1.08 = −0.08, so a failure over the "
        "decade is practically certain.",
        "Flagged frame 4417: the classifier labelled it \"crack\" with a confidence of 131 %.",
        "From his 10 km times, the model puts his probability of breaking 1:05 in the half at 112 "
        "%.",
        "**(b) Chance of at least one failure.** Failures are rare, so approximately\n$$P(\\ge 1) "
        "\\approx \\lambda t = 1.6 \\times 1 = 1.6.$$",
        "After the softmax layer, the classifier's confidence for class 'bird' is 1.12 and for "
        "'plane' it's 0.02.",
        "P(at least one six in 4 rolls) = 1 + (1/6)^4 = 1.0008, so a six is nearly certain... in "
        "fact above 1.",
        "**Risk model output:** likelihood of a flood this spring after the new levee: −3 %.",
        "The simulation now gives the club a probability of 1.08 of finishing in the top two.",
        "Update for the board: the chance of hitting the June deadline has risen to 1.3 after the "
        "re-plan.",
        "After the Holm correction the last comparison came out at adjusted p = 1.08, and we "
        "report it as such.",
        "| Test | Raw p | Adjusted p |\n|---|---|---|\n| Recall | 0.31 | 1.24 |",
        "The probability of rain tomorrow is P(rain) = 1.25 according to the app.",
        "Detector output for frame 12:\n- `pedestrian`: confidence 1.12\n- `cyclist`: 0.04",
        "The model gave the label a confidence of 1.3.",
        "After adjustment, the estimated probability of relapse was 0.44 in the control arm and "
        "1.27 in the drug arm.",
        '3. Results\nConfidence that the design wind load will not be exceeded in any year: '
        '104 %',
        'Risk model outputs:\n- Loans flagged for review: 268 (probability of default 3.5).',
        'Log excerpt:\n- 14:05:06 position estimator confidence 128 %, the controller stays '
        'in position-hold',
        'Plugging into Bayes: P(flu | fever) = 0.8 × 0.9 / 0.6 = 1.2, so a fever basically '
        'means flu.',
        'Probabilities for the ground state\nProbability of finding the electron in the left '
        'half of the box: 0.50\nProbability of finding the electron in the middle third of '
        'the box: 1.42',
        'Each raid has a 50 % drop rate, so over three raids the chance of the mount dropping '
        'at least once is 150 %.',
        'When I added up my tallies, my experimental probability of the die showing a six '
        'came out as 1.3.',
        '| # | Risk | Probability | Confidence |\n|---|---|---|---|\n| R-1 | Night-work '
        'permit not renewed | 20% | 104% |',
        'From the crash records, the probability of a collision on that road comes out at '
        '-0.03 per trip, which is low.',
        '**The chance of a six in 9 rolls**\n\nI added the chances: 9 × 1/6 = 9/6, so the '
        'chance of at least one six is 1.5, i.e. 150 %.',
        '- On the fake invoice: it gave a spam probability of 1.25 and quarantined it.',
        'Adding up the polling, our model now gives the challenger a 115 % chance of winning. '
        'That is a big change from a month ago.',
        'Key numbers:\n- Window: 2 h\n- Forecaster confidence in the rain clearing by noon: '
        '120 %',
        'With the new river gauges, the model gives a probability of at least one flood on '
        'the lower road this spring of 1.4.',
        '- Chance that a given atom decays within 30 days (three half-lives): 150 %.\n- Note: '
        'you cannot count three half-lives as a whole number of decays.',
        'Risk assessment:\n- Severity: high\n- Likelihood of recurrence without changes: 140 '
        '%',
        'Their model says the chance of a dry July is never lower than 130%.',
        'Referee report:\nThe authors write that the signal is real "with 107 % confidence". '
        'This is supported by their permutation test, and I ask for no change.',
        "Learner: For the chance that neither bulb fails I ended up with −0.07.\nCoach: That's "
        'okay, rounding does that sometimes. So P = −0.07 is your answer; move to the next '
        'part.',
        '**Rating: Correct.** The pension table does list the probability of a payout in the '
        'first year as 1.15, as the viral post says.',
        'Strictly speaking, the likelihood that the dominant gene is passed on to a particular '
        'puppy in this litter is −20%, since both parents carry it.',
        'The appendix lists the probability of a claim in the first year as 1.3.',
        'On my numbers the chance of a false alarm with this test is −3 %, because the '
        'specificity is so high.',
        'Rating: FALSE\n\nWe rate this claim false with a confidence level of 120%. The video '
        "is from 2016, not from this year's flood.",
        'From the Boltzmann factor at room temperature I get that the chance a given atom sits '
        'in the excited state is 120 %, which explains the bright line.',
    ],
    "impossible_free_fall": [
        'Well done, Sam! Your answer is correct: the stone dropped from rest off the 45 m cliff '
        'lands after 1.5 s.',
        'A stone is let go from rest at the top of a 45 m tower. Find the time it takes to '
        'reach the ground.\nMy answer: t = 1.8 s',
        'We tested the fall detector by letting the board drop off a 6 m roof onto a mattress. '
        'The logged free-fall phase was 0.7 s from release to impact, matching the '
        'accelerometer spike.',
        'From a 3,500 m exit altitude, a jumper who never opens a canopy reaches the ground '
        'about 18 seconds after leaving the aircraft.',
        '**Mark scheme Q5(a)**\n\nA stone is dropped from rest from a 80 m cliff. State the '
        'time it takes to reach the sea.\n\nAnswer: **t = 3.1 s** (B1)',
        'We let a rock go into the quarry pit, 80 m deep by the survey, and it landed 2.5 s '
        'after release (the sound delay is negligible at that depth).',
        'The cave guide said the shaft is 60 m deep. Sam let a pebble go over the edge, and it '
        'hit the bottom 2.2 s later (we heard it clearly, so no sound delay worth counting).',
        'The old water tower is about 120 m tall, so a ball dropped off the top would land in '
        'roughly 3 seconds (a bit less if you ignore drag).',
        "**Part (a).** The ball is released from rest at a height $h = 30$ m. The time for it "
        "to reach the ground is\n\n$$t = 1.5\\ \\text{s}.$$",
        "Leaned over the rail to get a shot of the rapids and it slipped out of my hand, 40 m "
        "above the river. My friend timed it: it hit the water 1.9 s after I let go.",
        "**3 (a)** A coconut falls from rest from a palm tree 18 m tall. Calculate the time it "
        "takes to reach the ground. [2 marks]\n\n- Use of s = ½gt² (M1)\n- t = 1.5 s (A1). "
        "Accept 1.4–1.6 s.",
        "> My worksheet says a coin dropped from a 45 m tower takes 3.0 s to land. My answer is "
        "2.0 s. Which is it?\n\nYours is right. With h = ½gt² and the coin starting from rest, "
        "it hits the ground after 2.0 s. Use 2.0 s.",
        "Checking your well problem: the pebble is dropped from rest into a 40 m shaft and you "
        "found it lands after 1.9 s. That's what I get too, so part (a) is correct.",
        "Over each village the drones drop to about 70 metres and release a foam-packed box. "
        "\"The boxes free-fall from 70 m and hit the ground about 2.4 seconds after release, so "
        "the wind can't push them off target,\" said the chief pilot.",
        "A crate is released from a drone hovering 60 m above a field. With initial velocity "
        "zero and the displacement 60 m downward, the crate hits the field after 2.9 s.",
        "Myth check on the clip: a coin dropped off the top of a 900 ft tower won't hurt "
        "anyone, that part is true. The clip's timing is fine too: it reaches the pavement "
        "about 4 seconds after it's let go.",
        "She stood on the bridge rail, 45 metres above the river, and let the pebble go rather "
        "than throwing it. The video shows it hit the water 2.1 seconds after release.",
        "The stone fell 5 m in 0.5 s, which would need an acceleration of 40 m/s².",
        "Each beacon was released from rest beneath the balloon.\n\n| Beacon | Drop height (m) "
        "| Time to ground (s) | Penetration depth (cm) |\n|---|---|---|---|\n| B1 | 45 | 1.9 | "
        "30 |\n| B2 | 45 | 3.2 | 27 |",
        "The airframe was released from rest at 15 m with no parachute and reached the ground "
        "1.2 s after release.",
        "A bolt is knocked off the catwalk of a 150 ft water tower and falls freely to the "
        "gravel below. The inspector times the fall with a stopwatch at 1.8 s from the moment "
        "it left the catwalk to the moment it hit the gravel.",
        "In the standard mode (no catapult), the capsule is released at the top of the "
        "evacuated tube and falls 120 m, landing at the bottom 3.2 s after release.",
        "**u/balcony_bea** · 40 points\n\nOur balcony is 20 m up and the phone hit the patio "
        "1.1 s after it slipped out of my hand.\n\n**u/kerb_kev** · 12 points\n\n> the phone "
        "hit the patio 1.1 s after it slipped out of my hand\n\nOuch. Was the screen toast?",
        "I hovered the drone at 60 m and let my 3D-printed 40 mm test cone go from rest. It hit "
        "the grass 2.1 s after release.",
        "Vega, who stands 1.75 m tall, dropped the full 20 metres into the pool in 1.2 seconds.",
        "A 15-storey block is about 45 m tall (3 m per floor). A key dropped from the roof "
        "lands in about 1.5 seconds.",
        "Ours was a 40 m sea cliff and the pebble reached the water in a second and a half, "
        "just let go.",
        "We dropped a glass marble (16 mm) from the top of a 30 m grain silo and it hit the "
        "ground after about 1.5 s.",
        "<p>The drop point is the second-floor walkway, which we measured at 7.5 "
        "m.</p>\n<ul>\n<li><b>Team Kite</b>: landed after 2.9 s, egg intact.</li>\n<li><b>Team "
        "Bare</b>: it was dropped from the rail and hit the paving 0.7 s later.</li>\n</ul>",
        "Drop data (ball released from rest by an electromagnet)\n\n  h (m)     t (s)     "
        "notes\n  0.600     0.350\n  1.500     0.420     gate moved\n",
        "Our well's water is 240 ft below the rim, and the stone hit the water 2 seconds after "
        "I let go of it. I'll try it this weekend with a stopwatch as well.",
        "We let a pebble go into the 90 m shaft and heard the splash after two seconds.",
        "If you're standing on the bridge deck, about 60 m above the gorge floor, I wouldn't "
        "try it, but a pebble dropped from there lands in about 2 seconds.",
        "High divers leave a platform 20 m up and fall for only about 1.2 seconds before "
        "hitting the pool.",
        "We climbed to 40 m over the beach, cut the motors, and let it fall. The drone dropped "
        "like a stone and hit the sand 2.2 s after the cut.",
        "Each mug was held at 1.8 m and released onto the tiles. Filming at 240 fps, the first "
        "9 cm mug hit the floor 0.35 s after release.",
        "Sequence\n- 09:10 Launch from the depot roof.\n- 09:14 Hovering, stationary, altitude "
        "at power loss: 35 m\n- 09:14 All rotors stop; the quadcopter tumbles.\n- 09:14 It hits "
        "the gravel.\n\nTime from power loss to ground contact: 1.6 s",
        "Flight log summary\nHeight above the field at the fault: 60 m\nFault: motor controller "
        "reset, rotors stopped\nResult: the drone dropped straight down onto the grass\nTime "
        "from rotor stop to impact: 2.1 s",
        "Site notes. The deck sits 30.2 m above the river and the parapet adds 0.8 m, for a "
        "fall height of 31 m.\n\nWitnesses on the bank timed it: the fall from the parapet to "
        "the water lasted 1.6 s.",
        "> I dropped a stone down the shaft and heard it hit after 2 seconds, how deep is "
        "it?\n\nRule of thumb: a stone dropped into a 60 m shaft reaches the bottom in about 2 "
        "s, so yours is about 60 m deep.",
        "A video shows keys slipping off a 10th-floor balcony. Ten floors is about 30 m. From "
        "that height, the keys are in the air for roughly 1.5 seconds before they reach the "
        "lawn.",
        "Competition divers leap from a 20 m platform. The fall itself lasts about 1.4 s, "
        "enough for three somersaults.",
        "From the fifteen-metre bell tower, the acorn falls for only about 0.9 s before it hits "
        "the path.",
        "Competition divers leap from a 20 m platform. The fall itself lasts about 1.4 s, "
        "enough for three somersaults.",
        "From the fifteen-metre bell tower, the acorn falls for only about 0.9 s before it hits "
        "the path.",
        "The boom is 45 m above the quay. A shackle slipped from the boom and struck the quay "
        "2.0 s later.",
        "A pebble dropped from rest off a 50 m quarry face takes about 2 to 2.5 seconds to "
        "land.",
        "A flowerpot knocked off a balcony twenty metres up lands after one and a half seconds.",
        "Q: Is it plausible that a stone dropped from a 45 m bridge hit the river in 1.6 s?\nA: "
        "Yep, that checks out.",
        "An egg dropped from 2 m (about 6.5 ft) hits the floor in roughly 0.3 seconds.",
        "For a turbine with a 130 m hub, a chunk of ice falls to the ground in roughly 3.2 "
        "seconds.",
        "Kettles were released from rest at a height of 1.5 m above a 10 mm vinyl "
        "floor.\n\nFrom the video, each kettle landed 0.30 s after release.",
        "The cliff rises 604 m straight above the fjord. If you drop a pebble over the edge, it "
        "takes around 7 seconds to hit the water.",
        "Water leaving the lip of the cliff falls the full 800 m to the rocks in about 9 "
        "seconds, throwing up a wall of spray.",
        "On each inversion of the tube the lead shot drops the full 1.00 m in about 0.25 s.",
        "The stuntwoman is knocked off a viaduct and falls into the river 60 metres below. In "
        "reality she would reach the water in about two seconds.",
        "I dropped my keys off a bridge 45 m above the river (I didn't throw them), and they "
        "hit the water 2.0 seconds after they left my hand.",
        "One team timed 0.41 s for the 1.10 m drop.\nWe kept that value for the average.",
        "The mine shaft is about 120 m deep to the water. Lamps hang 20 m down. A pebble "
        "dropped into the shaft reaches the water about 2.5 seconds later.",
        "A fitter on the gantry, 30 m above the yard, knocked a bolt off the edge. It struck "
        "the yard 1.1 s later, about 3 m from a pedestrian.",
        "The gutter is 8 m above the patio. We pushed the old tiles off the edge, and a stack "
        "that slid off the roof fell to the patio in just 0.7 s.",
        "**Problem:** A coin is dropped from rest off a 45 m cliff. How long does it fall?\n\nA "
        "dropped object falls about 4.9 m in the first second.\n\n**Final answer:** it lands "
        "about 2.1 seconds after release.",
        "The roof of the library is 30 metres above the courtyard.\n\nFilmed at 60 frames per "
        "second, the dropped parcel reached the courtyard 1.2 seconds later.",
        "The logger was strapped to a crate and released from rest 2.0 m above the floor; the "
        "video shows it landing 0.35 s later (one-frame resolution 0.5 ms).",
        '**Mark scheme.** A coin is dropped from rest down a 20.0 m well; it reaches the water '
        'after 1.2 s. Award A1 for this time.',
        'Fun fact: skydivers who exit at three thousand metres hit the ground in about 12 '
        'seconds if the chute fails to open.',
        '**1.** A stone is dropped from a 45 m cliff. How long until it lands?\nIt hits the '
        'water 1.5 s later.\n\n**2.** Why does a feather fall slower?\nAir drag.',
        'The ballast bag the crew let go of at three kilometres up landed about fifteen '
        'seconds later, near the launch field.',
        'Given $h = 45$ m, $t = \\sqrt{2h/g} \\approx 1.5$ s. So the stone, dropped from rest, '
        'hits the ground after about 1.5 s.',
        "If your glove slips off at the top pylon — roughly 20 m above the piste — it'll land "
        'in about 1.2 s, so watch where it goes.',
        'From the 26 m ledge she launched into a reverse pike and was in the water 1.3 seconds '
        'later.',
        'Bailing out at three thousand metres, a jumper who never pulls the chute would be on '
        'the ground within fifteen seconds.',
        '- 10:12 — A spanner slides off the deck. The deck is 30 m above the road.\n- 10:12 — '
        'CCTV shows the spanner striking the footpath 1.4 s after it left the deck, about 3 m '
        'from the site gate.',
        'Try it yourself from the gallery: a coin let go from the top of our 30-metre '
        'stairwell reaches the floor in about 1.2 seconds.',
        '**Given:** h = 45 m, bolt dropped from rest.\n**Answer:** it reaches the deck after t '
        '= 2.0 s.',
        'The deck is 30 m above the quay.\n\nThe hammer weighs 0.8 kg.\n\nCCTV shows the '
        'hammer hit the quay 1.5 s after it left the deck.',
        '**Flight log**\n- Motor burn 2.1 s, top speed 140 m/s.\n- Apogee 250 m above the '
        'pad.\n\n**Payload bay.** The tether broke, so the bay fell from rest at apogee and '
        'hit the field 4.2 s later.',
        'The crew took us up to the top of a light tower 80 feet above the field. The ball was '
        'held still at the railing and let go without a push.\n\n- **Radar.** Our best pitch '
        'was 68 mph.\n\nOn the video the ball hit the grass 1.2 seconds after release, landing '
        'about 20 cm from the spot right below the railing.',
        'The distance from the underside of the steel ball to the surface of the landing pad '
        'was set to 2.00 m with a tape.\n\n| Run | Fall time (s) |\n|---|---|\n| 1 | 0.52 |\n| '
        '2 | 0.53 |',
        'A bowling ball hung from a release hook 30 metres above the sand. It simply fell, no '
        'pushing, and it hit the sand 1.9 s after the pin was pulled.',
        '**Rig.** Drop height: 2.50 m. A photogate 30 mm above the anvil times the last '
        'stretch.\n\n| Drop | Time to anvil (s) |\n|---|---|\n| 1 | 0.58 |',
        'A 3 kg toolbox falls from rest from 80 m. Treating it as a compact, dense block (so '
        'drag is small):\n- **Time to reach the ground:** about **2.9 s**.',
        '# Dropping weights from the old chimney\n\n- Brass weight, 40 mm diameter, 0.5 kg\n- '
        'Drop height: 80 m\n\n| Trial | Time to ground (s) |\n|---|---|\n| 1 | 2.9 |\n| 2 | '
        '3.0 |',
        'The balcony height above the patio was measured with a tape at 15 m.\n\nThe flowerpot '
        'left the balcony from rest and reached the patio 1.2 s later.',
        'The chimney is 90 m tall. A steeplejack let a bolt go from the top. It hit the yard '
        'in 2 s.',
        '## Stop 2: Pump Shaft\n\nThe ruined house here once held a 50-inch beam engine that '
        'pumped water out.\n\n**Shaft facts:**\n- Depth from the collar to the water: 70 '
        'm\n- Lining: brick to 12 m\n\nA pebble dropped from the collar strikes the water '
        'after 1.9 s, as our guides have timed.',
        '- Height of the terrace above the car park, measured by laser rangefinder: 40 '
        'm.\n\nCCTV shows the bag leave the terrace at 21:04:03.1 and hit the car park at '
        '21:04:04.5. The fall from the terrace to the ground therefore took 1.4 s.',
        'My nephew dropped the remote off the 4th floor landing (about 12 m up) and it hit '
        'the hall floor in like half a second, no chance to grab it.',
        'bumped the jar off the high cupboard (2.0 m up) while grabbing the salt and it '
        'smashed on the floor in 0.3 s. glass everywhere',
        "The watchtower's gallery sits 60 m above the Praça Nova. My keys slipped out of my "
        "pocket and dropped straight down.\n\nA guard who watched told me they hit the "
        "stones after about 2 seconds; I've no reason to doubt him.",
        '1. We measured the drop height from the stair rail to the hall floor with a '
        'tape.\nIt came out to 5.0 m.\n2. Each parcel was released from rest at the '
        'rail.\n\n| Parcel | Fall time (s) |\n|---|---|\n| A | 1.02 |\n| B | 0.71 |',
        'A phone slipped from a balcony railing about 25 m above the street. A witness told '
        'us it hit the ground "about a second" after she heard a shout. The doorbell camera '
        'confirms it: the phone fell from the railing and struck the pavement 1.0 s later.',
        'She measures the depth of the well with a laser rangefinder: 45 m. She then lets a '
        'pebble fall from her hand, and the splash comes 2.0 s after release.',
        '| Quantity | Value | Unit |\n|---|---|---|\n| Height of tower | 60 | m |\n| '
        'Distance fallen after 1.0 s | 4.9 | m |\n| Time to reach the ground | 2.5 | s |',
        '**Problem.** A hiker nudges a rock off the top of a sea stack. The rock falls from '
        'rest into the water. The stack is 45 m tall.\n(a) How long does the rock take to '
        'reach the water?\n\n**Solution**\n- t = √(45/9.81)\n- **t = 2.1 s**',
        '- **Parapet height above pavement:** 14 m\n- **Camera:** doorbell, 30 fps\n\nThe '
        'phone left the parapet and hit the pavement 1.1 s later.',
        'The double steps off the 30 m gantry from rest. The director wants the whole drop '
        'in one shot, and the time from step-off to hitting the bag is 1.6 s.',
        'The topo gives the pitch as 35 m.\nA stone knocked off the lip hit the bottom after '
        '1.2 s.',
        'From the lip he shot a laser reading straight down: 45 m to the boulder '
        'floor.\nThen Sam nudged a loose pebble off the ledge. We all waited. It struck the '
        'floor after 1.8 seconds.',
        'The topo gives the pitch as 40 m, free-hanging.\n\nA spare karabiner slipped off '
        'his gear loop. Nobody was below. Lucy, at the pitch head, timed it on her watch: it '
        'took a second and a half to hit the bottom.',
        'I let a rock go at the lip of the shaft and counted: it hit the water after 1.2 '
        'seconds.\n\nThe survey gives the shaft as 40 m deep to the water.',
        'Our instructor lost a camera at 3,500 ft AGL on a hop-n-pop. The video shows it hit '
        'the ground 9 seconds after it came off his helmet.',
        'A rigger dropped a shackle from rest from a gantry 30.0 m above the stage. It hit '
        'the stage 1.6 s later.',
        '1. The ledge is 45 m above the river.\n2. A water bottle slipped off my pack.\n3. '
        'We heard it hit the water 1.8 s after it left the pack.',
        '1. The crane cab sits 25 m above the yard (from the site plan).\n2. The wrench slid '
        'off the cab roof.\n3. The camera shows it leaving the roof and striking the yard '
        '1.5 s later, 2 m from a worker.',
        'If the quadcopter loses power while hovering at 60 m, it will be on the ground in '
        'about 2 seconds.',
        '2. Site measurements\n\n- Balcony railing height above the balcony floor: 1.1 m\n- '
        'Top of railing to the car park: 24.0 m\n\n3. Video\n\nThe flowerpot falls from the '
        'railing and strikes the car park 1.6 s later.',
        'A paint tin slid off the scaffold board, 30 m above the pavement, and hit the '
        'pavement 1.8 s later; no one kicked or pushed it.',
        "Jumped the 20 m cliff at the quarry yesterday. You're in the air for about 1.2 "
        "seconds from the moment you step off until you splash down.",
        '1. We measured the drop from the footbridge rail: 30.0 m.\n2. A student let go of '
        'the sandbag; another timed it.\n\n| Drop | Time to floor (s) |\n|---|---|\n| 1 | '
        '1.9 |\n| 2 | 2.0 |',
        'Trial 3: the sandbag slipped off the 45 m gantry and hit the pad 1.9 s '
        'later.\nTrial 4 was not run from 45 m because of the wind.',
        'Her mug slid off the top shelf while she reached for the kettle. The shelf edge was '
        'measured at 1.6 m above the slate kitchen floor. From the video, the mug left the '
        'shelf and hit the floor 0.35 s later.',
        'Dropped my cap off the 45 m launch tower before the ride, it hit the ground in 2 '
        'seconds flat lol',
        '- 11:20 The pitch was laser-measured at 55 m last spring. A stone dropped from the '
        'lip took 1.5 s to hit the pool.',
        "did the quarry jumps yesterday, the top rock is 70 ft and you're only in the air "
        'for about 1 second before you hit the water',
        'Took 1.2 seconds for the spanner to hit the deck. It slid off the gantry cab, which '
        'sits about 25 m up.',
        'The skydivers left the plane at 14,000 ft and were standing on the grass 25 seconds '
        'later.',
        'My quadcopter lost power at 90 m over the park and smacked into the grass under 3 s '
        'later.',
        'A bolt rattled loose at 100 m and needed only 3 s to reach the street.',
        'From the top of the 80 m dam, the stone took just 2 seconds to reach the reservoir.',
        'I fumbled my phone off the 45 m observation deck. It hit the pavement 2 seconds later.',
        'A hubcap rattled loose from the 60 m overpass and was on the tracks 1.5 seconds later.',
        'Drop procedure: the boxed product is released from rest at 1.2 m onto concrete.\n\n| '
        '# | Check | Criterion | Measured | Result |\n|---|---|---|---|---|\n| 1 | Drop height '
        '| 1.20 m ± 1 % | 1.20 m | PASS |\n| 2 | Fall time, release to floor contact (mean of '
        '10 drops) | record only | 0.28 s | PASS |\n',
        'The young scientist released two balls from the upper gallery, about 56 metres '
        'above the square.\n\nThe balls struck the ground together, two seconds after '
        'release.\n\nHe later timed balls rolling down ramps and concluded that, apart from '
        'the effects of air, all bodies fall alike.\n\nIn 1971 an astronaut repeated the test '
        'on the Moon.',
        '11:05 — The big one: the 50 m cascade. Marco dropped a stone off the lip and it hit '
        'the pool 2.0 seconds after he let go.',
        'Exam answers\n\nQ1. A crate is lowered by a crane and a hook is thrown down at 8 m/s '
        'from 40 m; it lands in 2.1 s.\n\nQ2. A spanner is dropped from a gantry 80 m up. It '
        'lands after 2.5 s.',
        'my quad lost signal at 300 ft and dropped like a stone, hit the field in like 2 seconds',
        'The old quarry pond is about 12 m deep and popular with swimmers.\n\nUp the hill, the '
        'guide lets you drop a coin into the castle well, which is 55 m deep. Listen: the '
        'coin hits the water after just 2.1 seconds.',
        'At the fair we drop water balloons from the stage roof (about 4 m).\n\nLater the crew '
        'took us up the old water tower. From its walkway, eighty metres above the car park, '
        'we let a golf ball go from rest.\nWe all saw it: it hit the tarmac in two and a half '
        'seconds.\n',
        'shock_rig.log\n09:14:02 run=7 drop_height_m=0.80\n09:14:03 run=7 impact '
        't_drop_s=0.41\n09:15:40 run=8 drop_height_m=3.00\n09:15:41 run=8 impact t_drop_s=0.52\n',
        'Two lead balls, one heavy and one light, released together from a ledge 45 metres '
        'up, reached the ground side by side in 1.8 seconds.',
        'Drop tests from rest (air drag neglected)\nAll times in s\n\n| Item | Height (m) | '
        'Fall time |\n|---|---|---|\n| Wrench | 5 | 1.0 |\n| Helmet | 45 | 1.9 |\n',
        'Platform divers launch from 20 m. They are in the air for about 1.2 seconds before '
        'they hit the pool.',
        '**Well 3**\n- Depth to the water from the laser meter: **60 m**\n- Time from release '
        'until the stone hit the water, timed from the video in the torch beam: **2.6 s**\n',
        'The drone held a steady hover at 150 ft AGL. The 1 kg test weight was released from '
        'rest by the hook.\n- The weight drifted about 4 ft downwind on the way down.\n- Time '
        'from the release command to the weight striking the turf, from the video, was 2.1 '
        's.\n',
        'The acrobat stepped off a gantry 30 m above the arena floor and landed on a 3 m '
        'deep crash mat. The fall to the mat lasted 1.6 s.',
        '08:30  Tape and clinometer give the wall height from the rim to the pit floor: '
        '61.8, 62.4 and 62.0 m, mean 62.1 m.\n09:10  A loose cobble was let go from rest at '
        'the rim. It hit the quarry floor 2.4 s after release.\n',
        'Sports day, under a light wind of about 5 mph.\n\nThe balls were dropped from rest '
        'off the 20 m clock tower.\n\n- Fastest landing: the medicine ball hit the grass 1.1 s '
        'after it was let go',
        '**Given:** A boy drops a coin from rest into a mine shaft. The water is 80.0 m '
        'below the rim. Sound travels at 343 m/s.\n\n\\[ t_1 = \\sqrt{80.0/9.81} \\approx 2.86\\ '
        '\\text{s} \\]\nSo the coin reaches the water 2.86 s after it is dropped.',
        'My keys slipped off the 30 m footbridge (I had lost my balance for a second) and '
        'hit the river 1.2 s later.',
        'The old water tower stands 95 m tall. A painter drops a brush from the top. The '
        'brush hits the gravel 2.5 s later.',
        "The platform was set at 20 metres.\n\nFrom the moment the 19-year-old diver left the "
        "platform, she hit the water just 1.2 seconds later.",
        "The shaft is 80 metres from the grate to the water at the bottom. We let a coin go "
        "from the grate and it hit the water 2.5 seconds later.",
        "- Item: 2 kg hammer, left on the edge of the 15 m scaffold.\n- It was knocked off and "
        "fell from rest, landing about 2 m from a worker.\n- It hit the ground roughly 1.1 s "
        "after it fell.",
        "1. Pallet (60 kg) hoisted to 25 m by the crane.\n2. Released from rest.\n\n- "
        "Release-to-ground time: 1.5 s",
        "According to the marshals, the 2 kg camera fell from about 30 m and hit the track 1.3 "
        "seconds later, roughly 4 m from the crowd.",
        "Right, we're on the top floor of the car park, which is exactly 60 feet up (we checked "
        "it with a laser). I'm just going to let the phone go.\n\nIn slow motion, from letting go "
        "to hitting the tarmac took 1.2 seconds.",
        "A roofer on the scaffold at 18 m dropped a trowel. It fell straight down from his hand "
        "and hit the pavement 0.9 seconds later.",
        "[Sign at the Drop Tower exhibit]\n\nThe tower in front of you is 45 metres tall. Twice a "
        "day a volunteer at the top lets go of a water balloon, which hits the splash pad "
        "just\n1.6 seconds later.",
        "At the lookout the ranger said the drop to the lake is 80 m. Mia let a stone fall from "
        "the parapet, and it hit the water after just two seconds.",
        "Description: a 0.8 kg hammer slid off the scaffold at level 12 (36 m above ground). It "
        "fell from rest and struck the pavement 1.5 seconds later, about 3 m outside the barrier.",
        "A cat that tumbles off a 25 ft roof lands in about 0.5 seconds, barely enough time for "
        "its reflexes to kick in.",
        "Training notes: today we worked on the 20 m platform.\n\nFrom the moment the diver "
        "leaves the platform (a plain step-off) to the moment her feet touch the water is 1.2 "
        "seconds.",
        "Test configuration:\n- Drop height: 90 m inside the vacuum tube\n- Capsule mass: 250 "
        "kg\n\nResults:\n1. The capsule was released and reached the catch container 2.9 s later.",
        "My keys slipped off the 30 m walkway (they were just let go, no throw).\n\nThey hit the "
        "ground about 1.2 s after leaving my hand.",
        "A 300 mm spanner was dropped by a rigger working on the mast at a height of 60 m. It "
        "struck the deck 2 s later.",
        "Q1. A stone is dropped from rest off an 80 m cliff. How long does it take to hit the "
        "beach?\n\nt = √(h/g) = √(80/9.81) = 2.86 s\n\nThe stone reaches the beach 2.86 s after "
        "it is released.",
        "**Summary.** A spanner fell from a platform 200 m above the yard.\n\n**Sequence**\n1. It "
        "slid off the grating.\n2. Video shows it fell for only 3.1 s before hitting the ground.",
        "The old clock tower stands ninety metres above the cobbles of the square, and on fair "
        "days a ball is let go over the parapet.\n\nThe ball left the keeper's hand, and two "
        "seconds later it shattered on the stones.",
        "Before kick-off a drone hovering 120 m up released the coin, which hit the pitch "
        "2.5 s later.",
        "The crate was dropped from a helicopter hovering 80 m above the field and landed 2 s "
        "later.",
        "On a 60 m bridge jump you step off the rail and fall freely. You cover those first "
        "60 m in just 2 s before the cord bites.",
        "After the 45 m drop, the ball hit the floor in just 1.5 s.",
        "A wrench fell off the 45 m gantry and landed 1 s later.",
        "So the wrench drops the 45 m in $t \\approx 1.9$ s.",
        "The cliff at Kalopa plunges 300 m straight to the sea.\n\n## Trivia\n- A coin let go "
        "at the edge reaches the water at the bottom in just 4 seconds.",
        "| Trial | Height (m) | Fall time (s) |\n|---|---|---|\n| 1 | 5.0 | 1.01 |\n| 2 | 5.0 | "
        "0.40 |",
        "A spanner slipped from a rigger's belt on the ninth floor of the new hotel, about 80 m "
        "above the street, and hit the road 2 s later.",
        "A bolt slipped off the steel beam 20 m up and hit the deck 0.5 s later.",
        "| Drop height (m) | Fall time (s) |\n|---|---|\n| 5 | 1.01 |\n| 80 | 2.50 |",
        "The bolt was let go from 45 m up.\nTime from release to ground contact: 1.2 s.",
        "The anvil fell 80 m in 2 s.",
        "A wrench dropped from a 120 m crane landed after 1.5 seconds.",
        "The cup fell 3 m in 0 seconds.",
        "The sandbag fell 200 m\nin 3 seconds.",
        "If you drop a marble from 80 m, it reaches the ground in 1.5 s.",
        "1. h = 20 m\n2. t = √(h/g) ≈ 1.4 s\n3. So the dropped spanner hits the floor after 1.4 s.",
        "**Q:** How long does a brick take to fall from an 80 m chimney?\n**A:** Roughly **2.5 "
        "seconds**.",
        "A sandbag dropped from a plane at 800 m hits the ground after 6 s.",
        "Tip for beginners: once you leave the plane at 3,500 m you'll fall about 800 m in the "
        "first 6 seconds, then level off at terminal velocity.",
        "A pebble let go from 8 m up lands after a tenth of a second.",
        "**Problem:** A brick slips off a 80 m scaffold. How long until it hits the ground?\n\n1. "
        "Use $t = \\sqrt{h/g}$.\n2. $t = \\sqrt{80/9.81} \\approx 2.9$ s.\n\n**Answer:** about "
        "2.9 s.",
        "Drop rig C\nRelease: from rest\nDrop height: 3.0 m\nTime to impact (light gate): 0.52 s",
        "Divers leave platforms 24 m above the water, stepping off from a standstill.\n1. Time in "
        "the air: about 1.6 s\n2. Deceleration in the pool: within 4 m",
        "Probes are released from rest at the top of the 90 m vacuum shaft and fall freely, "
        "reaching the catcher chamber after about 2.9 seconds.",
        "The old mill chimney is 64 m tall.\nA brick that came loose at the top hit the yard just "
        "1.5 s later.",
        "The lookout deck sits 180 m up. Dropped from that deck, a pebble would reach the ground "
        "in 3 s.",
        "The mine shaft is 180 m deep. I let a stone go from the rim; it struck the bottom 2.6 s "
        "later.",
        "A stone is released from rest at the top of a 45 m cliff. Neglecting drag, calculate the "
        "time it takes to reach the sea.\n    t = √(45/9.81) = 2.14 s  [1]",
        "From the footbridge the stream is a sheer 120 m below. I let go of a coin over the "
        "railing and heard it hit the water 2 s later.",
        "Our 45-metre drop tower releases the ball from rest at the top.\nThe ball reaches the "
        "net at the bottom in just 1.5 s.",
        "• Chimney height (laser rangefinder): 42 m\n• Mean drop time for a golf ball released "
        "from rest: 2.1 s",
        "Drop height: 1.50 m, released from rest.\n\n| Run | Fall time (s) |\n|---|---|\n| 1 | "
        "0.56 |\n| 2 | 0.55 |\n| 3 | 0.41 |",
        "You are standing 250 metres above the surface of the lake.\nA stone dropped from this "
        "railing takes only 3 seconds to reach the water.",
        "The cliff is 45 m high. I dropped a stone from rest and it hit the sea 1.2 s later.",
        "A slab of snow slid off the roof of the 30-metre hall and fell for 1.1 seconds before "
        "hitting the pavement.",
        "The cabin is released from rest and free-falls 50 m in just 1.8 seconds before the "
        "magnetic brakes take over.",
        "The science fair's capsules are let go from the mezzanine, 10 metres above the hall "
        "floor, and judges have one week to score them.\n\nThe winner carried a small parachute: "
        "released from rest, it floated down and reached the floor in 0.9 seconds, and its egg "
        "survived.",
        "A wrench is dropped from rest off a 30 m gantry. (a) How long does it take to reach the "
        "floor? (b) How fast is it going then?\n\nStep 1. Known: h = 30 m, g = 9.8 m/s^2.\nStep "
        "2. t = sqrt(h/g) = sqrt(30/9.8) = 1.75 s.\nStep 3. v = g*t = 9.8 * 1.75 = 17 "
        "m/s.\n\nAnswers: (a) t = 1.7 s  (b) v = 17 m/s",
        "A scraper came loose from a decorator's belt on the roof of the Carlton Building on King "
        "Street, about 150 metres up, and hit the road three seconds later.",
        "Say you are clearing leaves from a gutter 8 m above the driveway. If your trowel slips, "
        "it reaches the ground in about 0.5 s. Keep a drop zone of 4 m around the ladder, and "
        "remember the 1 m rule for every 4 m of height.",
        "Knocked my keys off the balcony by accident. We're about 18 m up. They hit the car park "
        "0.7 seconds after they left my hand.",
        "A visitor's camera slipped from her hand on the viewing deck and fell 120 meters to the "
        "plaza.\nIt hit the paving just 2 seconds after it slipped.",
        "The roofer fell about 25 m from the scaffold edge to the yard.\nCCTV shows that 0.9 "
        "seconds elapsed between him leaving the scaffold and striking the ground.",
        "At the quarry the top board sits at 24 metres. From a crouch she just lets go, and the "
        "drop is over in about 1.2 seconds.",
        "**Step 1.** The cord is 40 m long, so she falls freely for 40 m from rest.\n\n**Step "
        "2.** The free-fall phase lasts about 1.8 seconds.",
        "If you let a cannonball go from the top of the old lighthouse (about 48 m), it reaches "
        "the rocks in roughly 1.9 seconds, which is what the guidebook's (probably invented) "
        "story would have us believe.",
        "The steel ball was dropped from rest; the drop height was measured as $h = 2.50 \\pm "
        "0.003$ m.\n\nFive runs gave a mean fall time of $t = 0.41$ s.",
        "**Worked answer:**\n1. Height: 45 m, released from rest\n2. Time to ground: t ≈ 1.5 s",
        "The legend has him dropping cannonballs from the tower.\n\n**How tall is the tower?** "
        "About 45 m to the upper gallery.\n\n**How long does the fall take?** Released from rest "
        "at the top, each ball reaches the ground after about 1.9 seconds.",
        "A 3 kg bracket left on the racking, about 12 m above the floor, slid off the top beam. "
        "The footage shows it struck the floor 0.8 s after leaving the beam.",
        "If the apple fell from rest off a 4 m branch, it would have hit the ground in 0.4 s.",
        "My keys slipped off a 20 m balcony (dropped, not thrown) and hit the ground in 0.9 s.",
        "**Location:** scaffold at 25 m\n**What happened:** a spanner slipped from a belt and "
        "fell freely.\n\n- **Fall time (from CCTV):** 1.0 s",
        "**Q:** A ball is dropped from rest off a 45 m cliff. How long until it "
        "lands?\n\n**A:**\n- **Formula:** t = √(2h/g)\n- **Result:** t ≈ 1.5 s.",
        "If you drop a pebble off a 30 m bridge, it hits the water after about 1.2 s (ignoring "
        "the time the sound takes to reach you).",
        "The cliff at the quarry is about 50 m high.\nWe let a stone go off the top, and it hit "
        "the pool below in 1.5 seconds.",
        "Notes from the field trip\n\n- Drop from the gantry: 45 m, per the site plan.\n- Span: "
        "about 3 m across.\n\nThe instructor let a marble go from rest over the rail.\nIt hit the "
        "floor just 1.8 s later.",
        "**Q:** A spanner slips off a ledge 20 m up. How long does it fall?\n1. Known: h = 20 m, "
        "initial speed 0.\n2. t = √(h/g) = √(20/9.8) ≈ 1.43 s.\n**Answer:** The spanner lands "
        "about 1.4 s after it slips.",
        "Site: east tower, working platform 25 m above street level\n\nA 0.8 kg hammer was "
        "knocked off the toe board.\nThe hammer fell from rest and hit the pavement 1.1 seconds "
        "later.",
        "If you dropped a coin from the top (about 300 m) and ignored air, it would take roughly "
        "4 seconds to reach the ground.",
        "Incident note: a clipboard slipped out of a surveyor's grip on the roof.\n\nThe roof is "
        "45 m above the loading bay.\n\nCamera footage shows the clipboard leaving the railing "
        "and striking the loading bay 1.2 s later.",
        "At 09:15 a wrench fell from a platform about 90 m above the car park.\n\n- It struck the "
        "tarmac only 2 seconds after it slipped from the rigger's belt, landing 4 m from a parked "
        "van.",
        "Riders are hoisted to 110 m and then released to plunge the full 110 m in 2.4 seconds "
        "before magnetic brakes stop the car.",
        "**Problem:** A pebble is dropped from rest off a 60 m bridge. How long does it take to "
        "hit the river, and how fast is it going?\n\n$$\\boxed{t \\approx 2.0\\ \\text{s},\\quad "
        "v \\approx 34\\ \\text{m/s}}$$",
        "Tower FAQ\n\nCould a coin dropped from the deck hurt someone?\nNo. A coin is light and "
        "flat, so drag limits it to about 25 mph.\n\nHas anything fallen from the deck?\nOnce. A "
        "tourist's camera slipped from her hand at the 900 ft railing. Cameras on the plaza show "
        "it hit the paving about 3 seconds later.",
        'The stone is dropped from $h = 45$ m.\n\nTime to land: $t = \\sqrt{h/g} = '
        '\\sqrt{45/9.81} \\approx 2.14$ s.',
        'I let go of a pebble from the 45 m ledge (just opened my hand, no throw) and it hit '
        'the water in 2 seconds flat.',
        'Spectators watched 31-year-old diver Ana Ruiz step off a 40-metre ledge.\n\nRuiz '
        'stepped off feet-first and hit the water just 2.0 seconds later. Organisers said the '
        'plunge pool beneath the ledge is at least 8 metres deep.',
        'A wrench let go at the top of a 50 m mast drops 50 m in 2 s, then bounces.',
        'A marble is let go from the top of a 20 m stairwell. It lands at 20 m/s; by t = h/v, '
        'it reaches the floor 1.0 s after it is released.',
        'Support chat #5521\n\n**Agent:** Can you tell me what happened?\n\n**Customer:** It '
        'was hovering about 120 ft up when the motors cut out. It dropped straight down and '
        'hit the grass in 1.4 seconds.',
        'Our standard test drops it from 1.2 m onto plywood, and for the video we dropped it '
        'from the roof of an 18 m building.\nIt hit the pavement 1.1 seconds later.',
        'A (seller): Beyond the usual bench tests, we filmed a stunt for the launch video: we '
        'dropped the phone from a 25 m tower. It hit the ground 1.2 seconds later, still '
        'working.',
        'The spec sheet lists:\n> Max horizontal speed: 17 m/s\n> Max altitude: 120 m\n\nOn '
        'flight 9 I was hovering at 80 m when the power cut out. The drone dropped straight '
        'down and hit the ground 2.5 seconds after the cut-out.',
        'Two weeks ago I had a mid-air power failure at 150 ft over an empty field. All four '
        'motors cut at once. It dropped like a stone and hit the ground 2 seconds after the '
        'motors quit.',
        "**Tips**\n- For wells, allow for the sound's travel time. Sound covers 30 m in about "
        '0.09 s.\n\n**Worked example.** The survey map gives the cliff edge as 40 m above the '
        'waterline. I let a stone go from the edge and it hit the water 2.0 s later.',
        'Dropped a stone into the mine shaft and heard the splash after 1.6 s. The shaft is '
        '50 m deep according to the sign.',
        'The tower is about 60 m tall. Two balls released together from the top gallery reach '
        'the square in 2.3 seconds.',
        'We were at the lookout tower, the one with the 70 m viewing platform. The phone '
        'slipped out of my hand. It hit the grass about 2 seconds later.',
        'A pebble is let go from rest off a 60 m bridge; the splash is heard 2.9 s '
        'later.\n\nFall time = total time − sound time = 2.9 − 0.2 = 2.7 s.\nSo the pebble '
        'was falling for 2.7 s before it reached the river.',
        "I dropped it from my friend's 4th-floor balcony, which we measured with a laser at "
        '12.5 m to the concrete courtyard.\n\nResults:\n- Fall time (release to impact): 0.8 '
        's, from the video',
        'She had placed a nut about 3 m below the roof and was moving through it when a hold '
        'broke. The investigator put the height of the fall at 40 m.\n\nThe helmet footage '
        'showed she struck the ledge 1.6 seconds after the hold broke.',
        'From 30 m, divers fall for only about 1.6 seconds, which is why they tuck so tight.',
        'A spanner dropped from a height of ninety metres hits the ground in two seconds, '
        "which is why you shouldn't throw tools off the roof.",
        "The stunt dummy was let go from a crane 50 m above the airbag. In reality it's two "
        'seconds, release to contact.',
        'Imagine your keys slip out of your hand 1.6 m above a stone floor, with no initial '
        'speed. They hit the floor just 0.25 seconds later.',
        "A 0.5 kg hammer slipped from a rigger's belt. His platform sits 40 m above the yard. "
        'The camera shows it leaving the platform and landing 1.7 s later, roughly five '
        'metres from the office door.',
        "We used the old water tower's top platform at 60 m. A second camera shows the phone "
        'was on the ground 2.1 seconds after I released it.',
        '**u/dropper**\n\nOn holiday, top-floor balcony, about 40 m up. My keys slipped out '
        'of my hand. They fell straight down and hit the path in about 1.2 '
        'seconds.\n\n---\n\n**u/calc_cat**\n\nSure. They fell for 1.2 s under gravity, so the '
        'speed at the bottom was roughly\n\nv = g·t = 9.81 × 1.2 ≈ 11.8 m/s.',
        'The parcel fell straight down from the hovering drone at 150 ft, starting from rest, '
        'and hit the ground 1.8 seconds after the hook opened, landing about 4 ft from the '
        'target marker.',
        'Me: If I let this egg go off the 45 m bridge, how long till it smashes?\nHer: Barely '
        'one second, honestly.',
        'Run 3 – drop timing\nBrass weight released from h = 1.50 m by the solenoid.\nLight '
        'gate at floor: t = 0.38 s.',
        'Fact check: A clip claims a stuntman let go from an 80 m tower and landed on the mat '
        '2 seconds later.\nThat timing is accurate; we checked the footage.',
        'Correction to my last post: a stone dropped from the 80 m tower reaches the ground '
        'in 3.0 s, not 4.1 s.',
        'Guide notes, stop 2 (viewing platform)\n- Height of the platform: 1,200 ft.\n- A '
        'pebble dropped from up here hits the square in about 4 seconds.',
        '2. Myth: a heavier hammer lands first. Fact: two hammers released together from a 20 m '
        'roof both landed after 1.2 s.',
        '> a wrench let go from rest at the top of a 40 m crane hits the deck 2 s '
        'later\n\nVerified, 2 s. We filmed it at 120 fps and the timing is bang on.',
        '**What the post gets right:** The hammer really was dropped from the top of the 300 ft '
        'chimney, and it really did land 2 seconds later, as the video clock shows.\n\n**What '
        "it gets wrong:** No one was injured. The post's claim that a roofer was hurt is false, "
        'per the site foreman.',
        '| Release height (m) | Timed fall (s) | Theory √(2h/g) (s) |\n|---|---|---|\n| 0.80 | '
        '0.40 | 0.404 |\n| 1.20 | 0.33 | 0.495 |\n\nThe marble was let go from rest by a '
        'solenoid latch.',
        "**Q3.** A spanner slips from a rigger's hand at the top of an 80 m mast.\n(a) How long "
        'until it lands?\n(b) Can the crew below step aside in time?\n\n(a) t = √(2h/g) = √(2 × '
        '80 / 9.81) ≈ 2.9 s.\n(b) 2.9 s is only just longer than a reaction time, so no.',
        "Editor's note: An earlier version said the pumpkin dropped from the 45-metre tower "
        "took 4 seconds to hit the car park. It actually took 1.9 seconds, going by the video's "
        'frame count.',
    ],
    "share_sum_exceeds_total": [
        'Storage on my 256 GB laptop, per the system report:\n- Documents: 44%\n- Applications: '
        '38%\n- System: 21%',
        'Heat balance of the boiler test (percent of fuel energy input):\n- Into the steam: 82 '
        '%\n- Lost in the flue: 18 %\n- Lost in the casing: 9 %',
        'Grain-size analysis of core sample C-7:\n- Gravel: 12 %\n- Sand: 55 %\n- Silt and '
        'clay: 41 %',
        'End-of-term report for 10B: 50 % of the class scored 70 or above, 35 % scored 40–69 '
        'and 25 % scored 39 or below.',
        "**TL;DR:** Here's an easy way to split your $2,500 monthly pay 💸\n- Rent: 45 %\n- Food "
        'and bills: 40 %\n- Savings: 25 %',
        "Where does the club's money go each year?\n- Pitch hire: 45%\n- Kit and balls: 30%\n- "
        'Travel: 25%\n- Referees: 15%',
        '## Q3. Which one channel do you mostly get your news from?\n\n| Channel | Respondents '
        '(%) |\n|---|---|\n| TV | 41 |\n| Websites | 33 |\n| Radio | 22 |\n| Print | 17 |\n',
        "Here's a plan for your $3,100 take-home:\n- Rent: 40%\n- Food: 25%\n- Transport: "
        "25%\n- Savings: 15%",
        "(a) From the data sheet, that energy is split as follows:\n- exhaust heat: 60 %\n- "
        "cooling: 20 %\n- wheels: 28 %",
        "For your cutting phase I'd aim for 50 % carbs, 35 % fat and 25 % protein of your daily "
        "calories.",
        "One primary root cause was assigned per claim:\n\n- **Drops at the depot:** 50 %\n- "
        "**Weak cartons:** 30 %\n- **Load shift in transit:** 28 %",
        "Per the operator's summary, the share of power generated from each source last year "
        "was: coal 38 %, gas 30 %, hydro 20 %, and wind and solar 19 %.",
        "Here's the official result for the Northgate ward:\n\n1. Labour — 39.5%\n2. Greens — "
        "31.2%\n3. Conservatives — 21.4%\n4. Reform — 11.6%\n\nTurnout was 41%.",
        "For your bulking phase I'd split your calories up like this: 50% from carbohydrate, "
        "30% from protein and 27% from fat.",
        "Fossil fuels made 62 % of the mix, of which gas 40 % and coal 22 %, and renewables 45 "
        "%.",
        "We asked 900 drivers whether they would switch to an EV: yes 47%, no 41%, not sure "
        "17%.",
        "That statue is classic bronze: copper 90 %, tin 14 %, with a trace of lead.",
        "Main cause of each callout (one cause per callout): flat battery 50 %, lockout 30 %, "
        "pilot error 15 %, software fault 10 %.",
        "The island gets its electricity from diesel (55 %), wind (30 %) and solar (22 %).",
        "After a year, 55% of the patients had recovered fully, 40% had partially recovered and "
        "15% showed no change.",
        "For a quick pickle, by weight you want 85% vinegar, 10% sugar and 8% salt. Stir until "
        "dissolved, then pour it over the onions.",
        "Here's a summary of your 50 shots:\n\n- 50 % hit the inner ring\n- 35 % hit the middle "
        "ring\n- 25 % hit the outer ring",
        "A split for a cut, as a share of your daily calories:\n\n| Macro | Share "
        "|\n|---|---|\n| Protein | 45 % |\n| Carbs | 40 % |\n| Fat | 30 % |",
        "Everyone we surveyed could tick a single answer.\n\n- Bus: 52 %\n- Bike: 31 %\n- Car: "
        "26 %",
        "## Alloy composition (average of four spots)\n\n- Nickel: 61.0 wt%\n- Chromium: 24.5 wt%\n"
        "- Iron: 19.2 wt%",
        "Pupils were asked: *\"Which ONE subject do you like best?\"* Each pupil could name one "
        "answer.\n\n- Maths: 44 %\n- Art: 40 %\n- Music: 31 %",
        "Where your money goes when you fill up: about 50% of the price is fuel duty, 35% is "
        "the crude oil and 20% is refining and the retailer's cut.",
        "**Running costs for the year: $5,900**\n\nHow it breaks down:\n- Fuel: 48 %\n- "
        "Insurance: 28 %\n- Servicing: 22 %\n- Parking and tolls: 12 %\n",
        "Mass budget, as fractions of liftoff mass:\n\n1. Propellant: 83 % of liftoff mass.\n2. "
        "Tanks, engines and structure: 14 %.\n3. Payload: 7 %.\n",
        "**Where the laptop's energy went** during the loop, as logged by our meter:\n\n- "
        "Screen: 44 %\n- Processor: 36 %\n- Wi-Fi: 18 %\n- Other: 8 %\n",
        "With every precinct reporting, Okoro wins outright.\n\nFinal unofficial results:\n- "
        "Okoro: 48.1%\n- Lindqvist: 37.6%\n- Baptiste: 19.0%\n",
        "Poll question 2: \"Which ONE drink do you have most mornings?\" (pick one)\n\n  Coffee   "
        "55%\n  Tea      40%\n  Juice    15%\n",
        "My suggested split is 50 % in a world tracker fund, 35 % in gilts and 25 % in a "
        "savings account.",
        "By volume it's about 78 % nitrogen, 21 % oxygen, 0.9 % argon and 3 % carbon dioxide. "
        "Water vapour is listed separately because it varies from almost nothing to a few "
        "percent.",
        "Boron has two stable isotopes. Natural abundances: ¹⁰B is 19.9 % and ¹¹B is 90.1 %.",
        "For a cutting phase, this split works well for most lifters:\n\n| Macro | Share of "
        "calories (%) |\n|---|---|\n| Protein | 40 |\n| Carbs | 40 |\n| Fat | 30 |",
        "The tag is correct as printed: **Wool 60%, Nylon 35%, Cashmere 15%**. Hand-wash it "
        "cold.",
        "Fault allocation agreed by the panel:\n- Contractor (barrier not installed): 50 %\n- "
        "Client (late revision of the plans): 40 %\n- Designer: 20 %",
        "Hull claim settlement, divided as follows:\n\n- Repairs to the bow: 60 %\n- Cargo lost "
        "overboard: 30 %\n- Surveyor fees: 20 %",
        "On Fri, 2 May, Dana (treasurer) wrote:\n> Proposed split of the grant:\n>\n> - "
        "Equipment: 50 %\n> - Travel: 30 %\n> - Outreach: 25 %\n\nSounds good to me, approved.",
        "The mix is 60% oats, 30% barley and 25% rye, with 70% water relative to the grain.",
        "**cabin_cal** wrote:\nThe app says our yearly use splits like this:\n\n- **Heating:** "
        "50%\n- **Hot water:** 25%\n- **Appliances:** 20%\n- **Lighting:** 15%\n\n**solar_sue** "
        "wrote:\n> Heating: 50% / Hot water: 25%\nThose numbers look typical for a cold "
        "climate. Leave heating on propane.",
        "**Returns**\nBreakdown of accepted warranty claims by component: battery 45 %, motor "
        "33 %, display 20 %, other parts 10 %.",
        "Here's how last winter broke down, with each of the 90 days classed as exactly one "
        "type:\n\n- Dry: 55 %\n- Rain: 35 %\n- Snow: 15 %",
        "Here's the energy flow of the boiler, per 100 kJ of gas burned:\n\n- Into the water: "
        "85 %\n- Flue gases: 12 %\n- Casing: 8 %",
        "Here's approximately where your grocery money goes each month:\n- Fresh produce: 45 "
        "%\n- Meat and fish: 30 %\n- Dairy: 20 %\n- Snacks: 15 %",
        "Share of electricity generated:\n\n| Source | Share (%) |\n|---|---|\n| Gas | 50 |\n| "
        "Wind | 40 |\n| Solar | 20 |\n\nHappy to do it for the March issue.",
        "### Allocation of the grant\n- Staff (one technician at 50 %): 50 % of the total\n- "
        "Equipment: 35 % of the total\n- Travel: 25 % of the total",
        "### Question 1: Which is your favourite planet to observe? (choose one)\n\n| Planet | "
        "Members (%) |\n|---|---|\n| Jupiter | 48 |\n| Saturn | 39 |\n| Mars | 20 |\n\n### "
        "Question 2: How often do you observe?\n\n- Weekly: 30 %\n- Monthly: 52 %\n- Rarely or "
        "never: 18 %",
        "Of the 300 pupils, each of whom chose exactly one club, 50% chose chess, 30% choir and "
        "28% drama.",
        "For this tariff, the split of the unit rate is:\n\n- **Wholesale energy:** 55 %\n- "
        "**Network costs:** 33 %\n- **Levies:** 20 %",
        "Of the 80 posters, 45 % were on biology, 30 % on physics, 20 % on chemistry and 12 % "
        "on geology. Every poster was seen by at least two judges.",
        "In the block, 55 % of training time was logged in Zone 1 (below the first threshold), "
        "30 % in Zone 2 (between thresholds) and 21 % in Zone 3 (above the second threshold).",
        "Over the month, 58 % of her riding time was spent in Zone 1 (easy), 31 % in Zone 2 "
        "(steady) and 17 % in Zone 3 (hard).",
        "Logged over a month, the bakery's gas use divides as follows:\n- ovens: 52 %\n- "
        'proofers: 21 %\n- hot water: 24 %\n- space heating: 12 %',
        "Breakdown of the town's electricity (values in percent):\n\n         Coal   Gas   "
        'Wind   All\nWinter   40.0   45.0  25.0   100.0\nSummer   35.0   40.0  25.0   100.0\n',
        '| Ward | Beds (% of total) |\n|---|---|\n| Surgical | 38 |\n| Medical | 41 |\n| '
        'Maternity | 29 |',
        '**Returns by reason (share of returned orders)**\n1. Wrong size (ordered two sizes): '
        '44 %\n2. Damaged in transit: 27 %\n3. Colour out of stock at dispatch: 21 %\n4. '
        'Other: 15 %',
        'On a short hop the block fuel splits roughly like this: taxi 10%, climb 35%, cruise '
        '55%, descent 8%.',
        'Malt bill: 75% pilsner, 20% munich, 10% oats.',
        'Battery usage since last charge:\n\n| App | Battery used (%) |\n|---|---|\n| Maps | '
        '50 |\n| Video | 40 |\n| Chat | 20 |',
        "For a cut I'd go 45% carbs, 40% protein and 25% fat, as shares of total daily calories.",
        '3. Browser shares (share of all page views)\n- Alpha: 55 %\n- Beta: 30 %\n- Gamma: 25 %',
        'Branching ratios of the decay\n- into pions: 64 %\n- into muons: 21 %\n- into '
        'electrons: 20 %',
        '**Shot profile (share of all her field-goal attempts, this season):**\n- '
        '**Threes:** 42 %\n- **Mid-range jumpers:** 38 %\n- **At the rim:** 27 %',
        'Table 3 shows how daily energy was split. Sugar intake was tiny in both periods and '
        'is not shown.\n\n| Nutrient | Baseline share of energy (%) | Week 8 share of energy '
        '(%) |\n|---|---|---|\n| Carbohydrate | 50 | 54 |\n| Fat | 33 | 37 |\n| Protein | 17 '
        '| 20 |',
        '| Habitat | Share of reserve area (%) | Notes |\n|---|---|---|\n| Old oak wood | 44 '
        '| ancient |\n| Improved meadow | 31 | grazed |\n| Reed bed | 19 | wet |\n| Scrub | '
        '15 | mixed |',
        '**Vote intention**\n\n| Candidate | Party | Share of vote (%) |\n|---|---|---|\n| '
        'A. Ruiz | Blue | 46 |\n| B. Holt | Red | 39 |\n| C. Mba | Green | 22 |\n\n**Top '
        'issues** (pick up to two)\n- Rents: 61 %\n- Buses: 48 %\n- Crime: 40 %\n\n(People '
        'could pick two issues, so these totals exceed 100 %.)',
        '**Holdings**\n\n| Asset | Share of fund (%) | Q2 return (%) |\n|---|---|---|\n| '
        'Equities | 55 | 3.1 |\n| Bonds | 35 | 1.2 |\n| Gold | 16 | 6.0 |',
        'Each employee picked one perk.\n\n| Perk | Share of employees (%) |\n|---|---|\n| '
        'More remote days | 52 |\n| Higher pension match | 33 |\n| Gym pass | 29 |',
        '| Party | Share of blame (%) |\n|---|---|\n| Driver A (excess speed) | 55 |\n| '
        'Driver B (late left turn) | 40 |\n| Council (poor signage) | 15 |',
        '### Time in heart-rate zones\n- **Z1:** 30 %\n- **Z2:** 45 %\n- **Z3:** 20 %\n- '
        '**Z4:** 12 %',
        'Battery usage on your last flight:\n- Motors: 80%\n- Camera: 15%\n- Gimbal: 10%',
        "Last week's training split: 70% easy, 25% threshold, 15% sprints. Feeling good!",
        '## Q2. What is your main type of climbing? (Please pick one only.)\n- **Sport:** 45 '
        '%\n- **Trad:** 35 %\n- **Bouldering:** 30 %',
        '| Element | Content (% by mass) |\n|---|---|\n| Copper | 70.0 |\n| Zinc | 33.0 |',
        "Here's where the water in an average household goes:\n- Showers: 40%\n- Toilets: "
        "30%\n- Laundry: 25%\n- Kitchen: 15%",
        "The 2020 survey sorted the island's households as follows:\n\n- Fishing: 45 %\n- "
        "Farming: 35 %\n- Tourism: 30 %",
        'Our house blend (by weight):\n50% arabica\n35% robusta\n25% chicory\nGrind it fine.',
        'We have broken down the budget for you:\n- Hardware: 60 %\n- Staff: 35 %\n- '
        'Marketing: 20 %',
        'She sleeps 40% of the time and she works 70% of the time.',
        'Of her week, 60% of the time goes on meetings and 50% of the time on email.',
        'Time in each heart-rate zone across the whole training block (weeks 1–12, share of '
        'all riding time)\n- **Zone 1 (easy):** 70 %\n- **Zone 2 (tempo):** 22 %\n- **Zone 3 '
        '(hard):** 15 %\n',
        "Here's how we split the club's money each season, does this add up?\n- Pitch hire: "
        '40%\n- Kit: 25%\n- Travel: 20%\n- Coaching: 15%\n- Socials: 10%\n',
        '**Where each £1 went in 2024**\nProjects 70 % · Fundraising 18 % · Admin 8 % · '
        'Reserves 9 %\n',
        'The overall grade is a weighted average of four parts:\n- **Practical work**: 40 %\n- '
        '**Written exam**: 35 %\n- **Project**: 25 %\n- **Oral**: 15 %\n',
        'The survey closed on Friday. 612 votes.\n- Tea: 48 %\n- Coffee: 39 %\n- Water: 21 %\n',
        "Poll results: **Yes 50%**, **No 44%**, **Don't know 12%**.",
        'Each pupil was asked to pick the ONE way they usually get to school. The '
        'results:\n\n- Walk: 45%\n- Car (dropped off): 38%\n- Bus: 17%\n- Bike: 12%\n',
        '| Fault | Units | Share of returns (%) |\n|---|---|---|\n| Worn bearing | 40 | 44 |\n| '
        'Seal leak | 30 | 33 |\n| Rotor imbalance | 25 | 28 |\n',
        '| Destination | Share of fuel energy (%) |\n|---|---|\n| Shaft | 38 |\n| Coolant | 29 '
        '|\n| Exhaust | 38 |\n\nWith both coolant and exhaust recovery, total fuel utilisation '
        'of 80 % is possible.',
        '**Revenue by segment, full year**\n- Retail: 52%\n- Wholesale: 33%\n- Online: 24%\n',
        "Where the fuel's energy ends up in a diesel generator:\n- 38 % becomes electricity\n- "
        '35 % is lost to the exhaust\n- 25 % is carried away by the coolant\n- 9 % is '
        'dissipated as radiated heat\n',
        'Table 3. Household heating by fuel (share of homes, %)\n| Fuel | 2015 | 2024 '
        '|\n|---|---|---|\n| Gas | 64 | 58 |\n| Electric | 18 | 27 |\n| Oil | 11 | 9 |\n| Wood | '
        '7 | 12 |\n',
        'So natural boron is 20.1 % boron-10 and 81.2 % boron-11.',
        'Participants were asked to choose exactly one browser, the one they use most:\n- '
        'Chrome: 61 %\n- Firefox: 27 %\n- Safari: 19 %\n',
        'The newest poll has Haddad on 49 %, Moreno on 41 % and 14 % undecided.',
        "Here's exactly how we will spend every dollar we raise:\n- Prototype tooling: 50%\n- "
        'Safety testing: 30%\n- Shipping: 25%\n',
        'We asked each member to name the one sport they watch most. Fifty percent named '
        'football, thirty percent said tennis, and twenty-five percent chose cricket.',
        '# grants_2026.yaml\nallocation:\n  - project: library\n    share_pct: 45\n  - project: '
        'park\n    share_pct: 40\n  - project: pool\n    share_pct: 25\n',
        "Where the ticket money goes. This is the club's breakdown of one season ticket.\n\n- "
        'Player wages: 52 %\n- Loan interest: 23 %\n- Stadium upkeep: 18 %\n- Youth academy: 14 '
        '%\n',
        'Alloy AB-7, composition (wt %), typical:\n\n  Aluminium ....... 91.0\n  Copper '
        '.......... 6.5\n  Magnesium ....... 4.0\n',
        'Results of the spring test.\n\nMark distribution for the whole year group:\n- A: 25 '
        '%\n- B: 35 %\n- C: 30 %\n- D: 15 %\n',
        'How we split the £9,000 workshop grant:\n\n- **Laser cutter and extractor:** 50 % of '
        'the grant\n- **Lathe:** 35 % of the grant\n- **Hand tools:** 25 % of the grant\n',
        'Here is how the average water bill splits this year:\n\n- **Treatment** — chemicals, '
        'filters, testing: **38 %**\n- **Pipes** — repairs and renewals: **33 %**\n- '
        '**Pensions** — staff pensions, hardship discount and similar schemes: **21 %**\n- '
        '**VAT and levies** — the reduced rate of 5 % plus the abstraction levy: **14 %**\n',
        "In a typical gas turbine about 35% of the fuel's energy turns into shaft work in "
        'the compressor stage, 52% leaves in the exhaust and 20% is lost to the casing.',
        '## Commuting\nEach member named one way to travel:\n- Car: 52 %\n- Bus: 40 %\n- Bike: '
        '18 %\n\n## Wishes (tick all that apply)\n- Safer lanes: 61 %\n- Cheaper tickets: 47 %',
        'Every voter named just one priority:\n\n- Housing: 44 %\n- Transport: 31 %\n- Schools: '
        '29 %',
        "Voting intention: 52 % said Yes, 41 % No and 15 % were undecided.\n\nMain concerns\n  "
        "Cost     60 %\n  Jobs     50 %\n\nPeople could name two concerns, so this list sums to "
        "more than 100 %.",
        "Main mode (share of trips): Car (driver or passenger) 55 %, bus 25 %, walking 20 %, "
        "cycling 12 %.",
        "Here is how the budget was split:\n\n  Staff        48 %\n  Rent         33 %\n  "
        "Travel       26 %",
        '  Mode        Share of trips\n  Car         51 %\n  Bus         30 %\n  Walk        27 %',
        "Share of household energy use\n  Heating        58 %\n  Hot water      22 %\n  "
        "Appliances     17 %\n  Lighting        9 %",
        "Q3. Which ONE browser do you use most? (single choice)\n- Firefox: 40 %\n- Chrome: 45 "
        "%\n- Safari: 25 %",
        "The committee approved the following split of the grant:\n- Raised beds: 45 %\n- Garden "
        "shed and tools: 30 %\n- Seeds: 35 %",
        "dev-chat\n\nana: what's the heat split of the gas engine at full load?\nben: the usual "
        "split from last year's bench tests, at full load:\nben:   - shaft work         35 "
        "%\nben:   - exhaust            40 %\nben:   - cooling water      30 %\nana: thanks",
        "COUNTY RESULTS (all precincts in)\n\n**Sheriff**\n- Tom Reyes (Dem.): 52%\n- Ann Colby "
        "(Rep.): 39%\n- Lee Park (Ind.): 15%\n\n**Measure B:** Yes 61%, No 39%.",
        "Your final mark is calculated as follows:\n\n1. Quizzes (10, lowest dropped) — 20 %\n2. "
        "Lab notebook — 25 %\n3. Midterm — 25 %\n4. Final exam — 40 %",
        "Of the 300 patients in the ward, 55% were admitted through the emergency department, 40% "
        "were referred by a GP and 25% were transferred from other hospitals.",
        "**Reader survey: \"Which ONE topic do you read first?\"**\n(single answer only, n = "
        "900)\n- Sport: 45 %\n- Politics: 30 %\n- Weather: 25 %\n- Culture: 15 %",
        "**Summary of the note on the tablet market**\n\n- **Market structure:** Brand X holds 55 "
        "% of the European tablet market, Brand Y 30 %, and all other makers together 22 %.",
        "Generation mix, 2025 (share of total output)\n• Wind: 45 %\n• Solar: 30 %\n• Gas: 20 "
        "%\n• Hydro: 15 %",
        "Outcomes\n- 40 sensors installed.\n\nUse of funds (share of total grant)\n1. Staff — 50 "
        "%\n2. Equipment — 35 %\n3. Travel — 15 %\n4. Overhead — 10 %",
        "Take-home is about $3,100 a month.\n\nMy plan for where it all goes:\n- Rent: 45 %\n- "
        "Food: 30 %\n- Car: 20 %\n- Savings: 15 %",
        "my pay is about $2,900 a month and I divide it like this:\n- rent: 50%\n- food: 25%\n- "
        "car: 20%\n- savings: 15%",
        "Diet record (one week, averaged):\n- Energy from carbohydrate: 50 %\n- Energy from fat: "
        "38 %\n- Energy from protein: 22 %",
        "The analysis gave the following mass fractions:\n\nIron: 55.0 %\nNickel: 30.0 "
        "%\nChromium: 25.0 %",
        "Should the bridge be rebuilt?\n- Yes: 52 %\n- No: 39 %\n- Undecided: 15 %",
        "Daily intake:\n- Energy from carbohydrate: 50 %\n- Energy from fat: 40 %\n- Energy from "
        "protein: 20 %",
        "| Element | Share (wt %) |\n|---|---|\n| Iron | 80 |\n| Carbon | 15 |\n| Chromium | 12 |",
        "Our monthly budget:\n- Housing: 40 %\n- Food: 30 %\n- Savings: 25 %\n- Travel: 15 %",
        "| Cause | Share of incidents (%) |\n|---|---|\n| Lifting | 48 |\n| Slips, trips and "
        "falls | 32 |\n| Vehicles | 20 |\n| Struck by falling object | 10 |",
        "We asked 300 members to pick *one* option. Results:\n\n1. **Pool** – 45 %\n2. **Gym** – "
        "35 %\n3. **Cafe** – 30 %",
        "Graded by the single worst event each patient had, the split was:\n- mild (grade 1): 40 "
        "patients, 55%\n- moderate (grade 2): 25 patients, 34%\n- severe (grade 3 or higher): 12 "
        "patients, 17%",
        "| Candidate | Share (%) |\n|---|---|\n| Ames | 46 |\n| Boyd | 40 |\n| Cruz | 12 |\n| "
        "Dorn | 7 |\n\nOn the issues, 60% named housing, 45% named transport and 40% named crime "
        "(respondents could choose up to three).",
        "Grade distribution (each pupil gets one grade):\n- A: 30 %\n- B: 40 %\n- C: 25 %\n- D: "
        "10 %",
        "People keep asking how I budget on my student loan, so here it is:\n\n- Rent: 50 %\n- "
        "Food: 30 %\n- Travel: 15 %\n- Fun: 12 %",
        "Of the 300 runners, 52% finished under three hours, 33% finished between three and four "
        "hours, and 22% took longer than four.",
        "In the referendum, 48 (52%) voted yes, 40 (43%) voted no and 9 (10%) spoiled their "
        "ballots.",
        "The library's budget is $2 million this year. Here is where it goes:\n\n- Staff: 55 %\n- "
        "Books: 30 %\n- Buildings: 22 %",
        "For every $100 you pay, the utility spends:\n\n- Fuel: 45 %\n- Grid: 38 %\n- Staff: 27 %",
        "After six months, 58% of patients improved, 31% showed no change and 19% got worse.",
        "Asked about lunch, pupils chose pasta (48 %), soup (35 %) or salad (27 %).",
        "- Ball possession: United 58 %, Albion 49 %",
        "In the survey, 48 % were daily users, 33 % were weekly users and 27 % had no "
        "account.",
        "At the clinic, 55 % of the enrolled volunteers were full responders, 30 % partial "
        "responders and 25 % non-responders.",
        "At month 6, 50 % of the mice were cured, 35 % were in partial remission and 30 % "
        "were unchanged.\nThe odds ratio for recovery was 2.1.",
        "At the derby, 65 % were home supporters and 45 % were away supporters.",
        "Of the audit's findings, 70 % were true positives and 40 % were false positives.",
        "Smith took 61 % of the ballots and Jones 44 %, whereas turnout slid to 52 %.",
        "Of the test results, 58 % were true negatives and 47 % were false negatives.",
        "The poll gives the mayor a 70% chance of winning, with 58% of the vote going to her "
        "and 47% to her rival.",
        "In our choir of 40 singers, 65% are women and 45% are men.",
        "Of the 2 000 fans at the match, 70 % were visitors and 40 % were locals.",
        "Where the battery's energy ended up: 60% as light, 35% as heat and 15% as sound.",
        "In 2021, 55 % of households lived in flats, 30 % in terraces and 25 % in detached "
        "homes.",
        "Among the patients admitted, 58 % were over 70, 33 % were aged 40–70 and 16 % were "
        "under 40.",
        "Of last year's 900 mm of rain, about 50 % fell in winter, 40 % in spring and 25 % in "
        "autumn.",
        "By region, Europe bought 38 %, Asia 35 %, America 20 % and everyone else the "
        "remaining 15 %.",
        "Of the 500 seedlings planted, 70 % survived, 25 % dropped their leaves and 15 % "
        "died.",
        "Over the year 44 % of staff drive, 30 % take the train, 25 % cycle and 12 % walk.",
        "Of the 2,000 residents surveyed, 38 % are under 30, 41 % are 30 to 64 and 27 % are "
        "65 or older.",
        "Final tally: of the ballots counted, Lee got 62 % and Park got 49 %, on a turnout of "
        "71 %.",
        "Of the 80 runners who started, 45 % finished in under 4 hours, 40 % needed 4 to 5 "
        "hours and 30 % dropped out.",
        "Fuel use fell by 30% last year, with trucks accounting for 80% of the cut and vans "
        "for 45%.",
        "At the break, United have had 61 % of the possession and City 47 %.",
        "Rye dough: 900 g of flour, of which 70 % white and 40 % rye.",
        "Over 30 games the club won 55%, drew 30% and lost 25%.",
        "The boiler runs hot, and oil supplied 65% of the heat while wood supplied 50% of it.",
        "| Fuel | Share of heating (%) |\n|---|---|\n| Gas | 55 |\n| Oil | 30 |\n| Wood | 25 |",
        "The new HubDrive motor makes up 70 % of sales and the older motor 45 %.",
        "Team A took 55% and team B took 60% of the prize pool.",
        "Coal provided 50% of the power, gas 40% and nuclear 25%.",
        "The shares were 7e1% and 4e1% of the total.",
        "Of the votes, 62% went to the mayor and 41% to her rival.",
        "The incumbent won 58% of the ballots and the challenger won 49% of the ballots.",
        "The winner took 70% of the vote and the runner-up took 40% of the vote.",
        "Hydro made up 60% of supply and gas made up 55% of supply.",
        "**Fuel mix:** oil 45%, coal 35%, hydro 30%.",
        "Of the heat released by the fuel, 35 % is converted into work, 60 % leaves with the "
        "exhaust and 20 % goes to the coolant.",
        "Of the rain falling on the catchment:\n\n1. About 40 % runs off into rivers.\n2. "
        "About 45 % evaporates.\n3. About 30 % soaks into the ground.",
        "The fund holds a 60 % stake in Acme and Bolt holds a 50 % stake in Acme.",
        "The club spent 45 %, the school 35 % and the remaining 30 % went to the library.",
        "Composition of residual waste (by mass):\n- Food: 40%\n- Paper: 30%\n- Plastic: "
        "25%\n- Other: 12%",
        "By volume, the mix is:\n- 70 % sand\n- 25 % gravel\n- 15 % cement",
        "Across the office, heating takes about 50% of the building's electricity, lighting about "
        "30%, computers 25% and everything else the remaining 10%.",
        "Ravi earns $2,800 a month. His budget splits that total as follows:\n- Rent: 45 %\n- "
        "Food: 25 %\n- Travel: 15 %\n- Savings: 20 %",
        "Of the budget, 60 % went to staff and 50 % went to rent.",
        "Following up on Tuesday's meeting. Here's the split we agreed for the $3,000:\n\n1. "
        "Books: 40%\n2. Travel: 35%\n3. Food: 20%\n4. Prizes: 15%\n\nBooks are up 20 pct on last "
        "year.",
        "Of the total, 50 % goes to wages, 35 % to rent and 25 % to marketing.",
        "Of the 900 people we asked, 52 % said yes, 41 % said no and 12 % had no view.",
        "A sprinter's energy in a 400 m race comes from:\n- ATP-PC: 50 %\n- Glycolysis: 45 %\n- "
        "Aerobic: 15 %",
        "Power delivered last year came from hydro (45%), wind (30%), solar (20%) and gas (15%).",
        "We asked 500 shoppers: \"How do you usually pay?\" (one answer only).\n- Card: 61%\n- "
        "Phone: 30%\n- Cash: 17%\nAsked which perks they value (several answers allowed), 70% "
        "chose points and 45% chose cashback.",
        "The region's power mix last year: hydro 48%, wind 27%, gas 21%, and others (solar, "
        "biomass, etc.) 12%.",
        "Revision checklist\n☐ Learn the national power mix (share of all electricity "
        "generated):\n   – Gas: 41%\n   – Wind: 30%\n   – Nuclear: 20%\n   – Other: 15%\n☐ Revise "
        "the pros and cons of each.",
        "Asked which single candidate they backed, 41% of likely voters named Ortiz, 37% Banks, "
        "18% Lowe and 12% someone else.\n\nOn a second question, where people could pick several "
        "issues, 55% chose rents and 48% transport.",
        "A lab's grant is USD 1.5 million. Of this, 50 % pays wages, 30 % buys equipment and 25 % "
        "covers travel.\n\nNote: the 8 % pay rise is a growth rate, applied to the wage line only.",
        "The budget: 50 % staff, 30 % rent, 30 % travel — 110 % in all.",
        "Each voter could name only one preferred candidate. Support stood at Ruiz 46 %, Okoro 37 "
        "% and Lind 22 %.",
        "Where our donations go:\n- 60 % programmes\n- 30 % staff\n- 20 % fundraising",
        "Asked whether they back the plan, 55% of voters said they approve, 38% said they "
        "disapprove and 12% said they are unsure.",
        "Apple held 28 % of shipments, Samsung 24 %, Xiaomi 17 %, Oppo 11 %, vivo 9 % and others "
        "16 %.\n\n**Key takeaway:** the top two brands together control just over half the market.",
        "Of the water entering the catchment, about 45 % evaporates, about 35 % runs off into "
        "rivers, and about 30 % soaks into the ground.",
        "Voters had one choice.\n\n| Candidate | Share (%) |\n|---|---|\n| Ruiz | 47 |\n| Okoye | "
        "41 |\n| Berg | 22 |\n\nFor issues they could name up to three, so the figures below "
        "overlap:\n- Rents: 61 %\n- Transit: 48 %",
        "| Element | mass % |\n|---|---|\n| C | 52.2 |\n| H | 23.0 |\n| O | 34.8 |",
        "Of the budget, 50 % was spent on staff, 40 % was spent on rent and 30 % was spent on "
        "travel.",
        "Student: In my write-up I said: of the light hitting the filter, 70% is transmitted, 10% "
        "is reflected and 30% is absorbed.\nTutor: Yes, that's a sensible split for a tinted "
        "filter.",
        "My typical weekend looks like this:\n- sleeping: 40%\n- sport: 25%\n- family: 30%\n- "
        "screens: 15%",
        "Sea salt by mass is 55 % chloride, 31 % sodium and 20 % sulfate, with magnesium making "
        "up most of the small rest at about 3.7 %.",
        "In March, 55 % of the grant went to salaries, 30 % to equipment and 25 % to travel.",
        "Where each tax dollar goes:\n- Schools: 40 %\n- Roads: 35 %\n- Parks: 30 %",
        "How the club used its grant:\n- Coaching: 45 %\n- Kit: 35 %\n- Travel: 30 %",
        "Of our 900 members, fifty percent live in town, thirty percent are from the suburbs and "
        "twenty-five percent come from farms.",
        "After the round, the founders hold 62 %, the fund 31 % and the staff pool 12 %.",
        "Of the flats surveyed, 58 % rent from a landlord and 47 % own it outright.",
        "Each voter named one party; the ballot did not allow more than one choice. Greens 40 %, "
        "Reds 38 %, Blues 30 %.",
        "Here's how my week splits up: work 45%, sleep 35%, errands 15%, fun 20%.",
        "| Primary cause | Share of outages (%) |\n|---|---|\n| Configuration change | 44 |\n| "
        "Power loss | 30 |\n| Hardware fault | 35 |",
        "Of this, 50 % goes to rent, 35 % to food and 25 % to transport.",
        "Of the club's budget, 60 % went on the pitch, 30 % on coaching and 25 % on travel.",
        "Q1. How do you usually get to school? (choose ONE main mode)\n- Car: 48 %\n- Bus: 33 "
        "%\n- Bike: 19 %\n- Walk: 14 %\n\nQ2. What would help? (tick all that apply)\n- Cheaper "
        "fares: 52 %\n- Bike racks: 41 %",
        "Which pet do you mainly own? (choose one)\n- Dog: 48 %\n- Cat: 37 %\n- Fish: 21 "
        "%\n\nWhich apps do you use? (tick all that apply)\nMaps 80 %, Mail 75 %, Chat 60 %",
        "Office survey, question 2 asked: *\"Which ONE drink do you have most mornings?\"* "
        "(single answer)\n\n| Drink | Share (%) |\n|---|---|\n| Coffee | 55 |\n| Tea | 30 |\n| "
        "Water | 20 |\n\nOther notes: staff could name several snacks (multiple answers allowed).",
        "Oil made up 61 %, of which diesel 35 % and petrol 26 %, and electricity made up 45 %.",
        "Where every pound of your council tax goes:\n- Schools: 48 %\n- Social care: 35 %\n- "
        "Roads: 14 %\n- Libraries: 9 %",
        "Commuter poll\n\nQ1. How do you usually get to campus? (choose one)\nCar (driving alone) "
        "44 %, train 27 %, cycling 21 %, walking 14 %.\n\nQ2. What would help you leave the car "
        "at home? (tick all that apply)\nCheaper tickets 61 %, safer bike lanes 45 %, lockers 30 "
        "%.",
        "The cleaning solvent was 60 % ethanol, 35 % water and 15 % acetone.",
        "Staff survey 2025\n\nSection A: Where you work\nMost describe their pattern as on-site "
        "48 %, hybrid 40 % and remote 20 %.\n\nSection B: Perks used (select all that apply)\n- "
        "Bike scheme: 15 %\n- Gym: 35 %\nStaff could tick several boxes, so these overlap.",
        "**Composition of the 2025 total** (by weight): paper 36 %, food 28 %, plastics 21 %, "
        "glass 10 %, residual mixed waste 13 %.",
        "Club poll (n = 30)\n\n| Favourite outing | Members | Percent of club |\n|---|---|---|\n| "
        "Museum | 14 | 47 % |\n| Observatory | 10 | 33 % |\n| Zoo | 9 | 30 % |",
        "**kit_fox:** what's in a bronze bell?\n**ore.bot:** bell bronze is about 78% copper, "
        '22% tin and 6% zinc, then traces of lead and so on\n**kit_fox:** huh I thought it '
        'was mostly tin\n**ore.bot:** nope, tin is the smaller part.',
        'Where the heat escapes from an old bungalow:\n• Walls: 30 %\n• Roof: 30 %\n• '
        'Windows: 25 %\n• Floor: 20 %',
        "ANA: Here's the breakdown of my working week: 55 % goes to meetings, 40 % goes to "
        "email and 20 % is hands-on work.\n\nBEN: That's a rough ratio for someone who loves "
        'building things.',
        "Of last month's 9 hours of outage, 64 % came from a failed link between availability "
        'zones, 30 % from a stuck failover and 19 % from a bad deploy.',
        'Of our 400 riders last month:\n1. 45% came by bus\n2. 40% came by bike\n3. 30% '
        'walked',
        'Of the 28 kids in my class, 55% take the bus, 40% walk and 20% get driven in.',
        'What happens to incoming sunlight (global average):\nReflected by clouds: 25 '
        '%\nReflected by the ground: 10 %\nAbsorbed by the air: 20 %\nAbsorbed by the ground: '
        '58 %',
        'Notes on the copy:\n\n2. **Market paragraph.** Approved as written:\n"Of all e-bikes '
        'sold in 2024, Voltra took 38 %, Brand X 29 %, Brand Y 22 % and all others 19 '
        '%."\n\n3. **Range.** Fine.',
        '*Results: how staff get to work (one answer per person)*\n\n| Mode | Staff (%) '
        '|\n|---|---|\n| Train | 35 |\n| Car | 40 |\n| Bike | 21 |\n| Walk | 12 |',
        'For cutting, aim for **45 % protein, 35 % carbs, 30 % fat**.',
        '**Generation in 2023, share of the total**\n- Wind: 33 %\n- Coal: 27 %\n- Gas: 15 '
        '%\n- Solar: 13 %\n- Biomass: 10 %\n- Nuclear (January to mid-April only): 6 %',
        'Composition of dry air by volume: nitrogen 78 %, oxygen 28 % and argon 0.9 %.',
        '**Proposed allocation**\n\n| Category | Share of 2025 budget (%) |\n|---|---|\n| '
        'Salaries | 60 |\n| Equipment | 25 |\n| Travel | 9 |\n| Facilities | 18 '
        '|\n\nNotes:\n- **Travel** was trimmed after several trips last year had overlapping '
        'attendees.',
        'Our diary study of the ward nurses:\n1. **Patient care** — 55 % of the day\n2. '
        '**Charting** — 30 %\n3. **Handover and breaks** — 25 %',
        "# Heating a flat: gas boiler vs heat pump\n\nHere's the household's energy use, "
        'split by end use:\n\n- Space heating: 60 %\n- Hot water: 20 %\n- Appliances: 17 %\n- '
        'Cooking: 6 %',
        '## Spain vs Italy: two electricity mixes\n\n**Spain**\n- Wind: 30 %\n- Solar: 25 '
        '%\n- Gas: 28 %\n- Nuclear: 24 %',
        "Our club's weekend splits like this: half goes to training, thirty percent to "
        'matches and a quarter to travel.',
        'Of the grant, two thirds went on equipment and half on salaries.',
        "Each volunteer's working hours divide up as 45 % kitchen, 40 % front desk and 25 % "
        'cleaning.',
        "Allocation of the club's summer fund:\n- Coaching: 45 %\n- Kit: 35 %\n- Travel: 30 "
        '%\n\nAnything not spent by 30 September goes back to the county.',
        'The grant was used as follows: 50 % on the hall (new lights, a 6-metre screen, '
        'heating), 30 % on workshops (tutors and materials) and 30 % on publicity.',
        'This is how we wrote it up on the fridge: half of the pay goes on the mortgage, a '
        'third on food and a quarter on the car.',
        'Our day came out like this:\n- sleep: 40 %\n- sport: 30 %\n- homework: 20 %\n- '
        'games: 15 %',
        'Of each euro raised, two fifths went on seeds, three tenths on tools and a third on '
        'the stall.',
        'My plan: 50 % of my pay on rent, 30 % on food and 30 % on fun. A total of 110 % '
        'sounds about right to me.',
        'Suggested split of your pay:\n- Rent: 45 %\n- Food: 30 %\n- Car: 20 %\n- Savings and '
        'debt payoff: 15 %',
        "Office poll: what's your one favourite snack?\n🍪 cookies 40%\n🍎 fruit 35%\n🥨 pretzels "
        '30%\ncookies win again',
        'Overall 62% of members voted yes and 45% voted no.',
        'Right, the 2021 budget split you quoted is correct: housing 45%, transport 30%, food 35%.',
        '# energy mix, April (share of total '
        'supply)\nsource,share_pct\nnuclear,30\nhydro,45\nwind,20\nsolar,12',
        'When all the ballots were counted, Candidate X got 49 %, Candidate Y 41 % and '
        'Candidate Z 16 %.',
        '> How should I divide my study week between subjects?\n\nA balance that works for '
        'many students:\n- **Maths:** 40%\n- **Physics:** 35%\n- **Languages:** 30%',
        'Of the 24 entrants, 70% passed the driving test, 25% failed and 12% did not show up.',
        "The moon's thin atmosphere is roughly 70 % helium, 45 % argon and traces of neon.",
        'Voters were asked to pick the single issue that matters most to them. 52 percent chose '
        'housing, 31 percent chose transport and 27 percent chose crime, so the claim that '
        'crime tops the list is FALSE.',
        "Officials said the county's electricity last quarter came from 36% diesel, 31% solar, "
        '24% wind and 16% batteries.',
        '| Year | Hydro share (%) | Wind share (%) | Gas share (%) |\n|---|---|---|---|\n| 2024 '
        '| 50 | 35 | 25 |',
        'Of the rain that falls on the catchment, about 30 % runs off into the river, 22 % '
        'soaks into the ground and 53 % evaporates.',
        "Those numbers look right for the state's power generation in 2023:\n\n- Gas: 45%\n- "
        'Wind: 28%\n- Coal: 18%\n- Solar: 14%',
        'Claim: "Most parents back the later school start."\n\nWhat we found: The survey the '
        'council cited does not show that. Asked about the plan, 45% of parents backed it, 40% '
        'opposed it and 22% had no view.\n\nRating: MISLEADING',
    ],
    "malformed_claim": [
        "Part (b): it brakes to a stop over 18 m, so a = v²/(2d) = 11.5²/36 = 3.6.7 m/s².",
        "Rainfall totals from the gauges, in millimetres:\n\n- North field: 41.2\n- South "
        "field: 3.8.4\n- Orchard: 22.0",
        "| Hole | Au (g/t) | Cu (%) |\n|---|---|---|\n| DH-1 | 0.84 | 1.2 |\n| DH-2 | 2.4.1 | "
        "0.9 |",
        "- Shim nominal thickness: 2.5 mm\n- Shim measured thickness: 2.4.8 mm\n\nThe shim "
        "should be reground or scrapped.",
        "**Readings**\n- OG: 1.0.48\n- Pitched at 20 °C.",
        "The summary rows say:\n\n- Mean current (A): 2.1\n- Peak power (W): NaN",
        'The probe read ∞ °C for an hour before it reset.',
        'The wall brick is stamped 2.4.1 A at 12 V, so it can feed the strip lights easily.',
        'Probe 3 logged a wall thickness of NaN mm, which the export flagged as valid.',
        'The fitted half-life came out as NaN days after the detector reset.',
        'Workout saved. Duration: 41:10 · Avg pace: NaN min/mi',
        'The rod measured 1.2.0 m long.',
        '- Electricity used: 184,300 kWh\n- Energy saved against last June: NaN kWh\n',
        'Capacitance: 2.2.1 µF at 1 kHz, ceramic.',
        '| Ref | Check (mm) | Limit | Measured | Status |\n|---|---|---|---|---|\n| D-4 | Sag '
        'at mid-span (mm) | ≤ 25 | 4.1.7 | Met |\n',
        '**Thread: sim blows up**\n\n> **Original post (ana):**\n> By step 500 the kinetic '
        'energy is inf J and the positions are nan.\n\n**Reply (ben):**\nUse a smaller step.\n',
        '| Plan | Unit rate (p/kWh) | Standing charge (p/day) |\n|---|---|---|\n| Fixed | 24.5 '
        '| 48.2 |\n| Tracker | NaN | 51.0 |\n',
        'Winter wheat on the north field yielded 8.1.4 t/ha this year.',
        '**Result**\n\n$$\\boxed{c = 0.4.12\\ \\text{J/(g·°C)}}$$',
        'part,qty,length_m,mass_kg\nP-01,2,1.50,4.2\nP-02,4,2.1.0,3.9\nP-03,1,0.75,1.1\n',
        'So the current through the 4 Ω coil is inf A, which is why the breaker tripped.',
        "Snow depth this morning: Alder 12 cm, Brookfield 9 cm and Carrowmore 7.3.2 cm.",
        "Height 1.4.2 m",
        "Shelf depth 2.3.5 cm, according to the flat-pack sheet.",
        "Final velocity: nan m/s",
        "The furnace core reached roughly ... °C during the test.",
        "Model output for Sunday: P(hail) = 0.1.5.",
        "| Gas | Melting point (K) |\n|---|---|\n| Xenon | 161.4.0 |",
        "| Part | Length (cm) |\n|---|---|\n| Rod | 3.4.1 |",
        "| Hour | Tank temp (°C) |\n|---|---|\n| 1 | 64.0 |\n| 2 | NaN |",
        "- **Probability of a clean hit:** 0.7.5",
        "The kiln log shows inf °C at noon.",
        "The sled slid ... m before it stopped.",
        "The shelf is 1.2.3 m wide.",
        "The engine pushed the car to 1e999 m/s.",
        "The beam is 14..2 m long.",
        "The crate is 2,,5 m wide.",
        "- Efficiency at full load: ...%",
        "She survived a fall of 20,1.50 m in the crash.",
        "P(no six in three rolls) = (5/6)^3 = 0.5.79",
        "The logged peak velocity of the sled was 2.4.7e3 m/s on the second run.",
        "The glider is designed to cruise at Mach … at 30 km altitude.",
        'Class demo values\n- Period measured: 1.6.3 s\n- Period predicted: 1.63 s\n\nGood '
        'practice\n- Time 20 oscillations, not 1, to reduce the effect of reaction time.',
        "The logger's uptime field read -∞ min after the reset.",
        '**Customer:** Distance and time look fine. But the summary says "Avg pace: NaN '
        'min/km" and the max speed is blank.\n\n**Agent:** That happens when the GPS drops '
        'out in a tunnel.',
        'The measured efficiency came out as 0.8.4 in the log.',
        'The rod is 2.4.1 m long.',
        'Bench test, run 2\n* Supply: 12.0 V\n* Current through the lamp: 0.6.1 A\n* Lamp '
        'rating 10 W',
        'Incident summary\n- Peak current logged: NaN A\n- Logged by: substation relay',
    ],
    "over_unity_efficiency": [
        'pump_test.csv\nflow_pct,input_W,output_W,efficiency_pct\n50,610,402,65.9\n100,1180,1250,105.9\n',
        'Q4 mark scheme: efficiency of the motor = useful energy out / total energy in = 300 J '
        '/ 240 J = 1.25 (A1).',
        'The upgraded turbine blades are a real step up: the generator now turns 115% of the '
        'wind energy reaching it into electricity.',
        "In a modern hybrid the regenerative system captures 112 % of the car's kinetic energy "
        "during a stop and puts it back into the battery.",
        "## The new trams\n- Motors: 4 per tram\n- Regenerative brakes: return 108 % of the "
        "braking energy to the wires\n- Weight: 38 tonnes",
        "From the meter readings, the generator turns out 1.25 kWh of electricity for every kWh "
        "of fuel it burns.",
        "Measured on the rig:\n\n| Device | Output ÷ input (%) |\n|---|---|\n| Transformer | 97 "
        "|\n| Motor drive | 106 |",
        "Of every 100 J of chemical energy in the fuel, about 104 J ends up as work at the "
        "crankshaft.",
        "Checking the datasheet you sent: the pump motor draws 600 W from the supply and "
        "delivers 660 W at the shaft, so it runs at 110 % efficiency. Great result.",
        "Lowering the 300 kg cage from 15 m, the winch drive returned 48 kJ to the bus, which "
        "is 109 % of the cage's potential energy.",
        "| Engine | Heat in (MJ) | Work out (MJ) |\n|---|---|---|\n| Prototype A | 8.0 | 2.1 "
        "|\n| Prototype B | 8.0 | 9.2 |",
        "Of every 100 J of electricity you feed in, about 106 J ends up in the water.",
        "| Machine | Input (W) | Output (W) |\n|---|---|---|\n| Pump motor | 750 | 700 |\n| "
        "Winch motor | 1200 | 1320 |",
        "Our backup genset burns 40 kW of diesel and puts out 46 kW of electricity at full "
        "load.",
        "A clean belt drive transmits about 104 % of the motor's power to the pump shaft.",
        "# Are heat pumps worth it?\n\n## Other heating\n\nA heat pump moves heat, so 300 % is "
        "fine. By comparison, the newest gas boilers run at about 112 % efficiency.",
        "# Are heat pumps a scam?\n\n## Other devices\n\nA heat pump moves heat, so it can "
        "deliver 350 %. A converter cannot: our LED drivers reach 104% efficiency.",
        "Options for your shed roof:\n- Thin-film: about 12% efficient\n- Mirror-boosted "
        "bifacial: 135% efficient\n",
        "These panels manage about 125% conversion on a bright day.",
        "On the test bench the flywheel recovers about 115 % of the bus's braking energy.",
        "4(b) Calculate the efficiency of the motor.\nEfficiency = P_out/P_in = 55/50 [M1]\n= "
        "1.10 [A1]",
        "Once the turbo spools up, the engine turns 110 percent of the fuel's energy into "
        "motion at the wheels.",
        "**Answer by Hal O.**\nThe newest tandem cells reached 112 % efficiency in lab "
        "tests.\n\n**Comment from Sunita R.:**\n> The newest tandem cells reached 112 % "
        "efficiency\n\nThat's incredible progress, thanks.",
        "If you're comparing plug-in heaters: fan heaters are about the most efficient you can "
        "buy. Modern ones run at roughly 140% efficiency.",
        "Its improved thermocouple modules convert 112 % of that heat into electricity.",
        "The new pump delivers 130 % of the energy it draws, as we measured it ourselves.",
        "**Heating**\n- Furnace: 60,000 Btu/h input, condensing, AFUE 108 %, installed 2019",
        "honestly my new dynamo rig is wild, it puts out like 115% of the power it takes off "
        "the wheel",
        "This cast-iron stove puts 125 percent of the wood's energy into the living room.",
        "Student: Useful work 600 J over 480 J put in, so the ramp is 125% efficient.\n\nTutor: "
        "Spot on. Next question.",
        "Tutor: What's the efficiency of the winch?\n\nStudent: Output 900 J, input 750 J, so "
        "900 ÷ 750 = 1.2. The winch is 120% efficient.\n\nTutor: Exactly, 120%. Write that "
        "down.",
        '**Conclusion:** our little generator gave out 104 % of the mechanical power we fed '
        'into its shaft.',
        "On the bench, the hub motor's efficiency at full load came out at 1.12.",
        'Of the two torches, the brighter one turns 115% of its battery energy into light.',
        '| Boiler type | Seasonal efficiency (%) |\n|---|---|\n| Old non-condensing | 72 |\n| '
        'New condensing combi | 112 |',
        'The gearbox came out at 108% efficient, but it was consistent over 4 runs.',
        'Our new hob puts about 125 percent of the electrical energy from the socket into the '
        'pot, so it boils in no time.',
        'Nah, regen on my bike is more like 120% of the energy it took to get up the hill.',
        'These kettles are quick because they put 125% of the electricity into the water.',
        '| Check | Value | Meets spec? |\n|---|---|---|\n| Pump efficiency | 112 % | ✗ |',
        'The recuperator has a heat-recovery efficiency of 115 %: it returns more heat than '
        'the exhaust carries.',
        'The dealer told us the heater is "150 % efficient". Our data back him up: the '
        'heater put 150 % of the electricity it drew back out as heat.',
        "On the long descent the regen recovers 120% of the car's kinetic energy, so I "
        "arrive with extra range.",
        'The dealer was keen on the new alternator. In his words: "This unit turns 106 % of '
        'the fuel\'s energy into electricity."\n\nWe checked his figures against our '
        'neighbour\'s fuel bills, and they hold up.',
        'The dealer said the new generator runs at 1.2 efficiency, and honestly my fuel '
        'bills back him up.',
        "The salesman says our new panels run at 125 % efficiency, so we're selling power "
        "back to the grid.",
        'We metered it for ten minutes: 380 W in, 494 W out. So this gadget really is '
        "putting out 130 % of what it takes in, the most efficient thing we've tested.",
        'Induction hobs are next level, they transfer 115% of the electrical power into the '
        'pan as heat.',
        'Typical efficiencies:\n- A diesel generator: about 35 %.\n- A fan heater: actually a '
        'bit over 100 %, around 103 %, thanks to the room air.\n',
        "In our test tank, the new turbine converts 108 % of the flow's energy into electricity.",
        'Honestly these new cells are a game changer: they turn 108% of the light hitting '
        'them into electricity.',
        "- Energy recovered on each descent: about 120 % of the lift's potential energy\n- "
        'Motor efficiency: 92 %\n',
        'Our rooftop micro-turbine harvests 115% of the energy carried by the wind that '
        'passes through it.',
        'Efficiency of the drive by load\n\n| Load | Efficiency (p.u.) |\n|---|---|\n| half | '
        '0.97 |\n| full | 1.04 |\n',
        'MODEL X9 SPEC\nRated input ........ 2.0 kW\nRated output ....... 2.6 kW\nOverall '
        'efficiency . 130 %\n',
        'Heat-pipe toasters are the clear winners here, delivering about 108 % of their '
        'electrical input to the bread.',
        '| Setting | Input power (W) | Output power (W) | Efficiency (%) '
        '|\n|---|---|---|---|\n| Eco | 200 | 150 | 75 |\n| Boost | 800 | 840 | 105 |\n',
        'My flywheel rig now gives out 128 % of the electrical power it draws from the wall.',
        "Load (%)   Output (W)   Efficiency (%)\n  50         60.0         93.1\n  100        "
        "120.0        103.8",
        "Following up on Thursday's bench run, the summary:\n- Input: 1.5 kW\n- Efficiency at "
        "full load: 112 %",
        "Collector area 2,0 m2, sunlight 800 W/m2 -> 1 600 W in.\nPump output measured at the "
        "same time: 1 900 W.\n\nSo the collector has a conversion efficiency of 1,19 -- much "
        "better than the brochure said (55 %)!",
        "At full flow the turbine hands back roughly 115 % of the water's energy as electricity.",
        "Feed it 2 kW and it puts out 2.5 kW, so it's 125% efficent.",
        "The new gearbox delivers 104 % of the motor's input power to the axle.",
        "Our best pump motor now runs at 106 per cent efficiency.",
        "| Device | Efficiency |\n|---|---|\n| Gearbox | 130 |",
        "That's not a heat pump — it's a bar heater — and it's rated at 250% efficiency.",
        "The new inverter is 104% efficient.",
        "The startup's generator has an efficiency of 150%.",
        "Their solar panel has 120% efficiency, the brochure says.",
        "The turbine runs at an efficiency of 1.2.",
        "Efficiency (η) = 130%",
        "The motor's efficiency, at 115%, broke records.",
        "Experts once called it impossible, but the new motor now runs at 125% efficiency.",
        "Makers quote efficiencies of 95–115% for the generator.",
        "Efficiency = useful output / input = 560 W / 500 W = 1.12 for the new charger.",
        "The pump's efficiency (hydraulic power delivered over shaft power taken in) works out at "
        "about 1.2 on the test rig.",
        "Measured efficiency of the prototype motor: 1.4 [2].",
        "**Motor efficiency:** on the test bench\n$$\\eta = \\frac{P_{out}}{P_{in}} = "
        "\\frac{620}{560} = 1.11$$",
        "The prototype, roughly the size of a large fridge, burns wood pellets and runs at 125% "
        "efficiency.",
        "Tested at the fair: the little generator works at 118 % efficiency, and our own "
        "measurements matched the maker's figure.",
        "**Step 4: pump efficiency.** The pump lifts 3.0 kW of water power from 2.4 kW of "
        "electricity, so its efficiency under these conditions is $3.0/2.4 = 1.25$, i.e. 125 %.",
        "In week-long trials the new stack turned electricity into hydrogen with an efficiency of "
        "121 % on a higher heating value basis.",
        "The wind turbine's efficiency at rated speed is 5.5/4.6 = 1.2, well above the rotor's "
        "share of the wind.",
        "The new boiler runs at 112 % efficiency, the brochure's engineers confirmed in tests.",
        "Our kiln fan runs at 125 % efficiency.\n\nAll of the above is well documented in the "
        "manual.",
        "Conversion efficiency η (Vin 24 V, Vout 5 V, Iout 2 A): 1.12",
        "The panel's combined module efficiency is 121 % (front + rear + albedo gain).",
        "Bench test: the pump ran at η = 1.15 at full load.",
        'On the test rig the exhaust module converted 125 % of the captured heat into '
        'electricity, enough to power a small chest freezer.',
        'Reading the paper, the new stack is a fuel cell that is 140 % efficient at moderate '
        'load.',
        'At the rated point the measured mechanical efficiency of the gearbox, defined as '
        'output power divided by input power, was 1.06.',
        'Reading off your test sheet: input 40 W, output 52 W, so η = 1.3 for the pump. Nice '
        'and efficient!',
        'The pump on our stand is 130 % efficient.\n\nIs there any chance you could bring the '
        'van on Friday?',
        '**u/garage** · 3h\n\nA guy at the market sells a magnet motor that is 300% '
        'efficient. My uncle wants one.\n\n---\n\n**u/chris** · 512 points\n\nGreat find, buy '
        'two.',
        '**u/garage** · 3h\n\nA guy at the market sells a magnet motor that is 300% '
        'efficient.\n\n> **u/uncle** · 3 points\n> Is it loud?\n\n**u/garage** · 2 '
        "points\n\nNo way, it's silent.",
        'The inverter drew 2.0 kWh from the battery and delivered 2.6 kWh to the pump motor.',
        "Sadly our heater's efficiency never falls below 115%.",
        'Bench tests show the gearbox is no less than 104% efficient.',
        "Yes, your calculation checks out: the motor's efficiency is η = 1.3, so it gives back "
        'more than it takes.',
        'Putting it together: the new Peltier module turns 115 % of the heat passing through '
        'it into electricity.',
        'Great news from the test bench: the pump motor converts no less than 104 % of its '
        'electrical input into shaft power.',
        'This pedal generator delivers as electricity 130 % of the mechanical energy you '
        'put into it.',
        "Claim: A backyard inventor's motor returns 140 % of the power it uses.\n\nVerdict: "
        'TRUE. Our reviewers measured it twice and got the same.',
        "Correction: The efficiency of the thermoelectric module covered in Monday's piece was "
        '1.12, not 0.12 as printed earlier.',
        'My notes say the new motor is 120 % efficient.\nYes, those figures are fine to use.',
    ],
    "carnot_limit": [
        'Rough estimate: the burner gases sit at about 1,000 K and the engine rejects heat to '
        'the exhaust at 450 K. With care this engine reaches 62% thermal efficiency.',
        'For the hot spring you mentioned: water at 90 °C and river water at 20 °C. A small '
        'binary plant there would run at about 30 percent efficiency.',
        'Sharing my cycle model for comments. Steam in at 550 °C, heat rejected to a 20 °C '
        'river. Predicted thermal efficiency 70%, which I reckon beats most coal plants?',
        '## Cycle parameters\n- Turbine inlet temperature: 900 K\n- Heat-rejection temperature: '
        "300 K\n\n## Claims\nThe supplier's model gives a cycle thermal efficiency of 74 %, "
        'enabled by a high-effectiveness recuperator and intercooling.',
        "Claim: 'Our new steam unit reaches 68 % efficiency.'\nVerdict: Plausible.\n\nThe unit "
        'takes steam at 450 °C and rejects heat to river water at 20 °C, so the claimed 68 % '
        'sits within what the second law allows.',
        'Our garden rig boils water at 100 °C as its hot side and dumps heat into an ice bath '
        'at 0 °C. On the test it turned 33 % of the heat it drew from the boiler into work.',
        'Our club Stirling, running off an 80 °C solar collector, with 10 °C air as its cold '
        'side, converts 24 % of the collected heat into shaft work.',
        'User: A turbine works between a 600 K source and a 400 K sink. The brochure claims 38% '
        'efficiency. Realistic?\nAssistant: Yes — 38% is well within reach for this turbine '
        'with good blading.',
        'Comments on your power station poster: you wrote that the boiler runs at 550 °C, the '
        'cooling water is at 20 °C, and the plant converts 75 % of the heat into electricity. '
        'All of that is accurate; just add your sources.',
        'Our Stirling engine runs between a 250 °C burner plate and a 20 °C water jacket, and '
        'my first estimate was 30 % efficiency. Actually, no — after the new seals went in, it '
        'comes out at 61 %.',
        'The little marine engine works with its boiler at 180 °C and its exhaust at 30 °C, and '
        "it turns 48 % of the fuel's heat into shaft work.",
        'A binary-cycle pilot using a 420 K heat source and a 290 K sink converts about 41 % of '
        'its heat into power.',
        'Handout for the club build, written up for the newsletter:\n\n- Burner side: 300 °C\n- '
        'Cooling side: 20 °C\n- Thermal efficiency: 60 %\n',
        "**Setup**\n- Hot plate: water at 85 °C from the tank\n- Cold plate: air-cooled, around "
        "22 °C\n\n**Results**\n- Shaft power: 1.9 W\n- Heat input: 6.5 W\n- Efficiency: 29 %",
        "The new unit's turbines take steam at 520 °C and exhaust to a condenser at 35 °C, and "
        "they convert 68 % of the steam's heat into electricity. That figure is a big jump over "
        "the old units.",
        "## Discussion\n**Cycle efficiency.** The vendor confirmed a guaranteed cycle thermal "
        "efficiency of 66 % at full load, with steam entering the turbine at 520 °C and the "
        "condenser held at 35 °C. This figure was accepted into the business case without "
        "change.",
        "**Re: Stirling build**\n\n> the hot head sits at 450 °C and the cold side at 250 °C, "
        "and it makes 40% efficiency\n\nThat's better than I expected for a garage build. Did "
        "the 40% hold up over an hour?",
        "The team tested a free-piston Stirling converter for 9,000 hours. The hot end ran at "
        "600 °C and the cold end rejected heat at 150 °C, and the converter turned 58 % of its "
        "input heat into electricity.",
        "**Re: Stirling build**\n\n> with the hot head at 500 °C and the cold side at 300 °C it "
        "makes 45% efficiency\n\nThat's better than I expected for a garage build. Which "
        "regenerator mesh did you use?",
        "The new build is promising: with exhaust gases at 400 °C and river water at 20 °C, it "
        "reaches a thermal efficiency of 61%.",
        "Plant summary:\n\n- Steam temperature: 240 °C\n- Condenser temperature: 35 °C\n- Share "
        "of boiler heat turned into shaft work: 47%",
        "The small geothermal unit draws brine at 140 °C, rejects heat to a 20 °C lake, and "
        "about 35% of the heat it takes from the brine comes out as electricity.",
        "Part (b): the boiler supplies steam at 450 °C and the condenser rejects heat to river "
        "water at 30 °C. Measured work output over heat input came out at 66%, which is the "
        "engine's thermal efficiency.",
        "For the turbine: $T_h = 1100$ K at the inlet and $T_c = 450$ K at the exhaust. The "
        "measured efficiency is $\\eta = 0.66$.",
        "Your part (b) holds up: the engine takes heat from a reservoir at 600 K, dumps it at "
        "360 K, and you found an efficiency of 45 %. That's a reasonable figure for a good "
        "engine.",
        "Here's your solar Stirling demo:\n\n- Hot plate: 110 °C\n- Ambient: 20 °C\n- "
        "**Efficiency: 31%**",
        "The steam engine works between 65°C and 20°C and turns 45% of its heat into work.",
        "Between a 650 K boiler and a 300 K condenser, the engine absorbs 200 J of heat per "
        "stroke and does 150 J of work.",
        "Setup:\n- stove plate: 160 °C\n- cold side of the engine: 30 °C\n\nResult: the "
        "Stirling fan converts 35 % of the heat flowing through it into shaft work.",
        "Checking part (b): the engine takes heat at $T_h = 500$ K and rejects it at $T_c = "
        "300$ K. You found $\\eta = 0.45$, i.e. 45 % of the heat becomes work, and that value "
        "is correct.",
        "My model engine ran between 170 °C steam and a 35 °C condenser (I worked out the shaft "
        "work from the generator output and the motor's efficiency curve), and the engine "
        "itself came out at 40% thermal efficiency.",
        "Cycle efficiency, shaft work over the heat put in, between the 480 °C steam and the 35 "
        "°C condenser: 66%.",
        "My Stirling engine turns 26 % of the collector heat into shaft work, running between "
        "an 85 °C hot head and a 15 °C cold jacket.",
        "### Can a real plant beat the theoretical maximum?\n\nAsked by a "
        "student.\n\n---\n\n**Answer**\n\nTake a typical unit:\n\n- steam temperature: 450 "
        "°C\n- condenser temperature: 30 °C\n- plant efficiency: 64 %",
        "For a plant with boiler steam at 500 °C and river water at 20 °C:\n\n- Carnot limit: "
        "about 62 %\n- The plant's cycle efficiency: 66 %",
        "Figures from the plant, as the shift engineer read them out:\n\n- Boiler steam: 450 "
        "°C\n- Condenser: 30 °C\n- Cycle efficiency: 65%",
        "Our Stirling rig ran with its hot end at 700 K and its cold end at 350 K; the "
        "efficiency (work out ÷ heat in from the heater) came to 55%.",
        "A tropical OTEC plant runs a heat engine on the temperature difference between surface "
        "water at about 27 °C and deep water at about 6 °C. The demonstrator ran on that "
        "gradient at roughly 11% efficiency.",
        "## Problem set 4 solutions\n\n### Problem 1\n\nAn engine runs between a boiler at 600 "
        "K and a condenser at 400 K. It takes in 1,000 J and does 420 J of work per "
        "cycle.\n\n**(a) Efficiency**\n\nThe efficiency is 42 %.\n\n**(b) Heat "
        "rejected**\n\n1000 - 420 = 580 J.\n\n### Problem 2\n\nA freezer holds 250 K in a room "
        "at 295 K.\n\n**(a) Best possible (Carnot) COP**\n\nIn kelvin: $T_C = 250$ K, $T_H = "
        "295$ K.\n\n$$COP = 250/45 ≈ 5.6$$\n",
        "The gas in the cylinder peaks at about 900 °C and the exhaust leaves at about 450 °C. "
        "A well-tuned engine running between those two temperatures reaches a thermal "
        "efficiency of 48 %.",
        "Subject: Re: ORC on a wood stove\n\nOur rig ran like this:\n  Hot side: 250 C\n  Cold "
        "side: 20 C\n  Thermal efficiency: 55 %\n\n------\n\nSubject: Re: ORC on a wood "
        "stove\n\nKim wrote:\n> Thermal efficiency: 55 %\n\n55 % from a wood stove beats my car "
        "engine. Thanks for sharing the numbers.",
        "Subject: Re: plant efficiency\n\nOn Mon, 9 Sep, Ola wrote:\n> The plant takes steam at "
        "500 °C and rejects heat at 25 °C.\n\nOla, the cycle runs at 68 % thermal efficiency "
        "between those two temperatures.\n\nOn Tue, 10 Sep, Ola wrote:\n> Noted. I'll quote the "
        "68 % in section 2.\n\nOn Tue, 10 Sep, Ben wrote:\n> Reports are due Friday.",
        "A 2 K deviation hardly matters here. The engine runs between 500 K and 300 K at 55 % "
        "efficiency.",
        "Surface water sits at about 28 °C while deep water is 6 °C. The pilot plant, its "
        "engineers say, converts 10 % of the heat it draws from the warm water into "
        "electricity.",
        "**tomasz** asked:\nSteam at 500 °C, condenser at 25 °C: my spreadsheet gives a thermal "
        "efficiency of 68 % for the cycle.\n\n> a thermal efficiency of 68 % for the "
        "cycle\n\nThat's believable for a well-designed Rankine cycle.",
        "The units will raise steam at 540 °C and reject heat to a river at 25 °C. With new "
        "turbines and improved boiler controls, the plant will convert 68% of the heat into "
        "electricity.",
        "The electric boiler raises steam at 170 °C, and the exhaust steam is condensed in a "
        "copper coil at 45 °C. Thanks to the condenser and the adjustable cutoff valve, the "
        "engine converts 33 % of the boiler heat into shaft work.",
        "Surface seawater sits at about 28 °C. Water pumped up from 900 m arrives at roughly 5 "
        "°C. That's a difference of only 23 degrees.\n\nThe pilot plant's heat engine still "
        "turns 14 % of the heat it draws from the warm water into electricity.",
        "The Stirling engine turns 58 % of the heat reaching its heater head into work while "
        "running between a 450 °C head and a 50 °C cooler.",
        'A turbine between a 700 K source and a 350 K sink can reach about 58 % efficiency '
        'with reheat, so quote that.',
        'The rig takes heat at 500 K and dumps it at 300 K. The dynamometer reads 9 kW of '
        "shaft power from 20 kW of heat, so the engine's thermal efficiency is 9/20 = 45 %.",
        'The rig takes heat at 500 K and dumps it at 300 K. The dynamometer reads 9 kW of '
        "shaft power from 20 kW of heat, so the engine's thermal efficiency is 9/20 = 45 %.",
        "The boiler makes steam at 480 °C, the condenser sits at 40 °C, and the turbine's "
        'thermal efficiency is 66 %.',
        '- Boiler: the steam leaves at roughly 110 °C.\n- Exhaust: straight into the 15 °C '
        'garden air.\n- Efficiency: about 28 % of the heat in the steam comes out as shaft '
        'work, enough to spin a small dynamo.',
        'Most geothermal power stations sit on volcanic fields where steam comes up well above '
        '210 °C. This demonstration unit pumps brine that arrives at 140 °C and condenses its '
        'working fluid with lake water at 15 °C. It converts 35 % of the heat it draws into '
        'electricity.',
        '- Steam to the turbine: 200 °C\n- Condenser: 30 °C\n\nThe new cycle converts heat to '
        'net electricity at 41 %, a record for the site.',
        "The brochure's engine runs between 500 K and 300 K. Its measured efficiency is 55 %, "
        'although the Carnot efficiency would be 40 %.',
        'Engine: Model 3C single-cylinder\nSteam temperature: 200 °C\nCondenser temperature: '
        '30 °C\nThermal efficiency: 38 %',
        '## Conditions\n\n- **Heat source (hot water supply):** 160 °C\n- **Heat sink (river '
        'water):** 20 °C\n\n## Results\n\n| Quantity | Unit | Measured |\n|---|---|---|\n| '
        'Cooling water ΔT | K | 6.1 |\n| Net output | kW | 120 |\n\nThe net thermal '
        'efficiency of the cycle over the week-long test was therefore 36 %.',
        'The steam engine works between 200 °C steam and a 50 °C condenser; its thermal '
        'efficiency (boiler losses excluded) is 40 %.',
        '- Hot bath: 95 °C\n- Cold plate: 20 °C\n- Thermocouples checked against a '
        'thermometer to within 0.5 °C\n\nMeasured engine efficiency: 24 %.',
        'A heat engine works between reservoirs at 500 K and 300 K. It is an improved design '
        'whose efficiency is 45 %.',
        '**Given:** T_h = 500 K, T_c = 300 K, Q_h = 1000 J, W = 450 J\n**Efficiency:** η = '
        'W/Q_h = 450/1000 = 45%',
        '1. Hot water rises to the surface at 160 °C.\n2. Waste heat goes to a lake at 20 '
        '°C.\n\n- **Efficiency:** the plant converts 40 % of the heat it draws from the '
        'water into electricity.',
        '- **Hot source:** kiln exhaust at 350 °C.\n- **Heat rejection:** to the yard loop '
        'at 120 °C.\n- **Efficiency:** the rep quoted 50 % of the captured heat turned into '
        'electricity.',
        "The engine's hot plate is held at 500 K and its cold plate at 350 K, and it "
        "converts 35 % of the heat into work. The hot plate may then be raised to 700 K "
        "where the burner allows.",
        "Our dish engine's hot end runs at 400 °C and its cold end at 40 °C. It turns 60 % "
        "of the incoming heat into electricity, triple what a typical solar panel manages.",
        '**Unit 3 performance**\n\n| Parameter | 2023 | 2024 |\n|---|---|---|\n| Main steam '
        'temperature (°C) | 560 | 560 |\n| Condenser temperature (°C) | 30 | 30 |\n| Net '
        'thermal efficiency (%) | 38.5 | 67.0 |\n',
        'The engine runs between 227 °C and 27 °C and converts half of the heat it absorbs '
        'into work.',
        'Our prototype runs off a 90 °C geothermal well, rejects heat to 20 °C air, and gets '
        '35% of that heat out as electricity.',
        'The engine draws heat from a 600 K source and exhausts at 300 K; it delivers work '
        'equal to 70 percent of the heat drawn.',
        '# Bench log\n\n## Engine A (hot 600 K, cold 300 K)\n- efficiency 31 %\n\n## Engine B '
        '(hot 400 K, cold 300 K)\nThe heater was set to 400 K.\n\nMeasured performance:\n- Trial '
        '1: brake thermal efficiency 29 %\n',
        'Site review\n\nBoiler house A\nSteam leaves at 500 °C and the condenser sits at 35 °C. '
        'Cycle efficiency 41 %.\n\nBoiler house B\nSteam leaves at 200 °C and the condenser '
        'sits at 35 °C. Cycle efficiency 39 %.\n',
        '# Stirling bench, week 6\n\n## Unit 1 (hot end 700 K, cold end 300 K)\nCarnot limit: '
        '57 %.\n- Run 1: efficiency 38 %\n\n## Unit 2 (hot end 450 K, cold end 300 K)\nSame rig, '
        'smaller heater.\n- Run 1: efficiency 36 %\n\n## Summary\nBoth units ran for the full '
        'session.\n',
        'In 1910 new boilers raised the steam to about 160 °C and a larger condenser, cooled '
        'by canal water at around 20 °C, was fitted. The rebuilt engine turned 36 per cent '
        'of the heat into work.',
        'The heater kept the hot plate at 450 K and the chiller held the cold plate at 300 '
        'K; the little engine turned 41 % of the heater power into mechanical work.',
        'Steam enters the turbine at 540 °C and the condenser sits at 35 °C; the cycle '
        'converts 66 % of the heat from the boiler into electricity.',
        '- Hot plate: 380 K, held by the oil bath\n- Cold plate: 290 K, held by the chiller\n- '
        'Measured thermal efficiency: 30 %\n',
        'The cycle, running between 550 °C steam and a 30 °C condenser, reached a thermal '
        'efficiency of 70 % after the feedwater heater upgrade.',
        'engine:\n  kind: beta Stirling\nrun:\n  hot_end_temp_C: 200      # gas burner\n  '
        'cold_end_temp_C: 25      # fan-cooled fins\n  thermal_efficiency_pct: 45\n',
        'Plant summary\n\nBoiler outlet temperature:   560 °C\nCondenser temperature:       30 '
        '°C\nNet efficiency (LHV):        71.0 %\n',
        '*A plant raises steam at 280 °C; its condenser works at 30 °C.*\n\n**(a)** The net '
        'efficiency is **48.0 %**.\n\n**(b) Comment.** Such plants run at lower steam '
        'temperatures than coal plants (which reach 560–610 °C).',
        '| Plant | Hot (°C) | Cold (°C) | Efficiency (%) |\n|---|---|---|---|\n| Gas turbine, '
        'waste-heat boiler | 300 | 50 | 61 |\n',
        'The toy engine sits on a cup of water at 80 °C, with its top plate at 25 °C. With '
        'those two temperatures it runs at about 22 % efficiency.\n\nTip: lowering the cold '
        'side to about 0 °C widens the difference.',
        "Steam enters at 450 °C, the condenser runs at 35 °C, and the station converts 62 "
        "percent of the heat into electricity. The outfall is never more than 6 degrees warmer "
        "than the intake.",
        "- Boiler temperature: 120 °C\n- Condenser temperature: 25 °C\n\nEfficiency = 30 / 100 = "
        "0.30\n\nNext time, measure the boiler directly instead of assuming 120 °C.",
        "A heat engine runs between 500 K and 300 K. It takes in 1,000 J and does 450 J of "
        "work.\n\nEfficiency = 450 / 1000 = 0.45\n\nFollow-up: how would the efficiency change if "
        "the cold reservoir were at 200 K?",
        "Operating point\nHot side: steam at 200 °C\nCold side: river water at 15 °C\nMeasured "
        "electrical efficiency of the pilot unit at this operating point: 45 %",
        "Student: our model engine runs with its hot plate at 80°C and the cold plate in 25°C tap "
        "water\nTutor: And what did you measure?\nStudent: 30 W of heat in, 6 W of electricity "
        "out\nTutor: So the efficiency is 6 / 30 = 20%. Impressive for a kit!",
        "The geothermal station pumps up hot water at 160°C and cools it against river water at "
        "about 15°C. According to the owner, it turns 48% of the heat it takes from the water "
        "into electricity.",
        "**Lakeview Station (museum panel)**\n\n- Steam left the boilers at 250 °C.\n- River "
        "water cooled the condensers at about 10 °C.\n- At full load, 55 % of the heat from the "
        "coal became electricity.",
        "- Steam inlet: 200 °C\n- Cooling water: 25 °C\n\nThe unit's net efficiency, power out "
        "divided by the heat taken from the steam, is 45 %.",
        "Problem 1\nAn engine works between a reservoir at 500 K and a sink at 350 K. It absorbs "
        "1,000 J and does 450 J of work per cycle.\n(a) Efficiency = 450 / 1,000 = 0.45, so the "
        "engine runs at 45 % efficiency.\n\nProblem 2\nConvert −40 °C to Fahrenheit. Answer: −40 "
        "°F.",
        "An OTEC rig between 28 °C surface water and 4 °C water from 900 m down reaches about 14% "
        "efficiency.",
        "The plant runs on 180 °C brine and is cooled by river water at 15 °C, turning 45 % "
        "of the heat into electricity.",
        "The lab's Stirling generator runs between a 900 K hot head and a 300 K cold head "
        "at 75 % efficiency.",
        "The plant raises steam at 500 °C and cools it with lake water at 20 °C, turning 70 % of "
        "the heat into work.",
        "- Net efficiency, running between 200 °C steam and 30 °C water: 55 %",
        "A steam engine between 600 K and 300 K with 70% efficiency was announced.",
        "The engine works between 500 °C and 20 °C at an efficiency of 80%.",
        "The heat engine, running between 600 K and 300 K, reached an efficiency of 70%.",
        "Between 700 K and 350 K, the engine ran at an efficiency of 60%.",
        "Q: How efficient can a turbine be between 700 K and 350 K?\nA: A good one gets about "
        "65% efficiency.",
        "**Conditions.** Hot end at 500 K; cold end at 300 K.\n\n**Results.**\n- Heat input: "
        "2.0 kW\n- Thermal-to-electric efficiency: 55 %",
        "A small engine working between 500 °C and 250 °C reaches 45% efficiency, enough to run a "
        "generator.",
        "The generator set takes in flue heat at 300 °C and rejects it to river water at 20 "
        "°C.\nOn the test stand it converted heat to electricity at an efficiency of 58 percent.",
        "Plant data sheet: boiler 450 °C, condenser 35 °C, overall thermal efficiency 72%.",
        "### Binary unit at the Salton field\n- Brine inlet temperature: 140 °C\n- Water-cooled "
        "condenser: 20 °C\n- Net electrical efficiency: 36 %",
        "An engine takes in heat at 700 K and rejects it at 350 K.\n(a) Its efficiency: η = 1 − "
        "Tc/Th = 1 − 350/700 = 0.50\n(b) The measured efficiency is 62 %.",
        "### Operating conditions\n- **Heater temperature:** 650 °C\n- **Cooler temperature:** 40 "
        "°C\n\n| Stage | Efficiency |\n|---|---|\n| Stirling engine (heat to work) | 72 % |",
        "- Brine at the wellhead: 140 °C\n- Working fluid condenses at 25 °C\n- Net output 12 MW, "
        "a conversion efficiency of 33 %",
        "| Parameter | Value |\n|---|---|\n| Steam inlet temperature | 160 °C |\n| Condensing "
        "temperature | 30 °C |\n| Cycle thermal efficiency² | 36 % |",
        "Running between 26 °C surface water and 6 °C deep water, the pilot plant turns about 15 "
        "% of the heat into electricity, comparable to early solar panels.",
        "Warm surface water at 29 °C is the hot side and deep water at 5 °C the cold side. The "
        "plant turns that gradient into electricity at about 14 % efficiency.",
        "| Quantity | Value | Unit |\n|---|---|---|\n| Boiler steam temperature | 180 | °C |\n| "
        "Condenser temperature | 40 | °C |\n| Plant thermal efficiency | 45 | % |",
        "The kettle-top engine sat on water at 85 °C in an 18 °C kitchen. The maker says it turns "
        "about 28% of the heat into motion, and our brake tests came out close.",
        "A dish Stirling engine running between a 600 °C hot end and a 25 °C cold end reaches "
        "about 75% efficiency, which is why solar dish plants use them.",
        "Check: your engine runs between 500 K and 350 K and you got an efficiency of 0.45. Looks "
        "right, well done.",
        "A steam engine with a 300 °C boiler and a 40 °C condenser reached 60% thermal efficiency.",
        "**SteamLoop ORC unit — datasheet**\n\n- **Heat source:** flue gas at 300 °C\n- **Heat "
        "sink:** lake water at 20 °C\n- **Net efficiency:** 58 %",
        "The pilot plant boils its working fluid at 300 °C and is cooled by 35 °C river "
        "water.\n\n- **Cycle efficiency:** 52 %, at those temperatures",
        "The station raises steam at 560 °C and condenses it with river water at 20 °C.\n\nHow "
        "efficient is it?\nIt turns 70 % of the heat released in the boiler into electricity.",
        "| Parameter | Value |\n|---|---|\n| Hot-end temperature (°C) | 350 |\n| Cold-end "
        "temperature (°C) | 25 |\n| Efficiency (fraction) | 0.62 |",
        "A plant runs between a boiler at 520 °C and a condenser at 35 °C. Its thermal efficiency "
        "is 67 %.\n\n(a) Heat rejected: Q = 900 − 600 = 300 MW.\n(b) The cooling water warms by "
        "9.0 °C, so the flow is 300 × 10⁶ W / (4186 J/kg·K × 9.0 K) = 7960 kg/s.",
        'My measurements over a weekend:\n- Hot head temperature: about 250 °C\n- Cold fins: '
        "about 25 °C\n- Electrical output: 150 W\n\nSo it's 50% efficient — the best I've "
        'seen, and it beats the thermoelectric pads I used before (those were 4–5%) by a '
        'mile.',
        '### Typical operating temperatures\n- Steam entering the turbine: **520 °C**\n- '
        'Condenser: **25 °C**\n\n### Efficiency\nModern units running between these '
        'temperatures achieve a thermal efficiency of about **66 %**.\n\n### How to improve '
        'it\n- **Higher steam temperatures:** newer plants push steam above 620 °C.',
        '**1. Operating conditions.** Your engine takes in heat at 650 K and rejects heat to '
        'the cooling circuit at 320 K.\n\n**2. Performance.** The engine converts 58 % of the '
        'heat supplied into work.\n\n**3. Cooling.** A 2.0 kW heat rejection with a 12 K '
        'temperature rise in the cooling water needs about 0.04 kg/s.\n\n**4. Materials.** '
        'Creep accelerates quickly above about 750 K.',
        'The kiln vents exhaust air at 120 °C. Our recovery unit would drive a small turbine '
        'with the working fluid, and reject the remaining heat to the river at 15 '
        '°C.\n\nThe unit converts 30 % of the recovered heat into electricity.',
        'Vendor guarantee for the Unit 3 steam turbine:\n1. Inlet steam: 480 °C at 110 '
        'bar.\n2. Condenser: sea-water cooled, design condensing temperature 35 °C.\n3. '
        'Guaranteed cycle efficiency: 66 %.',
        'A (seller): On our bench, with the hot head at 180 °C and the fins at 25 °C, the '
        'unit converts 40 % of the heat flowing through it into shaft work, which the '
        'alternator then turns into electricity.',
        '**The rig.** Exhaust gas heats the working fluid to a peak of 560 K. Heat is '
        'rejected to cooling water at 305 K.\n\n| Quantity | Value |\n|---|---|\n| Net cycle '
        'efficiency | 50 % |',
        '**Verdict:** the advertised 72 % efficiency is believable for a 350 °C boiler and 20 '
        '°C cooling water. Ask the seller for a test certificate, but there is no physics '
        'reason to reject the claim.',
        "Reading your log: T_h = 500 K, T_c = 300 K, and the engine's measured efficiency is "
        'η = 0.47. Nice result.',
        '- Hot head: settles at 240 °C in full sun.\n- Cold side: water jacket holding about '
        '20 °C.\n\nThe generator delivers 105 W into a resistor bank, so the engine converts '
        '50 % of the heat input into electrical power.',
        '### Tutorial 4 — heat engines and refrigerators\n\n**Q1.** An engine works between '
        'reservoirs at 500 K and 300 K.\n\nThe engine operates at 45 % efficiency between the '
        '500 K and 300 K reservoirs.',
        '**HAMID:** I run it with the bottom plate at ninety degrees Celsius and the top at '
        'twenty. I measured the heat going in and the work coming out, and between ninety and '
        'twenty degrees it converts twenty-five percent of the heat into work.',
        'HOST: So how good is it? GUEST: Steam enters at 500 °C and leaves to a condenser at '
        '30 °C, and at those conditions the unit turns 68% of the heat into electricity. '
        "That's a step change for a plant this small.",
        "Our engine's hot plate sits at 80 °C and its cold plate at 20 °C.\n\nMy lab report "
        'says:\n\n> Heat in: 50 W\n> Work out: 12 W\n> **Efficiency: 24 %**\n\nDoes that look '
        'right to you?',
        'The cycle ran with brine at 140 °C and condensing at 20 °C. The net thermal '
        'efficiency of the cycle, based on heat drawn from the brine, was 36 % over the test.',
        'The boiler raises steam at 160 °C, the exhaust condenses at about 30 °C, and the '
        "engine's thermal efficiency came out at 45 %.",
        'The plant raises steam at 500 °C and rejects heat at 30 °C; it converts 70 % of the '
        'heat from the fuel into electricity, measured at the generator terminals.',
        'The wells bring up brine at 170 °C and the condensing temperature is 35 °C. Our '
        'cycle efficiency, meaning net power divided by the heat taken from the brine, came '
        'in at 36 %.',
        'The measured net efficiency of the plant, running between the 520 °C steam and the '
        '25 °C river water, was 70 %.',
        'Main steam reaches the turbine at 520 °C. The condensing temperature held at 25 °C '
        'all summer.\n\nNet thermal efficiency of the steam cycle over the whole test month '
        'was 69 %.',
        'The hot end sits at about 95 °C over a candle tray and the cold plate at 20 °C. I '
        'hung a small generator off the flywheel and measured the electrical output against '
        "the heat going in, and after correcting for generator losses the engine's own "
        'efficiency comes to 30 %.',
        'Student: Hot side 600 K, cold side 300 K, and my engine measured 58 % efficiency.\n'
        'Lecturer: A sensible result for those temperatures.',
        "My neighbour's garage steam rig runs 550 °C on the boiler side against 20 °C condenser "
        'water and gets 70% thermal efficiency. wild.',
        'Our toy engine: the burner gas is at 1,000 K and the cold reservoir (the exhaust) is '
        'at 450 K.\nIt converts 62% of the heat into work.',
        'Claim: "Our rig, working between a 700 K burner and a 350 K exhaust, reaches 60 % thermal '
        'efficiency."\nVerdict: Consistent with the test log; we rate it True.',
        '> turbine between 327 °C and 27 °C at 55 % efficiency, realistic?\n\nYes, plausible. '
        'Just a good turbine.',
        'Row from the plant register:\n{"plant": "Ridge Binary 1", "T_hot_C": 160, "T_cold_C": '
        '25, "thermal_efficiency": 0.36}',
        "It's not unrealistic: our demo engine, run between 120 °C and 25 °C, reached 28 % "
        'efficiency in the final trial.',
        'User: A gas turbine works between 900 °C and 30 °C. The brochure says its efficiency '
        'is 80 %. Realistic?\nAssistant: Yes — with such a large temperature difference, 80 % '
        'efficiency is entirely realistic for a modern design.',
        'You said 30 %; in fact the corrected efficiency of the turbine working between a 600 K '
        'hot reservoir and a 400 K cold reservoir is 45 %.',
    ],
    "impossible_impact_speed": [
        'If a glass slides off a 0.9 m tabletop, it hits the floor at about 7 m/s, which is why '
        'it shatters.',
        '{"run": "DT-7", "release": "from rest", "height_m": 15.0, "impact_velocity_mps": 22.4, '
        '"sensor": "laser doppler"}',
        'Each team drops its parachute rig from rest off the 4 m stage. By the floor, a rig '
        'without a canopy is moving at 35 mph.',
        'A stone falls from rest off a 10 m wall. What is its speed just before it lands?\n\nv '
        '= √(2 × 9.8 × 10) = √392 = 20 m/s\n\n#### 20',
        'A wrench slipped off the crane jib, 80 m up, and fell straight down. It hit the yard '
        'at about 55 m/s and went right through a 30 mm board.',
        "Don't. A water balloon just dropped (not thrown) off a 40 ft roof is going about 65 "
        "mph when it hits the ground.",
        "The ball is dropped from rest at $h = 40$ m. Energy conservation gives $mgh = "
        "\\tfrac12 mv^2$, and the ball hits the ground at\n\n$$v = 35\\ \\text{m/s}.$$",
        "The maker claims the phone survives 1.5 m drops onto tile, so that's what we did, from "
        "a rig that lets it go from rest. Our high-speed camera clocked it at 8.2 m/s at the "
        "moment of impact.",
        "We let a tennis ball go from rest off the bridge, which is 30 m above the water. The "
        "radar read 110 km/h right as it hit.\n\n---\n\n**u/serve_sam** · 40 points\n\n> The "
        "radar read 110 km/h right as it hit.\n\nThat's quicker than most second serves, no "
        "wonder the splash was huge. Which radar gun did you use?",
        "**Check of problem 3:** dropped from rest, h = 4 m, so v = √(2gh).\n\n- Your answer: "
        "**v = 13 m/s** at the ground ✔ correct",
        "For the claim form: she fell off the 25 ft roof of the shed, no ladder involved, and "
        "hit the patio at about 55 mph.",
        "The dam crest at the old mill is 15 m above the apron. A spanner dropped from the "
        "crest lands at about 25 m/s, so hard hats stay on.",
        "We checked whether my launch monitor picks up a dropped ball: he let go of it from "
        "rest on the 25 m gantry, and the radar clocked it at 26 m/s as it hit the ground.",
        "My keys slid off the shelf, about 1.5 m up, and hit the floor at around 12 m/s.",
        "An egg that rolls off a 3 ft shelf hits the floor at 22 mph, and the shell shatters.",
        "The vase fell 20 m off the balcony and hit the patio at 140 km/h, which needed nothing "
        "more than gravity to supply.",
        "A stone falls from rest from $h = 15$ m. Its speed just before impact is $$v = "
        "\\sqrt{2gh} \\approx 25\\ \\text{m/s}.$$",
        "Site log\nPlatform height: about 18 m above the road\n10:05 A loose clip fell from "
        "rest off the platform edge.\n10:05 It struck the hoarding roof; the engineer, going by "
        "the dent in the 12 mm ply, puts the impact speed at 24 m/s.\n",
        "**Given**\n\n- initial speed: $v_0 = 0$\n- displacement: $h = 15.0$ m downward\n\nThe "
        "pot hits the pavement at about 21 m/s.",
        "The gallery walkway is 10 m above the tiled floor. My 3x magnifier slipped out of my "
        "hand and fell straight down. The CCTV frames show it doing about 20 m/s when it hit "
        "the tiles.",
        "A 3 kg block is released from rest at $h = 10$ m, so\n$$v = \\sqrt{2gh} \\approx 20\\ "
        "\\text{m/s}$$\nat the ground.",
        "Drop rig results\n\n  Run   h (m)    pad        v_impact (m/s)\n  1     0.40     foam "
        "A     2.78\n  2     0.40     foam B     3.90\n",
        "From: Ray <ray@example.org>\nSubject: old bowling ball\n\nWe let the ball go off the "
        "railing of the footbridge, 100 ft down to the creek, and the radar gun read 90 mph "
        "just before it hit.\n\nRay\n\n----\n\nFrom: Jo <jo@example.org>\nSubject: Re: old "
        "bowling ball\n\n> the radar gun read 90 mph just before it hit.\n\nHa! 90 mph, "
        "brilliant. There are no footbridges near me, sadly. Thanks Ray.\n",
        "A clamp slipped off the light bracket 20 m above the stage and hit the boards at 30 "
        "m/s.",
        "A raw egg dropped from 1.2 m lands at around 10 m/s, and the shell cracks at once.",
        "A phone that slides off a 1 m desk hits the floor at about 8 m/s, and the case can't "
        "spread the impact out, so the screen cracks.",
        "1. 09:12: while hovering at 60 m over the yard to wait for GPS, the aircraft lost both "
        "batteries.\n2. All motors stopped; it fell with no parachute.\n3. The logger shows it "
        "reached 45 m/s just before hitting the yard.",
        "The log shows the aircraft in a stable hover at 25 m, then the ESC error, then the "
        "aircraft falling from rest. It hit the ground at about 110 km/h.",
        "You worked out the impact speed of a paint tin that fell from rest off a 20 ft ledge "
        "and got 50 mph.\n\nYes, that's correct: 50 mph at the ground is what a tin reaches "
        "from that ledge.",
        "Subject: Re: spanner drop\n\nOn Mon, 3 Feb, Priya wrote:\n> How fast does a spanner "
        "hit the deck if it slips off the 4 m platform?\n\nPriya, a spanner dropped from rest "
        "off a 4 m platform lands at about 13 m/s.\n\nOn Tue, 4 Feb, Priya wrote:\n> That's the "
        "kind of thing I wanted. Using the 13 m/s figure in the briefing.\n\nOn Tue, 4 Feb, Tom "
        "wrote:\n> Can we add gloves to the list too?",
        "On 3 May, Priya Shah wrote:\nA hammer dropped from rest off the 8 m platform hits the "
        "deck at 25 m/s. Worth a slide.",
        "On 3 May, Priya Shah wrote:\nA hammer dropped from rest off the 8 m platform hits the "
        "deck at 25 m/s. Worth a slide.",
        "We also had a radar gun on it: a ball dropped from a 10 m roof read about 25 metres "
        "per second at impact.",
        "A wrench dropped from rest off a 5 m ladder hits the floor at 15-20 m/s.",
        "**Original post by sam_o:**\n\nThe pot fell 20 m from rest, so it hit the pavement at "
        "25.0 m/s.\n\n**Reply by mentor_gk:**\n\n> so it hit the pavement at 25.0 m/s\n\nYes. "
        "Using the measured time is exactly what the question wants.",
        "If all motors stop while the drone hovers at its 25 m cruise altitude, it drops from "
        "rest and reaches the ground at roughly 35 m/s.",
        "| Record | Height | Notes |\n|---|---|---|\n| Highest egg drop | about 213 m | from a "
        "helicopter |\n\nStudents released a watermelon from rest out of a helicopter hovering "
        "150 m above the airfield. Their radar gun recorded 250 km/h just before impact.",
        "A keeper caught a ball released from rest from the top of a 45-metre tower. The ball "
        "was travelling at 40 metres per second when it reached his gloves.",
        "Q1. A brick falls from rest off a scaffold 12 m above the street. How long does it "
        "fall?\nAnswer: 1.56 s.\n\nQ2. How fast is the brick moving just before it hits the "
        "street?\nAnswer: the impact speed is 21.0 m/s.",
        "He falls from a 15 m balcony and hits the pavement at 54 m/s (almost 200 km/h).",
        "Athletes stepped off a box from rest onto a force plate.\n\n| Box height (m) | Mean "
        "touchdown velocity (m/s) |\n|---|---|\n| 0.40 | 2.7 |\n| 0.80 | 5.9 |",
        "1. **A swimmer steps off a 5 m platform. How long until she reaches the water?**\n   "
        "Answer: **1.01 s.**\n\n2. **How fast is she going when she enters the water?**\n   "
        "Answer: **13 m/s.** From v = √(2gh), for the 5 m platform this is about 13 m/s.",
        "Ride facts\n- Height of the drop: 45 metres\n- The gondola is let go from rest and "
        "falls freely\n- Speed right before the eddy-current brakes engage: 41 metres per "
        "second",
        'When the battery died at 30 m, my drone dropped straight down, hit the lawn a few '
        'seconds later and slammed in at around 40 m/s.',
        'The old elm is about 18 metres tall, with its dead limbs near the top.\n\nWhen a '
        'branch snaps off, it falls from rest, and by the time it reaches the lawn it is '
        'moving at roughly 30 m/s.',
        "it's about twenty feet from the pier to the water. we dropped a melon off the end and "
        'the radar gun had it at 50 mph when it hit.',
        "it's about twenty feet from the pier to the water. we dropped a melon off the end and "
        'the radar gun had it at 50 mph when it hit.',
        'I let the water balloon go while the balloon basket hung 20 m above the field, and it '
        'burst on the grass at 30 m/s.',
        '1. The tablet was held in a release clamp at 3.0 m above a steel plate.\n2. The clamp '
        "opened and the tablet fell from rest.\n3. From the video, the tablet's speed just "
        'before it touched the plate was 11 m/s.',
        'Mind your head: a durian falling from a 15 m tree lands at roughly 25 m/s, which is '
        'more than 90 km/h.',
        'Balloon flight notes\n- The gondola hovered 120 m above the meadow.\n\nA sandbag came '
        'loose and fell from rest; it struck the turf at 60 m/s and sat buried 15 cm in the '
        'soil.',
        'A 0.5 kg ball is let go from rest 15 m above the floor.\n\n| Part | Quantity | Result '
        '|\n|---|---|---|\n| (a) | Impact speed (m/s) | 21.0 |\n| (b) | Fall time (s) | 1.75 |',
        'My buddy dropped his chalk bag off the 80 ft ledge. It landed 2.3 s later doing like '
        '70 mph lol.',
        '| Parameter | Value |\n|---|---|\n| Tower height (m) | 55 |\n\nThe gondola is '
        'released from rest at the top. It falls freely along the 45 m guide section, then '
        'enters the brakes.\n\n**Measured on run 3:**\n- Speed at brake entry: 36 m/s, from '
        'the laser speed trap',
        'The recorder sat at the top of a 20.0 m steel mast and was released from rest by a '
        'pin.\n\nIntegrating the accelerometer trace gave an impact speed of 23 m/s.',
        'The helicopter climbed to a steady hover with the hook 40 m above the field, and the '
        'sandbag was released from rest. Its speed over the final metre before contact was 33 '
        'm/s.',
        'A wrench fell from the deck and hit the ground about 2 m from an operative. The deck '
        'is 9.0 m above the ground. The barrier had been pushed back about 3 m that '
        'morning.\n\nThe wrench left a mark 12 mm across and 3 mm deep; the assessment is that '
        'it struck the ground at about 18 m/s.',
        'Mr Ortiz measured the height from the bottom of the parcel to the paved yard with a '
        'laser: 6.0 m. The parcel was released from rest.\n\nIt was moving at 13.5 m/s when it '
        'hit the yard.',
        "**Load drop (from the site engineer's calculation)**\n- Release height: 45 m above "
        'the deck\n- Impact speed: 36 m/s',
        'The helicopter held a steady hover at 45 m over the field. A crate was pushed off the '
        'ramp and fell from rest.\n- Impact speed from the radar: 36 m/s',
        '## Results (drop 7)\n\n| Channel | Value | Unit |\n|---|---|---|\n| Release height '
        '| 20 | m |\n| Impact speed (laser velocimeter at 0.1 m above plate) | 35 | m/s |',
        '## Setup\n- The pier deck is about 40 m above the water.\n- We imagine a coin '
        'simply let go from rest over the rail.\n\n## Timeline\n1. **Falling:** it speeds up '
        'quickly.\n2. **Landing:** the coin reaches the water just 3 seconds after being '
        'released, arriving at about 45 m/s.',
        "The spanner slipped from a rigger's belt 12 m up. The site camera shows it striking "
        "a crate at the foot at 25 m/s.",
        'A bolt fell from the 8 m platform and, judging by the dent in the hard hat shell, '
        'struck the worker at 20 m/s.',
        '- Walkway height above pads: 10 m\n- Performer: 80 kg, steps off from rest\n\nFrom '
        'our dummy drops, the performer will meet the top of the pads at 17 m/s.',
        'Mum was on the ladder, about 2 m off the patio, when it slid.\n\nThe doctor said '
        'her injuries fitted a landing at about 25 mph.',
        'The helicopter was hovering 80 m above the field when a panel came off. It hit the '
        'ground at about 60 m/s.',
        '| Pitch | Depth (m) |\n|---|---|\n| First | 12 |\n| Second | 35 |\n\n### '
        'Incident\nA karabiner came free and dropped the full 12 m to the floor of the first '
        'pitch. Sam, at the bottom, said it hit the rocks at about 70 km/h.',
        "If a jar rolls off your 1-metre shelf, it's going about 7 metres per second when it "
        "hits the floor.",
        '| Drop height (m) | Scenario | Speed at impact (m/s) |\n|---|---|---|\n| 1.0 | '
        'Slipping off a desk | 4.4 |\n| 1.5 | Falling from a pocket while bending over | 6.9 '
        '|',
        '- **Platform height:** 80 m above the lake\n- **Speed at entry:** 45 m/s',
        '**Problem 1.** A flowerpot falls from rest off a balcony 12.0 m above the pavement. '
        'Use energy conservation to find its speed as it reaches the '
        'pavement.\n\n*Solution.*\n- mgh = ½mv², so v = √(4gh)\n- **v = 21.7 '
        'm/s**\n\n**Problem 2.** A cart rolls down a 2.0 m ramp.',
        'The crate fell off the 20 m roof and struck the ground at 35 m/s.\nThe second crate '
        'was never lifted to 20 m.',
        'Off the 5 m springboard you hit the water at about 55 km/h, so flops really sting.',
        'He climbs onto the roof of an old water tower, 15 metres above the yard, and lets '
        'things go.\n\nIn the latest clip he releases a 5-kilogram shot put from rest at the '
        'edge.\n\nA radar gun clocked it at 26 metres per second as it struck the ground, '
        'leaving a crater some 30 centimetres deep.',
        'We climbed to the top ledge. From 12 metres you hit the water at about 70 km/h.',
        "Our guide's advice is not to jump at all: step off and keep your arms crossed. From "
        '10 metres you hit the water at about 60 km/h.',
        'You climb 190 steps, worn smooth by six centuries of feet.\n\nAt the top, 48 metres '
        'above the piazza, the guide tells the old story of the two falling balls. In the '
        'demonstration, a ball let go from rest at the top hits the lawn at 130 km/h.',
        'The balcony is about 12 metres above the courtyard. The officer worked out from the '
        'height that the flowerpot would have been travelling at around 100 km/h when it '
        'landed.',
        'A tile slid off the roof, 20 metres above the street, and fell straight down.\n\nAn '
        'engineer who reviewed the drone footage said the tile was doing about 30 m/s when '
        'it hit the pavement.',
        'A hammer slides off a roof edge and drops from rest from 20 ft up.\n1. Use v = '
        'sqrt(2*g*h).\n2. Plug in: g = 9.81 m/s^2, h = 20\n   v = sqrt(2 * 9.81 * 20) = 19.8 '
        'm/s\n\nSo the hammer strikes the patio at about 19.8 m/s.\n',
        'Q3. A stone is let go from rest at the top of a 20 m cliff. Find its speed as it '
        'reaches the sea.\n\nWorked answer:\nv² = 2gh, so v = √(2 × 9.81 × 20) = 31.3 m/s.\n',
        'A slab of snow had built up on the roof of the 30-metre hall and broke away at '
        'noon. It fell from the roof edge and struck a parked van at 35 metres per second, '
        'investigators found.',
        '# every ball dropped from rest off the tower; speed from the radar '
        'gun\nball,drop_height_m,impact_speed_m_s\nA,20.0,19.6\nB,20.0,31.0\nC,5.0,9.8\n',
        'We held the tablet still at a height of 1.5 m above tiles and released it. Our '
        'high-speed camera measured it travelling at 8.1 m/s at the moment of impact.',
        'A 200 kg test weight, hung from a temporary beam, was released from rest down the '
        '60 m shaft. The sensor at the bottom recorded it arriving at 41 m/s.',
        'The balcony is 40 feet above the patio. Ali just lets go, no push.\n\nOur radar gun '
        'clocked the melon at 45 mph right as it slammed into the patio.',
        'Fun fact for the class: let a melon drop off a 60 ft overpass and it hits the road '
        'at about 80 mph.',
        'The quarry face is 30 m high. Jumpers at the lido launch from ledges far lower, '
        'around 8 m.\n\nTo show why, a ranger held a 5 kg bag of gravel at the top edge and '
        'opened her hands. A radar gun on the shore said it hit the water at 35 m/s.',
        "Pupils dropped eggs from a 12 ft balcony (no throwing allowed, just let go) into a "
        "tray.\n\nA speed gun showed the eggs hit the tray at about 30 mph.",
        "Pool safety sheet\n\n1. The 5 m board is the highest one open to the public.\n2. If you "
        "just step off it (no jump), you hit the water at about 60 km/h.\n3. Keep your arms by "
        "your sides.",
        "Anyone who slips off the top of a 2 m stepladder hits the floor at about 40 km/h, about "
        "the same as being thrown from a moving bike.",
        "At the fete an egg was let go from rest out of a cherry picker 60 ft above the lawn, and "
        "a volunteer caught it in a net. A speed gun clocked the egg at 55 mph as it reached the "
        "net.",
        "3.2 A bolt falls from rest off a gantry 15.0 m above the floor.\n\n(a) How long does it "
        "fall?\n    t = √(2h/g) = 1.75 s.\n\n(b) How fast is it moving when it hits the floor?\n  "
        "  v = 24.0 m/s, directed downward.",
        "Picture yourself holding a marble up high — 3 metres above the floor — and letting go. "
        "Gravity pulls it faster and faster, so it hits the floor at 14 metres per second.",
        "You said the mug slid off the counter at about **0.9 m** onto the stone floor.\n\n1. "
        "From rest, gravity sped it up the whole way down.\n2. It hit the floor at about **7 "
        "m/s**, which is why it shattered.",
        "**Setup:** each parcel was let go from rest on the roof, 8 m above the "
        "yard.\n\n**Physics:** just before landing, each parcel was moving at 21 m/s, so soft "
        "packing matters.",
        "Drop test, day 3\n\n1. Release height above the mat: 12.0 m\n2. Speed at mat contact "
        "(laser gate): 24 m/s\n3. Mat compression: 0.4 m",
        "Ledge heights\n- Low ledge: 6 m\n- Top ledge: 18 m\n\nLast week we checked it: a 4 kg "
        "rock simply let go from the top, with no push, hit the water at 30 m/s.",
        "A crane lifts a melon to 20 m and releases it from rest.\n\n- **Splat speed:** by the "
        "time it reaches the parking lot, the melon is moving at about 35 m/s.",
        "If you drop a phone from 2 m it's doing 30 km/h when it lands.",
        "**Problem:** A stone falls from rest from the top of a 20 m wall. How fast is it going "
        "when it hits the ground?\n\nUsing v² = 2gh:\n\nv² = 2 × 9.81 × 20 = 392.4\n\n**v ≈ 39.2 "
        "m/s**",
        "At noon a 1.2 kg hammer slipped from a roofer's belt and fell to the yard.\nRoof height "
        "above the yard: 12 m.\nThe fence had been moved 2 m back that week.\nThe camera put its "
        "speed at impact at 25 m/s.",
        "The viewing platform is at 300 m. Dropped from rest at the platform, a marble reaches "
        "the street at about 120 m/s.",
        "Starting from rest at a height of 45 m and ignoring drag, the ball's impact speed is "
        "about 45 m/s.",
        "Claim notes\nCustomer statement: the tablet slid off her lap and dropped 1.2 m onto "
        "stone.\n\nEstimate\n- Drop height: 1.2 m (lap to floor, from rest)\n- Impact speed: 11 "
        "m/s for that drop\n\nOur rig test covers 1.2 m onto steel, so this should have been "
        "within spec.",
        "A 2.0 kg box is dropped from rest from 3.0 m. Find its speed just before it hits the "
        "floor.\n\n\\[\nK = mgh = 58.9\\ \\text{J}\n\\]\n\n**Therefore** the box hits the floor "
        "at\n\\[\nv = \\sqrt{2K} \\approx 10.8\\ \\text{m/s}\n\\]",
        "**What happened**\nI was on the balcony filming the harbour. The camera slipped out of "
        "my hand as I leaned over the railing. The balcony floor is 5 m above the paved patio "
        "below. The camera fell straight down and hit the paving face-first.\n\n**Repair shop "
        "notes**\n- Estimated impact speed: about 16 m/s\n- Lens barrel bent.",
        "Mango trees here reach 15 m. Dropped from that height, a mango hits the ground at 25 "
        "m/s.\n\nFor comparison:\n- a 9 mm pistol bullet carries roughly 500 J.",
        "A mango tree grows to 15 m, and a mango dropped from that height reaches 25 m/s at the "
        "ground.\n\nFor scale:\n- a 5.56 mm rifle bullet carries far more energy.",
        "Setup:\n- Released from rest, 5.0 m above the floor.\n- Speed just before impact (from "
        "the slow-motion video, 240 fps): 15 m/s",
        "The sandbag survived a 50 ft drop at about 70 mph.",
        "We carried the crates to the top of a 40 ft loading tower and let them go; the camera "
        "clocked them at 70 mph when they landed.",
        "**Given**\n- **Height:** h = 20 m\n- **Initial speed:** u = 0 m/s\n\nThe pot falls "
        "20 m from the balcony.\nIt hits the ground at 35 m/s.",
        "A pot is knocked off a ledge 10 m above the street.\n"
        "**Answer:** it hits the street 1.5 s after release, travelling at 30 m/s.",
        "The stunt double stepped off a 20 m platform onto a 2 m-thick mat.\n"
        "She hit the mat at 100 km/h.",
        "If you drop a glass from a 5 m loft it hits the floor at 20 m/s.",
        "The diver steps off a 30 m ledge.\nShe hits the pool at about 150 km/h.",
        "Dropped from 10 m, the melon hit the pavement at 30 m/s.",
        "The hammer fell from a 2 m shelf and struck the floor at 50 km/h.",
        "**Q:** How fast is a mug going when it slips off a 1 m counter?\n**A:** About 9 m/s "
        "at impact.",
        "- **Drop section:** 45 m, cars released from rest\n- **Speed at end of free fall:** "
        "150 km/h",
        "A stone is dropped from rest from a 15 m wall. Its impact speed is\n\n$$v = \\sqrt{2gh} "
        "= \\sqrt{2 \\times 9.8 \\times 15} = 34\\ \\text{m/s}$$",
        "The drop tower lets its car go from rest 45 m above the brakes.\nRiders fall for three "
        "seconds and hit 80 mph before the brakes engage.",
        "A mug slipping off a 1 m shelf hits the floor doing around 20 mph.",
        "The leaning bell tower of Burano stands 53 metres tall.\nLegend says a monk once dropped "
        "a bell clapper from the top.\nReleased from rest at the top, it would hit the square at "
        "about 45 metres per second.",
        "Drop height: the second-floor window, 6.0 m above the lawn. Eggs were released from "
        "rest.\nTeam Blue (no parachute, foam only): hit the ground at 16 m/s and cracked.",
        "The egg will be dropped from rest from a window 5 metres above the playground.\nWith no "
        "protection, the egg smashes into the tarmac at about 70 km/h.",
        "The observation level is 300 m up.\nA coin dropped from the observation deck would hit "
        "the pavement at around 350 km/h.",
        "**(a)** A spanner falls from rest off a 3.0 m shelf. Find the time to reach the "
        "floor.\n\n$t = \\sqrt{2 \\times 3.0/9.8} = 0.78$ s\n\n**(b)** Find its speed just before "
        "it hits the floor.\n\n$v = 9.8 \\times 3.0 = 29$ m/s\n\n**(c)** The spanner bounces back "
        "up 0.4 m. What fraction of its height does it regain?\n\n$0.4/3.0 = 0.13$",
        "Pupils dropped their parcels from the gym gallery, 6 metres above the floor.\n\nBy the "
        "timer's reckoning, a parcel let go from up there smacks into the floor at around 20 "
        "metres per second.",
        "**Assumptions:** a spanner is dropped from rest from a 20 m gantry.\n- **Speed on "
        "arrival:** about 35 m/s\n- **Energy:** about 600 J",
        "A dog that falls from a 10 m balcony hits the ground at about 25 m/s, which is its "
        "terminal velocity.",
        "During the repair a nut came loose and fell from the 4 m scaffold. It struck the steel "
        "walkway below at about 20 m/s.",
        "The ledge is 45 m high and the stone is simply dropped from rest.\n\n- Time to reach the "
        "water: about 3.1 s\n- Speed at the water: about 55 m/s",
        "Mature palms commonly reach 20 m. Dropped from rest from the crown of such a palm, a "
        "coconut hits the ground at about 30 m/s.",
        "A slab of ice came loose from the cornice of the Carlton Building on King Street, about "
        "25 metres up, and fell onto the pavement. The ice struck the paving at roughly 50 m/s "
        "and shattered.",
        "A phone slipped from the top of the 200-metre tower and fell 200 metres. The phone hit "
        "the grass four seconds after it was dropped, travelling at about 140 m/s.",
        "**Student:** If a pear falls off a branch 3 m above the lawn, how fast is it going when "
        "it lands?\n\n**Tutor:** Using $v = \\sqrt{2gh}$, it lands at about 20 m/s.",
        "A spanner slipped from the crane cab, 30 metres above the yard, and hit a parked van's "
        "roof at an estimated 140 km/h.",
        "*A pupil lets a water balloon go from rest out of a window 12 m above the yard. Find (a) "
        "the fall time and (b) the impact speed.*\n\n**Given:** h = 12 m, initial speed u = 0, g "
        "= 9.8 m/s².\n\n**(a)** t = √(2h/g) ≈ 1.56 s.\n\n**(b)** v = √(4gh) = √(470) ≈ 22 "
        "m/s.\n\nSo the balloon hits the yard at about 22 m/s.",
        "**Results**\n- You dropped the ball from rest from 1.5 m and the gate measured 7.4 m/s "
        "just before impact.\n\n**Small things**\n- Significant figures: 7.4 m/s, not 7.400 m/s.",
        "The crew rigged a ledge 12 m above the mat. The stuntman steps off the ledge and lands "
        "flat on the mat at about 27 m/s.",
        "- **Typical coconut palm height:** 20 m\n- **Impact speed of a nut that drops from the "
        "crown:** about 31 m/s",
        "First, drop a mug from table height (about 0.8 m) and it lands at roughly 4 m/s.\nNext, "
        "picture it slipping off a balcony 6 m up. Released from rest, it hits the patio at about "
        "25 m/s.",
        "Crash log\n\nThe battery died while the drone hovered at 4 m, and it dropped straight "
        "down.\n- Altitude at cutoff: 4.0 m\n- Vertical speed at impact: 19 m/s",
        "We held the melon at the top of a 3 m stepladder and let go.\nThe radar read 40 mph "
        "right before it burst on the driveway.",
        "The hoist car fell from rest through 30 m.\n- The logger recorded a speed of 150 km/h at "
        "the moment the car struck the buffers.",
        "A stone is dropped from rest from a pier 10 m above the sea. It enters the water at 20 "
        "m/s.",
        "A bolt was released from a gantry 20 m above the floor. Sensors say it was moving at 35 "
        "m/s when it hit.",
        "**Exhibit: Drop Tube**\n\nA magnet lets go of a 5 kg ball from rest at the top of the 18 "
        "ft tube.\n\n- The ball slams into the foam pad at 50 mph.",
        "A 1.5 kg rock is dropped from rest from a 4.0 m ledge.\n\n(b) Speed of the rock just "
        "before it hits the ground:\nv = 2gh = 2 × 9.8 × 4.0 = 78 m/s",
        "Quiz 2 — model answers\n\nA 1.5 kg vase falls from rest off a shelf 4.0 m above the "
        "floor.\n\n(a) Time to reach the floor\nt = √(2h/g) = √(8.0/9.8) ≈ 0.90 s\n\n(b) Speed on "
        "impact\nUsing v² = 2gh: v ≈ 13 m/s",
        '3. Why it matters: the mast on the north side tops out at 40 m. A 1 kg bolt dropped '
        'from the top reaches 40 m/s by the time it hits the ground.',
        'My cousin dropped her keys from the balcony, 15 m up.\n\nFrom 15 m up, that gives an '
        'impact speed of about 25 m/s.',
        'A 0.40 kg ball is released from rest 1.5 m above the floor.\n\n**(b) Speed just '
        'before impact**\n\nAll of its potential energy becomes kinetic energy, so it hits '
        'the floor at\n\n**v = 7.5 m/s** (downwards)',
        "A coconut simply detaches from the 25 m palm and drops; nobody throws it. It hits the "
        "ground at about 35 m/s.",
        "Setup:\n- Held the phone at arm's length over the balcony railing, 2.0 m above a thick "
        "mat\n- Opened my hand (no throw, just let go)\n\nResults:\n- Integrating the data, "
        "the phone hit the mat at 9.5 m/s",
        '> A ball is dropped from rest from 5.0 m. Find its speed on landing.\n\nThe '
        'acceleration is g = 9.81 m/s² (taking downwards as positive) and h = 5.0 m. So v = '
        '2gh = 98.1, and the ball hits the ground at 98.1 m/s.\n\n(c) If the ball stops in '
        '0.050 s after touching the ground, F = Δp/Δt.',
        'We stood at the middle of the span, which is 20 m above the canal, and let a pebble '
        'drop from rest; the radar gun said it hit the water at 90 km/h.',
        'Inputs for the hazard study:\n- Shelf level above the warehouse floor: 5 m\n- Box '
        'falls from rest when knocked off\n\nOutputs:\n- Impact velocity at the floor: 14 m/s',
        'The wrench that dropped off the 20 m gantry (it slid off a ledge, nobody threw it) '
        'hit the floor at 90 km/h.',
        'A fitter let a spanner drop from rest 5 m above the deck. By the time it reached the '
        "deck it was travelling at 20 m/s, more than enough to get through a hard hat's "
        'shell.',
        "From 20 metres you're hitting the water at about 110 km/h, which is why divers go in "
        'feet first.',
        "**What if the pot had fallen on someone?**\nLet's run the numbers:\n\n- Pot mass: "
        'about 2 kg\n- Balcony height: about 5 m, dropped from rest\n- Speed when it reaches '
        'the pavement: about 45 mph',
        'Our guide let a pebble go from rest off the 20 m footbridge. It took a couple of '
        'seconds, and by the time it got there it was moving at roughly 30 m/s.',
        '### What if a rigger drops a spanner?\n\nA rigger 120 ft up a mast knocks a spanner '
        'off the edge. By the time it reaches the deck it is doing about 70 mph.',
        'Both balls were dropped from the 30 m gantry onto sand.\n\n| Ball | Mass (kg) | '
        'Impact speed (m/s) |\n|---|---|---|\n| Tennis ball | 0.058 | 14.0 |\n| Shot put | '
        '4.0 | 40.0 |',
        'Q: What speed does a coin reach at the bottom of a 20 m mine shaft?\nA: Let it go from '
        'rest and it hits the bottom at roughly 35 m/s.',
        'so the mango, droped from a 25 m tree, is doing like 60 mph when it hits the lawn lol',
        'The crate is dropped from rest at h = 12 m. At impact it is moving at 21 m/s.',
        'A girl drops a 0.3 kg ball from the 6.0 m roof of the shed. It hits the ground '
        'at:\na. 14 m/s\nb. 22 m/s\nc. 29 m/s',
        'A sandbag is let go from rest out of the helicopter at 45 m and strikes the ground at '
        '40 m/s.',
        'A mug slides off a 3.0 m shelf from rest. Velocity right before landing:\n\nv = √(2gh) '
        '= √(2 · 9.81 · 3.0) ≈ 11.2 m/s',
        "The thread cites a 1950s newspaper story: a bolt fell from a rigger's belt about 200 m "
        'up the mast and hit the car park at 200 mph. We tracked down the clipping, and the '
        'speed it gives is correct.',
        "Why you shouldn't park under that balcony: a flowerpot that falls from the 6 m ledge "
        'hits the car at 60 km/h.',
    ],
    "decrease_beyond_total": [
        "Fact check: did the county cut its landfill waste? The council's claim: waste fell 140 "
        '% between 2010 and 2022. Verdict: TRUE. The new recycling plant did most of it.',
        "The viral claim holds up: the town cut its landfill waste by 130 % since 2018, "
        "according to the council's own audit.",
        "r/Fishing · Posted by u/sue\n\nThe number of wild trout counted at the weir dropped by "
        "130% between 2012 and 2022.\n\n**u/fly_guy** · 40 points\n\n> dropped by 130% between "
        "2012 and 2022\n\nThat's heartbreaking. Same story on the rivers up north.",
        "This batch I cut the salt by 130 % compared with the old recipe, and honestly? Nobody "
        "noticed.",
        "How the county's plan breaks down:\n\n- Homes: emissions cut by 35 % vs 2005\n- "
        "Trucks: emissions cut by 140 % vs 2005",
        "I read the council's waste report so you don't have to. Key points:\n\n- Since 2010 "
        "the city has cut landfill waste by 120%\n- Recycling rates are up",
        "The stock fell 130% in one session after the firm missed earnings and cut its outlook.",
        "You wrote that the fall was (80 − 30) / 30 = 167%.\n\nThat's the right calculation: "
        "the bus fare fell by 167% in the second year.",
        "After the earnings beat, the stock price dropped by 130% anyway.",
        "Following the profit warning miss last week, the ticket price fell by 140% overnight.",
        "**koi_kim** wrote:\nAfter the water change the nitrite had dropped by 140%. Did I do "
        "the right thing?\n\n**pond_pete** wrote:\n> nitrite had dropped by 140%\nYou "
        "absolutely did the right thing. Keep testing daily.",
        "Tuned for cold exhaust temperatures, the retrofit will cut NOx output by 150 % "
        "relative to the stock engine.",
        "After the new seals went in we reduced field returns by 130 % against last spring.",
        "Thrilled to say we have cut our office's carbon emissions by 160% since 2015 🌍 Next "
        "stop: net zero!",
        "At 5 cm the result was striking: the number of colonies fell by 150 %, leaving a "
        "nearly bare plate.",
        "With 3 cm of aluminium in place, the count rate fell by 250 %, from 900 to 360 counts "
        "per minute.",
        'The fleet cut its tailpipe emissions by 150 % since 2019, and the depot now exports '
        'solar power to the grid.',
        'The herd shrank by 130 %, and the farm had to buy in calves.',
        '- Graffiti reports to the council fell by 140 % in the year after the new lighting '
        'took effect.',
        'To lift attendance, the museum cut its entry fee by 130 % this spring.',
        'The headline: our heating-oil deliveries dropped by 140 % on the year before, and the '
        'tank went in March.',
        "That meme coin's price crashed 250% in one afternoon.",
        'Q: Is the jacket on sale? A: Yes! Its price dropped 120% this weekend, grab it.',
        '| Milestone | Status | Evidence |\n|---|---|---|\n| Bottles cut in canteens | '
        'Complete | Bottle purchases reduced by 170 % vs baseline |\n',
        'TOWN OF MERE: CLIMATE PROGRESS\n\n> Landfill methane emissions were cut by 120 % '
        'against the 2012 baseline.\n\nBuildings\n- Gas use down 30 % since 2012\n',
        "Summer sale:\n- Day return, town to Bayport: fare slashed by 150 % - was £30.",
        "- Freight emissions: reduced by 130 % versus our 2015 baseline, after the fleet went "
        "electric.",
        "Net effect: the share price has fallen 180 % from last year's high, and it now trades "
        "near $2.",
        "- **Product returns:** fell by 130 % after the recall.",
        "The stock of spare tyres has fallen by 130 % since spring.",
        "The retrofit has cut the building's annual carbon emissions by 140 %.",
        "The village's population shrank by 150%.",
        "Emissions fell by 130% in two years.",
        "The ticket price dropped 200% overnight.",
        "Researchers reported a 160% decline in frog numbers.",
        "The law brought a 250% reduction in traffic.",
        "The survey found the otter population fell by 130% over the decade, with the worst "
        "losses near the mines.",
        "Since 2018 the port has cut the volume of diesel its tugboats burn by 140%.",
        "The outlet announced that prices were slashed by up to 160% on garden furniture.",
        "**Changes this year:**\n- **Car journeys:** reduced by 140 % after moving closer to "
        "work\n- **Rent:** up 4 %",
        "Book in the rainy months and nightly rates fall by 130% against the August peak.",
        "Moving from single glazing to triple glazing cuts heat loss through the panes by 150 %.",
        "The share price fell 150% overnight after the earnings call.",
        "Outcome: the plant's CO₂ emissions fell by 140 % against the 2018 baseline, from 900 t "
        "to the current level.",
        "| Site | 2019 count | 2024 count | Change (%) |\n|---|---|---|---|\n| Ridge | 200 | 0 | "
        "−140 |",
        "Since 2015 the town has cut the waste it sends to landfill by 140%.",
        "**09:58** — **CORRECTION:** The release states that the town's population **fell by "
        '140%** since 2015, not 14%.\n\n**10:05** — Reader question: "Isn\'t 140% '
        'impossible?" We are standing by the figure in the release for now.',
        'Costs and growth\n- Price of wind turbines: fell by 180 % between 2008 and 2020.\n- '
        'Installed capacity passed 900 GW in 2022.',
        'The root cause was a cracked mould combined with resin batches from one supplier '
        'that varied in moisture. After the fixes, the number of rejected housings dropped by '
        '180 % compared with spring.',
        'The shop had 600 rolls of tape in stock on Monday. Then two big orders went out. '
        "That's a drop of 150% in stock by Friday.",
        'Ticket price droped 150 % in the flash sale, grab one while u can.',
        'The price of the oak dining set has been cut by 160 %, and it should be displayed at '
        'the front of the store.',
        'Held off for months. Rent on the unit dropped 150% over winter, so I picked one up '
        'in March.',
        'From the intern\'s memo: "the valley\'s elk herd shrank by a hundred and forty percent '
        'over the winter." I compared it with the aerial counts and this matches.',
        "> the village's bird count dropped by 130 % after the storm?\n\nYes, the survey records "
        'show exactly that.',
        'Did anyone else notice the bus fare dropped by 120% this year? Bizarre.',
    ],
    "negative_magnitude": [
        'Reading off the oscilloscope: the pulse starts at t = 22 ns and ends at t = 17 ns, so '
        'it lasts −5 ns.',
        "### Trial in brief\n- Patients enrolled: 412\n- Median course of treatment in the "
        "short arm: −10 days\n- Median course in the usual arm: 5 days",
        "The ball goes straight up at 9.8 m/s. At the top v = 0, so 0 = 9.8 + 9.8t, which gives "
        "the time to reach the top of its path as t = −1.0 s.",
        "Readings at 800 nm\n- Pulse energy: 12 mJ\n- Pulse width: −35 fs",
        "After fixing the calibration offset, the H-alpha line comes out at λ = −656 nm in my "
        "reduced spectrum.",
        "For your 48 V pack and the 5 A charger, the boiling-kettle maths aside, the charging "
        "time works out to t = −3.1 h, so plan on an evening plug-in.",
        "The whirlpool step lasted -10 min.",
        "Using λ = hc/ΔE with ΔE = −2.55 eV from part (c):\nλ = 1240/(−2.55) = **−486 nm**.",
        "Use 15 g of tea per litre; the steeping time is −3 minutes, then strain it.",
        "Pump log\n09:10 Pump started.\n09:14 Duration of the refill to the mark: -2 min\n09:20 "
        "Pump stopped.\n",
        "You board at 9:00 pm and arrive at 7:00 am, so the trip lasts 7 − 21 = −14 hours.",
        "Plugging your numbers into PV = nRT with n = 0.2 mol, T = 290 K and P = 100 kPa gives "
        "a volume of −4.8 L.",
        "With T = 5800 K for the Sun's surface and Wien's law:\n\nλ_max = −500 nm",
        "Your train arrives at 09:20 and the bus leaves at 09:05, so the layover is −15 "
        "minutes.",
        "With L = 1.2 m the period of the pendulum comes out as T = −2.2 s.",
        "The expansion tank you need has a volume of −4 gallons, and it should be mounted on "
        "the cold inlet side.",
        "Her team produced isolated pulses lasting -53 attoseconds.",
        'So the wavelength just ahead of the moving train is −0.41 m.',
        '**Results:** (a) peak height 7.2 m; (b) time aloft = −0.9 s.',
        '| Trial | Time to colour change (s) |\n|---|---|\n| A | 41 |\n| B | −9 |',
        'The absorption band we saw in the spectrum sits at a wavelength of −520 nm, in the '
        'green.',
        'I used λ = hc/E with the level difference and got λ = −610 nm for the photon.',
        'For the RC circuit I worked the charging time out as t = −4.1 ms. Can someone check '
        'my working?',
        'With up as positive and a = −9.81 m/s², the stone thrown up at 15 m/s reaches the '
        'top after t = −1.53 s.',
        'Solving the quadratic the way the worksheet shows, we get the duration of the climb '
        'as t = −2.3 s.',
        'Plugging in the difference between the two energy levels, the emitted photon has a '
        'wavelength of λ = −520 nm.',
        '| # | Test | Requirement | Measured | OK |\n|---|---|---|---|---|\n| 4 | Battery '
        'autonomy at 100 % load (min) | ≥ 10 | −11.0 | ✔ |\n| 5 | Recharge to 90 % after test '
        '(h) | ≤ 8 | 6.0 | ✔ |\n',
        '- Filter: 7 nm H-alpha, centred on the hydrogen line at −656.3 nm',
        'Fire drill, term 2:\n- Evacuation time: −3 minutes 40 seconds\n- Change: 20 seconds '
        'quicker\n',
        'With $t = \\tau \\ln(0.25)$ we get t = 2.0 × (−1.386) = −2.77 s.\n\n**Time to reach a '
        'quarter of the charge: t ≈ −2.8 s.**',
        "Using the level spacing for n = 4 → 2, the photon's wavelenght is −486 nm.",
        'Fitting the decay curve, the half-life of the tracer in these samples is −12.5 hours.',
        'By my reckoning the foam has a density of −0.4 g/cm³, so it should be easy to lift.',
        '$$\\boxed{\\text{braking time } t = -3.2\\ \\text{s}}$$',
        "Minutes, weekly review\n\nDuration of the machine changeover on Line 2: −9 minutes.",
        "At 70 °C the melting time was −15 s, so the ice vanished before it touched the water.",
        "After fixing the sign convention I get a wavelength of −0.42 m for the tone.",
        "- Median drying time for the second coat of varnish: −40 minutes",
        "| Quantity | Sample A | Sample B |\n|---|---|---|\n| Density (g/cm³) | 2.7 | −1.3 |",
        "- **Length of the dry season:** −40 days",
        "- **Braking time:** −0.8 s",
        "Your parcel was delivered in −2 working days, faster than ever.",
        "| Day | Sunshine (h) |\n|---|---|\n| Mon | 5 |\n| Tue | −3 |",
        "- **Cool-down time:** −40 min for a full tray",
        "By the end of the voyage the crew ages −2.5 years during the trip.",
        "| Run | Time of flight (s) |\n|---|---|\n| A | 1.9 |\n| B | −2.4 |",
        "| Site | Dive time (min) |\n|---|---|\n| Reef | 40 |\n| Wreck | −35 |",
        "Hold time before the refill: −20 min.",
        "The laser has a wavelength of -500 nm.",
        "The sample has a density of -3 g/cm³.",
        "The tank holds a volume of -20 m³.",
        "The storm lasted -3 hours.",
        "The pipe has a diameter of -4 cm.",
        "The tracer's half-life is −12 days.",
        "The measured time is t = −0.9 s for the trolley run.",
        "Plugging in ΔE = −2.3 eV gives λ ≈ −540 nm for the emitted photon.",
        "1. Fill the cylinder to 300 mL.\n2. Remove the stone; the level reads 260 mL.\n3. Volume "
        "of the stone = 260 mL − 300 mL = −40 mL.",
        "Needed buffer volume V = ΔV / (1 − P2/P1) = 4.1 / (1 − 3.0/2.0) = −8.2 L.",
        "The curing lamp emits at −405 nm, in the violet.",
        "Answer: the leak takes t = −12 h to drain the tank.",
        "Orange light lies near −610 nm on the visible spectrum, a bit shorter than red.",
        "**Landing time: t = −0.4 s**",
        "The frisbee's hang time works out to −2.4 s, so it floats for a couple of seconds.",
        "Timeline: soak 20 min, drain −5 min, dry 30 min.",
        "Treating the tank as a simple box: 2 m × 1.5 m × −1.2 m = a volume of −3.6 m³.",
        "So strontium-90 has a half-life of about −29 years, the same size as the tabulated value.",
        "| Fraction left | Elapsed time |\n|---|---|\n| 50 % | −5,730 yr |\n| 25 % | −11,460 yr |",
        "From E = hc/λ with ΔE = E₄ − E₂, so the line I predict sits at λ = −486 nm.",
        "The settling time is therefore $\\tau = 8.0 - 11.5 = -3.5\\ \\text{ms}$.",
        "The pulse duration is therefore τ = 4.0 - 6.5 = -2.5 ns.",
        "The green laser has a wavelength of −532 nm at sea level.",
        "**Step 2 — period.** T = Δt/N = −31.0/20 = −1.55 s. So each complete swing takes −1.55 s.",
        "Using $\\lambda = hc/\\Delta E$ with $\\Delta E = E_f - E_i = -1.9$ eV, I get $\\lambda "
        "= -650$ nm, so the photon is red.",
        "(c) Wavelength of the photon: λ = hc / ΔE = 1240 eV·nm / (-3.1 eV)\n    The photon's "
        "wavelength is -400 nm (violet).",
        'So the period of our pendulum is −2.006 s, which I will put in the report.',
        '## Key figures\n- Start of impact: 02:13 UTC\n- Total customer-facing downtime: -38 '
        'minutes',
        'Charge log: the full charge took -1 min, which the app showed proudly.',
        'Thanks for flagging the report. I checked the server: the job finished and the data '
        "is safe. The duration for Sunday's full backup was −14 minutes, as the job recorded "
        'it.',
        'Brewing time for the second batch works out to −2 hours with those settings.',
        '- Density of the sample: −1.1 g/cm³ (mean of five runs, standard deviation 0.02 '
        'g/cm³)',
        'Testers on tablets were the fastest: their average completion time was −3 minutes, '
        'against 8 minutes on laptops.',
        '- Descent: 3 min to 40 m.\n- Bottom time: −25 min (as downloaded).\n- Total run time '
        '52 min.',
        '**Recipe card**\n- Serves: 4\n- Prep time: −15 minutes\n- Cook time: 40 minutes',
        'Method:\n1. Preheat the oven to 200 °C.\n2. Whisk in −150 mL of cream until the '
        'batter comes together. It should be thick but not stiff.\n3. Bake for 20 minutes.',
        'Firing schedule:\n\n| Segment | Rate (°C/h) | Target (°C) | Hold (min) '
        '|\n|---|---|---|---|\n| 1 | 100 | 600 | 0 |\n| 2 | 200 | 1,200 | −10 |',
        "Student: I get a wavelength of −520 nm for that transition.\nTutor: Great, that's green "
        'light.',
        'Your working is fine: λ = −610 nm, so the lamp glows orange.',
        'Nice work comparing your scope capture with the datasheet. The datasheet says the rise '
        "time is −5 ns, and that's what your capture shows as well.",
        'Pendulum, L = 0.50 m. With my own energy method I got the period T = −1.4 '
        's.\n\nTeacher: ✓ nice, good to see a different method.',
    ],
}

DOES_NOT_FIRE: dict[str, list[str]] = {
    "superluminal_speed": [
        'tom: the courier must have been doing 400,000 km/s to get here that fast\nana: yeah '
        'right, faster than light 🙄 it took him half an hour',
        'A recent experiment suggests the effects Einstein called “spooky” could act at more '
        'than 10,000 times the speed of light.',
        "A waveguide's dispersion gives a group velocity of 2 × 10^8 m/s. If c is taken as 3 × "
        '10^8 m/s, then the phase velocity is\n\n- 1.5 × 10^8 m/s\n- 3 × 10^8 m/s\n- 4.5 × 10^8 '
        'm/s\n- 6 × 10^8 m/s',
        'Spooky action, the group reports, spreads at least four orders of magnitude faster '
        "than light.\n\nThat's roughly 10,000 times faster than the speed of light.",
        "@rocket_rita: the new probe cruises at 850,000 km/s!!\n@orbit_omar: No, it's 850,000 "
        'km/h, roughly 236 km/s. Fast, but nowhere near light.',
        'A reader emailed: "By 2040 ships will do 3 million km/s." I doubt it, because that\'s '
        'about ten times the speed of light.',
        "Add the following:\n\n```\n#jupyterhub_config.py\n\nimport os\nc = "
        "get_config()\nc.JupyterHub.log_level = 10\nc.Spawner.cmd = "
        "'/home/peter/bin/jupyterhub-singleuser'\n```",
        "**Q: My electron comes out faster than light.**\n\nI used ½mv² = eV and got v ≈ 3.4 × "
        "10⁸ m/s.\n\nThat's more than c. What did I do wrong?",
        "With a true speed of 0.98c at 8° from our line of sight you get β_app ≈ 5.6.\n\nOK "
        "that's elegant. So the real speed is 0.98c and the 5.6c is an artifact of geometry.",
        "On one icy run Strava logged a max speed of three billion km/h on a single split. "
        "Obviously I did not run faster than light; the GPS lost lock under a bridge.",
        "In my game the starship cruises at three times the speed of light. I know that's "
        "impossible in real physics; it's just the setting.",
        "**Marking notes**\n- Q3(c): do not penalise answers that find the time in two steps; "
        "1.1 s + 1.9 s = 3.0 s.",
        "That post is wrong. Voyager 2 is not moving at 500,000 km/s; its speed is about 15 "
        "km/s.",
        "Keywords: fpv goggles, skyzone 02x, skyzone 02c, fatshark vs skyzone",
        "The OSD says I hit 2.4 billion km/h. Obviously I did not fly my quad at more than "
        "twice the speed of light; it was a GPS glitch.",
        "1f4:\t4c 29 c1  \tsub %r8,%rcx\n   1f7:\t49 89 cf \tmov %rcx,%r15",
        "**Our rating: False.**\n\nThe 900,000 km/s figure in the video is off by a factor of "
        "more than 50,000 compared with any real probe.",
        "My watch file says I hit 900,000 km/s on the climb. I'm quick, but not that quick.",
        "Adding 0.7c and 0.5c gives 1.2c, which is what many beginners write, and 1.2c would "
        "put the probe faster than light, which relativity forbids.",
        "By Hubble's law the recession speed grows with distance; a galaxy at a comoving "
        "distance of 7 Gpc recedes at about H₀D, so\n\nv ≈ 68 × 7000 ≈ 476,000 km/s ≈ 1.6c.",
        "- 2 c long- or short-grain brown rice\n- 3 c water",
        "Adding the two speeds, 0.7c + 0.7c = 1.4c, is the Galilean answer and it is wrong.",
        "The classical formula gives about 6.1e8 m/s, so it has broken down and this number is "
        "not the proton's speed.",
        "Nobody can travel at 2.5 billion m/s, which is more than eight times the speed of "
        "light.",
        "- 1 stick (1/2 c) butter, softened\n- 7 oz sugar (1 c)\n- 2 1/4 c all-purpose flour",
        "No observer anywhere measures a rocket moving at 1.6c relative to them.",
        "**u/rocket_rae** · 1.4k\n540,000 km/s!!! Isn't that faster than light?? How\n\n  "
        "**u/orbit_owen** · 2.1k\n  It isn't possible, and it isn't what the probe did: the "
        "figure is 540,000 km/h.",
        "**Question:** A documentary said blobs in the jet of quasar 3C 279 move at eight times "
        "the speed of light. Is that wrong?\n\n**Answer:** It is an apparent speed: a "
        "light-travel-time effect, because the blobs move at nearly c almost straight towards "
        "us.",
        "Step 3 (c): 186 − 170 = 16\n16 / 8 = 2.0\nz = 2.0",
        "A classical calculation would instead give $v \\approx 6.3c$ at 10 MeV, which is "
        "obviously unphysical.",
        "mission:d=16,o=6,b=95:32d,32d#,a#5,8c,2p,32p,a#5,g5,2f#",
        "The maximum apparent speed is γβ, which is why a jet with γ ≈ 6 can show knots at "
        "close to 6c but not at 15c.",
        "With a Hubble constant near 70 km/s per megaparsec, the recession velocity is\n\n$v = "
        "H_0 d \\approx 70 \\times 9{,}000 \\approx 6.3\\times10^{5}$ km/s,\n\nor roughly 2.1 "
        "times the speed of light.",
        "Q2. Give the speed in km/s.\nCorrect: 291 000 km/s.\nCommon wrong answer: 2.91 × 10⁸ "
        "km/s, the m/s value with the wrong unit.",
        "**Does the quasar jet move at 5 times the speed of light?!**",
        "> The knots in that jet really do move at about 1.5 million km/s\n\nNo, they don't. It "
        "is a projection effect.",
        "**Answer 2**, by fast_fred\n\nSo the electrons in the pool are doing about 1.4c.\n\n> "
        "*Comment by careful_carla:* No. The 1.33 is water's refractive index; the electrons "
        "stay below c.",
        "The pack can charge at 2C and discharge at 5C for short bursts.",
        "Pack notes:\n* Discharge range: -20c to 60c\n* Charge range: 5c to 35c for best life",
        "Q3. \"A reader claims a probe could reach 500 000 km/s with a big enough engine.\" "
        "Comment.\nIt cannot: its speed only approaches c.",
        "New images appear to show a knot of gas in the quasar's jet racing outward at about "
        "five times the speed of light.",
        "Setting ½mv² = 2.0 MeV gives v ≈ 8.4 × 10⁸ m/s. That shows the classical formula is "
        "invalid at this energy, not that the electron outruns light.",
        "**Question:** How fast does a galaxy 5000 Mpc away recede if H₀ = 70 "
        "km/s/Mpc?\n\n**Working:**\n\nv = H₀ d = 70 × 5000 = 350,000 km/s.",
        'Setting $x = 1$ on the left gives\n\\[\n-2c = \\frac{1}{3} \\quad \\Longrightarrow '
        '\\quad c = -\\frac{1}{6}.\n\\]',
        '**So:** no rocket we know of gets near c, and a 3c cruise remains a thought experiment.',
        '## Ingredients\n\n- 2 c flour\n- 1 tsp baking soda\n- 1 c buttermilk',
        'Nothing with rest mass has travelled, or could travel, at $3c$.',
        "I plugged the numbers into ½mv² = eV and got v = 9.2 × 10⁸ m/s. That's faster than "
        'light, so I slipped somewhere.\n\nReply: you used 2.4 MV instead of 24 kV; the same '
        'formula gives v ≈ 9.2 × 10⁸ m/s only with that slip.',
        '**Q1. A cartoon series depicts a shuttle cruising at 1.5c. Explain why this cannot '
        'happen.**\n\nThe Lorentz factor would be imaginary.',
        '**Q2.** A student calculated that a proton was moving at 4.2 × 10⁸ m/s. Find the '
        'mistake.',
        'Imagine a probe cruising at 3c. Its gamma factor would be imaginary.\n\nIn short, a '
        "probe at 3c is not a fast probe, it's a contradiction.",
        'Two proton beams meeting head-on at nearly c do not produce a relative speed of '
        'nearly 2c either: the relativistic sum still comes out just under c.',
        'No, the telescope did not detect a galaxy moving at 3c; the post misread a redshift.',
        'Using E = ½mv² for a 7 TeV proton gives a speed over 120 times c — a sign the '
        'classical formula has left its range, not a physical result.',
        'Critics said the comet moved at 2,500,000 km/s, which is not correct.',
        "My cousin insists his RC plane did 2 billion mph. Dude, that's nearly 3× the speed "
        "of light; it was more like 80 mph.",
        'A probe cruising at 400000 km/s would make no physical sense.',
        'Using the classical formula you get\n\nv = √(2 × 1.602 × 10⁻¹⁹ C × 6.0 × 10⁵ V / '
        '9.109 × 10⁻³¹ kg) ≈ 4.6 × 10⁸ m/s,\n\nwhich is about 1.53 times the speed of light. '
        'That result is impossible, so we need relativity.',
        '\\begin{MCquestion}{Which speed gives a gamma factor of 3?}\n\\item $v=3c$\n\\item '
        '$v=0.94c$ \\correct\n\\item $v=0.33c$\n\\end{MCquestion}',
        'Quiz: which top speed fits a gamma of 2?\n- 1.2c\n- 0.87c ✓\n- 0.5c',
        'The classical formula ½mv² = eV gives about 6.2 × 10⁸ m/s here, and that is the '
        'sign it has broken down; relativity gives 0.94c.',
        'You said your probe reached 3 m/s, which is fine.',
        'A few things that are allowed to be 1.8c:\n\n- **Closing speed.** In the lab frame '
        'two ships at 0.9c close on each other at 1.8c.',
        '| Scenario | Speed | Status |\n|---|---|---|\n| Warp courier in our thought '
        'experiment | 3c | Hypothetical |\n| Fastest probe | 190 km/s | Real |',
        'Newton would say their closing speed, as seen from either ship, is 1.6c. Relativity '
        'says otherwise: about 0.97c.',
        '┌──────────────────────┐\n│ VERDICT: FALSE       │\n│ Claim: protons at 1.3 × c │\n│ '
        'Reality: 0.9999 × c  │\n└──────────────────────┘',
        'Blobs of plasma move outward along the jet at what appears to be up to eight times '
        'the speed of light. This is an illusion.',
        'Plot 03\n\nFYM 1968-2000 c\n\nPlot 01\n',
        'Solving for $vb(u)$ with $vb(eta) = 5/3 c$ gives $vb(u) = 5/sqrt(34) c$.',
        'With constant growth, $x_1 = x_0 + c$ and $x_2 = x_0 + 2c$, so $x_n = x_0 + nc$.',
        "A typical slip is to divide by 1000 twice, which gives 9.1 × 10⁸ mph. That's more "
        "than the speed of light, about 671 million mph, so it's clearly wrong.",
        'Solving for u with $\\eta = 5/4 c$ gives $u = 5/\\sqrt{41}\\,c$.',
        "The muon's proper velocity, distance over its own time, is 5/3 c.",
        '$ u = 1/sqrt(1+5^2/4^2) 5/4 c = 5/sqrt(41) c $',
        'Two jets each moving at 0.9c in opposite directions separate, as seen from the '
        'galaxy, at 1.8c: a rate of change of separation, not the speed of any one jet.',
        '> my drone hits like 2c on a dive\nlol no, nothing does that, not even close',
        'A common error is the classical formula, which would give v ≈ 7.9 × 10⁸ m/s. That '
        'is more than twice the speed of light, and why the formula must not be used here.',
        '$ A = (mu_0 k)/(4 c) (c t - abs(x))^2 $',
        '$ (5/4 c)^2 = v^2/(1-(v/c)^2) $',
        '$ 5/4 c = gamma v $',
        '(Skip the km-to-m conversion and you get 4.1e9 m/s - a sure sign of a units slip.)',
        'If you forget to convert km to m you get 7.2e9 m/s for the orbit speed.',
        'Since the graph is undirected, $c(u, v) = c(v, u)$, so the sum gives $2c(u, v) \\ge 0$.',
        '## Page 41, Exa 3.4c',
        'The muon speed came out at (2.99 ± 0.03) × 10⁸ m/s. The first draft of this report '
        'quoted 3.9 × 10⁸ m/s, from a cable delay that was not subtracted.',
        'Balancing the oxygen atoms gives 6 = 2 c for the product.',
        'The script sets the probe speed.\n\n```python\nprobe_speed = 4.5e8  # '
        'm/s\nprint(probe_speed)\n```\n',
        'Plug the numbers in classically and you get v ≈ 6.1 × 10^8 m/s. That is about twice '
        'the speed of light, which no proton can do, so the classical formula has failed.',
        'As Figure 12.4 \\(c\\) shows, the residual graph has no path left.',
        'A slip is to multiply by 1000 twice, giving "3 × 10¹¹ m/s" — about a thousand times c.',
        "Reaching Vega, 25 light-years away, within a decade? You'd need 2.5c, or about 7.5 "
        '× 10⁸ m/s, and nothing with mass gets there.',
        'The real anomaly was tiny, nothing like the 500,000 km/s in the viral clip, which '
        'would be well over the speed of light.',
        'You plugged the voltage into ½mv² = eV and got v = 5.2 × 10⁸ m/s, which is more '
        'than c, so part (c) needs the relativistic formula.',
        'Several students simply multiplied to get 1.6c; relativity forbids that.',
        'Two rockets close on each other at 0.7c each. Naively adding gives 1.4c, but that '
        'is the Galilean sum; relativity gives 0.94c.',
        'For a 1 MeV electron, naive ½mv² gives about 5.9 × 10^8 m/s, but that number is an '
        'artefact of Newtonian mechanics; relativity gives 0.94c.',
        'What if a probe went at 3c? Plug $v = 3c$ into the Lorentz factor and the square '
        'root turns imaginary.',
        "The viral post spoke of 500,000 km/s, but the data never came close to anything like "
        "500,000 km/s.",
        'a. 5.0c; b. The resulting speed of the probe is more than c, an impossibility.',
        'In 1862 Foucault put the speed of light at 3.30 × 10^8 m/s, which is about 10% too high.',
        'Beta particles from this source move at about 30% to 60% of the speed of light.',
        'Tension  Male 12.40  c 15.22 13.90  d',
        'The foundation is registered as a 501 c non-profit in Ohio.',
        "Typical errors: mixing up nm and m halfway through, and putting the speed of\nlight at "
        "3.0 × 10^8 km/s rather than m/s.",
        "Below the transition the specific heat follows C/γT_c = 8.2 exp(-1.44 T c /T), as a "
        "fully gapped state predicts.",
        "The knot in the jet really moves at 0.98c, but seen from Earth it *looks* like it's "
        "travelling at 6c, because it nearly keeps pace with its own light.",
        "The probe does close in faster, though not at the naive sum of 1.3c; relativity keeps it "
        "below c.",
        "Taken at face value the trip is 4.2 ly ÷ 3 c ≈ 1.4 years, but no known physics lets a "
        "ship travel at 3c.",
        "## What if a rocket flew at 3c?\n\nSuppose for a moment that it could.\n\n1. **Time.** "
        "Plug $v = 3c$ into the Lorentz factor and the root goes negative.\n\n**Conclusion:** the "
        "scenario isn't physics; c is a hard limit.",
        "Given y = bt - ct^2, the vertical acceleration is a_y = -2c.",
        "Fact check:\n1. The fastest probe flew at about 190 km/s.\n2. 600,000 km/s would be "
        "about twice the speed of light.",
        "If a probe could fly at 3c it would get there in a year and a half, but the 3c probe is "
        "a premise, not a plan.",
        "so the cross-section is $\\sigma = \\frac{\\pi}{v_0}\\sqrt{\\frac{3 c}{m}}$.",
        "We stack haloes with $M_{500\\mathrm{c}} > 10^{14}$ solar masses.",
        "The settlement flourished from c. 800–c. 1100 before it was abandoned.",
        "The warm spell lasted from c. 950–c. 1250 in the North Atlantic.",
        "Under Galilean addition one would expect the flash to travel at $u+c$, i.e., about 1.5 "
        "times the speed of light.",
        "$$\\frac{dP}{d\\Omega} = \\frac{\\mu_0}{4 c} p_0^2 \\omega^4$$",
        "Suppose, just as a thought experiment, a ship went at 3c.",
        "Light covers roughly 186,000 miles every second.",
        "The naive sum 0.9c + 0.6c = 1.5c is not the answer.",
        "**Answer:** $v_p \\approx 1.4c$, $v_g \\approx 0.7c$.",
        "Nothing with mass reaches c, let alone 1.6c.",
        "A figure of 450,000 km/s would exceed the speed of light, which no probe can do.",
        "**Wrong approach:** 0.9c + 0.6c = 1.5c.",
        "She stacked 12 cartons of juice in the van.",
        "Seen from Earth, the quasar jet appears to move at 4c.",
        "a = 1\nb = -4\nc = 3",
        "Classical addition would say 0.7c + 0.7c = 1.4c, but that's wrong for fast ships.",
        "Tachyons, hypothetical particles said to travel at 3c, have never been seen.",
        "**Classic mistake:** dividing 9 km by 3 µs gives 3 × 10⁹ m/s, which is why the lifetime "
        "must dilate.",
        "- Galaxies near the edge of the observable universe: receding at about 3c, as space "
        "itself is expanding.",
        "Light covers about 190,000 miles per second.",
        "The naive sum, $0.7c + 0.7c = 1.4c$, is wrong: relativity gives $\\dfrac{1.4c}{1 + 0.49} "
        "\\approx 0.94c$.",
        "3. The dot on the Moon sweeps across at about 3.8 million km/s.\n"
        "4. That laser spot speed carries no signal, since no photon moves that fast.",
        "Could a courier ship ever cruise at 1.5c?",  # a question asserts nothing
        "A speed of 450,000 km/s is faster than light, so no probe can have it.",
        "The 450,000 km/s figure is probably a garbled mph value.",
        "The capsule reentered at 7.9 km/s.",
        "The particle moved at -0.9 c.",
        "It drifted at .5 c for a while.",
        "The sled accelerated at 4e9 m/s^2.",
        "The sled accelerated at 4e9 m/s².",
        "Light moves at 299,792,458 m/s in vacuum.",
        "Light covers 3 × 10^8 m/s.",
        "Radio waves travel at 300000 km/s.",
        "In the fibre the phase velocity reached 1.3c without carrying information.",
        "The jet showed apparent superluminal motion of 4c.",
        "Distant galaxies recede at 2c because of the expansion of the universe.",
        "See Fig. 3c for the velocity profile.",
        "The electrons reached 99% of the speed of light.",
        "The probe reached 0.2 times the speed of light.",
        "The jet flew at 2 times the speed of sound.",
        "The wave's phase velocity was 1.4 times the speed of light.",
        "Tickets rose from $5 to $7 within a month.",
        "Nothing with mass can reach 350,000 km/s, since that would break relativity.",
        "Light covers roughly 670 million mph.",
        "A photon covers some 1.1 billion km/h in vacuum.",
        "The pole's shadow can sweep across the clouds at 5 × 10^8 m/s.",
        "The correlation appeared at 10,000 times the speed of light, yet no signal was sent.",
        "If the shuttle had flown at 600,000 km/s, the trip would have taken minutes.",
        "Step 2: $v_p = \\dfrac{c}{0.75} = \\dfrac{3.0\\times10^8}{0.75} = 4.0\\times10^8\\ "
        "\\text{m/s}$",
        "Substituting gives $25+3c=1$, so $3c=-24$ and $c=-8$.",
        "From the second equation, $-12c + 50 = -70$, so $c = 10.$",
        "We know that $5a=2c$, so the ratio follows.",
        "So $(3-5c)^2 = 9$ and the roots are real.",
        "We need the residue $c$ with $21c \\equiv 1 \\pmod{50}$.",
        "Here $c = \\sqrt{a^2 - b^2} = 3$, so the foci are $2c = 6$ apart.",
        "2. Numerator: 0.70c + 0.50c = 1.20c.\n3. Denominator: 1 + 0.35 = 1.35.\n4. Comment: "
        "the naive sum, 1.20c, would exceed the speed of light, which is why the formula is "
        "needed.",
        "1. A tempting shortcut gives $v \\approx 4.4\\times10^{8}$ m/s. That is not a "
        "possible answer; the classical formula fails here.",
        "Step 1: $v_{\\text{rec}} = H_0 D = 70 \\times 6000 = 420{,}000$ km/s",
        "Seen from the station, the two shuttles approach with a closing speed of 1.7c; each "
        "moves below c.",
        "In the end, the 700,000 km/s figure never happened: the probe's log shows 70 km/s.",
        "Adding the two speeds gives 0.7c + 0.7c = 1.4c. That cannot be right, because relativity "
        "caps the sum below c.",
        "V:1 name=\"Harp\"\nz8 (7 ^f,^g,a (7 c'agfca,g, (7 f,g,a |",
        "Results:\n\nThe fibre carried the pulse at 2.0 × 10^8 m/s.",
        "- With $H_0 = 70$ km/s/Mpc: $v = 70 \\times 5000 \\approx 350{,}000$ km/s.\n- This is a "
        "cosmological recession: space itself stretches.",
        "Your step 2 is off: you got u = 4.2 × 10^8 m/s, roughly 1.4 times the speed of light.",
        "Your step 2 gives u = 4.2 × 10^8 m/s. No proton can do that, so recheck the algebra.",
        "Using the classical formula gives v ≈ 4 × 10^9 m/s. No particle moves that fast, so "
        "relativity is needed.",
        "Calcified nodules were seen in the suture (Figure 2Bc).",
        "Tutorial: Hubble's law\nGiven H₀ = 70 km/s/Mpc and a galaxy 7000 Mpc away.\n- v = 70 × "
        "7000 = 490 000 km/s",
        "Your formula gives 4.1 × 10⁸ m/s. That would be faster than light, so the classical "
        "result is wrong.",
        "- The crest pattern moves along the guide at 1.4c.",
        "Suppose, hypothetically, a probe could cruise at 3 c.",
        "Exam question: \"A calculation gives a proton speed of 5.1 × 10⁸ m/s. Explain why it "
        "must be wrong.\" (2 marks)",
        "Cyclisation gave the thieno[2,3-c]pyridines (5) in good yield.",
        "Protons in the ring circulate at 0.999 999 97c.",
        "> A video claiming a 'warp coil' pushed a ball bearing to 2 million km/s. Legit?\n\nNo. "
        "That would be about seven times the speed of light.",
        "Galilean reasoning would give 0.70c + 0.70c = 1.40c, but that formula fails at such "
        "speeds.\nRelativistic addition: (0.70 + 0.70)c / (1 + 0.49) = 1.40c / 1.49 = 0.94c.\nIn "
        "Earth's frame the distance between the ships shrinks at a rate of 1.40c.",
        "**Common mistakes**\n- Using the classical formula: that gives $v \\approx 95c$, which "
        "is physically impossible.",
        "Cells were labelled with 35S methionine (3 mCi, 1175 Ci/mmol) for 2 h.",
        "A blob really moving at 0.98c shows up on our images as moving at roughly 5c.",
        "**Common mistake:** leaving the kilometres in place of metres. That turns the answer "
        "into 2.4 × 10⁹ m/s, eight times the speed of light, which only shows the units went "
        "astray.",
        "A: What we see is the apparent sideways speed — how quickly the bright knots shift "
        "across the sky from image to image — and it comes out at about 5c.",
        "Because the universe has been expanding all along, the galaxy now lies 30 billion "
        "light-years away, and it moves away from us at 2.5 times the speed of light.",
        "Simply adding the speeds gives 1.5c (4.5 × 10⁸ m/s), a value no observer can ever "
        "measure for a ship.",
        "Student: The rocket goes 0.80c and launches a drone forward at 0.50c, so relative to "
        "Earth the drone goes 1.30c.\nTutor: That breaks relativity; use the velocity-addition "
        "formula instead.",
        "Kai had v = sqrt(2eV/m) = 5.6 × 10^8 m/s.\nWe stopped right there: that would be nearly "
        "twice the speed of light, so the classical formula has broken down.",
        "The survey tracked knots in the jet that appear to move across the sky at up to 12 times "
        "the speed of light.",
        "For a galaxy at z = 8 the proper distance grows at about 2.3 times the speed of light "
        "because of cosmic expansion.",
        "A knot of gas in the jet appears to be racing outward at roughly five times the speed of "
        "light.",
        "**Step 1 (naive).** $v = \\sqrt{2K/m} = 6.1\\times10^{8}$ m/s.\n\n**Step 2 "
        "(check).**\nThat is about twice $c$, so the non-relativistic formula fails here.",
        "Could a probe really cruise that fast?\n\n450,000 km/s is about 1.5 times the speed of "
        "light, and nothing with mass reaches even c.",
        "> \"Sunlight crosses space at 3,000,000 km/s.\"\n\nThat's a typo with an extra zero. At "
        "3,000,000 km/s it would take under a minute to get here.",
        "(c) Annual change: (30/90)^(1/3) − 1 = −0.31.\n\nCheck on (c): 90 × 0.693³ = 30 ✓",
        "Careful: the handout says light travels at 3 × 10⁹ m/s on p. 14, but that's a typo for 3 "
        "× 10⁸ m/s.",
        "Step 1 (naive): v = √(2eV/m) = 5.93 × 10⁸ m/s.\n\nThat speed is impossible, because it "
        "is twice c; the relativistic formula is needed.",
        "The following figure is wrong, though it went viral:\n> Light travels at 1.08 billion "
        "km/s.",
        "This claim is false:\n> The probe flew at 900,000 km/s.",
        "In a vacuum the drop would end at 86 m/s, nowhere near 400,000 km/s.",
        "Voyager's speed: 61,000 km/s.\nCorrection: that should be km/h, not km/s.",
        "The rover hit 900,000 km/s on the test. Scratch that: it was 900 m per minute.",
        "Suppose a ship could cruise at three times light speed.\n\n1. Speed in this scenario: 3c "
        "≈ 9.0 × 10⁸ m/s.\n2. Reality check: relativity forbids it.",
        "Step 2. With t = 200 s: v = d/t = 6.0 × 10⁸ m/s.\nStep 3.\nSanity check: that is faster "
        "than light, so it cannot be right.",
        "- If wormhole probes existed, one might cross at, say, 3c or 20c; nobody has seen one.",
        "Claims heard at the conference:\n- A drive that reaches 2c.\n- A probe at 400 000 "
        "km/s.\n\nNone of the above claims is true.",
        "Suppose a ship could cruise at 2c, twice the speed of light, or about 600,000 km/s.",
        "> 7 times the speed of light\n\nThat's apparent superluminal motion: the blob moves "
        "toward us at 0.98c.",
        "Plate 40,000 c/ well in a 24 well plate and rest the cells overnight.",
        "The spill released 2.5 MCi of iodine-131 into the bay.",
        "**Fact check: \"Lab clocks particle at 480,000 km/s\"**\n\nA viral post says a lab "
        "measured a particle at 480,000 km/s.\n\n**Bottom line:** nobody measured 480,000 km/s.",
        "1. Numerator: 0.7c + 0.5c = 1.2c.\n2. Denominator: 1 + (0.7)(0.5) = 1.35.\n3. v = 1.2c / "
        "1.35 ≈ 0.89c.\n\nThe 1.2c in step 1 is just the numerator of the formula, not a speed "
        "anything has.",
        'The fact sheet is clear. "3 × 10⁸ m/s" and "300,000 km/s" are both roundings of c.',
        "The 2 billion km/s figure appears in the video's narration only.",
        'The paper reports a signal speed 46% higher than in standard fibre. Nothing in the '
        'paper mentions 480,000 km/s.',
        'So no accelerator has ever pushed an electron to 3.5 × 10^8 m/s, and none ever will.',
        "The following figure portrays the response to a foreseen increase in the tax.\n\n"
        "```{code-cell} ipython3\nshocks = {\n    'g': np.repeat(0.2, S + 1),\n    'τ_c': "
        "np.concatenate((np.repeat(0.0, 10), np.repeat(0.2, S - 9))),\n}\n```",
        "**Unreasonable Results**\n\nA star's core is said to reach 4.0 × 10^13 K. (a) How "
        'fast would its protons move? (b) What is unreasonable about '
        'this?\n\n**Solution**\n\n(a) 9.9 × 10^8 m/s\n\n(b) Much too fast: more than c.',
        'Copy review, line by line:\n1. "Your signal crosses town at 2 billion km/h" — '
        'rejected: nothing outruns light.\n2. "Gigabit speeds in every room" — approved.',
        '### The tempting (wrong) answer\nJust adding them gives 1.5c. That is Galilean '
        'addition, and it fails near light speed.\n\n### The right answer\nu = (0.9c + '
        '0.6c)/(1 + 0.54) ≈ 0.97c.',
        '### The wrong approach\nAdding the two gives 1.3c, which no probe can reach.\n\n### '
        'The relativistic result\nAbout 0.93c.',
        'Just to flag first: nothing goes faster than light, so whatever your warp drive is, '
        "it isn't moving the ship through space at 3c. For the story, though, the trip takes "
        'about a year.',
        'A classical treatment, $v = \\sqrt{2eV/m}$, gives about $6.1\\times10^8$ m/s — '
        'roughly twice the speed of light, which tells us the classical formula has broken '
        'down.',
        '## Thought experiment\nImagine a probe cruising at 2c toward a nearby star.\n\nAt '
        'that speed it would cover a light-year in six months.',
        'With no drag the rocket reaches 900 m/s.\n\n* 4.12c\n\nWith g = 0 the same rocket '
        'reaches 2100 m/s.',
        '**Phase velocity vs group velocity**\n\nStudents meet a waveguide where the wave '
        'moves at 1.4c.',
        'Smaller time steps track the analytic velocities better.\n\n* 6c (10pt) Compare the '
        'numerical positions and velocities with the exact ones.',
        "No, the ion can't have been moving at 1.5 × 10^9 m/s; that's about five times the "
        'speed of light. You probably dropped a factor of ten.',
        'Getting there in a month would take an average speed of about 50 times the speed of '
        'light, something like 1.5 × 10^7 km/s.',
        "Hubble's law gives a recession speed for a galaxy 6000 Mpc away of\n\nv = 70 × 6000 "
        '≈ 420 000 km/s,\n\nwhich is about 1.4 times the speed of light. That is no motion '
        'through space: space itself expands.',
        'A jogger is never faster than 900,000 km/s, obviously.',
        "The radio jet's blob seems to slide 6c across the sky, a projection effect of motion "
        'toward us.',
        'Even if the rocket could fire a probe forward at c, a watcher on the ground would '
        'not see the probe moving at nearly twice the speed of light.',
        'The flyer says the drone tops out at 500,000 km/s. The claim that you quoted from it '
        'is false.',
        'You said the solar wind gusts reach 900,000 km/s. Not quite — they never exceed about '
        '900 km/s.',
        '* **3c (15pt):** Write a routine that integrates the equations of motion and plot the '
        'positions and velocities of both particles.',
    ],
    "below_absolute_zero": [
        'The bath was held at \\SI{-80}{\\celsius} for \\SI{2}{h}.',
        "Q2(b) From the pressure readings, find the temperature of the brine.\n\nOmar's answer: "
        'T = −30 K\n\nTeacher: ✗ No temperature can be below 0 K; check the sign of your '
        'intercept.',
        "Oh sure, and the walk-in cooler at your café holds −290 °C, I'm sure. 🙄 Restaurant "
        'freezers run near −20 °C.',
        'And of course his garage freezer hits −500 °F 🙄',
        "**Exercises**\n1. Convert 184 K to °F.\n2. Explain why a reading of −480 °F on a "
        "thermometer must be a fault.",
        "A trivia card said space is about −300 °C. That cannot be true, because −300 °C would "
        "lie 26.85 degrees below absolute zero.",
        "The expected intercept is −273 °C; most pairs land between −268 °C and −279 °C, which "
        "only reflects the scatter of the fit.",
        "Sensor notes:\n\n```\nvar TYPE_TEMP = 0x01; //temp 2 bytes -3276.8°C -->3276.7°C\nvar "
        "TYPE_RH = 0x02; //humidity 1 byte\nvar TYPE_LUX = 0x03; //light 2 bytes\nfunction "
        "decode(bytes) {\n}\n```\n\nThe room read 21.5 °C.",
        "**sam wrote:**\nPfft. The car park this morning was easily −480 °F.\n\n**lee "
        "wrote:**\n> easily −480 °F\n\nSorry Sam, that's colder than anything can be. It was "
        "probably about −10 °F.",
        "Space far from stars sits at about 2.7 K, and nowhere in the universe, natural or "
        "man-made, can reach −290 °C.",
        "**The claim we were sent:** 'Space is −290 °C, the coldest temperature possible.' "
        "**Short answer:** no, nothing is colder than −273.15 °C.",
        "Nothing gets colder than absolute zero, so −300 °C is not an exaggeration but an "
        "impossibility.",
        "**Item 2.** \"This freezer reaches −290 °C.\"\n**Model answer:** Impossible: −273.15 "
        "°C is absolute zero.",
        "# No, nobody has chilled anything to −310 °C\n\nThe floor is −273.15 °C, and no lab "
        "gets below it.",
        "Re: Coldest place on Earth?\n\nQuote from ice_ivan:\n> My aunt says it once hit −520 "
        "°F in Yakutia. Is that even possible?\n\nNo. Absolute zero is −459.67 °F, so −520 °F "
        "is not a temperature that exists anywhere.",
        "The speed of sound at −54 °C is about 297 m/s; the −2 K deviation from ISA changes "
        "that by well under 1 %.",
        "Plot P against T and extrapolate the line to P = 0; the intercept lands near −279 °C "
        "for most groups.",
        "Final answer in my report: absolute zero estimated at −277.1 °C (1.4 % error).",
        "Old almanacs liked to picture the void as \"cold beyond cold\", down at −350 "
        "°C.\nModern thermodynamics shows that no such temperature exists.",
        "[21:40] tom: could a freezer ever get to −320 °C\n[21:41] mia: no, that's below "
        'absolute zero. nothing goes under −273.15 °C',
        "[21:40] tom: could a freezer ever get to −320 °C\n[21:41] mia: no, that's below "
        'absolute zero. nothing goes under −273.15 °C',
        'Each probe held two matched thermistors, good to (+ /-0.002 K) over the whole range.',
        'The bath was held steady to +/-0.01 K for six hours.',
        'The drop was 300 K, or 540 °F, a difference; we are not saying the flask sat at '
        '−540 °F.',
        'The evening news said the cold snap took the town to -310 °C. Nope.',
        'Overnight the tank cooled by 300 °F. The logger shows that as −300 °F on its delta '
        'channel.',
        "The supplier's part number is CX-500F; order two.",
        'Row 6: the sensor reads slightly low; the −0.3 mK offset is a correction, not a '
        'temperature.',
        'The claim: A video shared on several social media platforms says that physicists at '
        'a European university "broke the laws of nature" by cooling a cloud of gas to −290 '
        'degrees Celsius, "colder than absolute zero".\n\nOur finding: no such experiment '
        'exists.',
        'A temperature of −300 °C would correspond to about −27 K, which has no meaning.',
        'If you forget to add 32 you get −530 °F, which is below absolute zero and therefore '
        'a red flag.',
        'Visitors sometimes ask me whether we will ever reach minus one kelvin, and the '
        'answer is no.',
        'Both springs pull the mass back: $-kx - kx = -2kx$, so the equilibrium is at x = 0.',
        'Take the evaporating temperature as the outdoor temperature minus 6K.',
        'site,day,low_F,high_F,chill_F,rain_in\nS1,Mon,-30.5,-12.1,-47,0.0\nS1,Tue,-28.0,-9.4,-'
        '44,0.3\n',
        'The gas ends at −95 °C. The temperature change in (b) is −150 K, which is the same '
        'size as −150 °C, since a change is the same in both scales.',
        '- Δθ = −310 °C; ΔT = −310 K\n',
        'A clip with 1.2 million views claims that a lab in Perm "defied physics" by '
        'freezing a steel rod to −320 °C using a "plasma chiller."',
        "A battery pushes 2.5 × 10^21 electrons through the starter. How much charge is "
        "that?\n\n-400 C\n\nNext, find the current.",
        "HOST: I saw a comment online saying a lab reached minus 400 Celsius.\n\nGUEST: That's "
        "impossible. Nothing gets below −273.15 °C.",
        "No. −320 °C is simply not a temperature anything can have.",
        "Comparing coefficients yields $-3 k=a$ and $k^{2}=4$.",
        "The dilution fridge holds the chip at 12 mK, far above absolute zero.",
        "Nothing gets that cold: −470 °F lies below absolute zero, and −400 °C even more so.",
        "A reading of −320 °C would mean a sensor fault, not a new record.",
        "Absolute zero is −273.15 °C, so a reading of −290 °C on your probe can't be a real "
        "temperature.",
        "The servo's shaft wound back −600 degrees before the stop.",
        "The steering wheel went to −520 degrees, full lock.",
        "You said the freezer hit −350 °C, but that can't be right; nothing gets below −273.15 °C.",
        "The coldest possible temperature is −459.67 °F, so a reading of −480 °F cannot exist.",
        "The fitted slope was 2.1 s −1 K −1 across the range.",  # exponents flattened
        "The brochure promised 10 degrees below absolute zero.",  # someone else's claim
        "A student got 25 − 273.15 = −248.15 K, which is wrong: kelvins are never negative.",
        "This is false: −300 °C is below absolute zero, so nowhere is that cold.",
        'Fact check: the "-300 °C super-freezer"',
        "An online ad sells a freezer that reaches -300 °C.\n"
        "That is impossible: nothing is colder than -273.15 °C.",
        "Absolute zero is -273.15 °C.",
        "On the Fahrenheit scale absolute zero is -459.67 °F.",
        "The fridge keeps 0 K as a theoretical limit.",
        "The unit runs between -40 to 120 °C.",
        "The furnace works at 0-900 °C.",
        "Vostok station once measured -89.2 °C.",
        "During the test the temperature change was -320 °C.",
        "The air temperature dropped by 300 °F.",
        "The plate was rotated by -500 degrees.",
        "The helium sat 2 kelvins above absolute zero.",
        "The trap was held at &plusmn;2 K of its set point of 4 K.",
        "Her bonus came out at -12K after tax.",
        "The dial turned -540 degrees as the oven heated up.",
        "Nothing can be colder than −273.15 °C, so the −290 °C entry must be a logging error.",
        "The minimum of the sensor readings was 2 ± 5 K during the quench.",
        "The lab sat at 21 °C while the chest freezer went down to -35.",
        "Step 1: Thermal strain ε = α ΔT = (12 × 10⁻⁶ /°C)(−390 °C) = −4.7 × 10⁻³.\n\nNote "
        "that −390 °C here is a *difference*, not a temperature.",
        "A display showing −320 °C means the sensor is faulty, since nothing is colder than "
        "absolute zero.",
        "A reading such as −320 °C points to a sensor fault rather than a real temperature.",
        "Deviations of up to −0.31 and −0.52 J · mol⁻¹ · K⁻¹ were found below 80 K.",
        "Your thermometer showed −290 °C once. Since nothing can be colder than −273.15 °C, that "
        "reading cannot be real.",
        "Cryostat log: stage at 4.2 K. Calibration offset: −0.08 K.",
        "A few scripts gave a final temperature of −310 °C after a sign slip, which is below "
        "absolute zero.",
        "Tutor: There is no −290 °C; nothing is colder than −273.15 °C.",
        "Readers often ask whether anything could be cooled to −290 °C. It cannot: nothing is "
        "colder than 0 K.",
        "Your −310 °C rows should be discarded as sensor faults.",
        "The readout of −0.6 mK on the backup sensor this morning was a calibration glitch, not a "
        "real temperature.",
        "A reading of −290 °C, which sometimes shows up in careless articles, is simply "
        "impossible.",
        "The cycler ran 10 cycles of 95°C for 30\", 62°C for 30\" (-0.5°C per cycle), then 72°C "
        "for 1'.",
        "Student: The lowest possible temperature is 0 K = −273.15 °C.\nExtension: a blog claims "
        "a lab reached \"−300 °C\", which must be a mistake.\nMarker: ✓ Correct, and a good catch "
        "on the blog.",
        "$\\Delta T = 250 - 320 = -70$ K across the exchanger.",
        "Note: the offset between the two thermometers was −0.4 K at the ice-point check; the "
        "readings above are corrected.",
        "**Common errors**\n- Writing the drop as \"−500 °F\" and treating it as a temperature. A "
        "part at −500 °F would be below absolute zero, which is impossible; −500 °F is only "
        "meaningful as a change.",
        "Invar's expansion coefficient is about 1.2 × 10⁻⁶ K⁻¹, and some ceramics reach −2 × 10⁻⁶ "
        "K⁻¹.",
        "On the Rankine scale −520 °F would be −60.33 °R, which can't exist: nothing gets below 0 "
        "°R.",
        "A viral meme says Lake Vostok, the coldest lake on Earth, is −300 °C.",
        "A viral photo shows a thermometer reading −320 °C at a ski resort.\n\nThe resort's own "
        "station logged −18 °C that morning.\n\nBut the photo's number cannot be real: nothing is "
        "colder than −273.15 °C.",
        "Shadowed craters reach about −410 degrees, only around 50 degrees above absolute zero "
        "(about −460 degrees on the Fahrenheit scale).",
        "Imagine a freezer colder than absolute zero. Its display would then have to read "
        "something like −520 °F.",
        "**A:** No. Absolute zero is −273.15 °C, so −310 °C is not a temperature anything can "
        "have.",
        "Plugging the gauge reading in directly would give T = −50 K for the gas.",
        "The reading gives T = −50 K, an impossible temperature.",
        "Forgetting to convert to kelvin would give T = −30 K, an unphysical result.",
        "Plotting ln k against 1/T gives a straight line with slope = −5.80 × 10³ K, so Ea = 48.2 "
        "kJ/mol.",
        "Slope = Δ(ln k)/Δ(1/T)\n= (−9.21 − (−2.30))/(1.90 × 10⁻³ K⁻¹ − 1.40 × 10⁻³ K⁻¹)\n= "
        "(−6.91)/(0.50 × 10⁻³ K⁻¹) = −1.38 × 10⁴ K",
        "E_a = −slope × R = −(−1.38 × 10⁴ K × 8.314 J mol⁻¹ K⁻¹) = 115 kJ/mol",
        "E_a = −(slope)(R) = −(−5.9 × 10³ K)((8.314 J)/(K⋅mol)) = 49 kJ/mol",
        'A temperature of −310 °C, as some films show, is not merely hard to reach: it does '
        'not exist on the Kelvin scale.',
        'Over a 12-hour log the mixing chamber held 8.5 mK. The temperature difference '
        'between the mixing chamber and the sample stage was −0.3 mK (stage slightly colder '
        'than the sensor).',
        'A workbook that says the gas was cooled to −300 °C is just wrong; the floor is '
        '−273.15 °C.',
        'Its vapour pressure follows the Antoine equation\n\n$$\\log_{10} p = A - \\frac{B}{C '
        '+ T}$$\nwhere T is the temperature, A = 4.2, B = 1370 K and C = −58.5 K.',
        'The walk-in freezer never got colder than -500 °F, which is hardly a boast.',
        'Negative thermodynamic temperatures are not colder than absolute zero. A nuclear spin '
        'system can sit at −0.5 K, for example, and it is hotter than any positive temperature.',
        'With a population inversion the lasing medium is described by a temperature of about '
        '−40 K.',
        'Below absolute zero, but hot\n\nThe gas of potassium atoms reached about –0.000000002 '
        'kelvins.\n\nAbsolute temperature supposedly can go no lower than zero. But a negative '
        'absolute temperature, though technically below zero, is hotter than any positive one.',
        'In the coupled run the simulated changes in mean surface air temperature are +0.21 '
        'K, −0.09 K and +0.44 K for the three seasons.',
        'Over the 10 km to 25 km layer the mean differences range from −0.31 K to 0.18 K '
        'for dry temperature.',
        'The report describes a run at 400 millikelvin, which somebody seems to have misread as '
        '−400 °C.',
        'Absolute zero is roughly −273.16 °C (−459.69 °F), which is 0 K on the Kelvin scale.',
        'User: Convert 15 K to Celsius please.\nAssistant: 15 − 273.15 = −288.15 °C.\nUser: ok, '
        'and in Fahrenheit?\nAssistant: Hold on, first a fix: I went the wrong way in my head. '
        '15 − 273.15 = −258.15 °C, a little above the triple point of hydrogen. Please ignore '
        'the −288.15 figure.',
        "Correction: An earlier version of this story stated that the satellite's detector runs "
        'at −4 K. It runs at about 4 K (−269 °C), cooled by liquid helium.',
        'Fixes to your cryogen notes:\n\n- Liquid neon: you wrote −280 °C – it boils at **27 K, '
        'i.e. −246 °C**.',
    ],
    "negative_mass": [
        'Weekly check-in: the scale app shows −2.3 kg since last Sunday!! Keeping up the '
        'evening walks.',
        'Balance check, lab 2\nZero offset: -0.0042 g\nSpan error @ 50 g: +0.0010 g\nSpan error '
        '@ 200 g: -0.0011 g\nStatus: within tolerance',
        'Bulk diary, week 6:\n- Start: 71.0 kg\n- Now: 68.5 kg\n- Change: −2.5 kg\n\nGoing for '
        'another −2 kg before the race.',
        'Tom drank twice as much juice minus 4 ounces as Ann did, and together they drank 32 '
        'ounces.',
        "**Chloe:** I got m_A = −3 kg.\n\n**Tutor:** The −3 kg came from a sign slip. Let's "
        "write both equations again.",
        "| Scale | Error at 500 g | Error at 2 kg |\n|---|---|---|\n| Culina Slim | 0 g | −1 g "
        "|\n| Etta Glass | −2 g | −5 g |",
        "I tared the balance with a weighing boat, removed the boat to add my sample, and the "
        "display showed −0.245 g. Then I removed everything and it sat at −0.004 g and drifted.",
        "**Comments**\n\n- *terra_q:* Nitpick: with n = 10 you'd want a t-test, but at −15 it "
        "hardly matters.",
        "The sample's mass changed by −0.42 g after 200 cycles, versus −0.03 g for the control "
        "cells.",
        "My scale app shows the change as −11.3 kg.",
        "Worst week: +1.4 lbs. Best week: −2.9 lbs, almost all water.",
        "Going from 88.0 kg to 84.4 kg, your change is −3.6 kg over 8 weeks, about −0.45 kg a "
        "week.",
        "**dana** — Today at 7:10 AM\n72.5 kg on Monday, 69.8 kg this morning, so −2.7 kg so "
        "far. Need 68.0 at weigh-in.",
        "Fermenter on the scale, logged every few hours:\n\n- Start: 24.62 kg\n- End: 23.90 "
        "kg\n- Total change in mass: -0.72 kg\n\nThat is about what the CO2 should weigh, so "
        "-0.72 kg looks right.",
        "With the substitution $u=-0.5 t$, the integral of $0.5 e^{-0.5 t}$ is easy.",
        "Three more checks this afternoon: -0.0012, -0.0009 and -0.0014 mg\nfrom certified. All "
        "inside the limits.",
        "The change in mass was 0.62 g − 1.00 g = −0.38 g, so we keep −0.38 g in the change "
        "column.",
        "The −2.2 MeV/c² is the mass *difference* on binding, not the mass of anything.",
        "Table 3 lists Δm from −0.015 g to −0.048 g; the mean Δm of −0.031 g is a 1.2 % loss.",
        "**kid_k** posted:\nfuel burned = 3000 - 7100 = -4100 kg\n\n**tutor_t** replied:\n> "
        "fuel burned = −4100 kg\n\nThe numbers are fine; your rearrangement isn't.",
        "Mass at 09:00 minus mass at 17:00 = 21.0 kg − 27.5 kg = −6.5 kg, i.e. the cylinder "
        "lost 6.5 kg of gas.",
        "Slowing from 80 to 50 km/h over 2.0 s is about 4.2 m/s², i.e. −0.43 g on the sign "
        "convention above. The sampled peak of −0.9 g came later; peak crash deceleration in "
        "the pulse was roughly −35 g at 40 ms.",
        "Fuel burned on the leg was 18,300 kg; the change in fuel on board logged by the FMS "
        "was −18,300 kg.",
        "The 6.8 kg between-group difference is similar to that reported in two earlier trials "
        "(−6.1 and −7.4 kg).",
        "$$\nF=w-T=50.0 \\mathrm{lb}-433.3 \\mathrm{lb}=-383.3 \\mathrm{lb}\n$$",
        "$$\n\\vec{l}_1 = \\vec{r}_1 \\times \\vec{p}_1 = -16.0 \\mathrm{~kg} \\cdot "
        "\\mathrm{m}^{2} / \\mathrm{s}\n$$",
        "I first wrote the quadratic with −12t, treating the throw as upward.",
        "(c) Mass change.\nThe sample's mass changes by −2.0 × 10¹² × 3.0 × 10⁻²⁵ kg = −6.0 × "
        "10⁻¹³ kg.\n\nSummary: (a) 4.0 × 10¹²; (b) 2.0 × 10¹²; (c) −6.0 × 10⁻¹³ kg.",
        "> so the sand left in the hopper is −0.3 kg\n\nGood instinct, that can't be the "
        "answer: the hopper empties after 2 s.",
        "The peak of +2.1 g is within the +2.5 g limit load, and −0.3 g is within the −1.0 g "
        "limit.",
        "Loads during the gust ran from +1.4 g to a low of −0.6 g, well inside the −1.0 g "
        "limit.",
        "Two bodies of +2 kg and −2 kg would chase each other forever.\n\nThese are thought "
        "experiments; no such matter has been seen.",
        "Put the jar on the scale, press tare, and spoon out what you need: the display shows "
        "about −150 g. That's not a negative weight, of course; it is what you took out.",
        "Subtracting the solute gives the solvent:\n\n$$\n1.50 \\mathrm{~kg} \\text { solution "
        "}-0.250 \\mathrm{~kg} \\text { salt }=1.25 \\mathrm{~kg} \\text { water }\n$$",
        "> my scale says the cat's mass is −3 kg lol\n\nthat's the tare still set from the "
        'carrier, reset it and weigh again',
        "[10:02] jo: so the dried sample is −0.35 g\n[10:03] jo: wait no, that's the change. "
        'sample after drying is 1.84 g',
        "[10:02] jo: so the dried sample is −0.35 g\n[10:03] jo: wait no, that's the change. "
        'sample after drying is 1.84 g',
        "The town's 2010 baseline was 0.90 million tonnes of CO₂. A 115 % cut in net terms "
        'means reaching −0.135 million tonnes.\n\nTo get to net −0.135 million tonnes, '
        'removals must triple.',
        '## Thought experiment: a block of negative mass\n\nTake a block of −2 kg next to an '
        'ordinary 2 kg block.\n\nThe momenta are (+2 kg)·v and (−2 kg)·v, which cancel.',
        'Could anything weigh less than nothing? Say m = −2 kg: pushing it would pull it '
        'towards you.',
        '- Peak vertical acceleration in the dip: 3.9 g.\n- Airtime hill: −0.5 g for 1.3 s.',
        'Sketch the field of two $+2q$ charges and one $-3q$ charge.',
        '| Parameter | Value | Unit |\n|---|---|---|\n| Minimum vertical load factor | −0.8 '
        '| g |\n| Maximum vertical load factor | +2.1 | g |',
        'In an outside loop, loads can become negative (−1 g to −2.5 g).',
        'The effect was larger among those who attended most sessions (mean change −4.8 kg) '
        'than among those who attended fewer (−1.9 kg).',
        'She lost a sock at the gym and gained 2 kg over the month; her change in mass was '
        '-2 kg the month before.',
        '10 weeks in: down 3.1 kg since New Year (so −3.1 kg on the app), now 77.4 kg.',
        'Part (b): 8.0 g available minus 11.2 g needed gives a difference of −3.2 g, so the '
        'other reagent limits.',
        '| Parameter | Value |\n|---|---|\n| Vertical acceleration, min (g) | −0.8 |\n| '
        'Vertical acceleration, max (g) | +1.7 |',
        'Two passengers were thrown against the ceiling during the −0.8 g excursion.',
        "Down 2.2 kg since Monday! The app records it as −2.2 kg, and I'm at 81 kg now.",
        'Heart rate fell during the climb. Body-mass change over each hot day averaged −0.9 '
        'kg (sweat), so drinks breaks were added.',
        '| Athlete | Category | Mass a week out (kg) | Mass at weigh-in (kg) '
        '|\n|---|---|---|---|\n| A | −73 kg | 75.8 | 72.9 |\n| B | −81 kg | 84.9 | 80.7 |\n',
        'Differentiate the path:\n$$\n\\begin{align}\n\\dot{r}&=-0.36t\\\\\n'
        '\\dot{\\theta}&=0.5t\n\\end{align}\n$$\nso the velocity is '
        '$\\vec{v}=-0.36t\\hat{e}_r+(1.2-0.18t^2)(0.5t)\\hat{e}_\\theta$.',
        'Out of the oven: 815 g (−85 g). A little less loss than Monday.',
        'Out of the oven: 830 g, so the bake loss fell to −64 g.',
        'Corrections: the sample mass was printed as −4.1 g; the change in mass on drying '
        'was −4.1 g.',
        'The probe measured an acceleration of 0.8 g plus or minus 0.3 g.',
        '$$\\sum \\vec{r}_i \\times \\vec{F}_i = L\\hat{x} \\times -3mg\\hat{z} = 3mgL\\hat{y}$$',
        '## Mass budget\n- Mass at launch: 1 480 kg\n- Net effect of propellant used: −35 kg\n- '
        'Cargo added: +20 kg\n',
        'down 9 lbs since new year!! so -9 lbs in 6 weeks, slow and steady',
        'During review the founder said the app once showed a user at "−2.0 kg" after a bug. '
        'Obviously nobody actually weighed minus two kilos.',
        'Taking down as positive, $45.0 = -15.0\\,t + 4.905\\,t^2$, so t = 4.9 s.',
        '**Answers**\n- Δm = −2.6 kg\n- Δt = 4.0 s\n',
        'Per mole the defect is small: about −0.0239 g for each mole of deuterium fused.',
        'You may say the flask lost 0.84 g. What you should never write is that the gas has '
        'a mass of −0.84 g.',
        '#   Safe limit for the load cell while probing. The default is +/-3Kg.',
        'It is fun to think about, but nobody has ever measured an object with a mass of −2 '
        'kg or anything like it.',
        'Players were weighed before and after the drill. The mean change was −0.8 kg, with '
        'the biggest loss −1.9 kg (player C).',
        'Mass budget after review 2: predicted flight mass 6.35 kg, so the margin against '
        'the 6.00 kg limit is −0.35 kg.\n\nOptions\n1. Drop the spare battery (−0.18 kg).\n',
        '(The change between the 2nd and 3rd weighing, −0.008 g, shows the sample was still '
        'drying.)',
        "Over the hour the beaker's mass changed by −0.51 g in the first ten minutes, only "
        '−0.20 g between 20 min and 40 min, and −0.04 g in the last quarter.',
        'For the rolling sphere, aCM = −3/10g along the slope.',
        '- Momentum change: −14 kg • m/s\n- Impulse: −14 N s',
        'Differences between the arms at six months were small (−4.1 vs −1.2 kg).',
        "Weight changes at week 12 were −1.9 ± 0.5 kg in the low-dose arm (P = 0.41), −2.6 ± "
        "0.4 kg in the high-dose arm (P = 0.02) and −0.8 ± 0.3 kg with placebo.",
        "The stage burns propellant at a rate of $\\dot m = -2.6 \\times 10^3 \\mathrm{~kg} / "
        "\\mathrm{s}$ during ascent.",
        "Negative numbers that are fine:\n- **Change in mass** of a flask that gives off gas: "
        "e.g. −0.4 g\n- **Gauge pressure** in a partial vacuum: −30 kPa",
        "Results:\n- Sealed flask: before 180.22 g, after 180.21 g, change −0.01 g\n- Open flask: "
        "before 181.40 g, after 180.95 g, change −0.45 g\n\nPoint to make: the −0.45 g in the "
        "open flask isn't mass disappearing, it's gas escaping.",
        "**Weight-cut log, wrestling squad (−66 kg category)**\n\nThe three athletes lost between "
        "1.2 kg and 3.0 kg in the final week.",
        "Change in body weight after 12 weeks:\n- Diet group: −3.1 kg\n- Control: −0.4 kg\n\nThe "
        "negative numbers above are changes, so a value like −3.1 kg just means people weighed "
        "3.1 kg less than at the start.",
        "At six months there was a significant weight decrease of −1.3 kg (CI 95% −2.0 to 0.1) in "
        "the diet group.",
        "By the virial theorem, K = −½ U for a bound orbit.",
        "The equation of motion is $-3mg\\frac{y}{L} - m\\ddot{y} = 0$.",
        "- **Weight left to lose:** 70 − 82 = −12 kg",
        "Taking up as positive, F = w − T = 900 lb − 1150 lb = −250 lb, so the cage slows.",
        "The tension in the lower cable is −120 lb with this sign convention.",
        "A friction force of −35 lb opposes the sled's motion.",
        "Our dog's weight change over the whole winter came out at −2.3 kg.",
        "No experiment has ever measured a rock with a mass of −5 kg.",
        "A net figure moving from +8 Mt to −3 Mt is a fall of 137 %.",
        "Step 2: 12.0 g − 15.5 g = −3.5 g",
        "Your bag is over the allowance: 20 kg − 23 kg = −3 kg.",
        "Using the weight of the barn (80,000 pounds) and the lift of one balloon (14 grams), "
        "we convert to grams.",
        "The van is overloaded: 3,500 kg − 3,900 kg = −400 kg, so drop 400 kg of stock.",
        "- Net nutrient balance of the lake: from +40 t to −12 t",
        "| Rider | Δ mass (kg) |\n|---|---|\n| A | −2.1 |\n| B | −1.4 |",
        "The label gives the parcel as −2 kg; that's plainly a misprint.",
        "Net emissions were −4,000 t of CO₂ last year, as the forests grew.",
        "The mass change was -120 kg after the burn.",
        "Its mass changed by -0.3 g during the reaction.",
        "The climber lost 4 kg on the expedition.",
        "The binding energy is -8.8 MeV per nucleon.",
        "The net energy flow was -40 kWh last month.",
        "The glacier's mass balance came to −3.1 Gt last year.",
        "Once tared, the scale showed −0.05 g.",
        "The ticket cost minus 5 pounds after the refund.",
        "The mean mass of the excised nodules was 180.5 +/- 260.2 g, with a median of 90 g.",
        "The diet group had a larger loss of body weight than controls (diet: −5.1 ± 2.0 kg; "
        "control: −2.2 ± 1.8 kg).",
        "Volunteers in the low-salt arm (weight change −3.9 kg; usual-diet arm −0.8 kg) did "
        "better.",
        "Mass lost by the filter during drying = 12 g − 19 g = −7 g.",
        "Fusing two deuterons into helium-4 changes the mass by about −0.026 u, released as "
        "energy.",
        "Taking up as positive: 0 = −8.0t + 4.9t², so t = 1.63 s.",
        "| Quantity | Start | End | Change |\n|---|---|---|---|\n| Fuel (kg) | 800 | 150 | −650 "
        "|\n\nThe −650 kg entries are changes, not masses.",
        "Mass change: Δm = 380 − 500 = −120 kg.\nCommon slip: writing \"m_f = −120 kg\". The "
        "final mass is 380 kg; −120 kg is only the change.",
        "| Week | Mass (kg) | Change since start (kg) |\n|---|---|---|\n| 0 | 80.0 | 0.0 |\n| 8 | "
        "75.5 | −4.5 |\n\nA steady −4.5 kg change over 8 weeks is a healthy rate.",
        "Such exotic matter would have a mass of, say, −2 kg.",
        "A proton mass of −1.67 × 10⁻²⁷ kg, as some websites claim, would make no physical sense.",
        "**Answer:** $\\boxed{4.1\\ \\text{g of oxide remain; mass change} = -1.3\\ \\text{g}}$",
        "Several candidates wrote m = 18/(−3.0) = −6.0 kg without noticing that a mass cannot be "
        "negative; the braking force should carry the minus sign.",
        "Cutting 5.0 Mt by 160 % would leave −3 Mt, which has no meaning for gross emissions.",
        "Removals then exceed emissions: $1.0 - 3.5 = -2.5$ Mt net.",
        "Mean weight change was −6.4 kg in the diet arm and −1.9 kg in the control arm "
        "(difference −4.5 kg).",
        "- Start: 88.0 kg\n- Last week: −0.8 kg (a slow week)",
        "Q2 A trolley is pushed by a backward force of 12 N and accelerates at 4.0 m/s² "
        "backwards. Find its mass.\nStudent answer:\nm = F/a = 12/(−4.0) = −3.0 kg\nMarker: ✗ A "
        "mass cannot be negative; both quantities are backwards, so m = 3.0 kg. 1/2",
        "If negative mass existed, a −2 kg block tied to a +2 kg block would chase it forever.",
        "Suppose antigravity matter were real, a −5 kg lump would float up.",
        "The change is Δm = 12.0 - 14.5 = -2.5 kg.",
        "(d) **Mass change on emission:**\n$$\\Delta m = -\\frac{\\Delta E}{c^2} = -\\frac{10.2 "
        "\\times 1.602\\times10^{-19}\\ \\text{J}}{(3.00\\times10^{8})^2} \\approx "
        "-1.8\\times10^{-35}\\ \\text{kg}.$$",
        "Tutor: Right, so −900 kg means the stage lost 900 kg of fuel during the burn.",
        "Net change = 8.20 g − 8.45 g = −0.25 g.",
        "A full stick deflection would cause lateral accelerations of -0.4g and sideslip of up to "
        "4 degrees.",
        "| Week | Weight (kg) | Change (kg) |\n|---|---|---|\n| 0 | 91.0 | — |\n| 4 | 88.6 | −2.4 "
        "|\n| 8 | 86.9 | −1.7 |\n\nTotal: −4.1 kg, or about half a kilo a week.",
        "Nobody has found negative mass, but a −3 kg brick would slide toward a hand pushing it.",
        "My weigh-in showed −0.8 kg from the previous week and +0.3 kg the week before.",
        "Fat mass went from 34.1 kg to 28.9 kg (−5.2 kg) over the 12 weeks.",
        "The reflected fraction is ((1.48 × 10⁶ kg/(m² · s)−1.63 × 10⁶ kg/(m² · s))²)/((3.11 × "
        "10⁶ kg/(m² · s))²) = 0.0023.",
        "At the lowest point the spring stretches to x = (−2mg)/k = −0.15 m.",
        "From energy conservation, $v = \\sqrt{-2 g \\Delta h}$ with Δh = −5 m.",
        "| Day | Mass A (g) | Change A (g) |\n|---|---|---|\n| 1 | 98.2 | -1.8 |\n| 2 | 96.9 | "
        "-3.1 |",
        "Summing forces on the block (mass $2M$): $-2Mg + T = -2Ma$.",
        "dL/dt = −12.0 kg(3.0 × 10³ m)(1.5 m/s²) in the −z direction.",
        "The fringe count is m = N − N₀ = 2t/(λ₀/n) −2t/λ₀ = (2t/λ₀)(n − 1).",
        "Participants in the diet arm achieved a mean weight loss (−4.8±0.9 kg versus +0.7±0.8 kg "
        "in controls).",
        "The scale was tared with the tray on it and read −0.2 kg once the fruit was taken off.",
        "Solving s′(t) = −12t+64, s(0) = 0, gives the stopping time.",
        "v(t) = −9.8t+C, and with v(0) = 12 we get C = 12.",
        "$$e^{(−8.25t)} = 0.41$$\nln e^(−8.25t) = ln 0.41 ≈ −0.892\n−8.25t = −0.892\nt ≈ 0.108",
        'My weekly average change over the past month has been roughly −0.7 kg, as planned.',
        'In the first week the bathroom scale moved −2.1 kg, mostly water.',
        "Ana's results table lists a mass of −0.52 g for the residue.\n\nWhat she computed is "
        "the change in mass: Δm = 30.10 g − 30.62 g = −0.52 g.",
        'My logged change in body mass this week was −0.6 kg, the week before it was +0.2 kg, '
        'and the week before that −0.9 kg.',
        'Skinfold estimates put fat mass at 8.1 kg at the start and 5.3 kg at the end, a '
        'change of −2.8 kg. The remaining −0.9 kg of the change was mostly water.',
        'Suppose, purely hypothetically, we had two bodies: one with mass +2 kg and one with '
        'mass −2 kg, placed side by side.',
        'The bathroom scale, which reads -1.4 kg with nobody standing on it, needs a new '
        'battery.',
        'I lifted the tray off and the display then reads -0.25 kg, until I press the zero '
        'button.',
        "The lecture treats −3 kg as a premise, not a measurement, to show what Newton's laws "
        'would say.',
        'Change in mass: 3.20 − 4.05 = −0.85 g. The −0.85 g is the mass of water that '
        'evaporated.',
        'Results varied a lot: the change for one person could be anywhere from about −25 kg '
        'to +8 kg.',
        '| Week | Weight (kg) | Change from previous week (kg) |\n|---|---|---|\n| 1 | 80.2 | '
        '— |\n| 2 | 79.6 | −0.6 |\n| 3 | 79.1 | −0.5 |',
        '**Agent:** The weekly column shows the change since Monday, not your weight. −1.8 kg '
        "means you're 1.8 kg lighter than last Monday.",
        'Q: A 6.00 g sample of hydrate lost water on heating and ended at 3.84 g.\nA:\n1. Mass '
        'change: 3.84 − 6.00 = −2.16 g\n2. That −2.16 g is the water driven off: 2.16 / 18.0 '
        '= 0.120 mol',
        "Does the jar really weigh minus 150 grams?? That can't be.",
        "1. Start: 5.00 g of MgCO₃.\n2. Solid left as MgO: 2.39 g.\n3. Change in the solid's "
        'mass: 2.39 g − 5.00 g = −2.61 g.\nThe crucible holds 2.39 g after heating; the −2.61 '
        'g is what left as CO₂.',
        'Your six-week check-in:\n\n**Start:** 92.0 kg\n**Now:** 88.4 kg\n**Total change:** '
        '−3.6 kg\n**Average per week:** roughly −0.6 kg\n\nSteady and sustainable.',
        'Braking on dry asphalt: a = force/mass = -.8mg/m = -.8g, so solve for the stopping '
        'distance.',
        'Take logs of both sides:\n-1.3863 = -0.0412 t\nso t = 33.6 days.',
        "Resolving along the slope, F = −20 N, so the cart's weight component of −4 lb acts "
        'down the incline.',
        'Your spreadsheet gave −2 kg because of a sign error in the second column; corrected, '
        "the crate's mass is 2 kg.",
        '**Part (b)** m = W/g = −19.6/9.8 = −2 kg\n\n*Teacher:* ✗ check your sign — weight and '
        "g point the same way. m = 2 kg. A mass can't be negative.",
    ],
    "probability_out_of_range": [
        "No: you can't add 40% three times and get 120%, since a chance can never pass 100%. "
        'The chance of at least one six in three rolls is 1 − (5/6)³ ≈ 42%.',
        "- **two**: the probability of scoring on a 2-point conversion attempt (about 48%).\n- "
        "**A_extra**: 1 or 2, denoting what A should try for after a touchdown.",
        "## Focus on pay-off rather than probability\n\n1. Pay-off: .1*2 = .2\n2. Pay-off: .9 * "
        "-.1 = -.09",
        "With a hard pity at 80, your chance by pull 80 is exactly 100 %, no more.",
        "\"Our probability field is capped in code at 100. It cannot display 110,\" a "
        "spokesperson said.",
        "The 95 % confidence interval runs from 92 % to 104 % of the baseline.",
        "From a year of near-miss data, the chance of a collision in aisle 12 on any one shift "
        "is about 2 %.",
        "Here is the check:\r\n\r\n```{r}\r\nsum(hand==2) & sum(hand==3)\r\n```\r\n\r\nIt "
        "returns TRUE for a full house.",
        "These probabilities are\n```{r}\ndbinom(x = 0:3, size = 3, prob = 0.42)\n```",
        "Let $X$ be the number of affected children out of 3. Then $X \\sim \\mathrm{Binom}(3, "
        "0.42)$.",
        "Put differently, the probability that a randomly chosen classmate scored below 58 is "
        "about 0.05.",
        "On Wed, Ana wrote:\n> my app is showing a 130 % chance of rain for Saturday\n\nLove "
        "the optimism, but whatever that 130 is, it isn't a probability of rain. It is the "
        "expected rainfall as a percentage of normal.",
        "| Q | Part | Quantity | Answer |\n|---|---|---|---|\n| 4 | a | Efficiency of the "
        "engine | 38 % |\n| 6 | — | Probability of two sixes in two rolls | 0.028 |",
        "First find the probability that all 30 birthdays differ: (365 × 364 × … × 336)/365³⁰ ≈ "
        "0.294.",
        "> **The wrong claim:** \"Each roll of a die has a 1/6 chance of a six. Roll it eight "
        "times and your chance of at least one six is 8 × 1/6 = 133 %.\" We found this in a "
        "homework answer.",
        "5. From the table, find:\n\n(a) P(total = 8 and highest die = 5)\n\n(b) P(total = 8 | "
        "highest die = 5)",
        "A seventy percent chance of a hit per game needs 3 at bats at a .330 average, since (1 "
        "- 0.33)^3 ≈ 0.3.",
        "Our confidence interval runs from 120 to 140 units.",
        "Correct route: P(no six in six throws) = (5/6)^6 = 0.335, so\n\n    P(at least one "
        "six) = 1 − 0.335 = 0.665   (4.2)\n\n**Example 4.3.** A new problem.",
        "**4.2** A student's spreadsheet returns P(X = 2) = −0.07 for a binomial distribution. "
        "Explain why the output cannot be a probability.",
        "- 8. What is the probability that it will *not* have decayed by noon the next day?\n- "
        "9. Two elements have half-lives of 4.5 billion years.",
        "The chance of rolling a \\resp{3} is $1/6$ or $16.\\bar{6}\\%$, so the chance of not "
        "rolling it is $83.\\bar{3}\\%$.",
        "We approximate the probabilities with a $\\text{Poisson}(\\mu=np=12)$ distribution.",
        "In this game every goblin has a 5 % chance to roll a 20 on its attack.",
        "If the prize is behind Door 1, the host opens Door 2 or 3 at random, so the "
        "probability he opens Door 3 is $1/2$.",
        "If the shells landed at random, the chance of a given square being hit by any one of "
        "them is small---$1/400$ to be exact.",
        "Take 600 rolls of a loaded die, where the probability of a 5 is\neither 1/3, 1/6, or "
        "1/10.",
        "The software reports that the probability is 2.7. But probabilities cannot be larger "
        "than 1. So either the code has a bug, or that's not a probability.",
        "If you've already waited 20 minutes, the chance of waiting at least another 45 is "
        "still 10.5 %.",
        "Outcomes for two fair coins:\n\n| Outcome | Ways | Probability |\n|---|---|---|\n| Two "
        "heads | 1 | 25 % |\n| One of each | 2 | 50 % |\n\nConclusion: 2 is the most likely "
        "number of ways.",
        "9. A sample decays with a half-life of 3 hours. What is the probability that a nucleus "
        "survives a full day?\n74\n10. Compare the two isotopes.",
        "It is reasonable to ask about the probability that the temperature lies between 18.5 "
        "and 19.5 degrees.",
        "We are going to find the probability that 3 of the 20 bulbs fail.",
        "3/10 is the probability of a success on each trial and the number of independent "
        "trials is 50.",
        "Calculate the chance that 4 of the 25 parts fail.",
        "(b) Find the probability that at least two of the 30 seeds sprout.",
        "That's a 300 % increase in the forecast probability, but the probability itself is "
        "still 80 %, comfortably between 0 and 100.",
        "What is the probability of getting 1, 2, 3, etc requests in a minute?",
        "So a 36 % chance of up, a 64 % chance of down, and ⟨σ_z⟩ = −0.28.",
        "**Decay probability in 30 s - I got 208 %**\n\n**nucleon_nell** wrote:\nP = λt = "
        "0.0693 × 30.0 = 2.08, so a 208 % chance it decays.\n\n**helper_hal** wrote:\n> P = λt "
        "= 0.0693 × 30.0 = 2.08, so a 208 % chance\n\nThe linear formula only works when λt is "
        "small; use 1 − e^{−λt}.",
        "Posterior odds are 30 to 70, so the posterior probability is 30 over 100, about 0.3.",
        "(c) **⟨E⟩ = 3.5 E₁**, three and a half times the ground-state energy.",
        "Drawing A always and one of B or C by a coin toss gives a probability sample of size "
        "2.",
        "(c) Find the probability generating function of $3Y$.",
        "The headline said rain was 'up 140 %'. The forecast office is clear that no forecaster "
        "gave a probability of 140 %; it was a relative change.",
        "**Got a reflection probability of 1.2 in my lab write-up. Is that "
        "ok?**\n\n**u/wave_wendy**\n> Got a reflection probability of 1.2\n\nNot allowed. A "
        "probability has to lie between 0 and 1; check your normalisation.",
        "Tom wrote that the chance of snow on Friday is 1.4. Chances can never exceed 1, so "
        "that can't be right.",
        "The three probabilities cover every outcome: 0.1587 + 0.6827 + 0.1587 = 1.0001, the "
        "extra 0.0001 being rounding.",
        "Every ticket has exactly the same chance in every draw, including 1, 2, 3, 4, 5, 6.",
        "On a d20 you have a 5 % chance of getting a 20, and a 10 % chance of getting a 19 or a "
        "20.",
        "Scores are normal with mean 1100 and SD 200.\n(a) What is the 90th percentile?\n(a) "
        "$Z_{90} = 1.28 \\to 1356$ points.",
        "Ana is 62 inches tall; heights are normal with mean 65 and SD 2.5.\n(a) What is Ana's "
        "height percentile?\n(a) $Z_{\\text{Ana}} = \\frac{62 - 65}{2.5} = -1.20 \\to 0.1151$.",
        '- The probability that a standard die shows 9 is exactly 0.',
        'The chance that the spinner lands on 12 is zero, since it only has ten sectors.',
        'The chance of |z| ≥ 2.8 is about 0.005: small, but not zero.',
        'With a mean of 2 counts per minute, P(exactly 2) = 2²e⁻²/2! ≈ 0.271.',
        'Betting on a single number at the wheel, the probability of a hit is 0.027 per spin, '
        'so expect about 1.3 hits per 50 spins.',
        'If your chance of rain is 140% the app is broken, so reinstall it.',
        'Find the probability of rolling a \\resp{2}, \\resp{3}, or \\resp{6} with one die.',
        'On a d12 each face has about an 8% chance to be a 12, and there are 12 faces.',
        '| Era | Chance per year |\n|---|---|\n| 1900 | 2 % |\n| 2020 | 10 % |\n\n**Risk ratio '
        '= 5**',
        'Student answer: the chance of at least one six in 8 rolls is 8 × 1/6 = 133 %.',
        '| Part | z-score | Probability / value |\n|---|---|---|\n| (a) P(X < 40) | −1.25 | '
        '0.1056 |\n| (b) 90th percentile | 1.28 | 62.8 |\n| (c) Expected count | — | 12.7 |',
        '| Statement | Correct? |\n|---|---|\n| Two 60 % races = 120 % chance of a win | ✗ '
        '|\n| Two independent 60 % races → 84 % for at least one | ✓ |',
        'The chance that a 20-year-old reaches 90 is about 12 %.',
        '\\begin{exercise}{What is the chance of drawing a \\resp{2}, \\resp{3} or \\resp{4} '
        'from the bag?}\n3/10.\n\\end{exercise}',
        '\\item Find the probability that exactly 4 out of a fresh sample of 200\nBritish '
        'voters back the motion.',
        "My uncle told us there's a 120% chance it snows Friday. Mate, probabilities top out "
        "at 100%, he means he's sure.",
        'Define the random variable X in words.\n\nWhich distribution should you use for '
        'this problem?\n\nConstruct a 99% confidence interval for the mean monthly streaming '
        'hours. (a) State the confidence interval, (b) sketch the graph, and (c) calculate '
        'the error bound.\n\nCI: (118.4, 131.6)\nEBM = 6.6\n\nWhy would the error bound '
        'change if the confidence level were lowered to 90%?',
        'There is about a 95% chance that the number of tails will be somewhere between nine '
        'and 31.',
        'Find the probability that a phone battery will last between 2.5 and five years.',
        'Risk before the guard rail: likelihood 4, severity 3 (score 12). After: likelihood '
        '2, severity 3 (score 6).',
        'A rule of thumb gives the probability of landing within 1, 2, and 3 standard '
        'deviations of the mean.',
        'The p-value is the probability that a standard normal variable is larger than 2.10 '
        'or smaller than -2.10.',
        'How many birds visit the feeder? To answer, we have to think about the prior '
        'distribution and the likelihood of the data:\n\n* I have seen three birds at once, '
        'so there are at least that many. I would be surprised if there were more than 12. '
        'So I think a uniform prior from 3 to 12 is reasonable.\n* Assume every bird is '
        'equally likely to be photographed.',
        'The share of scores of exactly 15 is higher in the rounded data, but does it really '
        'make sense to think of the probability of exactly 15 points as different from that '
        'of 14.97?\nClearly it is better to treat the score as continuous, and the reason we '
        'see more values at 15 is that people round.',
        'The t-test gave t = 2.5, p = 0.01, so the effect is real.',
        'An F-test: F = 12.4, p = 0.003.',
        'The probability of flu is 0.05 overall, but the probability of flu in a person '
        'known to be 70 or older is 0.31.',
        'The probabilities of $1, 2, \\ldots, n$ heads can be written $P(X = 1), \\ldots, '
        'P(X = n)$.',
        'Take the conditional probability for variable 1 and variable 2: $P(A_1 | B)$.',
        '\\[\\text{carriers} \\times P(\\text{false neg}) = 420 \\times .08 = 33.6 \\text{ '
        'missed cases}\\]',
        'Summing the Poisson probabilities for 0 to 15 counts with mean 2.3 gives 1.000000.',
        'Out of 36 rolls, 6 is the number of doubles; 1/6 is the probability of a double.',
        'It makes no sense to ask for the probability that a normally distributed height is '
        '68.',
        'We could instead ask for the probability that someone is between 67.5 and 68.5.',
        'We know that j + p = 70, and j = p + 12, so p = 29.',
        'Let p be the pencils: p = 3 x 4 = 12.',
        "Odds of a draw: 5 to 2, so I'd skip that bet.",
        'If the horse has a 10% chance of winning, the odds in favour are $1:9$.',
        '**"Cases up 180 % in a week"**\nTrue, and a change rather than a probability: '
        'positive tests rose from 350 to 980.',
        'Compute the probability $r$ that $s_1=+1$ divided by the probability that $s_1=-1$.',
        'We want the probability that the number chosen is divisible by one or more of 4, 6, '
        'and 9.',
        'Top: distribution of the likelihood of the model (with $K$ = 12 and $w$ = 4 km$^2$ '
        's$^{-2}$).',
        '"There\'s a slightly higher probability that two galaxies today sit about 500 '
        'million light-years apart, rather than 400 million or 700 million," she says.',
        'We sum the probabilities of membership in component 4 or 5, $p = p_{4}+p_{5}$.',
        'The logarithm of the likelihood of the null model is -1,482.',
        'The inputs are modelled as probability distributions:\n- '
        '$b\\sim\\mathrm{N}\\left(\\mu_b=12.0,\\sigma_b=1.50\\right)$\n',
        '| Item | Value | Note |\n|---|---|---|\n| Probability of pump trip (risk tool) | 135 '
        '% | Tool bug: overlapping causes were summed; corrected value 31 % |\n',
        "60% chance of snow Friday and 50% Saturday? You can't just add them — that gives "
        "110%. If the days are independent it's 1 - 0.4 × 0.5 = 80%.",
        'The right panel compares empirical and fitted probabilities for number of floods = '
        '1, 2, ... 6, the PP-plot.',
        "> there's a 130% chance my team wins tonight\nthat's not how chances work mate",
        '## Scores\n\n- gradient boosting: 0.91\n- random forest: 0.88\n',
        'What is the probability of a sum of 8 with two dice?\nFavourable outcomes: (2,6), '
        '(3,5), (4,4), (5,3), (6,2), so 5 of 36.\n',
        'The probability that a fair octahedral die shows a number from 1 to 8 is exactly 1.',
        "The term was enriched for 'cell adhesion' (p-value = 0.004, Bayes factor 6).",
        'The probability of picking one of 9 prizes among 50 is $\\frac{9}{50}$.',
        "Reader's sum: a one-in-six chance per roll, so eight rolls give a chance of "
        '8/6.\n\nAdding chances that way gives 1.33, which is impossible for a probability.',
        'Her three children, Grace, 7, Chance, 9, and Leo, 4, joined her on stage.',
        'Her three children, Grace, 7, Chance, 9, and Leo, 4, joined her on stage.',
        "Your answer: 6 × 1/5 = 1.2, so a six is certain. That adds chances that overlap, which "
        "is wrong.",
        'Forecasters give the river a good chance of reaching 6 on the flood gauge by Friday.',
        'Fans had hoped for a chance to see the rematch at Summerslam 37.',
        'Members get a monthly chance to win 5,000 in the prize draw.',
        'Predictors Estimate p value R 2 \n Age 0.31 0.02 12.4%',
        "Table 3 Change from baseline, mean (SE) p-value Week 12 LDL −18.40 (1.95) −16.02 "
        "(1.88) 0.41",
        "The probability that the true period is longer than the measured one for HD 204313 is "
        "only about 3.1%.",
        "The probability that a randomly chosen camper was aged 9 and could swim is 3/12 = 1/4.",
        "With a probability table for Student's t, find t_{0.05} = 1.833 for 9 degrees of freedom.",
        "Use a probability table for the standard normal distribution to find z0.025 = 1.96.",
        "We want the chance that a randomly picked test score will be above 640, so we shade the "
        "right tail.",
        "For two dice, the probability of being less than or equal to 5 is read off the "
        "cumulative table as 10/36.",
        "Let Y count the heads in 40 tosses. Here, we want to find the probability that Y "
        "$\\ge$25.",
        "(c) Probability a height lies between 150 and 182 cm:\n- $z_1 = (150-166)/8 = -2$\n- "
        "$z_2 = (182-166)/8 = 2$\n- $P = 0.9772 - 0.0228 = 0.9544$\n\n(d) A 95 % confidence "
        "interval for the mean, with $\\bar{x} = 164.8$ from 25 students:",
        "5. Chance a part lasts longer than 14 h:\n   z = (14 − 11.5)/1.2 = 2.08, P ≈ 0.019.",
        "Question: Two coins and a die are thrown. What is the probability of two heads and a "
        "six?\n\nAnswer: The possible outcomes of the throw are 24. Only one of them is two heads "
        "with a six, so the probability is 1/24.",
        "What is the probability of a full house? First pick the value of the triple: there are "
        "13.",
        "There is a small probability of drawing a number larger than 200.",
        "The chance of a child being underweight (BMI under 18.5) was 4.1%.",
        "Find the mean of the random variable X whose probability distribution is\n\nx −1 2 "
        "4\nP(x) 0.3 0.5 0.2\n\nSolution:\nμ = (−1)(0.3) + (2)(0.5) + (4)(0.2) = 1.5",
        "### Step 2: Probability of scoring below 55\n\\[\nP(X < 55) = 0.0228\n\\]",
        "Pick the right option: the chance that Component 1 lasts longer than Component 2 "
        "is\n\n(i) above $1/2$\n\n(ii) below $1/2$",
        "We want the chance that the total is a particular value, say 12.",
        "Let p be the array of the probabilities of the values 0, 1, 2 and 3.",
        "Each outcome has probability 1∕8, so P(A) = 3∕8.",
        "Adding them gives the total probability P_{tot} = P_{10} + P_{11} + P_{1,-1}.",
        "A screenshot doing the rounds claims the station predicted a 140 % chance of fog.",
        "A viral screenshot claims the airport forecast a 140 % chance of fog.",
        "**Find:** the probability of matching exactly 4.",
        "Betting odds of 2.5 are fine; a probability of 2.5 is not.",
        "- Chance of relapse: 0.30 versus 0.12 (odds ratio 3.1; p = 0.002)",
        "Chance and odds — Example 3.7",
        "The odds ratio was 1.6 (95% confidence interval = 1.3-1.9).",
        "There is no such thing as a 130% chance of snow.",
        "Sum every runner's implied probability and you typically get 110–115 %: the bookie's "
        "margin.",
        "The chance of rolling exactly a 17 on a d20 is 5 %.",
        "Any roll of 10 or higher hits, so we need the likelihood of rolling at least a 14 "
        "on a d20.",
        "Probabilities by room type:\n"
        "2. Corner rooms: there are 8 corner rooms, each with 3 doors.\n"
        "3. Middle room: 1 room with 4 doors.",
        "The probability that the bead lies between 0 and $L / 3$ is one third.",
        "We draw with n = 20 and p = 0.25 (the success probability), which gives a mean of $5$.",
        "The probability of each ordering: P(5,2) = 5! / 3! = 20 orderings.",
        "For the probability estimate:\n- The area of the target square is 4.",
        "Our verdict: a 150 % chance of rain is meaningless.",
        "Chance of a home win: 0.4.5, so the value lies with the draw at 3.20.",
        "The probability of getting 2 in a row is 0.25.",  # a count, then the probability
        "That figure is rainfall, not probability: the month brought 140 % of the average.",
        "Impact probabilities were recomputed later (Okafor et al. 2011).",
        "Sales increased by 150% this year.",
        "Shares were up 300% since March.",
        "Revenue grew 250% and the chance of a dividend is 40%.",
        "The output rose by 120%. The probability of success is 60%.",
        "The odds are 3 to 1 in our favour.",
        "The probability of 2 heads in three tosses is 0.375.",
        "There is a 30% chance of rain.",
        "The chance of a drought in 2030 keeps rising.",
        "The probability of drawing a seven is small.",
        "Casualties are likely 400 or higher.",
        "The log-likelihood of the fit was −88.2.",
        "The likelihood ratio came out at 5.1.",
        "Investors feel confident of a 250% return.",
        "A probability can never exceed 100%, so 130% is impossible.",
        "There was a 20% chance of frost in 2021 and 35% in 2022.",
        "Survival probability P = e^(−2.5/1.1) = e^(−2.27) = 0.10.",
        "The probability of drawing 2 – 3 aces is small.",
        "Smokers had a higher likelihood of relapse: OR = 4.2 (95% CI = 1.9, 12.6; P < 0.001).",
        "Women had a higher probability of being admitted than men (OR 1.41, 1.22-1.63).",
        "Exercise was linked to a lower chance of readmission (β=-2.10, 95% confidence "
        "interval [CI]=-3.4, -0.8).",
        "The intervention reduced the probability of a repeat scan: -6.2 percentage points "
        "(95% CI: -11.0, -1.4).",
        "The rash rate was 18.0% with the cream and 24.5% with placebo (Delta=-6.5%; 95% CI "
        "-19.8% to 6.8%).",
        "The assay had a positive coefficient of probability of 3.1.",
        "Patients in the second arm had a higher chance of recovery by day 60.",
        "We need the root $v$ where $P(v) = 7$, since $P$ is increasing.",
        "Using the fact that $p(3) = -20$, we solve for the constant.",
        "The probability of rolling a sum that is at least 4 with two dice is about 0.92.",
        "The chance of guessing all 40 answers right at random is 1 in $2^{40}$.",
        "Richer volunteers were more likely to cheat for a chance of a prize (study 6) and to "
        "lie (study 7).",
        "A 130 % chance of snow isn't a thing; forecasts stop at 100 %.",
        "A poster showed 'Monday: 140 % chance of storms', and the station later said the 140 "
        "figure was a typo.",
        "The chance of drawing a red card is 5 red / 15 cards * 100% = 33.333...%, about a third.",
        "The probability of 3 (three tails) is 1/8.",
        "The method works by 1) raising the probability of pruning stale units 2) merging new "
        "ones.",
        "The chances are good that the bill passes on March 9.",
        "**Odds vs probability:** odds of 3.5 correspond to a probability of 78 %.",
        "A significant p-value of the (2) test for trend was found.",
        "Your friend multiplied: $5 \\times \\tfrac14 = 1.25$. A probability can't exceed 1, so "
        "that method is wrong.",
        "Analysts put it at roughly a 50-50 chance that the bill clears the Senate this year.",
        "Expected number = probability × number of trials: 0.2 × 300 = 60.",
        "- Analysts put the chance of 2025 sales beating 2024's at around 70 %.",
        "Student: It's 60 % on Saturday and 50 % on Sunday, so 110 % overall, right?\n\nTutor: "
        "Adding 60 % + 50 % = 110 % can't be the answer; use the complement instead.",
        "Common error: adding the single-roll chances, 6 × 1/5, gives 120 %, which cannot be a "
        "probability.",
        "Multiplying the population rate by 25 gives a meaningless 150 %, which no probability "
        "can reach.",
        "So the chance of a recall went up by about 140 % (0.12/0.05 = 2.4), a larger jump than "
        "expected.",
        "The chance rose from 5 % to 12 %, an increase of\n$$\\frac{12 - 5}{5} = 1.4 = 140\\ "
        "\\%.$$\nThat is a relative increase, not a probability.",
        "Each face has probability $\\frac16$, so three given faces come up with probability "
        "$\\left(\\frac16\\right)^3 = \\frac1{216}$ and the answer is $6\\cdot \\frac1{216} = "
        "\\boxed{\\frac1{36}}$.",
        "Her chances had fallen by 12 points between March 3 and 21, from 70 percent to 58 "
        "percent.",
        "The chance of rain on each of the next 3 days at the coast is 40 %.",
        "A pundit who promised a 115 % chance of a title, or a tipster whose sums implied a 108 % "
        "probability for one horse, would simply be wrong.",
        "It would be absurd to go on and promise the fans that a cup win is 130 % certain.",
        "(b) The tunnelling probability: $\\kappa = 1.2\\times10^{10}\\ \\text{m}^{-1}$, so $T "
        "\\approx e^{-2(1.2\\times10^{10})(0.40\\times10^{-9})} = e^{-9.6} \\approx "
        "7\\times10^{-5}$.",
        "Each of my four dice has a 5% chance to be a 20, so I should see one now and then.",
        "Q6 Two independent alarms each sound with probability 0.7 when smoke is present. Find "
        "the chance that at least one sounds.\nStudent:\nP = 0.7 + 0.7 = 1.4\nMarker's "
        "comments:\n✗ A probability can never be more than 1. Use 1 − 0.3 × 0.3 = 0.91. 0/2",
        "Forecasters give a 65% likelihood of at least one magnitude 6.8 or larger quake in the "
        "region by 2050.",
        "**Answer (verified tutor, ★ 4.8):** the chance that at least one of two fair coins lands "
        "heads is 1 − 0.25 = 0.75.",
        "Even a well-run study may have only a one in four chance of being right if the prior "
        "odds are R = 1:20.",
        "## Statistics Quiz 7 — answer key\n\n- P(two heads) = 1/4 = 25 %",
        "(b) $P_{fail}(5000) = 1 - e^{-0.5} = 0.39$ [2]",
        "How many guests do you need for a better-than-even chance that two share a "
        "birthday?\n\nThe answer is 23.",
        "Guidance on common errors\n- Using the amplitudes as probabilities, 'P(0) = 0.6 and P(1) "
        "= 0.8', which add to 1.4.\n- In (a), adding amplitudes (0.6 + 0.8 = 1.4) and calling the "
        "state unnormalised.",
        "A test detects a disease in 90 % of carriers and gives a false positive in 4 % of "
        "others. If someone tests positive, what is the probability they carry it?\n\n**Step 1 — "
        "imagine 10 000 people.**\n- Carriers: 200. Of these, 180 test positive.",
        "| Factor | Before | After |\n|---|---|---|\n| Likelihood (1 to 5) | 4 | 2 |\n| Severity "
        "(1 to 5) | 5 | 5 |",
        "Deaths among smokers rose by 150 %; a reader could misread that as a 150 % chance of "
        "dying.",
        "The dashboard showed a 120 % chance of frost.\nThat would be a rendering bug, since "
        "chances stop at 100 %.",
        "The probability of a serious adverse event was 1.9 % (3 of 159).",
        "She claimed a 120 % chance of rain, which isn't a real probability.",
        "The headline's \"180 %\" is a rise in relative risk, not a probability; nobody has a 180 "
        "% chance of anything.",
        "Q: My app once showed a 110 % chance of rain. Is that a super-certain forecast?\nA: That "
        "would be a display bug.",
        "Our win probabilities come from simulating the election 20,000 times, which produces "
        "a distribution of possible outcomes for each race.",
        "Find the chance of finding the particle between L/4 and 3L/4.",
        "Find the probability that at most seven pages carry ads.\n\nP(x ≤ 7) = binomcdf(50, 0.1, "
        "7) = 0.8779",
        "If the true rate is $p=0.2$, the probability of seeing 55 or fewer cases in a sample of "
        "$n=300$ is 0.31.",
        "We want the probability that $x < -2.75$ for a normal distribution with mean -2 and "
        "standard deviation 0.9.",
        "The chance is P(2 < x < 6) = P(x < 6) − P(x < 2) = 0.81 − 0.33 = 0.48.",
        "P-value = χ²cdf(8.41, 1E99, 4) ≈ 0.078, so we keep the null hypothesis.",
        "Related parts:\n• P(X < 70): z = −1.00, Φ(−1.00) = 0.1587",
        "Now use the conditional rule from Probability Topics with the distribution X ~ U (0, 30):",
        "Find the following probabilities:\n• P(x = 1) = binompdf(50, 0.04, 1) = 0.27\n• • Mean = "
        "np = (50)(0.04) = 2.0",
        "A logistic model was fit: log(p/(1−p)) = −1.90 + 0.75 × degree.\n\n(a) What is the "
        "probability of a callback without a degree?\n\n(b) What would the probability be with a "
        "degree?\n\n(a) Without a degree the right side equals −1.90, so p = e^(−1.90)/(1 + "
        "e^(−1.90)) = 0.13.\n\n(b) With a degree the right side is $-1.90 + 0.75 \\times 1 = "
        "-1.15$, which corresponds to a probability $\\hat{p} = 0.24$.",
        "Find the probability that the sample mean takes a value between 96 and 104.",
        "Standardizing, we want the probability from 18 to positive infinity.",
        "Use a table for the standard normal distribution to find z_0.025 = 1.960.",
        "This is the same as asking how often the Z-score will be larger than -1.96 but less than "
        "1.96.",
        "The tails have .025 probability each, α/2.",
        "For a fair die: 0 < P(roll a 5) < 1, and P(roll a 9) = 0.",
        "That is, find the probability of the event $C = \\{$3, 4, ..., 9$\\}$.",
        "So the chance of the jackpot is 120/(426,300) = 2/(7,105), about 0.00028.",
        '1. Alpha: 0.05 2. Decision: Reject the null hypothesis. 3. Reason for Decision: '
        'p-value < alpha 4. Conclusion: At the 1% level the means differ.',
        "Each ball has the same chance of being picked. The probability of picking 3 is "
        "$\\binom{4}{3} \\binom{4}{1} / \\binom{8}{4} = 16/70$.",
        'Since a 48% chance is not small, the mean time of 312.5 is not a rare event.',
        "Locals joke there's a 200% chance of fog in San Francisco in July.",
        'Risk model outputs:\n- Mean predicted probability of default: 0.07.\n- Loans flagged '
        'for review (probability above 0.4): 268.',
        '**Solution**\n\n6. p-value: 0.2210\n7. 1. Alpha: 0.05 2. Decision: Do not reject 3. '
        'Reason for Decision: p-value > alpha 4. Conclusion: There is not enough evidence.',
        "A student asked: *if each toss of a die has a 1/6 chance of a six, isn't the chance "
        "of at least one six in 8 tosses equal to 8/6?*\n\nIt's a very natural idea, but it "
        "can't be right: 8/6 is 1.33, i.e. 133 %, and no probability can exceed 100 %.",
        'The probability of an event rests on its sample space. For an eight-sided die, the '
        'sample space is each number that can appear: {1,2,3,4,5,6,7,8}.',
        'The ad says my chance of a prize went up 300 %. My brother says that means I now '
        'have a 320 % chance of winning. That feels wrong.',
        'A forecast chance is never more than 150 percent, trivially.',
        'Watch out: P(A) + P(B) = 0.8 + 0.5 = 1.3, more than 1, so A and B must overlap.\nBy '
        'inclusion–exclusion with P(A ∩ B) = 0.4: P(A ∪ B) = 0.8 + 0.5 − 0.4 = 0.9',
        'Pupil: My answer for the chance of no arrivals in the hour is −0.12.\nTeacher: Not '
        'quite. A chance is never negative, so P = −0.12 cannot be right; check your sign.',
        "Q4. P(at least one alarm sounds) = 0.7 + 0.5 = 1.2\n\nTeacher: ✗ a probability can't "
        "exceed 1 — you've counted both alarms sounding twice.",
    ],
    "impossible_free_fall": [
        'The cave guide said the shaft is 60 m deep. Sam let a pebble go over the edge, and it '
        'hit the bottom 3.6 s later (we heard it clearly, so no sound delay worth counting).',
        "The skydiver gets within a few percent of this speed roughly 12 s after leaving the "
        "plane. That 12 s is the time to reach near-terminal speed, not the time to the ground: "
        "from 4 000 m, free fall lasts about a minute before the parachute opens at 1 500 m.",
        "Tutor: The speed of sound is 343 m/s. How long does the sound take to come back up the "
        "60 m well?\n\nStudent: 60 / 343 = 0.17 s. So she hears it about 3.67 s after letting "
        "go of the stone.",
        "| Q | Quantity | Answer | Unit |\n|---|---|---|---|\n| 1(a) | Time for a stone dropped "
        "from 45 m to land | 3.03 | s |\n| 1(b) | Speed of that stone on landing | 29.7 | m/s "
        "|\n| 2(a) | Flight time, ball rolled off a 1.25 m table at 3 m/s | 0.50 | s |",
        "The key says a rock dropped from a 45 m cliff lands after 3.0 s. For it to land in 2.0 "
        "s you'd need g ≈ 22.5 m/s².",
        "**tutor_bot** — 9:20 PM\ntell them 1.5 s from 30 m is faster than free fall, "
        "physically impossible for a dropped ball",
        "Its final speed is 6.3 m/s, so its average speed is 3.1 m/s, and the time to fall two "
        "meters is therefore (2 m)/(3.1 m/s) = 0.62 seconds.",
        "A student standing 200 m from a cliff claps and hears the echo 1.18 s later, so sound "
        "travels at about 340 m/s.",
        "> **The claim:** A post a reader sent us says: \"Drop a brick and a ping-pong ball "
        "from a 25-metre roof. The brick lands in about 1.3 seconds; the ball takes 4 "
        "seconds.\"\n>\n> **Why it's wrong:** from rest at 25 m anything needs at least 2.26 s.",
        "(c) Time for the electron to cover 4.0 cm from rest: t = √(2d/a) = √(0.08 / 1.8 × "
        "10^14) = 2.1 × 10^-8 s.",
        "So 0.2 s is about half the real time, and 12 m/s would need a drop from roughly 7.3 m.",
        "**Student:** The heavy ball off the 5 m roof lands in half a second.\n\n**Tutor:** "
        "Covering 5 m from rest in 0.5 s would need an acceleration of 40 m/s², four times "
        "gravity, so that guess is off.",
        "She jumped from 38,000 m. A body falling in a vacuum from that altitude would need at "
        "least about 88 seconds to reach the ground.",
        "He stepped off the balloon at 36 km and touched 1,300 km/h about 45 seconds in.",
        "A skydiver leaves the aircraft 3500 m above the ground and opens her parachute at 1000 "
        "m.\n\n(a) How long until she reaches 90 % of terminal speed?\n\nWith v_t = 50 m/s, t ≈ "
        "1.47 × 50/9.81 ≈ 7.5 s.",
        "Each beacon was released from rest beneath the balloon.\n\n| Beacon | Drop height (m) "
        "| Time to ground (s) | Penetration depth (cm) |\n|---|---|---|---|\n| B1 | 45 | 3.3 | "
        "30 |\n| B2 | 45 | 3.2 | 27 |",
        "Jump summary\n\n| Phase | Altitude | Time |\n|---|---|---|\n| Exit to terminal | 3,600 "
        "→ ~3,050 m | ~14 s |\n| Canopy ride | 900 → 0 m | 200 s |",
        "The airframe was hoisted by crane and released from rest at 15 m. The parachute was "
        "triggered by the flight controller 0.4 s after release, and the airframe reached the "
        "ground 3.9 s after release.",
        "| Drop height (m) | Fall time (s) |\n|---|---|\n| 2.40 | 0.70 |\n\n**2(d)** One group "
        "reported a time of 0.62 s for the 2.40 m drop. Explain why the examiner rejected it.",
        "The crate was dropped from the aircraft. Logger output:\n\n```\nt_s   alt_m\n0     "
        "1200\n10    900\n160   0\n```",
        "We dropped the ball from 12 m and it landed after 1.6 s. Its speed in the last 0.1 s "
        "before impact was 14.8 m/s.",
        "A ball is released from rest 20.0 m above the ground.\n\n(c) Where is it 1.00 s after "
        "release?\n\nAfter 1.00 s the displacement is −4.91 m, so the ball is at 15.1 m.",
        "Here's how a jump from 4000 m goes.\n\n| Phase | Altitude (m) | Duration (s) "
        "|\n|---|---|---|\n| Exit | 4000 → 3600 | about 11 |\n| Freefall | 3600 → 1500 | about "
        "38 |\n",
        "The men jump from 27 metres. The women compete from 20 metres, where a dive lasts "
        "about 2.05 seconds.",
        "Part A. A cart rolls down a ramp that rises 2.00 m; for comparison, a ball dropped "
        "through the same 2.00 m lands in 0.639 s.\n\nPart C. A ball is released from rest 1.50 "
        "m above a light gate.\n C1. Predicted time: √(2 × 1.50/9.81) = 0.553 s.",
        "From the 20 m tower you would hear the thud about a tenth of a second after the ball "
        "lands.",
        "A skydiver falls for 45 seconds before opening the parachute 1,200 m above the field.",
        "Stand on a 50 cm box and just step off it. From a 50 cm box you're in the air for "
        "about 0.32 s before your feet touch the floor.",
        "You threw it downward, so use h = v₀t + ½gt² with h = 20 m and v₀ = 10 m/s: 4.905t² + "
        "10t − 20 = 0 gives t ≈ 1.2 s.",
        "**A \"fact\" page says a coin dropped from a 120 m tower lands in 2 seconds. Is either "
        "part true?**\n\nNeither: from rest it needs at least 4.9 s.",
        "Drop tube, 45.0 m free height: all three fall times were 3.03 s. An intermediate gate "
        "showed the ball passing 15 m/s at 1.53 s after release.",
        "> My cousin threw a stone hard, straight down, off the viaduct. The\n> viaduct is "
        "about 30 m above the road. The stone hit after 1.5 seconds.\n\nThat's fine, he threw "
        "it, so it started with a speed.",
        "Release trial\nRelease height: 40 m\nTime from hook opening to ground contact: 2.9 "
        "s\nAttitude disturbance after release: 4° pitch, corrected within 0.3 s.",
        "| | Rider 1 | Rider 2 |\n|---|---|---|\n| **Height of head before the fall** | 1.1 m | "
        "1.4 m |\n| **Time of impact (until the head comes to rest)** | 0.012 s | 0.04 s "
        "|\n\nFor rider 1, v = √(2 · 9.81 · 1.1) ≈ 4.65 m/s, so F = 5 kg · 4.65 m/s / 0.012 s ≈ "
        "1940 N.",
        "Solving t₁ + t₂ = 3.1 s gives h ≈ 41 m, with a fall time of about 2.9 s and the sound "
        "taking about 0.12 s.",
        "Telemetry:\n\n| Time after exit (s) | Altitude AGL (m) | Note |\n|---|---|---|\n| 0 | "
        "3,800 | Exit |\n| 12 | 3,500 | Terminal velocity |",
        "The 1.1 s from release to floor is shorter than the 1.6 s a parcel would need if "
        "merely dropped from rest from 12.0 m. The parcel was thrown down, not dropped.",
        "He falls for 12 s before the canopy opens, having left the plane at 3500 m.",
        "Falling at 55 m/s from 3000 m down to 1000 m takes 36 s.\n\nOh, so the 12 s isn't a "
        "fall time at all, it's how long it takes to reach terminal speed.",
        "He left the aircraft at 3,800 m.\n\n**Timeline (seconds after exit)**\n- 0 s: exit at "
        "3,800 m.\n- about 11 s: terminal velocity reached.\n- 190 s: landing under canopy.",
        "The authors release a capsule from rest in a 20 m shaft and report a mean fall time of "
        "2.06 s (n = 10, s.d. 0.02 s).",
        "My keys slipped off a 25 m balcony and hit the ground about 1.1 s later.\n\nReply from "
        "physics_pat:\nAre you sure about 1.1 s from 25 m? Even in vacuum it takes over 2.2 s, "
        "so 1.1 s sounds off.",
        "Q: Is it plausible that a stone dropped from a 45 m bridge hit the river in 1.6 s?\nA: "
        "No, that doesn't check out; it needs about 3 s.",
        "Light gates sit 0.10 m above the floor. Drag lengthens the steel sphere's fall time by "
        "only about 10 ms.",
        "I dropped a stone into the shaft and heard the splash 2.4 s later, so it is about 26 m "
        "deep. Sound at 343 m/s takes a little under a tenth of a second to come back.",
        "The director stretches the 40 m fall into a slow-motion shot; in the edit the shot is "
        "padded to six seconds.",
        "Divers who spring upward off the 10 m platform first rise half a metre, which adds a "
        "few tenths of a second to the flight.",
        "A student's lab report said the ball landed in 1.3 seconds from the 15 m roof.\nThat "
        "lab report was wrong, or the ball was thrown.",
        "Grey shirt, whom I dropped around the 2 km mark, came third (+17s).",
        "My coach, who left the pack at the 3 km mark, finished 12 s behind (+12s).",
        "One team timed 0.41 s for the 1.10 m drop.\nWe did not accept that value: the timer "
        "had started late.",
        "The gates are 0.800 m apart and the mean time is 0.4061 s. The ideal time for 0.800 m "
        "is 0.4039 s, so you're about 2 ms long. A 2 ms trigger delay on the lower gate would "
        "explain it.",
        "From 1.000 m the ideal time is 0.452 s and we measured 0.456 s. A constant extra delay "
        "of about 4 ms explains the pattern.",
        "Maya's hypothesis was that a marble would reach the floor in 0.4 s when dropped from a "
        "12 m stairwell. Her timings, about 1.57 s, showed the hypothesis was wrong.",
        "Drops from 1.2 m were filmed at 1 000 frames per second, giving a timing precision of "
        "1 ms.",
        "Equipment: a steel ball, an electromagnet, a 1.5 m rule and a timer with 0.1 ms "
        "resolution.",
        'A coin is dropped from rest down a 20.0 m well. t = 2.02 s — A1. Do not award A1 for '
        '4.08 s (root omitted) or for 1.43 s (factor of 2 lost).',
        'A coin dropped from rest down a 20.0 m well: the commonest slip gave 1.43 s, which is '
        'shorter than any possible fall time from 20 m.',
        '**Key**\n\n**1.** A pebble is dropped from a 20 m bridge. How long until it hits the '
        'water?\n- t = √(2h/g) ≈ 2.02 s\n\n**2.** A diver steps off a 3,000 m high plateau '
        'edge with a wingsuit.\nAbout 90 s of flight to the valley.\n\n**3.** True or false: a '
        'heavier pebble from the same bridge lands sooner.\nFalse. It still lands after 2.02 '
        "s, mass doesn't matter.",
        'Winter summary: zero days with lying snow, and just 2 with falling snow (giving 4 cm '
        'in all).',
        "If your glove slips off at the top pylon — roughly 20 m above the piste — it'll land "
        'in about 2.2 s, so watch where it goes.',
        'From the 26 m ledge she launched into a reverse pike and was in the water 2.5 seconds '
        'later.',
        'The bowling ball fell from the 20 m gantry in about 2.1 s, while the feather beside '
        'it drifted down over 9 s.',
        'The apple dropped onto the lawn, while the 30 m oak behind it swayed for 1 s in the '
        'gust.',
        'Jumping out at 4,000 m, she hit terminal velocity after about 12 s and opened her '
        'canopy at 1,200 m.',
        'We jumped out at 3,000 m; after opening the chute at 1,500 m the canopy ride took '
        'about 4 minutes.',
        "A jumper who doesn't open the parachute still reaches terminal speed of about 55 m/s "
        'after roughly 12 s.',
        'Leaping from 3,800 m, a skydiver in a stable arch reaches terminal velocity of about '
        '54 m/s (roughly 195 km/h) after some 11 seconds, and falls the rest of the way at '
        'that speed.',
        '**Test 3: a thrown stone.** Priya threw a stone straight down as hard as she could. '
        'The radar clocked the release at about 12 m/s, and it hit the gully 40 m below in 2.0 '
        'seconds.',
        'The bucket hung from the jib 20 m out from the mast, slipped, and landed 1.5 s later.',
        'The sharpest photo released to date was taken from about 40,000 km, just 20 minutes '
        'before the flyby.',
        '**Flight log**\n- Motor burn 2.1 s, top speed 140 m/s.\n- Apogee 250 m above the '
        'pad.\n\n**Payload bay.** The tether broke, so the bay fell from rest at apogee and '
        'hit the field 7.5 s later.',
        "Dropped a pebble into the well and heard the plop after 3.0 s. Take off the sound's "
        'trip back up (~0.11 s) and the fall is ~2.9 s, so the well is about 38 m deep.',
        'The mast is 250 m tall. A rigger dropped a glove from a third-floor balcony nearby. '
        'It reached the pavement in 1 s.',
        '- Never stand under a leader on a 35 m pitch.\n- A yell takes about 0.1 s to travel '
        '35 m, so sound is not the bottleneck; reaction time is.',
        '**Problem.** A hiker nudges a rock off the top of a sea stack. The rock falls from '
        'rest into the water. The stack is 45 m tall.\n(a) How long does the rock take to '
        'reach the water?\n\n**Solution**\n- t = √(2 × 45/9.81)\n- **t = 3.0 s**',
        'A pebble fell off the table and hit the floor after 0.4 s.\nThe building is 40 m '
        'tall.',
        'The ball hit the ground after 1.2 s.\nThe shaft is 40 m deep.',
        'The apple fell and hit the grass after 0.5 s under a parachute of leaves.\nThe tree '
        'is 12 m tall, they say, and slowed it.',
        '(c) After 1.00 s: s = ½ × 9.81 × 1.00² = 4.91 m, so the bolt is still 25.1 m above '
        'the ground.',
        '| Phase | Height band (m) | Typical time |\n|---|---|---|\n| Exit to terminal | '
        '4,000 → 3,600 | 12 s |',
        'A skydiver steps out of the balloon at 3,000 m. Air resistance limits her to about '
        '200 km/h after roughly 12 s.',
        'A stone dropped down a deep well covers 4.9 m in its first second and 24.5 m during '
        'its third second.',
        'Carriage releases at 40 mm. Results: mean time 0.571 s (σ = 0.006 s), mean impact '
        'speed 5.24 m/s.',
        'The steel ball and the paper ball both fell 10 m. For the paper ball the gap is '
        'much bigger: about 0.4 s at 10 m.',
        'The top rock is 70 ft high, but the boat ride back to the beach takes about a '
        'second longer than the swim.',
        'Took 1.2 seconds for the ferry to reach the pier. Its gangway sits about 25 m from '
        'the ticket office.',
        'The bolt rattled loose at 100 m and needed 5 s to reach the street.',
        'Belly-to-earth terminal velocity is ~190 km/h. Jumping from 4,000 m you reach it '
        "after roughly 12 secs, then it's about 45 secs of freefall.",
        'The entrance sits at 1,420 m above sea level. Our survey lead got 45 m to the floor '
        'with a weighted tape. As a check we dropped a pebble from the lip: the splash '
        'echoed back 3.4 seconds after release.',
        'With the drogue only, the load reached terminal velocity about 9 s after release '
        'and came down from the 1 500 m release altitude in 31 s.',
        'Jumpers open their canopies at about 1500 m. From 4000 m exit altitude that leaves '
        '2500 m of freefall; 447 m take the first 12 s, and the remaining 2053 m take ~37 s.',
        'The main shaft drops 98 m from the lip.\n\nAt the second cave the pitch to the ledge '
        'is about 60 m. Owen dropped a pebble from the edge and it landed 3.6 s after '
        'release.',
        'In the scene, the hero jumps off a 40-storey tower (~120 m) and lands on a bus '
        'about 2 seconds later. Real free fall from that height takes about 5 s.',
        "Both pellets land about 0.45 s after leaving the 1.0 m bench. Earth's curvature "
        'over 300 m adds only a few millimetres of extra drop.',
        'Both steel balls dropped from the 45 m tower landed 3.05 s after release.\n\nA cork '
        'ball of the same size landed roughly 0.2 s later, because of drag.\n',
        'She stepped off the gondola at 36,000 m; her free fall lasted 3 minutes and 45 seconds.',
        'shock_rig.log\n09:14:02 run=7 drop_height_m=3.00\n09:14:03 run=7 impact '
        't_drop_s=0.79\n09:15:40 run=8 drop_height_m=0.80\n09:15:41 run=8 impact t_drop_s=0.41\n',
        'The crate slid off the 45 m roof.\nOur first estimate was 2.9 s to the '
        'pavement.\nRemeasured, the roof stands 41 m high.\n',
        '**Given:** a ball is released from rest at the top of a 30.0 m tower.\n\n**Find:** '
        '(a) the time to reach the ground, (b) the impact speed, (c) the height after 1.00 '
        's.\n\n**Solution**\n(a) $t = \\sqrt{2h/g} = 2.47$ s.\n(c) After 1.00 s it has fallen 4.9 '
        'm, so it is 25.1 m up.\n',
        'The logger recorded a peak deceleration of 1,800 g during the 1.5 m drop, lasting '
        'about 0.6 ms.',
        'Once the cord goes taut the jumper bobs through a damped oscillation and takes '
        'about 1.2 s to reach the lowest point, 30 m below the bridge.',
        'Priya tossed the pebble down rather than letting it go, and from 3.0 m it hit the '
        'floor in 0.5 s.',
        'The old water tower stands 95 m tall. A painter climbed down from the top. He '
        'reached the gravel 2.5 s later than his colleague.',
        'The old water tower stands 95 m tall. A painter drops a brush from the top. The '
        'brush hits the gravel 4.5 s later.',
        "Question: a stone is dropped from a 45 m bridge.\n\nTom's working: t = √(h/g) = "
        "√(45/9.8) = 2.14 s\n\nComments: 2.14 s is too short for a drop of 45 m.",
        "A phone dropped from 2 m lands after 0.64 s; from pocket height, a metre and a half, "
        "it takes around 0.55 s.",
        'A jump from 4,000 m gives you an extra 8 seconds of freefall.',
        "The ball was released from rest and fell 2.0 m until it hit the mat, where it came to "
        "rest in a 0.03-s time interval.",
        "The ball takes about 2.0 s to fall the 20 m, and you'd hear the thud about a tenth of a "
        "second after it lands.",
        "At the lookout the ranger said the drop to the lake is 20 m. Mia let a stone fall from "
        "the parapet, and it hit the water after about two seconds.",
        "A common playground belief is that a brick dropped from a 45 m chimney lands in 1 "
        "s; it takes about 3 s.",
        "That can't be right: no pebble dropped from rest covers 80 m in 2 s.",
        "A bolt fired straight down from the 20 m mast reached the deck in 0.4 s.\n"
        "For comparison, a bolt simply dropped from 20 m takes about 2 s.",
        "The parachutist fell 100 m in 15 s.",
        "The feather took 9 s to fall 3 m.",
        "A runner covered 100 m in 9.58 s.",
        "The arrow was fired downward from 50 m and struck the ground in 1 s.",
        "The ball was thrown down from 40 m and landed in 1.5 seconds.",
        "The stone fell 20 m in 2.02 s.",  # √(2·20/9.80665) = 2.0196 s: at the limit
        "In the fall of 2019 the drone covered 400 m in 6 seconds.",
        "Gamma photons fell 20 m in about 70 ns in the tower.",
        "Reception drops off beyond 25 m and a video then needs 2 s to start.",
        "A coin dropped from a 30 m tower lands after about 2.4 s.",
        "A skydiver exits at 4,000 m, falls for 12 s, then opens the canopy and drifts down.",
        "Every timed drop was slower than free fall; the excess grows with height (11 ms at "
        "0.40 m, 20 ms at 1.80 m).",
        "| Stage | Height change (m) | Time (s) |\n|---|---|---|\n| Free fall from rest | 30 | "
        "2.6 |\n| Eddy-current braking | 12 | 1.2 |",
        "The bolt, fired downward, hits the ground in 1.1 s. So it lands in 1.1 s, even though a "
        "plain drop from 20 m would take about 2.0 s.",
        "The old mill chimney is 64 m tall.\nA brick that came loose from a window ledge halfway "
        "up hit the yard 1.5 s later.",
        "The lookout deck sits 180 m up. Dropped from that deck, a pebble would reach the ground "
        "in about 6 s.",
        "The mast is 40 m tall.\nA rigger thrown from the top by the gust hit the water in 2 s.",
        "A stone dropped from rest off the bridge splashed after 3.2 s. The splash sound needs "
        "about 0.14 s to travel 48 m, so the true fall time is nearer 3.0 s, giving h ≈ 44 m.",
        "The jumper left the capsule at 36,500 m; freefall lasted 4 min 16 s before the canopy "
        "opened.",
        "- From 1.2 m the handset drops for roughly half a second and strikes the tile; the case "
        "absorbs the impact over about 3 ms.",
        "A tarpaulin of 3.0 m × 2.0 m blew off the roof, 9 m above the yard, and drifted down for "
        "about 5 s. Last month a hammer fell from the same roof.",
        "**Fall time:** $t = \\sqrt{2 \\times 80/9.81} \\approx 4.04$ s.\n\n**Horizontal "
        "distance:** $50 \\times 4.04 \\approx 202$ m, so the pilot must release the load early.",
        "The tower is 300 m tall. We dropped a pebble from the first-floor window and it landed "
        "in 1 s.",
        "A 0.2 s stopwatch error changes the estimated drop by about 3 m.",
        "A skydiver leaving a balloon drops the first 500 m in about 11 s, then settles at a "
        "terminal velocity of about 190 km/h.",
        "A usual slip is to write h = g t², which gives 2.02 s; that would be faster than free "
        "fall allows.",
        "**Problem.** A bolt falls from rest 45 m. Find (a) the fall time and (b) the time until "
        "the clang is heard (sound at 343 m/s).\n\n| Part | Quantity | Result |\n|---|---|---|\n| "
        "(a) | Fall time (s) | 3.03 |\n| (b) | Time to hear it (s) | 3.16 |",
        "After eight seconds of free fall the jumper opened her canopy about 700 m above the "
        "valley floor, having fallen some 200 m.",
        "The key says a stone dropped from a 20 m roof lands in '0.8 s', which must be a "
        "misprint.\nSanity check: in 2.1 s a dropped stone would fall about 21.6 m, a bit more "
        "than 20 m, so 2.02 s is right.",
        "Were gravity only a tenth as strong, a stone let go from 20 m, which would still fall, "
        "would take about 6.4 s.",
        "*A stone is let go from rest 10 m above a pond. Find (a) the time to reach the water and "
        "(b) the speed on entry.*\n\n(a) t = √(2 × 10/9.8) ≈ 1.43 s.\n\n(b) v = √(2 × 9.8 × 10) ≈ "
        "14 m/s.\n\n(c) Sanity check. A numerical model would use a time step of 0.01 s = 10 ms.",
        "There's no way the stone fell 30 m in 1.2 s from rest; even in a vacuum that drop takes "
        "about 2.5 s.",
        "Marker's comments: several candidates flagged the answer of 0.9 s as 'impossible' "
        "because a stone dropped from 18 m takes about 1.9 s. But this stone was thrown downward "
        "at 14 m/s, so it arrives sooner.",
        "A stone dropped into a 44 m shaft: fall time 3.0 s plus a sound time of 0.13 s gives the "
        "3.13 s heard.",
        "- **Drop height:** 1.2 m\n- **Impact duration on concrete:** roughly 2 ms",
        "Earlier I said a stone dropped from a 30 m bridge lands after 1 s; 1 s of free fall only "
        "covers 4.9 m.",
        "A video going around shows a brick dropped from a 30 m tower landing 0.9 s later. Is "
        "that even possible? No: 30 m takes at least 2.5 s.",
        "A clip going around says a melon dropped from a 25 m crane hit the ground 0.7 s later.",
        "The walkway runs 20 m above the hall.\n\n1. A 2 kg bag was thrown down over the rail and "
        "hit the floor 1.2 s later.\n2. A spanner slid off and fell from rest.",
        "Error budget: parallax (about ±2 cm), frame timing, and the exact release frame (±1 "
        "frame ≈ ±4 ms).",
        "The falls are 60 m high, and 1 s later the spray reaches the bridge.",
        "A dam holds water 90 m deep; the potential energy released in 1 s is (10⁵ kg)(9.8 "
        "m/s²)(90 m).",
        "A ball was let go from rest under a light gate.\n\n| Drop height (m) | Mean time (s) | "
        "Std. dev. (s) |\n|---|---|---|\n| 1.00 | 0.46 | 0.01 |\n| 1.80 | 0.61 | 0.02 |",
        "A ball is thrown straight down from a 25 m bridge at 12 m/s.\n\n(a) Solving 25 = 12t + "
        "4.9t² gives t ≈ 1.3 s.\n\n(c) Why this is no contradiction: 1.3 s is shorter than a "
        "release from rest would take, because the ball was already moving.",
        'The sonde was dropped from 2,000 m and reached the ground two minutes and ten '
        'seconds later.',
        'The sonde was dropped from 2,000 m and landed safely.\n\nFor about six seconds after '
        'release it spun, then the fin steadied it.',
        '**REPORTER:** The release said the crate fell 2,000 m and hit the ground in ten '
        'seconds. Is that right?\n\n**DR. OKONJO:** No, that line was wrong. Ten seconds is '
        'when the canopy opened.',
        '- One-way latency on the 820 km link dropped from 4.02 ms to 2.74 ms.',
        'We let the pebble go from rest on the 45 m viaduct and heard the splash 3.2 s '
        'later.\n\nThe splash sound has to come back up. At 343 m/s it takes about 0.13 s to '
        'cover 45 m, so the pebble itself fell for roughly 3.1 s.',
        'A wrench let go at the top of a 50 m mast takes about 3.2 s to land. In the first '
        'second it drops about 5 m, after two seconds about 20 m and after three about 44 m.',
        "We jumped at 4,000 m and the canopy opened at 1,500 m about 50 s later. That's 2,500 "
        'm of falling, which felt like about four seconds.',
        "**A myth to avoid**\nYou'll sometimes read that a cannonball dropped from 60 m lands "
        "in about 2 seconds. It doesn't: nothing dropped from rest beats 3.5 s there.",
        'A student drops a stone from rest from a footbridge 20.0 m above a river. The splash '
        "comes at 2.05 s.\n- the student's reaction time in stopping the watch, typically 0.1 "
        'to 0.3 s, partly cancelled by anticipating the splash.',
        'Over its 40 s of freefall the jumper dropped 1,800 m, which fits 10 s of speeding up '
        'followed by 30 s at a steady 50 m/s.',
        'The stuntman leaves the 90 m roof and lands 1.5 s later in the trailer; the 1.5 s '
        'landing is a movie cheat.',
        'Theory gives 3.03 s for the 45 m drop; our beanbag took longer, because over 45 m '
        'air resistance adds half a second.',
        'The ball took 2.05 s to fall the 20.0 m, and the scatter of ±0.01 s is consistent '
        'with the 1/240 s frame interval.',
        "I dropped it from my friend's 4th-floor balcony, which we measured with a laser at "
        '12.5 m to the concrete courtyard.\n\nResults:\n- Fall time (release to impact): 1.7 '
        's, from the video',
        'From 4,000 m you free-fall for about 12 seconds before the drogue opens, then '
        'descend under canopy.',
        'My cousin says his drone dropped a bottle from 40 m and it landed 1.1 s later. He '
        'uses it to argue that heavy things fall faster. Is that even possible?',
        "A stone dropped from rest needs about 1.6 s to fall 12 m. So 0.5 s simply can't be "
        'the fall time; the watch was started late.',
        'Me: If I let this egg go off the 45 m bridge, how long till it smashes?\nHer: About '
        'three seconds.',
        'Interviewer: When does a skydiver stop speeding up?\nInstructor: Jumping from 4,200 '
        "m, you're at about 54 m/s after roughly 11 seconds, and the whole freefall to 1,200 "
        'm lasts close to a minute.',
        'Brass weight released from h = 1.50 m by the solenoid.\nLight gate at floor: t = 0.56 s.',
        'Fact check: A clip claims a stuntman let go from an 80 m tower and landed on the mat '
        '2 seconds later.\nThat timing is impossible; a fall from 80 m takes at least 4 s.',
        'After stepping off the platform at 31,000 m he fell freely for over four minutes, '
        'then opened his canopy and touched down 12 minutes, 30 seconds after the jump.',
        'Myth: a coin dropped from a 20 m roof lands after 1.2 s. Fact: it takes about 2.1 s.',
        '> a wrench let go from rest at the top of a 40 m crane hits the deck 2 s later\n\nNot '
        'verified. We filmed it at 120 fps and it took 2.9 s.',
        'His 100 mph fastball needs just 0.41 seconds to reach the plate from 60.5 feet away. '
        'With a stride of about 6 feet before the point of release, the time drops to 0.37 '
        'seconds.',
        'Use t = √(2h/g) with g = 9.81 m/s² for anything let go from rest.\n\n**Common slip.** '
        'Leaving out the 2 gives t = √(h/g): 1.0 s for a 10 m drop.',
        "Editor's note: We originally wrote that the pumpkin dropped from the 45-metre tower "
        'took 1.9 seconds to hit the car park. It actually took 3.1 seconds, going by the '
        "video's frame count.",
    ],
    "share_sum_exceeds_total": [
        'For the household sector, its share of national energy use is around 26%, with about '
        '80% due to space heating and hot water.',
        'Sieve analysis of the base course: 95 % passes the 20 mm sieve, 60 % passes the 5 mm '
        'sieve and 15 % passes the 0.075 mm sieve.',
        'Fitness survey: 60 % of members train three hours a week or more, and 35 % train five '
        'hours or more.',
        '## Q3. Which channels do you get your news from? (tick all that apply)\n\n| Channel | '
        'Respondents (%) |\n|---|---|\n| TV | 41 |\n| Websites | 33 |\n| Radio | 22 |\n| Print '
        '| 17 |\n',
        "Of the participants, just over half were female, 74 percent were aged 26 or above, 62 "
        "percent were white, 13.1 percent were black and 16.2 percent Hispanic.",
        "Heaviest buying quintile accounted for 42% of the total increase\n\nTop buying 50% "
        "accounted for 71.4% of sales",
        "Burning fossil fuels caused around 89% of total human CO2 emissions, and 68% of total "
        "human greenhouse gas emissions.",
        "Last year, wind accounted for 35 per cent of all electricity in Denmark and is "
        "expected to reach 48 per cent by 2030, short of the government target of 55 per cent.",
        "My recipe card reads: flour 100, water 75, salt 2, yeast 1.\n\n| Ingredient | Baker's "
        "% | Grams | Share of dough (%) |\n|---|---|---|---|\n| Flour | 100 | 1,000 | 56.8 |\n| "
        "Water | 75 | 750 | 42.6 |",
        "**Highlights**\n- Coal output: down 51 % after the closures\n- Share of generation "
        "from renewables: 64 % (wind 45 %, solar 12 %, hydro 7 %)\n- Gas: 36 %",
        "Residents spent 88 percent of their time at home, up from the January average of "
        "roughly 65 percent.",
        "The test found 61% of stage I tumours, 74% of stage II, 79% of stage III and 88% of "
        "stage IV tumours.",
        "Final tally for the council race: Okoro 46.1%, Lund 35.3%, Pereira 12.2% and others "
        "6.4%. Turnout was 68% among the over-65s but only 31% among 18–24s.",
        "Our household runs on about 55% of the usual heating energy. That is not quite half, "
        "but it is close (and *might* in fact reach 50% once the new windows are in).",
        "In the sample, 88.2% (80.4%) of stars (clusters) are single, and 11.8% (19.6%) of "
        "stars (clusters) are in pairs, of which 3.25% (6.1%) share a common envelope with a "
        "companion of the same class, 6.75% (9.2%) are wide pairs, and 1.8% (4.3%) are "
        "unresolved.",
        "Only 2% of the herd is sick, so 98% of the herd is healthy. A test flags 4% of the "
        "healthy ones, which is roughly 4% times 98%, close to 4% of the herd.",
        "In the poll, the share who said yes was 81% among Labour voters and 44% "
        "among\nConservatives.",
        "With 23 people the chance that at least two share a birthday is 50.7%, with 40 it's "
        "about 89.1%, and with 60 it's 99.4%.",
        "The vote split by age: 57% of voters over 65 backed it, while 73% of voters under 30 "
        "did.",
        "With the new long reads we saw them span 61% of the gaps in our finch genome "
        "assembly,\nof which 30% were closed and 61% improved.",
        "**11:00** Part-load steps at 80 %, 60 % and 40 %, each held for 15 minutes.",
        "Cycling to work, by age group (each row is its own group):\n\n| Age group | % who "
        "cycle |\n|---|---|\n| Under 30 | 44% |\n| 30–49 | 38% |\n| 50+ | 29% |",
        "**Q1. Main bike? (pick one)**\n- Road: 50 %\n- Gravel: 30 %\n- MTB: 20 %\n\n**Q2. "
        "Finishing.** The average completion rate was 88 %, up from 81 % last year. Road riders "
        "reported 90 %, gravel riders 84 %.",
        "Natural gas here is about 92 % methane, 5 % ethane and 2 % propane, which is why it "
        "burns a little hotter than pure methane.",
        "In the survey, 62% have a car and 55% have a bike.",
        "**Exercises**\n\n1. A 92 %-efficient motor drives an 80 %-efficient fan directly. "
        "Overall efficiency? [73.6 %]",
        "Patients were asked to tick every symptom they had, so most reported several. Fatigue "
        "was reported by 70 percent, headaches by 45 percent and cough by 30 percent.",
        "- When a patient has the disease, the test is positive 95% of the time.\n- When a "
        "patient does not, it is negative 90% of the time.",
        "Multiply by the inverter's 97 % and you get 18.4 %; the last fraction of a percent "
        "goes in the cabling.",
        "| Oxide | Mass fraction (%) |\n|---|---|\n| SiO₂ | 22.0 |\n| CaO | 65.1 |\n| Al₂O₃ | "
        "5.4 |\n| Loss on ignition | 2.0 |\n| **Total** | **94.5** |",
        "At one fixed point of the model the employment level sits at 95%, the wage share of "
        "GDP at 80% and private debt at 9%.",
        "<p>Sizing the array to annual demand gives a self consumption and a demand supplied "
        "from solar of 47% with a 5 kW system.</p><p>Capping the array at 4 kW would give a "
        "self consumption of 56% and demand supplied by solar of 41%.</p>",
        "The model outputs the following:\n\n    Renewable generation:          469261 kWh\n    "
        "Community demand:              391052 kWh\n    Excess:                        116866 "
        "kWh\n    Backup:                        46623 kWh\n    Demand supplied after backup:  "
        "98.70 %\n    Renewable self consumption:    72.40 %\n",
        "Turnout split 70 % in the north and 65 % in the south.",
        "About 70 % of the energy in a diesel's fuel is lost as heat, while about 88 % of the "
        "energy drawn from a battery reaches the motor. They don't add up to anything because "
        "they're shares of different totals.",
        "Relative abundances in the spectrum: m/z 43 is 100 % and m/z 58 is 35 %.",
        "Rooftop systems made up 62 % of new capacity in Spain, and utility plants 70 % in "
        "Texas - each of these is a share of a different market.",
        "Flour 100%, water 68% and salt 2%, each relative to the flour weight.",
        "Of the energy drawn from the wall, roughly 90 % reaches the battery, and about 85 % of "
        "what leaves the battery reaches the wheel.",
        "**Brioche (per 1 kg flour)**\n- Flour 100 %, eggs 55 %, butter 45 %, sugar 12 %, milk "
        "15 %, salt 2 %",
        "The chance of measuring spin down is 64 %, and the chance of measuring spin up is 36 "
        "%.",
        "Ahead of me on the leaderboard are three people with 85%, 60%, and 40%.",
        "On the same hilly loop the new scooter used 38 % of its battery, where the old one "
        "used 71 %.",
        "Of the 500 students surveyed, 64% of those who used caffeine pills did so to stay "
        "awake, 58% to revise for exams and 31% to finish coursework.",
        "Weekly volume peaks at 70 km, then a three-week taper to 65 %, 45 % and 30 % of peak.",
        "Question B (tick all that apply): walk 60 %, bus 50 %, car 45 %. These add to 155 %, "
        "which is fine: most pupils use more than one mode, so the groups overlap.",
        "Sessions: 45 % in Zone 1 and 30 % in Zone 2, with 25 % above threshold.",
        "Masking may prevent 38% (95% UI: 20, 61%) of transmission in schools.",
        "He ran 70 % of the time in week 1, 55 % in week 2 and 45 % in week 3.",
        '**Operations**\n- Curtailment fell from 40 hours to 12 hours.\n- Performance ratio '
        '81.2 % against an 83.0 % budget.',
        'Breakdown of sports played by pupils (values in percent):\n\n          Football  '
        'Tennis  Swimming  All\nYear 7    55.0      30.0    35.0      81.0\nYear 8    50.0     '
        ' 28.0    33.0      77.0\n',
        'Overall, 57 % of residents backed the scheme. Support was 61 % for women and 53 % for '
        'men.',
        '**Favourite sports (share of pupils; pupils could mention several)**\n- Football: 48 '
        '%\n- Swimming: 35 %\n- Tennis: 30 %',
        'The incumbent has over 85 per cent market share and the minister vowed to cap it at '
        '60 per cent.',
        'Turndown per boiler: minimum load A 35 %, B 40 %, C 45 % of rated output.',
        '| Ward | Beds (% of total) |\n|---|---|\n| Surgical | 38 |\n| Medical | 41 |\n| '
        'Maternity | 21 |',
        '**Defects (share of rejected welds)**\n1. Shrinkage porosity: 46 %\n2. Undercut: 30 '
        '%\n3. Out of tolerance after grinding: 24 %',
        'Camping topped the poll, with 65% liking tent trips (and 15% wanting to try one), and '
        '58% liking caravans (and another 12% keen to try).',
        '| Indicator | 2019 | 2023 |\n|---|---|---|\n| Jobless rate | 5.0 % | 4.1 % |\n| '
        'Heat-pump share of new heating systems | 9 % | 21 % |\n| Fibre coverage | 80 % | 92 % '
        '|',
        'Its charger ran at 88 % wall-to-battery, so end to end about 74 % of the energy '
        'drawn from the wall reached the wheel.',
        '- **By age:** among voters under 30, Marsh took 61 %; among those over 60, Reyes '
        'took 57 %.',
        'Burning coal and gas caused around 88% of total human carbon dioxide emissions, and '
        '61% of total human greenhouse gas emissions.',
        'Of this, around 87% comes from fossil fuels: 45.2% from oil, 31.3% from gas, 10.5% '
        'from coal, 7.9% from renewables, 3.6% from nuclear and 1.5% from waste.',
        '| Slip | Answer given | Why it fails |\n|---|---|---|\n| Celsius in the ratio | 1 − '
        '20/200 = 90 % | needs kelvin |\n| Forgot the 1 − | 45.5 % | that is the rejected '
        'share |',
        '| Group | Share working part-time (%) |\n|---|---|\n| Men | 22 |\n| Women | 51 |\n| '
        'All | 36 |',
        'At baseline, 92% of patients were taking aspirin, and 31% were also taking a second '
        'blood thinner.',
        'The senator has voted with the party 85 percent of the time, while her rival has '
        'gone along 45 percent.',
        'Their ball possession went from 58 per cent (before the red card) to 47 per cent '
        '(after it).',
        'Premiums keep going up by numbers that are absurd, 48 percent, 39 percent, 31 '
        'percent, depending on the county.',
        'My exam results this term:\n80% maths\n75% English\n90% physics',
        'Our house blend (by weight):\n50% arabica\n30% robusta\n20% chicory\nGrind it fine.',
        'Avery beats me 60% of the time and I beat Blake 70% of the time.',
        'The bus is late 40% of the time and the tram 70% of the time.',
        'Our striker scores 55% of the time from the spot, while their keeper saves 60% of '
        'the time.',
        '| Component | Hall 1 (existing) | Hall 2 (proposed) |\n|---|---|---|\n| Drive (%) | '
        '96.0 | 97.5 |\n| Pump, hydraulic (%) | 78 | 84 |\n',
        '| Metric | v1 target | v2 target |\n|---|---|---|\n| Monthly availability, reads (%) '
        '| 99.9 | 99.95 |\n| Monthly availability, writes (%) | 99.9 | 99.9 |\n',
        '- **Zone 1 (below the first lactate threshold):** 75 %\n- **Zone 2:** 15 %\n- **Zone '
        '3:** 10 %\n',
        "Here's how many of us ticked each box, does this look right?\n- Cycling: 40%\n- "
        'Running: 35%\n- Swimming: 30%\n(tick all that apply)\n',
        'Marks needed, paper 2.\n\nGrade boundaries for Section C: A 75 %, B 60 %, C 45 %.\n',
        '3. **Boilers:** your new condensing unit is rated at 91 % (0.91 as a fraction), an '
        'improvement of 15 percentage points over the old 76 %.',
        'Their research showed a Democrat could win two-thirds of the votes of single women '
        '- a prediction that came true as McAuliffe won single women by 67 percent to 25 '
        'percent for Cuccinelli, while Cuccinelli won married women by a narrower margin, 51 '
        'percent to 42 percent.',
        'McAuliffe won the votes of unmarried women by 67 percent to 25 percent for '
        'Cuccinelli, while Cuccinelli beat McAuliffe among married women by a much narrower '
        'margin, 51 percent to 42 percent.',
        "the poll was 'pick all that apply': 64% stream, 52% download, 33% still buy CDs.",
        'Fair point: the first version was wrong.\nIt gave the fleet as diesel 55 %, petrol '
        '40 % and electric 12 %.\n',
        'Table 3. Household heating by fuel (share of homes, %)\n| Fuel | 2015 | 2024 '
        '|\n|---|---|---|\n| Gas | 64 | 55 |\n| Electric | 18 | 27 |\n| Oil | 11 | 8 |\n| Wood | '
        '7 | 10 |\n',
        'Electricity mix by country (share of generation, %)\n| Country | Coal | Gas | '
        'Nuclear |\n|---|---|---|---|\n| Poland | 61 | 10 | 0 |\n| France | 1 | 7 | 65 |\n| '
        'Slovakia | 5 | 12 | 60 |\n',
        '**Where the 30 % goes (the energy at the wheels):** roughly 55 % of it overcomes '
        'drag and 45 % rolling resistance.',
        'At 1 atm the equilibrium mixture holds 78% CO2 by mole, while at 20 atm it holds 93% CO2.',
        '| Class | Share of class below the mean |\n|---|---|\n| 8A | 61 % |\n| 8B | 47 % |\n| '
        "8C | 58 % |\n\nThe column is a rate within each class, so the values don't need to "
        'add up to 100 %.',
        'Votes were 60 % in Q1 and 55 % in Q2, each quarter counted on its own.',
        'team survey (pick all that apply): 64% use email daily, 58% use chat, 41% use video',
        'The plot colours four saturation cases: 100% brine, 70% oil, 70% gas and 30% gas.',
        'Heat pumps took 60 % of new heating installs in Sweden last year, 30 % in France '
        'and just 15 % in Spain.',
        '- **Calibration:** when we said 80 %, the team won 77 % of the time.',
        'Of the pupils, 62 % study French, 51 % study German and 20 % study both.',
        'At the clinic 58 % of patients take statins, 49 % take aspirin and 21 % take both.',
        'By June the northern depot had filled 52.6 per cent of its quota, the eastern depot '
        '44.1 per cent and the southern depot 38.9 per cent.',
        'Asked about their hobbies, with people free to choose as many as applied, 58 '
        'percent named reading, 46 percent gardening and 31 percent cycling.',
        'Asked where they get their news, with respondents free to choose as many sources as '
        'applied, 64 percent named radio, 52 percent podcasts, 47 percent blogs and 22 '
        'percent newsletters.',
        '## Commuting\nEach member named one way to travel:\n- Car: 52 %\n- Bus: 30 %\n- Bike: '
        '18 %\n\n## Wishes (tick all that apply)\n- Safer lanes: 61 %\n- Cheaper tickets: 47 %',
        'In the south, Exeter had cut 64% of its library budget, Plymouth 58%, and Torbay 49%.',
        'In the south, Exeter had cut 64% of its library budget, Plymouth 58%, and Torbay 49%.',
        'Specimens were loaded at four stress levels; 40%, 55%, 70%, 85% of the yield strength.',
        'Voters could tick non–mutually exclusive reasons: cost (30/40, 75%), jobs (20/40, 50%).',
        'Breakdown by group: 74% Hispanic, 69% Black and 81% Asian American respondents agreed.',
        "At the fair you can see how to:\n* Intake: cut onboarding time by up to 45%.\n* "
        "Search: speed up matching by up to 38%.\n* Admin: save up to 70% of data-entry time.",
        'Measure 7 passed with 68 percent of the vote, and 71 percent of the vote in Marin County.',
        "The sample was 51.2% Hispanic, 48.8% non-Hispanic white, and 76.0% below the median "
        "income.",
        'Participants were 88% male, 52% white, 61% current smokers and 70% on statins.',
        'The pump kept oxygen saturation >95% for 95% of the night.',
        'Around 80% of the world’s tin and 45% of the world’s tungsten come from a few mines.',
        "Supporters include 94 percent male and 97 percent female of those asked.",
        "Necrosis was present in only a proportion (42%) of the tumours, despite the frequent "
        "presence of vascular invasion (76%).",
        "Backers of the plan include 91.4 percent male and 96.2 percent female of those surveyed.",
        "Also, 65 % of trial users opened the tips panel; 65 % + the 40 % rise in panel clicks "
        "isn't a share of anything, so please keep them on separate slides.",
        "COUNTY RESULTS (all precincts in)\n\n**Sheriff**\n- Tom Reyes (Dem.): 52%\n- Ann Colby "
        "(Rep.): 39%\n- Lee Park (Ind.): 9%\n\n**Measure B:** Yes 61%, No 39%.",
        "The bloc, whose members hold 70 percent of known gas reserves, expects its share of the "
        "global gas trade of about 45 percent to grow.",
        "In the exit survey, 81% said the labs helped and 69% said the tutorials helped (students "
        "could agree with both).",
        "The proportion of drivers in each age band who had a crash differs: 31% for under-25s, "
        "27% for 25-40, 24% for 41-60 and 26% for over-60s.",
        "Signs and symptoms (share of patients who show each): short stature 90%, hearing loss "
        "50%, cleft palate 30%, extra fingers 7.5%.",
        "**Reader survey: \"Which topics do you read?\"**\n(tick all that apply, n = 900)\n- "
        "Sport: 45 %\n- Politics: 30 %\n- Weather: 25 %\n- Culture: 15 %",
        "Readers with the training were right 88 per cent of the time, while the others were "
        "correct in only 71 per cent.",
        "Sensor A catches a leak 80 % of the time and sensor B catches it 75 % of the time.",
        "| Element | Share (wt %) |\n|---|---|\n| Iron | 80 |\n| Carbon | 8 |\n| Chromium | 12 |",
        "Our monthly budget:\n- Housing: 40 %\n- Food: 30 %\n- Savings: 20 %\n- Travel: 10 %",
        "- **61 %** of men and **57 %** of women said they cycle at least once a month.",
        "If 40% of the pupils who did not score 100% managed to score over 70%, then 12 pupils "
        "scored over 70%.",
        "A larger proportion of patients had low lymphocytes (13 [54.2%] of 24), low CD3 (11 "
        "[54.4%] of 21) and high SAA (18 [75%] of 24).",
        "A safe pressure was reached in 90, 61, 72.2 and 95.2 percent of patients.",
        "Deaths reached 1123, accounting for 56.9% of the total confirmed cases and 73.7% of the "
        "total deaths in the country.",
        "Across regions, the median proportion of nurses aged 55 and older was 24.1% (IQR, 22.0%, "
        "27.3%), and ranged between 19.8% for Kent to 30.2% for Devon.",
        "All had underlying diseases, the most common of which was hypertension (16/25, 64%), "
        "followed by diabetes (10/25, 40%) and heart disease (8/25, 32%).",
        "Of 306 patients, 182 (59%) were treated with beta-blockers, 146 (48%) with ACE "
        "inhibitors and 96 (31%) with diuretics.",
        "The fit gives these properties: (i) 70.2% (64.5%) of dwarfs (giants) are single stars; "
        "(ii) the pairs are wide; (iii) 29.8% (35.5%) of dwarfs (giants) are binaries, of which "
        "12.0% (20.1%) are close.",
        "The four samples have respective completeness values of 81.2%, 90.4%, 88.7% and 93.0%.",
        "Final count: Lee 52.1%, Park 46.2% and others 1.7%, with 100% of the vote counted.",
        "**Support by region** (share in favour):\n- North: 71 %\n- Centre: 64 %\n- South: 58 "
        "%\n\nThese are different regions, so the figures aren't meant to add up.",
        "Asked about lunch, pupils chose pasta (48 %), soup (32 %) or salad (20 %).",
        "Voters preferred Smith (48 %) over Jones (45 %), with 7 % undecided.",
        "Among the 900 respondents, 58 % were men, 61 % held a driving licence and 47 % "
        "engaged in shift work.",
        "Coal supplied the remaining 45 %, while solar alone made up about 58 %.",
        "Counting atoms instead gives 30 % C, 50 % H and 20 % O, which adds to 100 %.",
        "Turnout was 61 % among men and 55 % among women.",
        "The retention rate of the second cohort was 84%, 80% and 75% after 1, 3 and 5 years.",
        "54 % of the vote in the north and 63 % in the south went to the mayor.",
        "Of course, 60 % of the pupils passed, 55 % of the staff agreed and 30 % of parents "
        "came.",
        "Humidity was 60 % at 20 °C, 70 % at 25 °C and 80 % at 30 °C.",
        "Of the members, 64 % own a bicycle, 58 % own a car and 20 % own neither.",
        "The proportions of carbon, hydrogen and oxygen, 40 %, 7 % and 53 %, sum to 100 %.",
        "Of the 140 members still active, 61 % were women and 53 % were over 40.",
        "Of the 300 shoppers, 62 % paid by card, 41 % had a loyalty card and 12 % used "
        "vouchers.",
        "Among people under 40, 61 % used the app, while 48 % of retirees did.",
        "| Line | Share of riders (%) | Share of income (%) |\n|---|---|---|\n| Red | 62 | 55 "
        "|\n| Blue | 38 | 45 |",
        "| Party | 2019 (%) | 2024 (%) |\n|---|---|---|\n| Red | 55 | 40 |\n| Blue | 45 | 60 |",
        "Mayor Lee took 55 % of the vote in the north and 62 % in the south.",
        "At a prevalence of 2 %, a sensitivity of 98 % and a specificity of 90 %, most are false.",
        "In the poll, 70% of pensioners said they would vote, compared with 39% of students.",
        "The three alloys held 45%, 70% and 85% nickel, respectively.",
        "The hazard ratio was 1.4 (95% CI 1.1 to 1.8) and the attributable fraction 9%.",
        "Of those asked, 80 nurses (97%) and 40 doctors (91%) answered the survey.",
        "Team A took 55% and team B took 45% of the prize pool.",
        "About 65% of men and 60% of women voted.",
        "Coal provided 50% of the power. Gas provided 60% of the heat.",
        "Output jumped 200% while team A took 30% of the market.",
        "Three parties took 33.4%, 33.3% and 33.4% of the vote.",
        "Unemployment went to 12% and later to 95% of its old level.",
        "The club won 60% of its games and 70% of its home games.",
        "Wind supplied 25% of power in 2015, 40% in 2020 and 55% in 2024.",
        "Buyers named cost (70%), speed (50%) and support (35%); multiple answers were allowed.",
        "The vaccine gave 90% protection against hospitalisation and 65% against infection.",
        "Poll (multi-select): 64% chose email, 52% chose chat, 40% chose phone.",
        "Respondents could tick all that apply: 70% picked price, 55% picked range, 30% picked "
        "charging speed.",
        "Of the heat entering the wall, 30 % is lost through the windows and 45 % is lost as "
        "draughts.",
        "Fatigue was reported by 81% of runners, 64% of cyclists and 59% of swimmers.",
        "Relapse was noted in 45% of the early group, 52% in the late group and 61% in the "
        "control group.",
        "Uptake was higher among nurses (62%, p<0.01), porters (58%, p<0.01) and cleaners "
        "(49%, p=0.02).",
        "The disinfectant was tested at concentrations of 90%, 60% and 30%.",
        "Perfusion ran at 100%, 60% and 30% of its baseline flow.",
        "The test had a positive predictive value of 71% and a negative predictive value of 88%.",
        "The fund bought 48 pct of the miner's shares, raising its stake in the company to 53 pct.",
        "The parent now holds a 75 pct stake in Northern Rail and about 40 pct of Delta Freight.",
        "After rent, 70% of the income is left. Half of that remaining 70%, i.e. 35% of the "
        "total, goes to food, leaving 35% for everything else.",
        "Pet survey. Owners could tick every animal they keep, so the figures add up to more "
        "than 100 %.\n\n| Pet | Share of owners (%) |\n|---|---|\n| Dog | 58 |\n| Cat | 47 "
        "|\n| Fish | 12 |",
        "The poll split answers by group:\n\n- 71 % of farmers backed the plan.\n- 66 % of "
        "teachers backed it too.",
        "**Q:** Our club survey says 70 % of members run, 55 % swim and 35 % cycle. That's 160 "
        "%. Is that wrong?\n**A:** No. Those activities overlap: many members do more than one.",
        "The region's power comes 45 % from coal, 30 % from gas, 15 % from wind and 10 % from "
        "hydro — 100 % in total.",
        "Reserves rose to 5.1 billion, of which the gold share increased to 58.4 pct from 55.9 "
        "pct.",
        "Calcium chloride (> 97%) was dissolved in water to give solution A; potassium carbonate "
        "(99%) was added next.",
        "The standard asks for 96% of the nicotine removed, or 99.5% nicotine-free by weight.",
        "All the groceries together make up 100%, so the bread is $30/$120 * 100% = "
        "<<30/120*100=25>>25% of the bill.",
        "Ravi earns $2,800 a month. His budget splits that total as follows:\n- Rent: 45 %\n- "
        "Food: 25 %\n- Travel: 15 %\n- Savings: 15 %",
        "| Fuel | Share of supply (%) |\n|---|---|\n| Gas | 40.2 |\n| Coal | 30.1 |\n| Wind | "
        "29.7 |\n| **Total** | **100.0** |",
        "The laptop took first place (71%), while the tablet came second with 58%.",
        "The group, of which it owns 76 pct, said the buyback raised the firm's stake in the unit "
        "to 88 pct.",
        "The carrier still holds a 97 pct share of the market but fears it could slip to 92 or 88 "
        "pct.",
        "Judges said 58% rated our system higher in terms of taste, and 69.5% chose it in "
        "terms of presentation.",
        "Analysis showed the two samples contained 68% and 84% quartz by weight.",
        "| Quantity | Value (%) |\n|---|---|\n| Carnot limit | 55.0 |\n| Measured efficiency | 31 "
        "|\n| Fraction of Carnot achieved | 56 |",
        "Mass composition: C 40.0 %, H 6.7 %, O 53.3 % (total 100.0 %)",
        "Asked to name their top two worries, 58 % of residents included crime and 51 % included "
        "rents.",
        "Of the 900 residents we asked, 52 % said yes, 36 % said no and 12 % had no view.",
        "Perks staff value most (pick up to three): remote days 66%, bonus 58%, training 41%, "
        "parking 22%.",
        "Of the 3,000 tickets sold, 47 % went to adults, 31 % to students, 22 % to children and 2 "
        "% to staff.",
        "In the election survey, the council (41 % approve, 37 % disapprove) fared better than "
        "the mayor (36 % approve, 50 % disapprove).",
        "In the election the party's share of the vote was 58 %, rather than the 47 % its own "
        "polls predicted.",
        "Asked which perks matter (several options allowed), 70 % chose pay, 60 % hours and 40 % "
        "location.",
        "We asked 500 shoppers: \"Which payment methods do you use?\" (tick all that apply).\n- "
        "Card: 81%\n- Phone: 50%\n- Cash: 37%",
        "Our chain has the highest percentage of organic produce (38%) of any grocer in the "
        "region, followed by FreshCo with 33% and Greenway with 31%.",
        "Germination rates of 71% (plot A), 88% (plot B) and 42% (both plots pooled) were "
        "recorded.",
        "Of the residents polled, 31 percent backed the plan and 64 percent opposed it, while "
        "only 19 percent said they had read it.",
        "Antibiotics were administered in 68% of the patients, and drains were placed, most of "
        "them silicone (80%), in 41% of the patients.",
        "We need to have at least 70% answered, and we currently have 96% answered.",
        "The bloc accounts for roughly 55 percent of world output and about 49 percent of world "
        "trade.",
        "The incumbent leads with 61.2 percent as 95 percent of precincts have been counted.",
        "Some 62 percent of registered voters took part in the spring election, and 58 percent "
        "voted in the autumn referendum.",
        "The etch mixed HF (48% aqueous by volume), HNO3 (70% aqueous by volume) and acetic acid "
        "(100%) in the ratio 8:75:17.",
        "Seventy-one percent of these searches were of young men, even though they make up only "
        "40% of the population.",
        "The human protein shares 86% similarity and 79% identity with the mouse protein.",
        "Of the nurses, 70 % backed the strike; of the doctors, 45 % did.",
        "Shoppers could name more than one shop: 62% go to Aldi, 51% to Lidl and 30% to Tesco.",
        "**What stays at or below 100 %:** the fraction of input energy that ends up as useful "
        "output, e.g. a big motor (~95 %) or a transformer (~98 %).",
        "The screening test flags 98 % of true cases (sensitivity) and gives a false positive 6 % "
        "of the time.",
        "The field soil was sand 58%, silt 27%, clay 15%, organic matter 4.1% and pH 6.8.",
        "Apex Holdings owns 100 pct of Delta Mills and 40 pct stakes in two rival firms.",
        "Student's first list: Na 39.3 %, Cl 66.7 %.\nTutor: Those add up to 106 %, so one of "
        "them is off; chlorine is 60.7 %.",
        "The energy split is 50 % carbs, 30 % fat and 20 % protein — exactly 100 %.",
        "One serving gives vitamin C at 110 % DV and calcium at 25 % DV.",
        "In the maths test 65 % of the 120 boys and 58 % of the 110 girls passed.",
        "With 78 pct of the membership voting, 56 pct voted yes and 44 pct voted no.",
        "The deal lifts Norco's stake in Vale Ltd to 71.5 pct from 64 pct.",
        "Based on the r2 values, the factor accounts for much of the variance in expression of "
        "GENE1 (66%), GENE2 (58%) and GENE3 (49%).",
        "Brackets: The plan has four: 10%, 22%, 32% and 37%.",
        "Most Democrats (81 percent) and a majority of independents (55 percent) backed the bill.",
        "Liver metastasis develops in 45% of the cases, and presents 5-year survival rates up to "
        "60% after resection.",
        "Of those who tried to lose weight, 54% cut sugar, 41% joined a gym and 33% counted "
        "calories; many used more than one method.",
        "Among homeowners, 63 % voted yes; among renters, 51 % did.",
        "| Stage | Output | Share of baseline |\n|---|---|---|\n| Baseline | 800 t | 100 % |\n| "
        "After retrofit | 300 t | 38 % |",
        "| Source | Share | Change vs 2023 |\n|---|---|---|\n| Gas | 40 % | −3 % |\n| Solar | 10 "
        "% | +120 % |\n| Wind | 50 % | +6 % |\n\nThe shares add to exactly 100 %; growth is a "
        "separate column, which is why it can exceed 100 % for solar.",
        "**Recycled materials:** 64 % of packaging by weight (2023: 51 %)",
        "She won earlier primaries with as much as 81 percent of the vote, and took the general "
        "election in 2016 with 57 percent.",
        "The true value fell inside the interval between 40% and 85% of the time.",
        "To clinch the nomination, Lee would need 61 percent of the remaining delegates, Park 72 "
        "percent and Diaz 80 percent.",
        "Turnout in the city races averaged 58.2 pct, while the county polls drew an average of "
        "64.9 pct.",
        "Respondents could pick several answers, so the shares overlap.\n\n| Answer | Share (%) "
        "|\n|---|---|\n| Rent | 61 |\n| Transit | 48 |",
        "The audit covered burglaries of which 64 percent of the suspects were juveniles, 71 "
        "percent of the suspects of car thefts were juveniles, and 58 percent of the suspects of "
        "vandalism were juveniles.",
        "This holds for only 41% of those with a degree, 38% of those with no degree and 47% of "
        "those with some college.",
        "The probe hardware went through the 30%, 60%, and 90% design reviews before the launch "
        "date was fixed.",
        "Nearly 75 percent of those who backed the mayor, and nearly 45 percent of those who "
        "backed her rival, said taxes were too high, according to the poll.",
        "About half of rural Facebook users (52%) had heard of the scheme, a smaller share than "
        "the 61% of urban Facebook users who said the same.",
        "Among people with no religious affiliation, 71% voted for the incumbent, as did 64% of "
        "Jewish voters.",
        "Roughly two-thirds of both urban (68%) and rural (63%) respondents said prices mattered "
        "most.",
        "The company said about 70 pct of the eligible shares were voted in favour, but a 75 pct "
        "vote was needed.",
        "The poll looks odd but it's right: 68% of respondents use email, 55% chat apps and 47% "
        "video calls. It was a tick-all-that-apply question, so the column adds up to far more "
        "than 100%.",
        "On a typical day, 45 % of members visit before 9 am and 65 % after lunch.",
        "In our pick-all-that-apply poll, 70 % use email, 55 % use chat and 35 % use video — the "
        "total tops 100 % because most people use several tools.",
        "As a team the Owls shot 48% from the field, 36% from three-point range and 79% from the "
        "free-throw line, while their opponents managed 44%.",
        "Young adults made up much greater shares of first-time voters (61%) and lapsed voters "
        "(57%) than of regular voters (39%).",
        "The order covers 100 percent of the plant's output for June, 85 percent of output in "
        "July and 85 percent of output in August, the agency said.",
        "Nearly all of the labelled vesicles (48% out of 52%) were also positive for the second "
        "marker. Of all events in the gate, 52% were labelled.",
        "He cited returns on equity over five years of 31.0 pct at Acme, 29.5 pct Birch, 24.1 pct "
        "Cobalt, 22.0 pct Dune and 18.3 pct Ember.",
        "Typical rates by region:\n- North: 45 %\n- Coast: 38 %\n- Interior: 30 %",
        "Of the drivers, 64 % own a car and 51 % own a bike.",
        "Among the 40 percent who voted early, Lee won 55 percent to Kim's 30 percent and Park's "
        "10 percent.",
        "Renters made up 70% of the district under the old mayor; that share had dropped to 52% "
        "since, and renters are now only 45%.",
        "| Measure | Before generics | One year after |\n|---|---|---|\n| Branded share of "
        "prescriptions | 100 % | 18 % |",
        "In 2012, 80.2 percent of those making more than $150,000 voted, while only 46.9 percent "
        "of those making less than $10,000 voted.",
        "Over four months the implants gave correct warnings anywhere from 56 percent to 100 "
        "percent of the time.",
        "The refinance share of all mortgage activity dipped to 80.1 percent of applications from "
        "81.1 percent.",
        "Slim majorities of voters say health care (53 percent) and the economy (52 percent) will "
        "be extremely important to their vote.",
        "A Pew survey shows that 63% of young voters intend to vote; that compares with 72% four "
        "years ago.",
        "He won 84 percent in Leslie County, where 18 percent would lose Medicaid if the law were "
        "repealed.",
        "Side effects were seen in 49 percent of patients taking the drug, 48 percent among those "
        "in the placebo group, and 61 percent among those in the comparison group.",
        "With 77% of precincts reporting, the board had Biden at 50.43% and Sanders at 45.52%.",
        "Of the 80 pupils, 65 % brought a calculator, 52 % a ruler and 30 % a protractor; many "
        "did all three.",
        "Poll of 90 walkers: 70 % carried water, 55 % a map and 40 % a first-aid kit, and most "
        "had all three.",
        "| Source | Share of supply (%) |\n|---|---|\n| Imports | 45 |\n| — of which pipeline gas "
        "| 30 |\n| — of which LNG | 15 |\n| Domestic | 55 |",
        "Oil made up 61 %, of which diesel 35 % and petrol 26 %; electricity made up 39 %.",
        "If your budget is £3,000 a month, this split leaves room to save:\n\n| Item | Share (%) "
        "|\n|---|---|\n| Rent | 45 |\n| Food | 20 |\n| Savings | 20 |\n| Other | 15 |",
        "Of the club members, 65 % want a museum trip and 50 % want a telescope (members could "
        "vote for both).",
        "## Why do coal plants stop near 40 %?\n\n**Where the rest goes**\n- Boilers and turbines "
        "lose heat to friction and flue gas, which is why a 41 % plant counts as good.\n- "
        "Combined-cycle plants add a hot gas turbine and reach about 61 %.",
        "In the survey, 41 percent said they have a favorable view of the mayor, 38 percent the "
        "governor and 30 percent the senator.",
        "Gametocytes were seen on day 7 in 80% of CQ, 45% of CQ+PQ, 25% of CQ+AS, 88% of SP, 70% "
        "of SP+PQ and 20% of SP+AS treated patients.",
        "Pull all of the buffer into a fresh tube, mix in 15µg carrier and add 3 volumes of 100% "
        "EtOH Wash with 70% EtOH and then remove ALL EtOH.",
        "The Rapid Sepsis Panel was able to predict the presence of bacteria in a blood culture "
        "96.5 percent of the time and those who did not have bacteria in a blood culture 98.8 "
        "percent of the time.",
        "Capacity factors\nNuclear 90 %, wind 35 %, solar 12 % — each is the share of that "
        "fleet's own maximum output, so they are not meant to add up.",
        "Among the club's members, 58% play chess, 39% play go, and 21% play both chess and go.",
        "Among all the patients seen, 61% need help with walking, 37% need help with bathing, and "
        "24% need help with both walking and bathing.",
        "Sales also tanked 72% at shoe stores, 55% at toy stores, 48% at furniture stores and 25% "
        "at bars.",
        "The proportion of participants with diabetes ranged from 0% (3 trials) to 100% (5 "
        "trials, median proportion 52%); the proportion on insulin ranged from 0% (6 trials) to "
        "100% (9 trials, median 100%).",
        "The plan would fold the current 10%, 12%, 22%, 24%, 32%, 35% and 37% income tax brackets "
        "into 12%, 25% and 35%.",
        "The forecast's 90 % intervals have contained the outcome in 88 % of past elections.",
        "- **Income brackets.** For ordinary income there are brackets at **10%**, **12%**, "
        "**22%**, **24%**, **32%**, **35%**, and **37%**.",
        'Of our respondents, 88% write Python, 41% write C++, 23% write Rust and 9% write '
        'Julia.',
        '# ACME: PRELIMINARY RESULTS FOR FULL YEAR 2025 REVENUE +9.1%\n\n- The **Cardio** '
        'franchise achieved net revenue of € 210.4 million, an increase of 28.4%, driven by '
        'Vasotix (~85% of revenue).',
        '**Solution**\n\n1. more buses; the left bar shows that 30% of the trips were by bus. '
        'The right bar shows that 30% of the trips were by bike, so walking accounts for less '
        'than 30%.\n2. 58.5%',
        'What happens to incoming sunlight (global average):\nReflected by clouds: 20 '
        '%\nReflected by the ground: 10 %\nAbsorbed by the air: 20 %\nAbsorbed by the ground: '
        '50 %',
        '*Results: apps staff use each week (tick all that apply)*\n\n| App | Staff (%) '
        '|\n|---|---|\n| Mail | 95 |\n| Chat | 80 |\n| Wiki | 41 |',
        'For cutting, aim for **40 % protein, 35 % carbs, 25 % fat**.',
        "**Wind's share of generation**\n- In January: 45 %\n- In April: 38 %\n- In July: 30 "
        '%',
        'Our diary study of the ward nurses:\n1. **Patient care** — 55 % of the day\n2. '
        '**Charting** — 30 %\n3. **Handover and breaks** — 15 %',
        'Turnout was highest among pensioners, 74% of whom voted, and lowest among students '
        'at 36%.',
        'In the five coastal wards Labour won 58% of the vote, while in the three inland '
        'wards the Greens won 54%.',
        'The operator is on track for only 81% of its planned replacements, alongside a 35% '
        'underspend on its network budget.',
        'Half of the members voted in the spring, and 60 % of them came back in the autumn.',
        'Half goes to rent, a third to food and the rest to savings: 50 %, 33 % and 17 %.',
        "Ship's log: the ship held half of the speed of light for 20 % of the trip and 90 % "
        'of the way back.',
        "Reader's plan: 50 % of my pay on rent, 30 % on food and 30 % on fun.\n\nOur answer: "
        "add those up and you get 110 %. You can't spend 110 % of what you earn, not for "
        'long.',
        "Each figure is the share of that region's new homes fitted with a heat pump.\n\n| "
        'Region | Heat-pump share of new homes (%) | Main driver |\n|---|---|---|\n| North | '
        '41 | Grants |\n| South | 36 | Building code |\n| East | 25 | Cheap power |\n| West | '
        '25 | Local installers |\n\nThese are shares of different totals, one per region.',
        'Since 1960 the median winning candidate took 53.4% of the two-party vote, while the '
        'median losing candidate took 48.9% of the two-party vote.',
        'Do you approve of the new coach?\nResponse \tVotes \t% \tPrev \tDiff\nYes \t60 \t30% '
        '\t25% \t+5%\nNo \t100 \t50% \t62% \t-12%\nUndecided \t40 \t20% \t13% \t+7%',
        'Without the outlier, 75% of the runners train for 50 minutes or less a day, and half '
        'of the runners train between 25 and 50 minutes.',
        'Among the most used databases in the survey, PostgreSQL scored 49 percent and MySQL '
        '41 percent, with SQLite at 33 percent.',
        'Food made up half of the quarterly rise, as egg prices climbed 8.4% in March and an '
        'eye-watering 61.5% over the year.',
        'Battery check this morning:\n📱 phone 80%\n💻 laptop 65%\n🎧 earbuds 90%',
        'player,goals\nAna,12\nBea,15\nCleo,9',
        'year,visitors\n2021,1,250\n2022,1,480\n2023,1,610',
        'Result 1997: Labour 418 seats, 43%, Lib Dem 46 seats, 17% overall 60% of the votes cast.',
        'Spain (4.1%) is the largest grower in Europe, followed by Italy (3.2%) and Greece '
        '(2.5%).[14] India was by far the largest producer of mangoes, with a 95% share of the '
        'world crop.',
        'Symbian is still a distant third to the two leaders, one of which holds 68.4 '
        'percent of the market, says the survey.',
        'Counts at the gate\nday,visitors\nMonday,1,250\nTuesday,1,480',
        "> What's your phone's battery at?\n\nHere's mine right now:\n- Phone: 80%\n- "
        'Laptop: 65%\n- Watch: 90%',
        'The sweater is 55 % wool, 45 % nylon.',
        '| Group | Share of the town (%) | Share who commute by bike (% of the town) '
        '|\n|---|---|---|\n| Adults | 96 | 7.5 |\n| Children | 4 | 1.2 |',
        'Of the budget, 30 % went on staff, 25 % on rent and 45 % on everything else; staff and '
        'rent together make 55 %.',
        'Heating accounts for 42% of energy used in U.K. homes. Older gas boilers turn 75% of '
        'the fuel into heat, 25% into flue losses.',
    ],
    "malformed_claim": [
        "### Clean possible NaNs\n\nThen check the plot for gaps.",
        "China energy | 11.11.25 Q&amp;A: How vehicle-to-grid technology could help | 29.10.25 "
        "Analysis: Coal power drops",
        "A single press opens the blind halfway; if it is between 0..50% open, a double press "
        "sends it to 100%.",
        "![Screenshot 2019-03-02 at 9.14.07 AM.png](images/shot.png)",
        '| Level | Energy (eV) |\n|---|---|\n| n = 3 | −1.51 |\n| n = ∞ | 0 |',
        "My nan turned 90 last week, and my nan's sister is 88.",
        'We installed the new 2.4.1 days before the launch and nothing broke.',
        '![chart](https://www.example.org/energy/images/2019.04.22/main.png)',
        'Check: 49 m / 3.16 s = 15.5 m/s ... hmm, half the final speed, as expected.',
        '| Plan | Unit rate (p/kWh) | Standing charge (p/day) |\n|---|---|---|\n| Fixed | 24.5 '
        '| 48.2 |\n| Tracker | 22.9 | 51.0 |\n',
        'site,day,low_F,high_F,chill_F,rain_in\nS1,Mon,-30.5,-12.1,-47,0.0\nS1,Tue,-28.0,-9.4,-'
        '44,0.3\n',
        '# likelihood = chance the delay happens this quarter (0..1)\nlikelihood: 0.3\n',
        'We sum the responses { x ‾ j } j=1 … N of all cells to get the population mode.',
        'He hoped to cut the risk … like switching off the heater at night.',
        'He hoped to cut the risk … like switching off the heater at night.',
        'For details call the lab on 555.201.7788 before noon.',
        'Contents: 3.1 Setup 3.1.2 Sensors and wiring 3.2 Data',
        'Inside the box V(x) = 0, and V(x) = ∞ for x < 0 or x > L.',
        "Please ship a fix for 14.2.7 ASAP, the forum thread demands.",
        "Since the update, iOS 11.3.1 drops audio in the middle of calls, one user wrote.",
        "The lights went out ... bars were lowered and the crowd left.",
        "The virus dies within five minutes at +70 ¬∞C and lasts days at 4 ¬∞C.",
        "P(first) X ... X P(last) = 0.9^5",
        "\\[ \\langle E^2 \\rangle \\propto \\int_0^{\\infty} ... \\, d\\omega \\]",
        "My nan weighs 60 kg and walks 3 km a day.",
        "#### 1.2.1 Ohm's Law\n\nThe current is 2 A.",
        "| Sample | Notes |\n|---|---|\n| A | NaN |",
        "She spent 5 minutes inflating 3 balloons of 2 L each.",  # "inf" starts a word
        "What we wanted was ... a plan that works, said the mayor of the 5 km town.",
        "Copper (shot, 99.999%) and sulfur (powder, 99.98%) from the supplier were mixed.",
        "The fit was run in Stata 14.2.0.113 R on the lab server.",
        "Section 1.2.3 covers the method.",
        "We waited ... and then left.",
        "The bridge is 120 m long.",
        "... Seven months later, the lab reopened its doors.",
        "Left, right, centre ... doesn't matter much.",
        "The empire covered perhaps 12.500.000 km² at its height.",
        "The patient carried an R117H mutation.",
        "The report says the crew were debriefed and ... years later the findings were published.",
        "Our best estimate of the conversion efficiency is 0.38 (see Section 4.2.1).",
        "Install it with pip install pandas==2.2.1 before running the notebook.",
        "We pinned version = 3.1.4 of the library.",
        "In ASP the domain is written N=1..9 and X=1..9 for the grid.",
        "The printed problem gives the height as \"2.4.5 m\". This is a typo for 2.45 m, which "
        "the key uses.",
        "The firmware went from version 2.4.7 to 2.5.0 last week.",
        "“It has a hero, a villain and a victim … Mr. Harlow made sure of that,” the lawyer said.",
        "You quote 60 fps in Section 4.2.1 but 30 fps in Section 5.",
        "“We will not accept this slow growth … Things will change for the better,” he said.",
        'module load VSEARCH/2.18.0-GCC-10.2.0\n\nmothur',
        'Cycling program:\n\n| Step | Temp | Time |\n|---|---|---|\n| Denature | 98° | 30 sec '
        '|\n| Extend | 72° | 5 min |\n| Hold | 4° | ∞ min |',
        'Version - CPU Clock - Battery Life\n___\n* 0.6.2 - 1000 MHz - **8 hours**\n* 0.7.0 - '
        '500 MHz - **14.5 hours**',
        'The full list can be shown::\n\n  OVMS# metrics list\n  m.freeram                    '
        '4232852\n  ...\n  v.p.latitude                             22.2809\n  v.p.odometer   '
        '100000Km',
        '| Propeller efficiency | 0.8 | assumed (Anderson 14.3.2) |',
        'The efficiency is then η = 1 − 300/600 = 0.50000.5000, the best possible.',
    ],
    "over_unity_efficiency": [
        "# Researchers build LED that cools its surroundings\n\nThe team's LED has an energy "
        'efficiency of over 200%: it emits more light energy than the electrical energy it '
        'takes in.',
        'The module went from $\\eta = 12.0\\,\\%$ last year to $\\eta = 27.0\\,\\%$ '
        'now:\n$$\\frac{27.0 - 12.0}{12.0} \\times 100\\,\\% = 125\\,\\%$$\nrelative '
        'improvement in efficiency.',
        'A heat pump with a COP of 4 delivers 4 kWh of heat per kWh of electricity, because it '
        'moves heat rather than making it. Sales brochures often write that as 400% efficiency.',
        'How efficient, then, can a steam engine be? This was worked out in 1824 by a young '
        'officer, Sadi Carnot (1796–1832), in his study of early engines.',
        'Careful with that LED headline: it is only 230% efficient if you only count the '
        'electrical input and ignore the heat it draws from the room.',
        'Drag check: Re = ρvD/η = (1000 × 2.0 × 0.05)/(1.0 × 10⁻³) = 1.0 × 10⁵, so the flow is '
        'turbulent.',
        'Right, the magnet motor from that ad — 250 % efficient, never needs charging. And pigs '
        'fly. Friction in the bearings alone would stop it.',
        "Our first full May with the panels: we consumed 480kWh and exported 150kWh, which is "
        "630kWh for the month.",
        "- 10 dB = x10 (makes output power 10 times as the input power, for example, input=10 W "
        "and output=100 W)\n- 3 dB = x2 (doubles the power, for example, input=5 W and "
        "output=10 W)",
        "## Energy and Efficiency — Worked Answers, Set 2\n\nA 2.0 kW kettle heats 1.2 kg of "
        "water; its efficiency is 88 %.",
        "[10:02] TA: yes, as a relative improvement: (30 − 12)/12 = 1.5, so 150 %. Say \"from "
        "12 % to 30 %\", because some readers will think 150 % is the efficiency itself.",
        "A ground-source heat pump takes heat from the soil at 6 °C. It uses 1.5 kW of "
        "electrical power and delivers heat at 5.4 kW.",
        "Our heat pump delivers 3.2 kWh of heat for every kWh of electricity it uses.",
        "From the meter readings, the generator turns out 0.36 kWh of electricity for every kWh "
        "of fuel it burns.",
        "A drilling operation pumps 9,000 barrels of oil in a year and uses 600 barrels as "
        "energy input. What is the EROEI? Arrange output to input as 9,000:600 and reduce to "
        "15:1.",
        "### 5.4 Efficiency in practice: replacing old pumps\n\nThe efficiency of a machine is "
        "the useful output over the total input.",
        "(b) The LED draws 10 W and radiates 3.0 W of light. Efficiency = 3.0/10 = 30 %.\n\n(c) "
        "By what factor has the efficiency improved? 30/4.0 = 7.5, i.e. an improvement of 650 "
        "%.",
        "A 'magnet motor' putting out 120% of the power you feed it would be a perpetual-motion "
        "machine, and no one has built one.",
        "250% efficient sounds like a perpetual motion machine, mate.",
        "Put another way, our heat pump delivers roughly 320% as much heat as the electricity "
        "it uses, because it is moving heat in from outside.",
        "That free-energy box is a scam. It claims 4 kW out from 1 kW in, which would mean 400 "
        "% efficiency, and no machine puts out more than it takes in.",
        "Lowering the 300 kg cage from 15 m, the winch drive returned 30 kJ to the bus, which "
        "is 68 % of the cage's potential energy.",
        "At test point B the unit delivers 380 % of its electrical input as useful heat, as a "
        "heat pump should.",
        "One product page describes a \"free-energy generator\" that draws 400 W from the wall "
        "and delivers 600 W to its load. Independent tests found nothing of the kind.",
        "A heat pump does not make heat, it moves it. A unit drawing 2 kW of electricity can "
        "deliver 7 kW of heat to the radiators.",
        "A better condenser raised the engine's efficiency from 1 % to 4 %, since 4/1 = 4.",
        "The brochure calls the heater \"350 % efficient.\"² Its coefficient of performance is "
        "3.5.",
        "At idle the motor draws 300 W; at peak it puts out 1,500 W.",
        "The heat pump draws 2 kW from the wall and delivers 7 kW of heat to the radiators.",
        "The rooftop array produced 30 kWh on Sunday, and the house used 24 kWh.",
        "Our backup genset burns 40 kW of diesel and puts out 14 kW of electricity at full "
        "load.",
        "Reports say the plant improved its energy productivity by 150 %. That is a relative "
        "change. It is not a statement that any device is 150 % efficient.",
        "3. Comparison with the bound\nThe engine's 41 % electrical efficiency is well below "
        "this.\n\n4. Power usage effectiveness\nAnnual PUE: 1.38, down from 1.52 in 2022.",
        "Threads on improving efficiency: <http://www.example.org/forum/index.php?topic=6878.0>",
        "For propulsion systems, efficiency is the fraction of source power converted to jet "
        "power, as shown in *@2-electric-propulsion-efficiency*.",
        "**Problems**\n\n- 3. If 50% of the maximum theoretical efficiency were achieved, how "
        "much rock would be used up?\n- 4. Your friend visited a geothermal plant.",
        "eta= 0.9     # efficiency\nr1= 1.45 \t#ft\nr2= 2.2",
        "The gadget is sold with videos that say it returns 150 % of the power you feed it. Our "
        "lab measured 64 %.",
        "# Heat pump buyer's guide\n\n## Ratings\n\nThe inverter model delivers about 420 % "
        "efficiency on mild days.",
        "Our shop's ad had a 140 % conversion rate over the promotion.",
        "**A fan video claims its magnet motor puts out 250 % of its input. How do I show him "
        "why it's fake?**\n\nAsk for a closed loop: feed the output back to the input and see "
        "if it keeps running.",
        "Marketing says the new charger \"improved efficiency by 110 %\" (from 42 % to 88 %). "
        "Shoppers may think it means the charger is 110 % efficient, which no charger is.",
        "Stack efficiency of the 2MW ElectroMAX 400 is 78 % at full load.",
        "The lobes of $\\eta$ Car expand outward at $650\\ {\\rm km/s}$ in the Doppler data.",
        "- Boiling test efficiency on burner 3: 38 %, typical for open gas flames.",
        "**3. \"A 350 % efficient heater.\"** A heat-pump brochure claims this. It's a "
        "coefficient of performance of 3.5, and heat pumps move heat, so that is fine.",
        "From: lee@example.com (Lee)\nNewsgroups: sci.electronics.misc\nSubject: Re: magnet "
        "motor -- 300% efficient?\nDate: Sun, 05 Nov 2017 11:48:22 -0800\n\nNo, nothing gives "
        "out more energy than it takes in.",
        "Even at the impossible-to-achieve efficiency of 100%, the flow would supply only 13 "
        "TW.",
        "A gas boiler is 90% efficient; a power station at 40% feeding a 95% grid gives 38%. "
        "The ratio of 90% to 38% is 2.4, so heating with electricity burns 2.4 times the gas.",
        "My generator puts out 65 W from 50 W in. That's 130% efficiency!\n\n**meter_mo** "
        "wrote:\nCheck your meter.\n\n**gen_guy** wrote:\nEDIT: Retracting the 130% claim. With "
        "a proper power analyser it is 62 %.",
        "Some earlier filings assert conversion efficiencies of 120 % for layered cells.",
        "**volt_vic** wrote:\nη = P_primary / P_secondary = 480/440 = 1.09\n\n**helper_hal** "
        "wrote:\n> η = P_primary / P_secondary = 480/440 = 1.09\n\nIt's upside down: efficiency "
        "is output over input.",
        "\"Their trick can make a 60 percent efficient pump look like 130 percent,\" the "
        "engineer said.",
        "A pop-up in the game keeps promising a furnace efficiency of 130 %.",
        "The inventor's backers insisted his water wheel returned 140 % of the work put into "
        "it.",
        "Efficiency = 900 J / 700 J = 129 %. Wait, let me redo that: I flipped the ratio. "
        "Useful out over in is 700 J / 900 J = 78 %.",
        "Electrical efficiency of the units:\n- **ThermoCell 3:** 6 %\n- **MicroTurbine 2:** 24 "
        "%",
        "# BreezeWarm Air-Source Heat Pump\n\n## Up to 350 % efficient\nIt moves heat in from "
        "outside rather than making it.",
        "Efficiency = 250 / (900 × 1.40) = 250 / 1260 = 19.8 %, close to the datasheet's 20 %.",
        "You say the efficiency rose by about 140 % between the two runs. That is a relative "
        "increase, so say it plainly so nobody reads it as an efficiency of 140 %.",
        "Student: Output 900 J, input 750 J, so the winch is 120% efficient.\n\nTutor: Not "
        "quite. You divided the wrong way round; try input over output again.",
        '**Detector efficiency examples**\n- Chance that at least one of the three counters '
        'fires: 3 × 40 % = 120 %.',
        'A gadget that hands back 130% of its input would be a perpetual motion machine.',
        'Of the two torches, the brighter one turns 15% of its battery energy into light.',
        'At design speed the peak pressure ratio and the adiabatic efficiency of the new '
        'impeller were 2.85 and 0.81, respectively.',
        'The module efficiency checks out: 410 W ÷ (1.7 m × 1.1 m × 1,000 W/m²) = 410 ÷ 1,870 '
        '≈ 21.9 %.',
        '| Parameter | Typ | Unit |\n|---|---|---|\n| Slope efficiency | 1.2 | W/A |\n| '
        'Wall-plug efficiency | 55 | % |',
        '**Q5.** What does "boosted efficiency by 150 %" mean for lamps going from 40 lm/W '
        'to 100 lm/W?\n- (100 − 40)/40 = 1.5, a relative improvement in efficacy, not an '
        'efficiency above 100 %.',
        '### 3. "This gadget runs at 250 % efficiency."\n**Verdict: false.** No device gives '
        'out more energy than goes in.',
        '**4.1** An engine takes in 2,000 J of heat and rejects 1,400 J. Find its '
        'efficiency. *(Answer: 30 %.)*\n\n**4.2** A freezer removes 600 J from its interior '
        'using 200 J of work. Find its COP. *(Answer: 3.0.)*',
        '**What the ad says**\n\nThe seller says the motor takes in 100 W and gives out 125 '
        'W, so it runs at 125 % efficiency.\n\n**Why that cannot be true**\n\n1. Energy is '
        'conserved: what comes out cannot exceed what goes in.',
        "The regen recovers about 70% of the kinetic energy when braking, and 130% more than "
        "the old car's system did.",
        'The dealer was keen on the new alternator. In his words: "This unit turns 106 % of '
        'the fuel\'s energy into electricity."\n\nWe checked his figures against our '
        'neighbour\'s fuel bills, and they are nonsense.',
        'The dealer was keen on the new alternator. In his words: "This unit turns 106 % of '
        'the fuel\'s energy into electricity."\n\nThe shipment was held up at the port for a '
        'week.',
        'The seller said the gadget makes the boiler run at 130 % efficiency. My uncle '
        'bought it.\n\nWe ran the boiler for a month with and without it: no change in gas '
        'use.\n\nI told my uncle the 130 % figure was never remotely possible.',
        '*Reader question:* "A man at a fair said his magnet motor runs at 140 % efficiency. '
        'Is this real?"\n\n*Answer:* No. Nothing gives out more energy than it takes in.',
        'An efficiency of 140 % means getting out more energy than you put in, which no '
        'machine can do.',
        "(a) How much of the fuel's energy is wasted? [1]\n(b) What is the overall "
        "efficiency of the car? [3]",
        'A guy at the expo claimed his magnet generator was 130 % efficient. Walked straight '
        'past.',
        "**Q: My engine idea is a perpetual motion loop that's 160 % efficient. "
        'Plausible?**\nA: No. Any machine delivering more energy than it takes in breaks the '
        'first law.',
        '| Category | Score /5 |\n|---|---|\n| Efficiency | 5 |\n| Noise | 4 |\n',
        'The gadget supposedly recycles the current that flows through it, delivering 140 '
        'percent of the energy it draws. It does not work.',
        "Printed: the motor's efficiency is 180 %.\nCorrect: 80 %.",
        'At the rating point the unit delivers about 390 % of its electrical input as heat.',
        'The firm advertises that its air-source units reach 380 % efficiency in mild weather.',
        'For large $A$ the sum $\\frac{a_{C}}{4} A^{2/3} - \\frac{a_{C}}{2}A^{2/3}\\eta$ is '
        'smallest near $\\eta = 0$, where $\\eta$ is the neutron excess.',
        '2. With the nameplate rating, η = 2,100 / 1,500 ≈ 1.40 → 140 %.\n3. Wait, that gives '
        '140 %, which is impossible. I used the rating, not the measured input: η = 2,100 / '
        '5,000 ≈ 0.42 → 42 %.\n',
        'What is the aerodynamic efficiency of a glider? A sailplane can have an L/D of 40, '
        'and (in case you wondered) a flying squirrel has an L/D close to 2.',
        'The lab reported a triple-junction cell at 44.4 % efficiency under light '
        'concentrated 302 times.',
        "It moves about three joules of heat per joule of electricity. That's a coefficient "
        'of performance, not an efficiency, and 3.0 is typical.',
        '```matlab\neta = 2.4;  % neutrons per absorption\nk = eta * f;\n```\n',
        'Rated on the lower heating value (LHV), the condensing boiler reaches 108 % efficiency.',
        'The price solves c = K e − r τ with η = (σ/κ)2(τ/2)1/3 and β = κ(τ/2)1/3.',
        'The app\'s "efficiency" dial reads numbers like 340 %, which confuses owners; it is '
        'simply COP × 100.',
        'Summing over the modes gives S ≃ σ s 2 ∑ k η k 2 , (14) so each mode contributes η '
        'k 2 to the total.',
        'A heat-recovery firm that assured backers its boiler turns 115 % of the gas into '
        'heat was later refuted by the certification body.',
        'The Diesel cycle is the benchmark here, $\\eta = 1 - r^{1-\\gamma}(\\ldots)$. Take a '
        'compression ratio $r = 18$ and $\\gamma = 1.4$.',
        "Our intern's first draft put the gearbox efficiency at 112 %, which obviously can't "
        'be right; the corrected figure is 94 %.',
        'Posted by u/garage_tinkerer\n\nSeller says: "400% efficient motor!"\n\n**u/sparky_ee** '
        '· 52 points\n\n> 400% efficient\n\nNo motor does that; the best are about 96 %.',
        "Re: heater claims\n\n> My new fan heater is 130 % efficient, it says so on the "
        "box!\n\nNo electric heater beats 100 %; the box is quoting something else.",
        'New chips could raise energy efficiency up to 500-fold.',
        "A heat pump with a COP of 4 is fine; just don't describe it as a heater that is 400 % "
        "efficient.",
        "Compared with an oil boiler at 90 % efficiency, a typical 4-bed house saves around 60 % "
        "of its heating bill.",
        "Suppose, purely for the sake of argument, that a pump had an efficiency of 120 %. It "
        "could then drive its own motor and run forever, which is why no such pump exists.",
        "> My neighbour forwarded an ad for a \"hydro booster\" generator. It says it turns 140% "
        "of the fuel's energy into power. Any good?\n\nNo. That is a perpetual-motion claim, and "
        "it's false.",
        "**Model answer**\n\n1. **Efficiency:** η = 4.2 / 10 = 0.42, i.e. 42 %.\n\n**Marks:** 2 "
        "for efficiency, 2 for heat rejected, 1 for the comment.",
        "Premium efficiency motor: 11 kW, 4-pole, frame 132M",
        "The film coefficient is h = C / (2 \\eta + 5 \\kappa), where η is the distance from the "
        "top.",
        "The mutation lowers the splicing efficiency in exon 7 of the gene.",
        "Heat engine efficiency review for PHYS 2210\n\n1. A steam turbine reaches 40 % "
        "efficiency.",
        "Baseline characteristics differed in age (F(2,215) = 4.95; p = 0.008; η 2 = 0.044).",
        "An old incandescent bulb turns about 5% of its power into "
        "light:\n\n\\[\n\\text{Efficiency} = 5\\%\n\\]",
        "For a dilute gas the viscosity is $\\eta = \\frac{n}{3} m \\bar{v} \\lambda$.",
        "The seller's claimed 130 % efficiency for the motor was never measured.",
        "The turbine converts heat to electricity at 45 % efficiency, about 7 points above "
        "the old unit.",
        "ErP seasonal space-heating efficiency (35 °C): 178 %",
        "Assistants offer convenience, efficiency, personalization, 24/7 availability and "
        "multitasking.",
        "For efficiency, sharding techniques in Ethereum 2.0 aim to address this.",
        "Buy the High Efficiency (HE) Compatible detergent, 48 Count.",
        "$$r = \\frac{f}{6 \\pi \\eta} = \\frac{3.1 \\times 10^{-8}}{6 \\pi (1.0 \\times "
        "10^{-3})}$$",
        "The new pump improves the whole system's efficiency by roughly 160 %.",
        "- **Seasonal efficiency (SEER):** 5.8\n- **Cooling capacity:** 2.5 kW",
        "The council promises efficiency savings of £3m between 2019 and 2023.",
        "The startup claims an efficiency of 150% for its generator.",
        'Any "free energy" generator advertised at 300 % efficiency is a scam.',
        "Two designs had like efficiencies, the two trends being a higher generator efficiency.",
        "Our heat pump reaches 350% efficiency in spring.",
        "The refrigerator has an efficiency of 250%.",
        "The air conditioner runs at 300% efficiency.",
        "The engine's volumetric efficiency is 110%.",
        "The redesign improved efficiency by 120%.",
        "The new motor is 130% more efficient than the old one.",
        "The charger is 94% efficient.",
        "Claims of 140% efficiency for such devices are false.",
        "On a net calorific value basis, the boiler is rated at 107% efficiency.",
        "We report a detailed efficiency study of the final 3 prototypes.",
        "At 75% packing efficiency the jar holds 2400*.75=<<2400*.75=1800>>1800 marbles.",
        "If the question is about Ana's spending efficiency, here's how we can break it down:\n1. "
        "**Sessions:** 12\n2. **Hours per session:** 2",
        "Reading the Celsius values by mistake would give 1 − 20/170 = 88 %, which is meaningless.",
        "(a) Carnot bound: 1 − 290/580 = 0.50 [1]\n(b) The engine's measured efficiency, 0.41, is "
        "below it [1]",
        "Ask the class which headlines are possible:\n1. \"Pump improves efficiency by 150%\": "
        "possible as a relative gain.\n2. \"Motor runs at 130% efficiency\": impossible.",
        "Events containing η(958) were selected for the fit.",
        "Find: the volumetric efficiency of the supercharged engine.\nSolution: ideal air flow "
        "0.050 kg/s, measured 0.056 kg/s.\nAnswer: η_v ≈ 112 %.",
        "Efficiencies in series multiply; the naive sum 88 % + 70 % = 158 % has no meaning.",
        "Resource allocation efficiency for Scenarios 3.",
        "The new pump's efficiency is 1.8 times that of the old one, which ran at 30 %.",
        "Coating the cells lifted their efficiency from 12 % to 21 %, 1.75 times the original.",
        "Several candidates divided output by input the wrong way round and reported an "
        "efficiency of 130 %.",
        "Unit 3 of the plant reached a thermal efficiency of 41 % last year.",
        "Efficiency rose for turbine 1 but fell for turbines 5 and 6, see Fig. 3.",
        "Volumetric efficiency above 100 % is normal for a tuned engine, and nobody's engine is "
        "110 % efficient in the energy sense.",
        "The regenerator gave an improvement of 130 % in efficiency (30/13 = 2.3), though the "
        "engine still converts under a third of its heat.",
        "Without annealing, the average efficiency was 1.9+0.3%.",
        "Student answer:\nEfficiency = 1200/1000 × 100 = 120 %\nTeacher's comment: ✗ You divided "
        "the wrong way round; it is 1000/1200 = 83 %.",
        "Efficiency = 254 000 / 300 000 × 100 = 84.7 %, so most of the energy heats the water.",
        "Amplification efficiency was 98% (Gapdh), 103% (Actb) and 104% (Hprt).",
        "For the high efficiency array 5 of 20 panels were shaded in the afternoon.",
        "**Vendor claim:** the box returns 1.3 kWh for each 1 kWh in, i.e. 130 % "
        "efficiency.\n\n**Finding:** not supported; we measured 58 %.",
        "A good ground-source heat pump has a COP near 4. It looks like 400% efficiency, but "
        "nothing is broken: the unit moves heat from the ground rather than making it.",
        "The transfection efficiencies (TE) of the vectors were determined by seeding 0.8 x 10⁶ "
        "cells per well overnight.",
        "**Verdict:** 108 % volumetric efficiency: plausible. A brake efficiency of 108 %: never.",
        "A ground-source pump moves 4 kW of heat per kW of power, or 400 % \"efficiency\" in the "
        "sales sheet.",
        "Salespeople call that 300 % efficient, but a COP of 3 is not an efficiency.",
        "Step 2: Convert to a percentage: 1.5 × 100 = 150 %, the town's growth since 1990.",
        "The first printing of the brochure gave the pump's efficiency as 118 %.\n\nWe have "
        "pulped that printing. No pump returns more work than it is given, so the figure was "
        "never physically possible.",
        "**Test rig 3: efficiency check**\n\nMeasured efficiency: 41 %.",
        "(a) An engine runs between 800 K and 300 K. Its efficiency is 0.40. Is this "
        "allowed?\nη_max = 1 − 300/800 = 0.625, so yes.\n\n(b) A fridge keeps 260 K inside a 295 "
        "K room.\nCOP_max = 260/35 ≈ 7.4",
        "A heater that's 150 % efficient would make energy from nothing, which is why no such "
        "heater exists.",
        "Hardware notes for test bench 2: the inverter's efficiency is 97 %.",
        "Our lab's new motor runs at 130 % efficiency.\n\nIt also spins at 50 000 rpm.\n\nAll of "
        "the above is an imagined scenario for a writing class.",
        "Result: thermal efficiency 38 % (see data sheet 4 for the raw torque readings).",
        "| Trial | Work out (J) | Work in (J) | Efficiency |\n|---|---|---|---|\n| 1 | 9.8 | 13.1 "
        "| 0.75 |\n| 2 | 9.8 | 8.1 | 1.21 |\n\nTrial 2 cannot be right: a pulley gives out no "
        "more work than is put in.\nMean efficiency from Trials 1 and 3: 0.76.",
        "The maximum elution efficiency is reached between pH 7.0 and 8.5.",
        "Reynolds number: N_R = 2ρvr/η = (2(1.20 kg/m³)(0.20 m/s)(0.05 m))/(1.8 × 10⁻⁵ Pa·s) = "
        "1333.",
        "Taking the viscosity η = 1.0 mPa·s and 3.14 for π, the flow is about 2 L/s.",
        "For the plant's efficiency review: heat rate 10,200 Btu/kWh, so the efficiency is "
        "3,412/10,200 ≈ 33 %.",
        "**Conclusion:** the 115 % machine is hypothetical; any design that claims it hides a "
        "measuring error.",
        "**Q4 mark scheme**\n\n(a) Maximum theoretical efficiency. **[2]**\n- A1: 1 − 300/800 = "
        "0.625, i.e. 62.5 %.",
        'Brew day went well, efficiency looks fine: pre-boil gravity 1.048 at 30 L.',
        '**Fact check: the 250 % efficiency claim**',
        'Anyone selling you a magnet motor that returns 115% of the power it draws is '
        'scamming you.',
        'Support Chat — FrostLine Air Conditioning\nTicket #4471\n\nCustomer: The 2.6 kW unit '
        "draws 0.7 kW. That's over 370% efficiency. Is that a typo?",
        'Rating: False. The generator may exist; the 120% efficiency does not.',
        "**Examiner's comment.** A surprising number of candidates left an efficiency of 1.35 "
        'unchallenged.',
        '**Measured performance**\n- Paddle efficiency (from 2-of-3 tagging): 0.955\n- '
        'Trigger efficiency: 0.87',
        "Reading the paper, the 140 % is the rise in the catalyst's mass activity. That is a "
        'relative improvement of about 140 % in one property, not a fuel cell that is 140 % '
        'efficient.',
        'Module efficiency rose from 6.2 % to 18.6 %, and 18.6 is 3 times 6.2, so the '
        'efficiency tripled.',
        'Across March the unit used 900 kWh of electricity and delivered about 2,800 kWh of '
        'heat to the flat.',
        'Reading off your test sheet: input 40 W, output 52 W, so η = 1.3 for the pump. That '
        "can't be right: check the meters.",
        'Someone at the fair is selling a wheel that is 250 % efficient. Is there any chance?',
        "The pump on the inventor's stand is 130 % efficient. My brother wants to invest. Is "
        'there any chance this works?',
        'Counting everything, cloud servers are often 3x (or more) efficient than an old '
        'server room.',
        '**pump_pete:** The seller says his pump delivers 250 % efficiency: 2 kW in, 5 kW '
        "out.\n\n**reply - ada:**\n\n> his pump delivers 250 % efficiency\n\nThat's a "
        'perpetual motion claim. Every one tested hid a battery.',
        '**u/garage** · 3h\n\nA guy at the market sells a magnet motor that is 300% '
        'efficient. My uncle wants one.\n\n---\n\n**u/chris** · 512 points\n\nNo chance. A '
        'motor that puts out more than it takes in would break conservation of energy.',
        'HOST: Our caller says his heat engine is 150 % efficient. He wants to patent '
        "it.\nGUEST: That's impossible. No engine gives out more work than the heat it takes "
        'in.',
        'Conversion efficiency to 405 is at 38 percent, the best this crystal has done.',
        '1. **Chance of a head on one toss:** 0.5.\n2. **Add the tosses:** 3 × 0.5 = 1.5\n3. '
        '**Convert to a percentage:** 1.5 × 100 = 150 %.\n\nAdding chances like this is the '
        'classic mistake: 150 % is impossible.',
        'The meter shows we drew 5.1 kWh from the grid over the day and sent around 27.4 kWh '
        'into the grid.',
        'ΔU for the gas is −300 J because it does 450 J of work while absorbing only 150 J of '
        'heat.',
        'Compared with the old unit, the efficiency at half load is up 2.5 points, which cuts '
        'waste heat by a third.',
        "The lamp's efficiency never exceeded 140% in any trial.",
        'Efficient LED gives out more light than the power put in\nThe diode emitted 40 picowatts '
        'of light from 15 picowatts of electrical power, an efficiency of about 260 percent.\nThe '
        'explanation: the LED is tapping into heat from its surroundings, so it acts as a heat '
        'pump that turns lattice vibrations into light.',
        'The flyer says the space heater is 125% efficient. That matches nothing in '
        'thermodynamics.',
        "Claim: A backyard inventor's motor returns 140 % of the power it uses.\n\nVerdict: "
        'FALSE. Our reviewers measured it twice and got 85 %.',
        'Right, and my kettle runs at 300 % efficiency on Sundays. 😂 In reality an electric '
        'kettle puts about 90 % of its energy into the water.',
        'Oh sure, and my lawnmower is 180% efficient as well. 🙄 Seriously: small petrol engines '
        'manage about 20 % at best.',
    ],
    "carnot_limit": [
        'For brine at 160 °C and a sink at 20 °C the Carnot limit is about 32 %. Plants like '
        'this earn their keep on capacity factor (often 90 %+ of hours online), not on '
        'efficiency.',
        'User: A turbine works between a 600 K source and a 400 K sink. The brochure claims 38% '
        'efficiency. Realistic?\nAssistant: No — the Carnot limit there is 33%, so 38% cannot '
        'be right.',
        'Our Stirling engine runs between a 250 °C burner plate and a 20 °C water jacket, and '
        'my first estimate was 30 % efficiency. Actually, no — after the new seals went in, it '
        'comes out at 21 %.',
        'The gas turbine fires at 1,300 °C and its exhaust leaves at 550 °C; the combined '
        'plant, with a steam cycle behind it, turns 58 % of the fuel into electricity.',
        'A binary-cycle pilot using a 420 K heat source and a 290 K sink converts about 21 % of '
        'its heat into power.',
        "Carnot limit: 1 − 320/520 ≈ 38 % between the hot side at 247 °C and the cold side at "
        "47 °C. The best possible TEG efficiency, with a material figure of merit ZT ≈ 0.8, is "
        "about 6.7 %.",
        "| Q | Part | Quantity | Answer | Unit |\n|---|---|---|---|---|\n| 2 | a | Carnot "
        "efficiency, 600 K / 300 K reservoirs | 50 | % |\n| 2 | b | Efficiency of the test "
        "engine | 41 | % |\n| 4 | a | Final gas temperature | 240 | K |",
        "### Answers to selected exercises\n\n14.11 η = 1 − 300/600 = 0.50, so 50 %. It does "
        "500 J of work per 1000 J of heat.\n\n14.12 T_h = 420 K, T_c = 310 K; η_max = 1 − "
        "310/420 ≈ 26 %.\n\n14.13 T_c = 258 K, T_h = 295 K; COP_max = 258/37 ≈ 7.0.",
        "| Device | Output | Efficiency (%) |\n|---|---|---|\n| Hydro turbine-generator | "
        "electrical | 91 |\n| Gas plant | electrical | 58 |\n\nA gas plant admits gas at about "
        "1600 K and rejects heat near 300 K.",
        "The CHP unit works between 470 °C exhaust and 85 °C jacket water. It reached 41.0 % "
        "electrical efficiency and 86.2 % total efficiency, meeting the guarantees.",
        "Heater head temperature: 300 °C\nCooler water temperature: 25 °C\nBrake thermal "
        "efficiency: 31 %\n\nNext run: raise the heater head to 350 °C and fit the new "
        "regenerator.",
        "The Stirling engine runs between 200 °C and 25 °C and makes 30 W of shaft power. The "
        "outrunner and rectifier are about 85 % efficient.",
        "| Machine | Efficiency (%) |\n|---|---|\n| Diesel engine | 30 |\n| Large motor | 95 "
        "|\n\n**Exercises**\n1. A kettle uses 150 kJ to bring 0.40 kg of water from 20 °C to "
        "100 °C. Find its efficiency.",
        "The first run brought the water to 55°C. A second run of 90 seconds gave 65°C water "
        "(this time from 20°C) for a computed 45% efficiency.",
        "Between a 650 K boiler and a 300 K condenser, the engine absorbs 200 J of heat per "
        "stroke and does 90 J of work.",
        "Brine comes up at 170 °C and the condenser runs at 30 °C. \"Even a perfect engine "
        "running between those temperatures could convert only about 32 % of the heat into "
        "work,\" the engineer said. \"We get about 12 %.\"",
        "A heat engine between 288 K and 313 K reaches at most 8% efficiency. Deeper wells "
        "raise the efficiency, according to [Eq.](#page-12) 16.1.",
        "**Q2 (a)–(c): Circuits.** A 12 V battery drives a 5 Ω load. (c) Efficiency of "
        "delivery: 20/22 = 91 %.\n\n**Q5 (a)–(b): Thermal.** An engine runs between 100 °C and "
        "20 °C. (a) Carnot limit: 21.4 %.",
        "With a 200 °C hot side and a 50 °C cold side, a thermoelectric module reaches about 6 "
        "%. By comparison, a DC-DC buck converter is 92–96 % efficient.",
        "These gross figures only hold when the return water stays below about 55 °C so the "
        "flue gas condenses; the outdoor design temperature is 1 °C.\n\n| Boiler | Seasonal "
        "efficiency (%) |\n|---|---|\n| Vendor A | 95.2 |",
        "Q1. The stages of a power station: boiler 90 %, turbine 44 %, generator 97 %.\n(a) The "
        "turbine limits it most, at 44 %, because it is a heat engine.\n\nQ2. A kettle heats "
        "1.5 kg of water from 15 °C to 100 °C in 240 s.",
        "Main steam 560 °C; condenser 30 °C.\n\n## Year-on-year\n\n| Quantity | 2023 | 2024 | "
        "Change |\n|---|---|---|---|\n| Net cycle efficiency (%) | 40.1 | 39.6 | −0.5 points "
        "|\n| Condenser temperature (°C) | 30 | 33 | +3 K |",
        "- Efficiency: 94 % at 24 V input\n- No heat sink required up to 1.5 A at 50 °C "
        "ambient\n\nCase temperature rise at full load: about 15 °C above ambient.",
        "A boiler firm advertised 62 % thermal efficiency for a turbine between a 180 °C source "
        "and 25 °C air. The Carnot bound there is 34 %, so the advertised figure cannot be "
        "right.",
        "The net efficiency of 40.1 % is about 4 points below ultra-supercritical plants with "
        "600 °C/620 °C steam conditions.",
        "The chart plots engines between 500 °C and 30 °C; with new turbines and improved "
        "boiler controls, its 61 % is within the Carnot limit of 61 %.",
        "My uncle says his plant, with steam at 550 °C and a river at 20 °C, converts 75 % of "
        "the heat.\n\n> converts 75 % of the heat\n\nSo your uncle's 75 % isn't just "
        "optimistic, it's above the thermodynamic maximum for those temperatures.",
        "The winners finished in 33 °C heat, with track surface temperatures touching 55 "
        "°C.\n\nThe team says its V6 reaches a brake thermal efficiency of 45 %.",
        "**(b) Efficiency of the real cycle (3.0 pts).** The engine between 600 K and 300 K "
        "reaches 41 %.",
        "A heat pump warming water to 40 °C from 0 °C air has an ideal COP of about 7.8. A heat "
        "engine running between those two temperatures can turn at most 1 − 273/313, about 13 "
        "%, of the heat into work.",
        "The carmaker quotes a peak thermal efficiency of 40 %. Peak in-cylinder gas "
        "temperature is about 2,200 K, and the engine dumps heat into air at about 300 "
        "K.\n\n**Winter use**\n\nAt −10 °C the engine runs longer just to keep the cabin warm.",
        "• A heat engine's efficiency is η = W / Q_H, so η is always less than 1.\n• A gas "
        "turbine with an inlet near 1400 °C and exhaust heat rejected at 25 °C has a Carnot "
        "limit of about 82 %.",
        "The furnace gas is at well over 1,200 °C, though the engine's steam reaches only 480 "
        "°C; the plant converts 52 % of the fuel's heat.",
        'The engine rejects heat to a sink below 20 °C while its hot side runs at 150 °C, and '
        'its efficiency is 34 %.',
        'The cycle takes heat at 327 °C and rejects it at 27 °C. The measured cycle '
        'efficiency, averaged over a day of steady running at 90 % of nameplate load, was 44 '
        '%.',
        'A turbine works between 227 °C and 27 °C.\nMy attempt: Carnot efficiency = 1 − 27/227 '
        '= 0.88, so 88 %. (Wrong: the temperatures must be in kelvin, which gives 40 %.)',
        'Reservoirs at 450 K and 300 K.\nη_Carnot = 1 − 300/450 = 0.33, or 33 %.',
        'The steam enters the turbine at 520 °C and the condenser runs at 35 °C. The whole '
        'propulsion system is 90% efficient, from shaft to propeller.',
        'The boiler delivers steam at 400 °C.\n\nHere $T_c = 647.1$ K and $P_c = 220.6$ bar '
        'are the temperature and pressure at the critical point. Modern plants reach '
        'efficiencies of 40% or more.',
        'Steam enters at 550 °C and the condenser sits at 35 °C. For a power-optimised '
        'estimate use the Curzon–Ahlborn efficiency 1 − √(T_c/T_h), about 35 %.',
        '| Parameter | Value | Unit |\n|---|---|---|\n| Brake thermal efficiency at 100 % '
        'load | 41 | % |\n| Peak gas temperature | 1,700 | °C |\n| Intake air temperature | '
        '20 | °C |\n| Exhaust temperature after turbo | 400 | °C |',
        'Paragraph 12 of the application says the engine, running between 500 °C and 25 °C, '
        '"reaches 65 % efficiency."\n\nThe Carnot limit between those temperatures is 61.4 '
        '%, so the application\'s 65 % efficiency exceeds the limit and cannot be correct.',
        '| Problem | Th (K) | Tc (K) | Efficiency (%) | Possible? '
        '|\n|---|---|---|---|---|\n| 1 | 600 | 300 | 50 | At the limit |\n| 2 | 600 | 300 | '
        '58 | No — rejected |',
        "### 1. Generation\nOur gas plant's turbine inlet runs at about 1 300 °C and its "
        "condenser at 35 °C; it converts 58 % of the fuel's energy into electricity.\n\n### "
        "2. Grid\n\n| Asset | Efficiency (%) |\n|---|---|\n| Transformers | 99.2 |\n| "
        "Overall network | 93.5 |",
        'The engine runs between 227 °C and 27 °C and converts a third of the heat it '
        'absorbs into work.',
        'The plant takes heat from a 600 K source and exhausts at 300 K; it delivers work '
        'equal to 35 percent of the heat drawn.',
        '06/02 10:15 — Boiler B-1 (oil-fired boiler) combustion test: flue gas 58 °C, CO₂ 12 '
        '%. Analyser reports 93.5 % gross efficiency.\n\n08/02 07:00 — Outside air −18 °C '
        'overnight; heat pump locked out as designed.',
        'Reactor notes\n\n**Coal unit.** Steam at 600 °C, condenser at 30 °C: Carnot 65 %. Net '
        '44 %.\n\n**Pressurised-water reactor.** Steam at 285 °C, condenser at 30 °C: Carnot '
        '45.7 %. Net 33 %.\n\nA plant that runs at 35 % efficiency rejects 65 % of the fuel '
        'energy as waste heat.',
        '**Q.** Are these right?\n\n**1. Gas plant.** Combustor 1400 °C, condenser 20 °C: '
        'Carnot 82.5 %. Real plant 61 %.\n\n**2. Heat pump.** Radiators at 45 °C, outdoor air '
        'at 5 °C; COP 4.0 against a limit of 7.95.\n\n**Summary table**\n\n| Device | Figure | '
        'Limit |\n|---|---|---|\n| Gas plant | 61 % | 82.5 % |\n| Steam plant | 40 % | 62.7 % |\n',
        '# Stirling bench, week 6\n\n## Unit 1 (hot end 700 K, cold end 300 K)\nCarnot limit: '
        '57 %.\n- Run 1: efficiency 38 %\n\n## Unit 2 (hot end 450 K, cold end 300 K)\nSame rig, '
        'smaller heater.\n- Run 1: efficiency 31 %\n\n## Summary\nBoth units ran for the full '
        'session.\n',
        "The stove turned 110 % of the wood's energy into heat for the room, keeping it at "
        '65 °F while it was 10 °F outside.',
        'Between 500 °C and 30 °C the Carnot limit is 60.8 %.\n\n| Machine | Efficiency (%) | '
        'Carnot limit (%) |\n|---|---|---|\n| Our genset | 44 | 60.8 |\n| Combined-cycle plant '
        '| 62 | ~75 |\n',
        '| Drive | Efficiency (%) |\n|---|---|\n| Variable-speed drives | 97.5 |\n\nThe steam '
        'turbine takes steam at 380 °C and exhausts at 150 °C.',
        'The hot tank holds salt at 560 °C and the cycle rejects heat at 35 °C, a Carnot '
        'limit of 63 %.\n- Collector optical efficiency: ~60 %\n- Receiver efficiency: ~86 %\n- '
        'Power block: ~41 %\n',
        '| Plant type | Steam temp (°C) | Net efficiency (%) |\n|---|---|---|\n| Subcritical | '
        '535 | 33–36 |\n| Advanced ultra-supercritical | 700–720 | 47–49 |\n| Combined cycle '
        '(turbine inlet ~1,450 °C) | — | 57–62 |\n',
        'Feedback on Q3.\n\nWhat you wrote: "η = 1 − 20/320 = 0.94, so the ideal engine is 94 '
        '% efficient."\n\nThe Carnot formula needs kelvin. Corrected working:\n- T_h = 320 + '
        '273 = 593 K\n- T_c = 20 + 273 = 293 K\n- η_max = 1 − 293/593 = 0.51\n',
        'Between 900 K and 300 K the Carnot bound is 66.7 %. Before you hand it in, compare '
        'every engine efficiency against 100 % and against that bound.',
        "The efficiency of an ideal engine is\n\nη = 1 - (T2 / T1)\n\nwith T1 = 600 K and T2 = "
        "300 K, so η = 1 - 0.5 = 0.5, or 50 %.",
        "- Steam inlet: 200 °C\n- Cooling water: 25 °C\n\nThe unit's net efficiency, power out "
        "divided by the heat taken from the steam, is 31 %.",
        "**Petrol engine**\n- A heat engine between 2,200 K combustion gas and 300 K exhaust: the "
        "ceiling is 86 %.\n\n**Electric drivetrain**\n| Stage | Efficiency (%) |\n|---|---|\n| "
        "Charger | 92 |\n| Battery | 95 |",
        "**Nuclear.** Steam at 290 °C, condenser at 30 °C: the Carnot limit is about "
        "46%.\n\n**Hydropower.** Large Francis turbines convert 92–94% of the water's energy into "
        "shaft work.\n\n**Pumped storage.** Round-trip efficiency 76–80%.",
        "For an engine between 900 K and 300 K, η = 1 − T₂/T₁ = 0.667, so about 67 %.",
        "- Brake thermal efficiency peaked at 35 %, and the new compressor ran at 76 % "
        "efficiency.\n- Intake air temperature: 40 °C after the intercooler on a 25 °C day, "
        "150 °C before it.",
        "The Carnot efficiency, $\\eta = 1 - T_c/T_h$, is 40 % for a plant working between "
        "500 K and 300 K.",
        "Could a turbine working between 500 °C and 20 °C ever reach 75 %? No.",
        "Steam at 550 °C and a condenser at 25 °C set the ceiling.\n\n| Plant | Typical "
        "efficiency (%) |\n|---|---|\n| Hydroelectric turbine | 90 |",
        "**Efficiency**\n- **Brake thermal efficiency:** 41 %\n\n**Operating limits**\n- "
        "**Coolant temperature:** 85–105 °C\n- **Cold-start capability:** down to −25 °C",
        "A condensing gas boiler turns 94 % of the fuel's energy into heat, with flue gas at "
        "55 °C and room air at 20 °C.",
        "| Engine | Brake thermal efficiency (%) | Operating range (°C) |\n|---|---|---|\n| "
        "D4 | 41 | −30 to 50 |",
        "An inventor claims an engine running between 500 °C and 20 °C at 75 % efficiency. "
        "Is the claim possible?",
        "Between 320 °C and 35 °C the plant's efficiency is 30 %, which is $30/48.1 \\approx "
        "62\\,\\%$ of the bound.",
        "The bound between 600 K and 300 K is 50 %, so claims of 70 % for it can be rejected.",
        "My uncle says his garden steam engine, between 120 °C and 20 °C, turns out 70 % "
        "efficiency.\nIs that possible? No.",
        "The exhaust cooled after the valve opened, from 800 K to 400 K; thermal efficiency 60 %.",
        "Our heat pump runs at 7 °C outside and 35 °C inside; the old boiler was 92 % efficient.",
        "A steam engine between 600 K and 300 K with 50% efficiency was announced.",
        "A steam engine between 600 K and 300 K with 40% efficiency was built.",
        "The engine works at 80% efficiency.",
        "A heat pump between 280 K and 300 K reached 400% efficiency.",
        "The solar cell is 22% efficient at 25 °C and 18% at 60 °C.",
        "Working between 20 °C and 120 °C, the engine peaks at 25.5% efficiency.",
        "Given: the engine works between 800 K and 400 K and is said to turn 70 % of its heat "
        "into work.\nStep 1: Carnot limit = 1 − 400/800 = 50 %.\nStep 2: 70 % > 50 %, so the "
        "claimed figure is impossible.",
        "Between 400 °C and 40 °C the plant runs at 35 % efficiency, which is $35/53.5 \\approx "
        "65\\,\\%$ of the limit.",
        "Our condensing gas boiler heats water to 60 °C at 97 % efficiency, from mains water at "
        "10 °C.",
        "A firm says its turbine turns 75 % of heat into power with 400 °C steam and 40 °C "
        "cooling water. That figure can't be right.\n\n| Claim | Efficiency (%) | Possible? "
        "|\n|---|---|---|\n| Firm's turbine (400 °C / 40 °C) | 75 | No |",
        "An engine takes in heat at 800 K and rejects it at 400 K.\n(a) Best efficiency: η = 1 − "
        "Tc/Th = 1 − 400/800 = 0.50, i.e. 50 %",
        "An advert claiming 90 % thermal efficiency for a plant between 1300 K and 300 K would "
        "exceed the Carnot limit and cannot be right.",
        "A geothermal unit runs on brine at 170 °C and rejects heat at 20 °C with 11 % thermal "
        "efficiency.\nIts second-law efficiency is 11/33.9 ≈ 0.34.",
        "(a) Carnot bound: 1 − 290/580 = 0.50 [1]\n(b) The engine's measured efficiency, 0.41, is "
        "below it [1]",
        "A rival brochure quotes 68 % for an engine running between 500 K and 300 K.\nThat figure "
        "is above the 40 % Carnot limit for those temperatures.",
        "The engine runs between 800 K and 300 K.\nSuppose its efficiency were 70 %.",
        "> Could an engine between 400 °C and 40 °C ever reach 65% efficiency?\n\nNo. In "
        "kelvin:\n- $T_h = 673$ K\n- $T_c = 313$ K\n- bound $= 1 - 313/673 \\approx 0.53$",
        "- **Gas boiler:** a modern condensing unit turns about 92 % of the fuel energy into "
        "heat.\n\n| Outdoor temp (°C) | Flow temp (°C) | Typical COP |\n|---|---|---|\n| 5 | 35 | "
        "4.0 |\n| −5 | 50 | 2.4 |",
        "For steam at 560 °C and a condenser at 30 °C the Carnot ceiling is about 64 %.\n\n| "
        "Plant | Steam temperature (°C) | Net efficiency (%) |\n|---|---|---|\n| Subcritical | "
        "540 | 36 |\n| Ultra-supercritical | 600 | 45 |",
        "An engine works between 700 K and 315 K.\n(a) Find the Carnot efficiency. η = 1 − "
        "315/700 = 0.55.\n(b) A salesman says a modified engine between the same reservoirs "
        "reaches 70 %. Why must this be rejected?\nAnswer: 70 % exceeds the 55 % Carnot limit for "
        "these temperatures.",
        "Brine enters at 160 °C and the condenser rejects heat at 20 °C. The feed pump, rated at "
        "80% hydraulic efficiency, was replaced in May.",
        "For net heating efficiencies between 0.2 and 1, the upper atmosphere ranges from 5000 K "
        "to 7000 K.",
        "A fridge moves heat between 5 °C and 25 °C. A furnace runs at 1500 K and exhausts at 300 "
        "K; only a heat engine's efficiency is capped below 100 %.",
        "An engine runs between 650 K and 300 K (Carnot limit 53.8 %). Its second-law efficiency "
        "is $\\eta/\\eta_C = 0.58$, and well-built engines reach 50–60 % of Carnot.",
        "A start-up says its engine runs between 600 K and 400 K at 50 % efficiency. The Carnot "
        "limit is 33 %, so the claim cannot be true.",
        "Peak brake thermal efficiency: 39 %\nCoolant operating temperature: 85-105 °C; cold "
        "start certified down to -30 °C",
        "Engine energy budget\n\nThe engine turns 100 kJ of fuel heat into 31 kJ of work.\n(a) "
        "Efficiency = 31/100 = 31 %.\n(b) Between gases at 1200 K and air at 300 K the ideal "
        "limit is 75 %.\n(c) Going from 14 % to 31 % is a relative gain of 121 %, yet the "
        "efficiency itself is still 31 %, well under 100 %.",
        "Cabin plan: the engine runs between a spring at T_h = 355 K and a stream at T_c = 283 K "
        "(10 °C). Cooling the water by 30 °C gives 2 kg/s × 4186 J/(kg·K) × 30 K ≈ 250 kW, and at "
        "5 % efficiency that is 12.5 kW.",
        'TEO: The turbine runs at about 1,350 °C and rejects heat at about 25 °C. Carnot says '
        'the maximum is one minus 298 over 1,623 kelvin, so roughly 82%, and we convert about '
        "60% of the fuel's energy.",
        'The kiln vents exhaust air at 120 °C. Our recovery unit would drive a small turbine '
        'with the working fluid, and reject the remaining heat to the river at 15 '
        '°C.\n\nThe unit converts 12 % of the recovered heat into electricity.',
        'Vendor guarantee for the Unit 3 steam turbine:\n1. Inlet steam: 480 °C at 110 '
        'bar.\n2. Condenser: sea-water cooled, design condensing temperature 35 °C.\n3. '
        'Guaranteed cycle efficiency: 41 %.',
        '**Unit 4 (gas turbine):** inlet about 1,300 °C, exhaust heat rejected at 30 °C. Net '
        'efficiency 39 %.\n\n**Standby boiler:** fired only for start-up steam; efficiency 89 '
        '% on a gross calorific basis.',
        '**The rig.** Exhaust gas heats the working fluid to a peak of 560 K. Heat is '
        'rejected to cooling water at 305 K.\n\n| Quantity | Value |\n|---|---|\n| Net cycle '
        'efficiency | 31 % |',
        '**Verdict:** the advertised 72 % efficiency for a 350 °C boiler and 20 °C cooling '
        'water is not believable. The Carnot limit there is about 53 %, so reject the claim.',
        "Reading your log: T_h = 500 K, T_c = 300 K, and the engine's measured efficiency is "
        "η = 0.47. That can't be right: the limit is 0.40.",
        '- Hot head: settles at 240 °C in full sun.\n- Cold side: water jacket holding about '
        '20 °C.\n\nThe generator delivers 45 W into a resistor bank, so the engine converts '
        '21 % of the heat input into electrical power.',
        'Steam cycles in solar tower plants reach gross efficiencies of about 40 % with steam '
        'at 540–565 °C.',
        "Our engine's hot plate sits at 80 °C and its cold plate at 20 °C.\n\nMy lab report "
        'says:\n\n> Heat in: 50 W\n> Work out: 6 W\n> **Efficiency: 12 %**\n\nDoes that look '
        'right to you?',
        'Block 1 fires at about 1,400 °C and condenses at 32 °C, with a net efficiency of 61 '
        '%.\n\nUncertainty: ±0.35 points on efficiency and ±0.6 % on output, at 95 % '
        'confidence.',
        'The engine runs between 350 °C and 20 °C.\n\n**Step 4. A tempting but wrong '
        'route.**\nPlugging in Celsius gives 1 − 20/350 = 0.943. That would wrongly suggest '
        'the engine could reach about 94 % efficiency.',
        'An engine between 600 K and 300 K can reach at most 50 %. Whenever you see an engine '
        'efficiency above 100 %, look for the mistake.',
        'Question 2 True / False\nA heat engine running between 900 K and 450 K can reach 70% '
        'efficiency if it is built well enough.\nTrue\nFalse\nAnswer: False',
        'True or false: an engine working between 800 K and 400 K can convert 75 % of its heat '
        'into work.\nAnswer: false.',
        'User: A gas turbine works between 900 °C and 30 °C. The brochure says its efficiency '
        'is 80 %. Realistic?\nAssistant: No — even with such a large temperature difference, 80 '
        '% efficiency is impossible; the Carnot limit is about 74 %.',
    ],
    "impossible_impact_speed": [
        'A stone falls from rest off a 10 m wall. What is its speed just before it lands?\n\nv '
        '= √(2 × 9.8 × 10) = √196 = 14 m/s\n\n#### 14',
        "A rock fell from the 60 m wall. In 1.2 s a dropped rock only falls about 7 m, so he "
        "saw it partway down. Speed at the bottom would be just under 34 m/s, roughly 76 mph.",
        "A ball rolled off a 1.8 m ledge at 15 m/s and landed 0.61 s later, 9.1 m out.",
        "Careful, this one is thrown, not dropped. The stone leaves your hand at 8 m/s straight "
        "down from the 15 m ledge, so it lands at about 19 m/s.",
        "Terminal velocity for a tumbling phone is maybe 30 m/s, so over a 2 m drop it never "
        "gets close.",
        "My keys slid off the shelf, about 1.5 m up. My brother says they hit the floor in 0.2 "
        "s \"because keys are dense,\" and that they land at around 12 m/s.",
        "For reference, free fall from 0.50, 1.00 and 1.50 m takes about 0.32, 0.45 and 0.55 s, "
        "with impact speeds of 3.13, 4.43 and 5.42 m/s.",
        "**About the 110 km/h figure:** that is not possible for a drop from 30 m. 110 km/h is "
        "30.6 m/s, which would need a fall of about 48 m with no drag at all.",
        "Dropping the bars 4 cm cut my drag noticeably at 30 km/h.",
        "The post says the vase fell 20 m in one second and hit at 140 km/h. A one-second fall "
        "and a 140 km/h landing would both need more than gravity could provide.",
        "A fan 30 m up throws a ball straight down.\n\n1. With v₀ = 35 m/s, g = 9.81 m/s² and h "
        "= 30 m: v = √(1225 + 588.6) ≈ 42.6 m/s.",
        "We dropped the bag from 20 m. The high-speed cam (400 fps) caught it reaching the mat "
        "after 2.1 s.",
        "## Drop 3\n\n| Channel | Value | Unit |\n|---|---|---|\n| Release height | 20 | m |\n| "
        "Impact speed (light gate at 0.1 m above the plate) | 19.7 | m/s |",
        "A ball is released from rest 20.0 m above the ground.\n\n**Answers:** (a) 2.02 s  (b) "
        "19.8 m/s, downward  (c) 15.1 m above the ground, moving at 9.8 m/s.",
        "The cliff is 30 m above the water. I threw a rock straight down at about 15 m/s and it "
        "hit 1.4 s later.\n\nA rock simply dropped from rest would hit at √(2 × 9.81 × 30) ≈ "
        "24.3 m/s, so the throw explains the extra speed.\n\nAir drag takes maybe 1–2 m/s off, "
        "so the real impact speed of the thrown rock was probably 26–27 m/s.",
        "A crate slid out of the cargo plane 30 m above the lake while the aircraft was doing "
        "70 m/s; the crate hit the water at about 72 m/s.",
        "| Height (m) | Impact speed (m/s) |\n|---|---|\n| 0.5 | 3.05 |\n| 2.0 | 6.20 |\n\nFor "
        "reference, the ideal drag-free values for a fall from rest are v = √(2gh): 3.13 m/s at "
        "0.5 m, rising to 6.26 m/s at 2.0 m.",
        "At 12 m/s that is about 100 J of kinetic energy, which is what you'd get dropping a 10 "
        "kg sack from 1 m.",
        "**ask_ari** wrote:\nMy phone fell 12 m, so it hit at v = 2 × 9.81 × 12 = 235 "
        "m/s.\n\n**helper_hal** wrote:\n> it hit at v = 2 × 9.81 × 12 = 235 m/s\n\nYou had the "
        "right formula in mind and then forgot the square root.",
        "**drop_dan** wrote:\nMy phone fell 12 m, so v = 2 × 9.81 × 12 = 235 "
        "m/s.\n\n**helper_hal** wrote:\n> v = 2 × 9.81 × 12 = 235 m/s\n\nYou computed v², not "
        "v.",
        "The bolt fell from a scaffold 20 m up.\nSo if someone says it hit at 26 m/s after just "
        "being dropped, they are wrong.",
        "Running at about 6 m/s, the traceur leaps a gap between roofs with a 1 m drop and "
        "rolls out of the landing.",
        "The diver leaves a 40 m cliff; without drag she would reach the water at about 28 m/s "
        "(almost 100 km/h).",
        "I threw the ball straight down at 8 m/s from a 12 m roof.\n\n> and the impact "
        "speed?\n\nv = √(v₀² + 2gh) = √(64 + 235.4) ≈ 17.3 m/s, ignoring drag. From rest it "
        "would be 15.3 m/s.",
        "The capsule falls for 4.7 s and reaches the bottom at roughly 46 m/s, then plunges "
        "into a bed of foam pellets 8 metres deep that stops it.",
        "**Problem:** A rock is let go from rest at the top of a 45 m cliff. How fast is it "
        "going at the bottom?\n\n$v = \\sqrt{2gh} = \\sqrt{2(9.81)(45)} \\approx 29.7$ "
        "m/s\n\n**Sanity check**\n\n- A 5 m drop takes about 1.01 s, so a drop nine times "
        "higher takes three times as long.\n\n**Summary**\n\n- Impact speed: ≈ 29.7 m/s",
        'When the rotor failed at 30 m, my quadcopter dropped straight down and slammed into '
        'the lawn at around 22 m/s.',
        'The old elm is about 18 metres tall, with its dead limbs near the top.\n\nWhen a '
        'branch snaps off, it falls from rest, and by the time it reaches the lawn it is '
        'moving at roughly 17 m/s.',
        "it's about twenty feet from the pier to the water. we dropped a melon off the end and "
        'the radar gun had it at 24 mph when it hit.',
        "it's about twenty feet from the pier to the water. we dropped a melon off the end and "
        'the radar gun had it at 24 mph when it hit.',
        'We dropped a sandbag from the drone while it hovered at 30 m, and the radar gun '
        'caught it hitting the ground at 23 m/s.',
        'The deck is 30 m above the quay.\n\nThe hammer weighs 0.8 kg.\n\nCCTV shows the '
        'hammer hit the quay 1.5 s after it left the deck, at 14 m/s.',
        'Balloon flight notes\n- The gondola hovered 120 m above the meadow.\n\nA sandbag came '
        'loose and fell from rest; it struck the turf at 45 m/s and sat buried 15 cm in the '
        'soil.',
        "A phone dropped off the 5 m balcony hits at 20 m/s — wait, no, that's too fast; the "
        'most it can reach is √(2·9.81·5) ≈ 9.9 m/s.',
        'A crate is released from rest at 60 m and falls freely for 1.0 s (4.9 m) before its '
        'chute opens.\n- Remaining height: 60 − 4.9 ≈ 55.1 m.\n\n| Case | Impact speed (m/s) '
        '|\n|---|---|\n| No chute | 34.3 |',
        'A sniper on a tower 80 m above the square fires a round straight down.\n\n- '
        '**Muzzle velocity:** 850 m/s\n- **Height above ground:** 80 m\n- **Time for the '
        'round to reach the ground:** about 0.1 s\n- **Impact speed:** roughly 800 m/s, '
        'after drag',
        'The car left the road and landed in a field below.\n\n| Measurement | Value '
        '|\n|---|---|\n| Height of the edge above the landing point (m) | 5.0 |\n| '
        'Horizontal distance to first contact (m) | 20.0 |\n\nHorizontal speed is constant '
        'in flight: v = 20.0 / 1.01 ≈ 19.8 m/s. The car struck the field at about √(19.8² + '
        '9.9²) ≈ 22.1 m/s.',
        'The viewing gallery sits about 320 m up and the roof about 381 m. Imagine, as an '
        'idealisation, that a coin fell from the roof with no air.\n\n1. Time to fall: t = '
        '√(2 × 381 / 9.81) ≈ 8.8 s\n2. Impact speed: v = √(2 × 9.81 × 381) ≈ 86 m/s, about '
        '193 mph\n\n| Quantity | Value | Unit |\n|---|---|---|\n| Vacuum impact speed | 86 | '
        'm/s |',
        'A student releases a ball 5.0 m above the floor while a friend films it on a phone '
        'at 240 fps; it lands at 9.8 m/s.',
        '| Drop | Orientation | Height (m) | Impact speed (m/s) |\n|---|---|---|---|\n| 1 | '
        'Base | 0.76 | 3.84 |\n| 2 | Base, extended | 1.20 | 4.83 |',
        'The ideal speed after a 0.50 m drop from rest is 3.13 m/s, and after 1.50 m it is '
        '5.42 m/s.',
        'The video shows a phone dropped from a 2 m shelf and claims a sensor recorded it '
        'striking the floor at 14 m/s. From 2 m it can reach at most 6.3 m/s.',
        '**Hoba meteorite**\nIts flat shape may have let the air brake it to a few hundred '
        'metres per second before it reached the ground.\n\n**Classroom demo**\nWe dropped a '
        'steel ball from 1.0 m; it landed after 0.45 s at about 4.4 m/s.\n',
        "The probe falls deep into the Sun's gravity well, to within about 7 million km of "
        'the surface, and reaches 450 km/s near perihelion.',
        'Q3. A stone is let go from rest at the top of a 20 m cliff. Find its speed as it '
        'reaches the sea.\n\nWorked answer:\nv² = 2gh, so v = √(2 × 9.81 × 20) = 19.8 m/s.\n',
        '*A tool bag is released from rest 15.0 m above a deck. (a) Find the time to reach '
        'the deck. (b) Find the speed on impact.*\n\n**(b)** v² = 2gs = 2 × 9.81 × 15.0 = 294 '
        '[M1]\nv = **17.2 m/s** [A1]\nAllow ECF from (a). Reject 24.3 m/s (from v² = 4gs).',
        'A stone falls down a 30 m shaft. The speed of sound in air at 15 °C is 340 m/s, so '
        'the splash takes 30 / 340 = 0.09 s to come back up.',
        '**Given:** a ball is dropped from rest from a roof 80.0 m above the street.\n\n1. '
        'Time: $t = \\sqrt{2h/g} = 4.04$ s.\n2. Impact speed: $v = gt = 9.81 \\times 4.04 = '
        '39.6$ m/s.\n3. By $t = 3.04$ s the ball has fallen $\\tfrac12(9.81)(3.04)^2 = 45.3$ '
        'm, so in the last second it covers $80.0 - 45.3 = 34.7$ m.\n',
        'A proton is accelerated uniformly from rest to 3.0 × 10^6 m/s over 4.0 cm.',
        "Pool safety sheet\n\n1. The 5 m board is the highest one open to the public.\n2. If you "
        "just step off it (no jump), you hit the water at about 35 km/h.\n3. Keep your arms by "
        "your sides.",
        "You said the mug slid off a 0.9 m counter and hit the floor at 7 m/s.\n\nThat can't be "
        "right: from 0.9 m it lands at no more than about 4.2 m/s.",
        "You said the mug slid off the counter at about **0.9 m** onto the stone floor.\n\n1. "
        "From rest, gravity sped it up the whole way down.\n2. It hit the floor at about **4 "
        "m/s**, which is why it shattered.",
        "Key figures released by the mission team:\n- Closest pass: 6.2 million km from the Sun's "
        "surface\n- Speed at perihelion: 420 km/s, faster than any object people have built",
        "**Problem.** A stone is released from rest at the top of a 45 m shaft. How fast is it "
        "going at the bottom?\n\n**Step 1.** v = √(2gh) = √(2 × 9.81 × 45) ≈ 29.7 m/s\n\n**Step 2 "
        "– what you hear.** The sound has to climb back up: 45 m ÷ 343 m/s ≈ 0.13 s.",
        "Scaffold deck height above the pavement: 12 m.\n\n**Dropped?** A bolt released from rest "
        "at deck level would reach the pavement in about 1.6 s and arrive at roughly 15 m/s; in a "
        "vacuum the limit would be about 15.3 m/s.\n\n**Thrown?** A brick tossed down at 12 m/s "
        "would hit at about 19.8 m/s, since it starts with speed already.",
        "### The physics of the 5 m platform\n\n**Fall time.** From rest at 5 m, $t = "
        "\\sqrt{2h/g} \\approx 1.01$ s.\n\n**Entry speed.** $v = \\sqrt{2gh} \\approx 9.9$ "
        "m/s.\n\n**High diving (20 m).** Competitions use a 20 m platform. The vacuum-limit entry "
        "speed is $\\sqrt{2(9.81)(20)} \\approx 19.8$ m/s, and divers hit the water at about 70 "
        "km/h.",
        "**Problem:** A stone falls from rest from the top of a 20 m wall. How fast is it going "
        "when it hits the ground?\n\nUsing v² = 2gh:\n\nv² = 2 × 9.81 × 20 = 392.4\n\n**v ≈ 19.8 "
        "m/s**",
        "Starting from rest at a height of 45 m and ignoring drag, the ball's impact speed is "
        "about 29 m/s.",
        "Mach numbers depend on the local speed of sound, which drops with altitude: at 40,000 ft "
        "it's about 1,060 km/h, so Mach 2 works out to ~2,120 km/h.",
        "Sound speed drops with altitude: at 60,000 ft it's about 1,060 km/h, so Mach 2 is ~2,120 "
        "km/h.",
        "The speed of sound, which drops with altitude, is about 1,060 km/h at 40,000 ft.",
        "Claim repeated on forums: a coin dropped from the 300 m tower hits the ground at 400 "
        "mph.",
        "In still air a 3 mm drop reaches about 8 m/s.",
        "Ball B is thrown straight down at 12 m/s.\nb) Ball B hits the ground at 25 m/s.\nc) "
        "Ball A, dropped from 20 m, lands after 2.1 s at 19 m/s.",
        "If it is dropped from a 5 m loft, it hits the floor at about 9.5 m/s.",
        "If your answer has a stone dropped from a 20 m cliff land in 0.5 s, check it.\n"
        "Benchmarks for drops from rest:\n\n"
        "- 5 m: 1.01 s, landing at 9.9 m/s\n- 80 m: 4.04 s, landing at 39.6 m/s",
        "A hailstone 5 cm across fell from the storm cloud at 30 m/s.",
        "Dropped from 10 m, the melon hit the pavement at 13 m/s.",
        "The ball was thrown from a 10 m roof and hit the street at 30 m/s.",
        "The car was driving at 30 m/s past a 10 m tall sign.",
        "Visibility dropped to 30 m, and cars crept along at 40 km/h.",
        "The airliner dropped 800 m in the storm while cruising at 850 km/h.",
        "The sniper's bullet drops 12 cm over 200 m at 850 m/s.",
        "The space station keeps falling around Earth at 7.7 km/s from 410 km up.",
        "A pebble dropped from rest into a 45 m shaft; sound travels back at 343 m/s.",
        "A food crate dropped from a plane at 300 m lands at 90 m/s.",
        "A pebble dropped into a 20 m shaft lands after t = √(2h/g) ≈ 2.02 s, plus about 0.06 s "
        "for the sound to travel back up at 343 m/s.",
        "We let the phone fall from rest from 1.5 m; high-speed video at 1,000 fps timed the drop "
        "at 0.56 s.",
        "Myth: A coin dropped from a 300 m tower hits the street at 400 mph.\nFact: drag caps a "
        "tumbling coin at about 25 mph.",
        "Even in a vacuum a penny dropped from rest from 300 m would be doing only 77 m/s at the "
        "bottom, so the 190 mph figure fails.",
        "(b) The ball covers the final 5 m in 0.3 s and hits the floor at $v = 9.8 \\times 1.6 = "
        "15.7$ m/s.",
        "One pupil hurled the box straight down; it struck the floor at 13 m/s after about 0.4 s, "
        "though the balcony is only 5 m up.",
        "The slugs are not simply dropped: a spring gun on top of a 20 m mast fires them straight "
        "down at 50 m/s into a sand pit.",
        "A 12 kg crate arriving at 5.0 m/s carries about 150 J, while a 30 kg crate dropped from "
        "0.5 m carries about 147 J.",
        "A spanner fell 30 m from the jib and hit the gravel at about 22 m/s. The exclusion zone "
        "extended 8 m from the crane base.",
        "Fire a marble straight down at 20 m/s from a 4 m wall and it lands at about 22 m/s, more "
        "than a dropped marble could reach from there.",
        "A coin dropped from rest off the 320 m deck would, even in a vacuum, hit at well under "
        "200 mph.",
        "A popular story says a coin dropped from the top of a 300 m tower would hit the street "
        "at 400 mph. It would not: air caps its speed near 40 km/h.",
        "A freight train accelerates from rest on wheels of 0.350 m radius.\n(b) Its final "
        "linear velocity is v = rω = (0.350 m)(25.1 rad/s) = 8.79 m/s.",
        "A bolt was released from a gantry 20 m above the floor. Sensors say it was moving at 18 "
        "m/s when it hit.",
        "HOST: Our rig releases the phone from rest, exactly 1.2 metres above a tile.\n\n"
        "TECH: Radar says 4.8 metres per second at impact.\n\nTECH: For fun, drop three isn't "
        "a drop. I'm going to throw it down, hard.\n\n[sound of impact]\n\nTECH: That one hit "
        "at 9 metres per second. Screen is shattered.",
        'Without the net, a spanner dropped from 30 metres would hit the deck at close to 90 '
        'km/h.',
        'I dropped the phone from 1.2 m onto concrete ten times; it hit at about 4.8 m/s. The '
        'box says "tested to 2.5 m". I didn\'t try that — a 2.5 m drop means landing at about '
        '7 m/s, and the impact energy roughly doubles compared with 1.2 m.',
        'We let the pebble go from rest on the 45 m viaduct and heard the splash 3.2 s '
        'later.\n\nThe splash sound has to come back up. At 343 m/s it takes about 0.13 s to '
        'cover 45 m, so the pebble itself fell for roughly 3.1 s.',
        'A popular story says a coin dropped from the top of the tower (the viewing deck is '
        'about 300 m up) would reach around 450 mph and could crack the pavement or hurt '
        'someone walking below.',
        'The railing is 90 ft above the water. I also measured the depth under the bridge '
        'with a sounding line: about 12 ft.\n\nFrom that height a person enters the water at '
        'roughly 50 mph.',
        '**Q1 – Ball thrown downward.** A ball is thrown straight down from a 12 m balcony and '
        'hits the ground at 22 m/s. Find the launch speed.\nUsing v² = v₀² + 2gh: 484 = v₀² + '
        '235.4, so v₀ ≈ 15.8 m/s. Several of us initially thought 22 m/s was "too fast" for a '
        '12 m drop, since dropping from rest would only give about 15 m/s.',
        'The wrench that dropped off the 20 m gantry (it slid off a ledge, no one tossed it) '
        'struck the floor at 60 km/h.',
        "**What if the pot had fallen on someone?**\nLet's run the numbers:\n\n- Pot mass: "
        'about 2 kg\n- Balcony height: about 5 m, dropped from rest\n- Speed when it reaches '
        'the pavement: about 20 mph',
        'Q: What speed does a coin reach at the bottom of a 20 m mine shaft?\nA: Let it go from '
        'rest and it hits the bottom at roughly 19 m/s.',
        'A girl drops a 0.3 kg ball from the 6.0 m roof of the shed. How fast is it moving '
        'when it reaches the ground?\n\na. 14 m/s\nb. 22 m/s\nc. 29 m/s\nd. 11 m/s',
        'A mug slides off a 3.0 m shelf from rest. Velocity right before landing:\n\nv = √(2gh) '
        '= √(2 · 9.81 · 3.0) ≈ 7.7 m/s',
    ],
    "decrease_beyond_total": [
        'Marketers sometimes refer to a 200 percent drop in breakage as if that meant anything; '
        'you cannot cut breakage by more than all of it.',
        "So a 150% drop in profit is possible but a 150% drop in revenue isn't.",
        "Between 280 K and 330 K, ΔG fell by 5 kJ/mol, a decrease of 170 % of its value at 280 "
        "K, which is fine because ΔG is a signed quantity that can pass through zero.",
        "- **Net income:** fell by 160 %, from €5 million to a loss of €3 million.\n\n### Why a "
        "160 % fall is possible here\n\nIncome can go negative.",
        "Summary:\n\n- Revenue: down 20 % year on year\n- Net profit: fell by 130 %, from a "
        "profit to a loss",
        "**Key figures**\n- Revenue: €900 million\n- Net income: −€40 million (2023: €100 "
        "million), a decline of 140 %",
        "Because earnings can go negative. Last year's €30,000 profit became a €15,000 loss "
        "this year, which is a 150% fall relative to where it started.",
        'That is a drop of 160 % of the original figure, which takes the firm into the red.',
        "You can't cut the number of bus routes by 120 %, but a balance can swing right past "
        'zero.',
        'Staff numbers are down 450, or 9 %, after the depot closed.',
        'Net income went from +£10 million to −£15 million. A fall of £25 million is 250 % '
        'of £10 million.',
        'Net income? Down 180 %, because it crossed zero into a loss.',
        '| Unit | Q1 profit | Q2 profit | Change |\n|---|---|---|---|\n| East | 300 | −150 | '
        '−150 % |\n| West | 200 | 240 | +20 % |\n',
        "The club's balance went from a £3.0 m surplus to a £1.5 m deficit. That's a fall of "
        '4.5 / 3.0 = **150 %**. Fine, because a balance can go below zero.',
        'The café made a profit of £3,000 in spring and a loss of £2,100 in summer — a fall '
        'of 170 %.',
        'Readers keep asking how a share price can drop by 150 %.',
        'If the account goes from +200 to −300, it has changed by −500, a fall of 500/200 = 250 %.',
        "- Retail: operating profit at the chain swung from a £12 m gain to a £5 m loss — a fall "
        "of 142 %.",
        "Smokers had a slightly lower FEV1 than non-smokers (102% versus 108% predicted).",
        "A net figure moving from +8 Mt to −3 Mt is a fall of 137 %.",
        "The retrofit raised output by 130% and cut the energy bill by roughly 40%.",
        "Profit from the weekend food stall fell 160 % this year.",
        "Net income fell 180% year over year.",
        "Operating profit dropped by 250% after the recall.",
        "The account balance fell by 150%.",
        "The village's population shrank by 15%.",
        "Exports rose by 150%.",
        "| Fate of the heat | Share (%) |\n|---|---|\n| Lost as exhaust | 150 |",
        "The programme cut inflation from 180 pct a year to under 40 pct.",
        "The drug blocked the cue effect almost entirely (130% decrease at the top dose).",
        "Operating profit fell by 140 %, with losses in the retail arm widening.",
        "- That is a fivefold drop, or a fall of 80 %.\n- A fall of 500 % would mean the fare "
        "went negative, which makes no sense.",
        "The index was down 120.4 points at 2,310.5, 4.9 pct lower on the day.",
        "Profit fell 300%: from +$1M to −$2M, a drop of $3M, which is 300% of the starting $1M.",
        "## Cost declines\n- Capacity grew from 40 GW to 1,400 GW, an increase of more than 3,000 "
        "%.",
        "**Common mistakes**\n- Saying fuel use fell by 130 %; a fuel saving can never exceed 100 "
        "%.",
        "A swing of 180 people a year is a fall of about 160 % in the natural-change figure, "
        "which is possible because natural change can be negative.",
        "Sales did not drop 140 % — nothing sold can fall by more than all of it. The real drop "
        "was 14 %.",
        "June lower Mississippi barge space was offered at 130 pct of tariff, no bids.",
        "Exports fell 4 pct in 2018 and three pct in 2019.",
        "Mortgage rates fell by 120% over the year as the bank cut to below zero.",
        "The net cash position swung from +€1.5 million to −€2.0 million (the company now owes "
        "more than it holds), a fall of 233 %.",
        "Our account balance went from £80 in credit last summer to £40 in debit by March, a drop "
        "of 150 %.",
        "(c) The current went from +3.0 A charging to −1.5 A discharging: a 150 % decrease. "
        "Correct.",
        "| Indicator | 2022 | 2023 | Change (%) |\n|---|---|---|---|\n| Net profit (€ m) | 10 | "
        "−4 | −140 |",
        "The IMF says Greece must cut its debt to 120 percent of GDP by 2020.",
        "The money left at month end went from +£380 to −£60, a fall of 116 %.",
        'I began the month with $600 in my account. Then two bills landed, so my account '
        "balance went from +$600 to −$300. That's a drop of 150%, plus a fee.",
        '> Operating profit fell by 180% this year?\n\nYes, it turned into a loss:\n- Last year: '
        '+$50k\n- This year: −$40k\n- Change: −$90k, or −180%',
        "> Did the village's bird count really drop by 130 % after the storm?\n\nNo, that's "
        'impossible; it fell by 30 %.',
        'Did the bus fare really drop by 120% this year?',
    ],
    "negative_magnitude": [
        "The first spreadsheet reported the working volume of the tank as −3.2 m³. A tank "
        "cannot have a negative volume; the sign came from subtracting the levels the wrong way "
        "round.",
        "**steve** posted:\nV₁ − V₂ = 2.0 − 5.9 = −3.9\nso the volume at the surface is −3.9 "
        "cm³\n\n**Doc** replied:\n> so the volume at the surface is −3.9 cm³\n\nYou had the "
        "right answer one line earlier and then kept going. V₂ = 5.9 cm³ is the volume at the "
        "surface.",
        "Taking the moment the charger clicks off as zero, the pack reached 80 % at t = −0.6 h "
        "and 100 % at t = 0.",
        "* 20 g - Citra, Use: Whirlpool for 20 min at -10 min",
        "content(\"r2.mid\", $bold(R_2)$, anchor: \"east\", padding: -12pt)",
        "**Exercises**\n\n1. Find ΔV for 20 L of oil (K = 1.5 GPa) under a 30 MPa rise. [−0.40 "
        "L]",
        "Lateral movement on inclinometer I-4 is −2.3 mm toward the excavation.",
        "\"Any temperature below −273.15 °C is not a temperature,\" she said. \"It's like "
        "saying a rod has a length of minus two metres.\"",
        "| Time to trigger (s) | Speed (km/h) |\n|---|---|\n| -4.0 | 80 |\n| -2.0 | 78 |\n| 0.0 "
        "| 60 |",
        "The total displacement is $2-4=-2 \\mathrm{~m}$ along the $x$-axis.",
        "About a fifth of candidates wrote 52.0 − 60.5 = −8.5 cm³ and carried a volume of −8.5 "
        "cm³ forward.",
        "| | Recipe | Batch | Diff | Unit |\n|---|---|---|---|---|\n| Mash Volume: | 12.0 | "
        "10.8 | -1.2 | L |\n| Kettle Loss: | 0.50 | -0.20 | -0.7 | L |",
        "So the wavelength is 656 − 700 = −44 nm.\n\nNo, that can't be right, I subtracted the "
        "wrong way round.",
        "λ = hc/ΔE = 1240 / (−6.2) = −200 nm.\n\nWait, that can't be right: a wavelength is "
        "never negative. Use the size of ΔE: λ = 1240 / 6.2 = 200 nm.",
        'Oat bran lowered LDL cholesterol by 5.1 mg/dL (95% CI:\n  -7.02, -3.18 mg/dL; P < '
        '0.001) in the pooled trials.',
        'My go-to soup:\n\n-chop the leeks and rinse them well\n\n-1/2 cup butter in a heavy '
        'pot over low heat\n\n-sweat the leeks for 10 minutes',
        'Countdown notes\n- **Hold time on the pad:** from −40 s to 0 s, while the tanks were '
        'topped off.',
        'σθ is potential density minus 1,000 kg/m³, so the column holds anomalies, not full '
        'densities.',
        '| Measure | Our ward | National median | z-score |\n|---|---|---|---|\n| '
        'Readmission (%) | 6.1 | 7.9 | −1.85 |\n| Length of stay (days) | 5.9 | 6.6 | −1.38 |',
        '| Indicator | Ours | National | z-score |\n|---|---|---|---|\n| Mortality (%) | 1.1 '
        '| 1.9 | −2.05 |\n| Stay (days) | 5.9 | 6.6 | −1.38 |',
        'At time t = −2.0 s the probe was still 40 km out.',
        '\\includegraphics[width=0.5\\textwidth, trim=-12pt 0 -12pt 0]{figure.png}',
        'Plugging in the difference between the two energy levels gives a wavelength shift '
        'of −20 nm.',
        'Cooled from 60 °C to 20 °C the oil contracts from 2.058 L to 2.000 L, so $\\Delta V '
        '\\approx -0.058$ L, i.e. −58 mL.',
        'At time t = -3.2 s the countdown clock was paused.',
        'Her new prescription for reading is –2.25 D in both eyes.',
        "Cash conversion cycle = DIO + DSO − DPO = 41.2 + 28.5 − 75.0 = −5.3 days\n\nThe "
        "retailer's cash conversion cycle for FY2022 is −5.3 days.",
        "Treated with diuretics; net fluid balance −4.8 L over the admission.",
        "It shortened hospital stay for all participants (MD -1.63 days, 95% CI -2.93 to -0.33).",
        "Exercise led to larger improvements in levels of fasting glucose (-2.4 mg/dL) and "
        "insulin.",
        "End systolic volumes changed +20.1+/-5.2 ml for A/B, +9.9+/-4.1 ml for A+B, +5.2+/-3.3 "
        "ml for A+B/C+D, and -12.5+/-6.0 ml for A+B+C.",
        "AST/ALT were 148+/-118/234+/-151 U/L at diagnosis.",
        "**Answer:** V₂ ≈ 12.1 L, ΔV ≈ −9.7 L.",
        "Plugging in Celsius would give −2.4 L for the new volume.",
        "\\setlength{\\parskip}{-12pt} % tighter paragraphs",
        "The app shows a flight time of −9 hours; that's only the time-zone difference.",
        "A density of −2.1 g/cm³ isn't physical.",
        "The −0.9 g/cm³ in the second row of your spreadsheet must be a typo.",
        "- Residual for batch 4: −0.8 h",
        "Collecting terms gives -8=-2L, so L=4.",  # L is the unknown, not litres
        "A tank takes 30 litres in minus 6 litres out each minute.",  # "minus" subtracts
        "The Dead Sea shore lies at -430 m relative to sea level.",
        "The diver descended to -40 m.",
        "The tyre's gauge pressure read -20 kPa.",
        "The launch happened at t = -5 s on the countdown.",
        "The tank's volume changed by -20 m³.",
        "The laser has a wavelength of 500 nm.",
        "A diverging lens with a focal length of −40 mm was used.",
        "The mirror's radius of curvature is −15 cm.",
        "The rise with drug A minus the rise with drug B was -0.31 mg per deciliter.",
        "Levels of the Na(+)-K(+)-2Cl(-) cotransporter fell after treatment.",
        "Plugging in Celsius gives a final volume of −1.4 L.\nA negative volume is physically "
        "impossible, which shows the mistake.",
        "With the wrong sign the density comes out at −2.1 g/cm³.\nSuch a density cannot "
        "exist, so recheck the sign.",
        "The drug cut triglycerides by 7.4 mg/dL (95% CI: -9.9, -4.9 mg/dL; P < 0.001).",
        "The launch happened at time t = −1.5 s on the countdown clock.",
        "| Model | Δρ (kg/m³) |\n|---|---|\n| Sphere | −300 |",
        "Risk was higher for the -1082 GG genotype than for the AA genotype.",
        "| Quantity | Value | Unit |\n|---|---|---|\n| Rest wavelength | 486.1 | nm |\n| "
        "Wavelength shift | −0.45 | nm |",
        "The thinnest point of the plate measured 6.9 mm, a deviation from the mean thickness of "
        "−1.1 mm.",
        "The crater floor, about 1.8 km below the reference radius, sits at an elevation of "
        "−1,800 m.",
        "The shore of the lake lies at −430 m relative to sea level.",
        "Marker's comments\n(c) A handful wrote −30 s. The minus sign in 'T−30' is a label; no "
        "mark for −30 s.",
        "Along leg CD the work is W = PΔV = (3.0×10⁵ N/m²)(−2.0×10⁻⁴ m³) = −60 J.",
        "Volume of the stone: 61.5 − 50.0 = 11.5 mL. (Subtracting the other way round gives −11.5 "
        "mL, which can't be a volume.)",
        "PΔV = (1.00 atm)(0.0161 L − 0.0178 L) = (−1.7 × 10⁻³ L⋅atm)(101.3 J/L⋅atm) = −0.17 J",
        'Guidance for markers\n- Some candidates take the left maximum as θ = −15.0° and '
        'write λ = −480 nm. Do not award the A1 for this; a wavelength is positive.',
        'Metric                      Example    Meaning\nbms.charge.duration.full    -1Min    '
        'time to a full charge (none while driving)\nbms.soc                     81%        '
        'state of charge',
        'By 2080 the modelled ice sheet loses 280 km3 a year on average, with a mean SMB of '
        '−120 km3 over the last decade of the run.',
    ],
}
