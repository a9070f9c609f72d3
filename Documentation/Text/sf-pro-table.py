#!/usr/bin/env python3
"""Converts openuikit's published measurements of the iOS 26.1 system font into
Sources/LayoutLab/Text/SFProMeasurements.swift (see Documentation/Text/SFPro.md for provenance).

    python3 sf-pro-table.py font_metrics_ios.json font_kerning.json > SFProMeasurements.swift

font_metrics_ios.json: {"fonts": [{"id": "system-regular-17.0", "pointSize": 17, "advances": {char: points},
                        "stringWidths": {string: points}, ...}]}
font_kerning.json: {"families": {"system-regular": {"AV": [textEm, displayEm] (millionths of an em), ...}},
                    "t": {"17.5": blend, ...}}

Either file may hold only some entries (a value may be null where it was not read): the script uses what
it is given and checks what it can.

The model it emits (all in font units, 2048 per em), measured from 8 to 40 pt:
- Optical size: the font's glyphs are the Text master at and below 17 pt and the Display master at and
  above 28 pt; between, every advance and every kerning value blends linearly between the two masters by
  the one curve t(size) the kerning file publishes (F2Dot14, linear between its entries).
- Tracking: on top of the blended advance every character of every weight gets the same number of units
  at a size, T(size) (0 at 17 and 28 pt by construction), read from each measured size's advances.
- Weight: SF's wght axis runs from Regular (400) to Black (1000) with Bold (700) half way, so a weight's
  advances and kerning are Regular + f * (Bold - Regular), f = its normalized wght in F2Dot14 over
  Bold's (Medium 510 -> 0.3667, Semibold 590 -> 0.6333, Heavy 860 -> 1.5333, Black 1000 -> 2). A kerning
  value a weight's own family publishes wins over that (Semibold's Text column differs for two pairs).
Advances and kerning become font units; a kerning value within 0.01 of a half unit is that half unit (the
published millionths of an em are rounded), others keep 1/1000 unit. Every advance given is checked against
the model to 1e-4 units and every published stringWidths recomputed to 1e-4 pt, or the script refuses.
"""
import json
import sys

UNITS_PER_EM = 2048
CHARS = [chr(code) for code in range(32, 127)]  # " " through "~"
TEXT_SIZE, DISPLAY_SIZE = 17.0, 28.0  # the optical-size axis's Text and Display masters
# SwiftUI's Font.Weight value and SF Pro's wght for each weight the two masters span.
WEIGHTS = {"regular": (400, 400), "medium": (500, 510), "semibold": (600, 590), "bold": (700, 700),
           "heavy": (800, 860), "black": (900, 1000)}
WGHT = {w: wght for w, (_, wght) in WEIGHTS.items()}
# Normalized wght, Regular 0 to Black 16384 (F2Dot14); Bold, the second master, is 8192.
NORMALIZED = {w: round((wght - 400) / 600 * 16384) for w, wght in WGHT.items()}
WEIGHT_FACTOR = {w: n / NORMALIZED["bold"] for w, n in NORMALIZED.items()}


def f2dot14(value):
    return round(value * 16384) / 16384


def units(points, size):
    return points * UNITS_PER_EM / size


def kerning_units(em_millionths):
    value = em_millionths * UNITS_PER_EM / 1e6
    half = round(value * 2) / 2
    return half if abs(value - half) < 0.01 else round(value, 3)


def lerp(a, b, t):
    return a + (b - a) * t


def main(metrics_path, kerning_path):
    fonts = {font["id"]: font for font in json.load(open(metrics_path))["fonts"]}
    kerning_file = json.load(open(kerning_path))
    families = kerning_file["families"]
    blend = {TEXT_SIZE: 0.0, DISPLAY_SIZE: 1.0}
    blend.update({float(size): f2dot14(t) for size, t in kerning_file["t"].items()})

    def t_at(size):
        if size <= TEXT_SIZE:
            return 0.0
        if size >= DISPLAY_SIZE:
            return 1.0
        low = max(s for s in blend if s <= size)
        high = min(s for s in blend if s >= size)
        return blend[low] if high == low else lerp(blend[low], blend[high], (size - low) / (high - low))

    # The two masters: Regular and Bold at 17 and 28 pt (tracking 0 there by definition).
    master = {(w, s): [units(fonts[f"system-{w}-{s}"]["advances"][c], float(s[:-2])) for c in CHARS]
              for w in ("regular", "bold") for s in ("17.0", "28.0")}

    def base_advance(weight, index, size):
        f, t = WEIGHT_FACTOR[weight], t_at(size)
        text = lerp(master["regular", "17.0"][index], master["bold", "17.0"][index], f)
        display = lerp(master["regular", "28.0"][index], master["bold", "28.0"][index], f)
        return lerp(text, display, t)

    # Tracking per measured size: what every given advance of the size adds to the blended master.
    tracking = {}
    for font in fonts.values():
        family, _, size = font["id"].rpartition("-")
        weight, size = family.removeprefix("system-"), float(size)
        if weight in WGHT and font.get("advances"):
            for c, points in font["advances"].items():
                value = units(points, size) - base_advance(weight, ord(c) - 32, size)
                tracking.setdefault(size, value)
                if abs(value - tracking[size]) > 1e-4:
                    sys.exit(f"{font['id']} {c!r}: {value} units of tracking, not {tracking[size]} like the size's other characters")
    tracking = {size: round(value, 10) for size, value in tracking.items()}

    # Kerning per pair for the two masters, [text, display]; other weights interpolate unless their family says.
    def family(weight):
        pairs = {}
        for pair, values in families.get(f"system-{weight}", {}).items():
            if len(pair) == 2:
                pairs[pair] = [None if v is None else kerning_units(v) for v in values]
        return pairs

    masters = {w: family(w) for w in ("regular", "bold")}
    pairs = sorted(set(masters["regular"]) | set(masters["bold"]))

    def interpolated(weight, pair, column):
        r = masters["regular"].get(pair, [0, 0])[column]
        b = masters["bold"].get(pair, [0, 0])[column]
        return lerp(r, b, WEIGHT_FACTOR[weight])

    exceptions = []  # (weight, pair, column, value): a weight's own published value that interpolation misses
    for weight in WGHT:
        if weight in masters:
            continue
        for pair, values in family(weight).items():
            for column, value in enumerate(values):
                if value is not None and abs(value - interpolated(weight, pair, column)) > 0.01:
                    exceptions.append((weight, pair, column, value))

    def kern(weight, pair, size):
        values = []
        for column in (0, 1):
            value = masters[weight][pair][column] if weight in masters and pair in masters[weight] else (
                0 if weight in masters else interpolated(weight, pair, column))
            for w, p, c, v in exceptions:
                if (w, p, c) == (weight, pair, column):
                    value = v
            values.append(value)
        return lerp(values[0], values[1], t_at(size))

    def tracking_at(size):
        if size in tracking:
            return tracking[size]
        low = max(s for s in tracking if s <= size)
        high = min(s for s in tracking if s >= size)
        return lerp(tracking[low], tracking[high], (size - low) / (high - low))

    def width(weight, string, size):
        total = sum(base_advance(weight, ord(c) - 32, size) + tracking_at(size) for c in string)
        total += sum(kern(weight, a + b, size) for a, b in zip(string, string[1:]))
        return total * size / UNITS_PER_EM

    checked = 0
    for font in fonts.values():
        family_name, _, size = font["id"].rpartition("-")
        weight, size = family_name.removeprefix("system-"), float(size)
        if weight not in WGHT or not tracking or not min(tracking) <= size <= max(tracking):
            continue
        for string, published in font.get("stringWidths", {}).items():
            if abs(width(weight, string, size) - published) > 1e-4:
                sys.exit(f"{font['id']} {string!r}: model {width(weight, string, size)}, published {published}")
            checked += 1
    print(f"checked {checked} published string widths and the advances given at {len(tracking)} sizes", file=sys.stderr)

    def number(value):
        return f"{value:.10f}".rstrip("0").rstrip(".")

    def index(pair):
        return (ord(pair[0]) - 32) * 95 + ord(pair[1]) - 32

    print("// Generated by Documentation/Text/sf-pro-table.py from Vercantez/openuikit's measurements of the")
    print("// iOS 26.1 system font (Documentation/Text/SFPro.md). Do not edit by hand.")
    print()
    print("import Foundation")
    print()
    print("extension SFProMeasurements {")
    def array(declaration, entries, per_row):
        print(f"    static let {declaration} = [")
        for row in range(0, len(entries), per_row):
            print("        " + ", ".join(entries[row:row + per_row]) + ",")
        print("    ]")

    print("    /// Measured point sizes and the font's tracking there: font units added to every blended advance,")
    print("    /// the same for every character and weight.")
    array("tracking: [(size: CGFloat, value: Double)]",
          [f"({size:g}, {number(value)})" for size, value in sorted(tracking.items())], 6)
    print("    /// The optical-size blend from the Text master (17 pt) to the Display master (28 pt), in 1/16384.")
    array("opticalBlend: [(size: CGFloat, value: Double)]",
          [f"({size:g}, {round(t * 16384)})" for size, t in sorted(blend.items())], 7)
    print("    /// The weights the Regular and Bold masters span: SwiftUI's weight, SF Pro's wght, and the wght")
    print("    /// normalized from Regular (0) to Black (16384), Bold being 8192.")
    array("weightAxis: [(weight: Int, wght: Int, normalized: Int)]",
          [f"({WEIGHTS[w][0]}, {WGHT[w]}, {NORMALIZED[w]})" for w in WEIGHTS], 6)
    for w in ("regular", "bold"):
        for s, name in (("17.0", "Text"), ("28.0", "Display")):
            print(f"    /// `system-{w}-{s}`: the advances of \" \" through \"~\" (U+0020...U+007E), in font units.")
            array(f"{w}{name}Advances: [Double]", [number(v) for v in master[w, s]], 8)
    for w in ("regular", "bold"):
        kept = [(p, masters[w][p]) for p in pairs if p in masters[w] and any(masters[w][p])]
        print(f"    /// `system-{w}`: pair kerning as (left × 95 + right, Text value, Display value), thousandths")
        print(f"    /// of a font unit, characters counted from U+0020; {len(kept)} pairs.")
        array(f"{w}Kerning: [Int32]", [f"{index(p)}, {round(v[0] * 1000)}, {round(v[1] * 1000)}" for p, v in kept], 6)
    print("    /// Kerning a weight's own family publishes where interpolating the masters misses it:")
    print("    /// (SwiftUI weight, pair index, column: 0 Text / 1 Display, thousandths of a font unit).")
    print("    static let kerningExceptions: [(weight: Int, pair: Int, column: Int, value: Int32)] = [")
    for weight, pair, column, value in exceptions:
        print(f"        ({WEIGHTS[weight][0]}, {index(pair)}, {column}, {round(value * 1000)}),  // {pair!r}")
    print("    ]")
    print("}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
