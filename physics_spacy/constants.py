"""Physical constants the rules compare claims against, each with its unit and source."""

# Exact by the SI definition of the metre (CGPM 1983).
SPEED_OF_LIGHT_M_S = 299_792_458.0

# Standard acceleration of gravity, exact by convention (3rd CGPM, 1901).
STANDARD_GRAVITY_M_S2 = 9.80665

# Absolute zero: 0 K by the definition of the kelvin; -273.15 °C and -459.67 °F exactly.
ABSOLUTE_ZERO_K = 0.0
ABSOLUTE_ZERO_C = -273.15
ABSOLUTE_ZERO_F = -459.67

# The size of one degree in kelvin, exact by the definitions of the scales, by quantulum3's
# unit name: for "N degrees below absolute zero" and for a temperature rounded to whole
# degrees. A bare "degrees" (quantulum3's angle) is taken as the smallest, Fahrenheit's.
DEGREE_IN_KELVIN = {
    "kelvin": 1.0,
    "degree Celsius": 1.0,
    "degree fahrenheit": 5 / 9,
    "degree rankine": 5 / 9,
    "degree angle": 5 / 9,
}

# Speed of sound in the ICAO standard atmosphere at sea level (15 °C): 340.294 m/s.
# Mach numbers are converted with it; altitude changes it by < 15 %, far below any rule's margin.
SPEED_OF_SOUND_SEA_LEVEL_M_S = 340.294

# Boiling point of water at standard atmospheric pressure (101.325 kPa): 373.124 K on ITS-90,
# rounded to 100 °C. An engine's exhaust below it has condensed: that is its sink.
WATER_BOILING_POINT_K = 373.15
