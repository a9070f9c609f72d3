#!/usr/bin/env bash
# Draws the pictures README shows, with LayoutLab itself, from fresh recordings:
#   bash Documentation/Images/regenerate.sh
# A test (layoutlabTests, "README's pictures") draws them again and compares.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product layoutlab
layoutlab="$(swift build --show-bin-path)/layoutlab"
db="$(mktemp -d)/readme.sqlite"
trap 'rm -rf "$(dirname "$db")"' EXIT

# Seed 000's 🟥🟦🟨 VStack on an iPhone 17 Pro (the 402 × 874 screen it was observed on): run 1.
"$layoutlab" run Examples/seed000-vstack-tagged.swift --db "$db" > /dev/null
"$layoutlab" draw 1 --db "$db" --output Documentation/Images/seed000-vstack.svg

# Seed 001's 24 cases as one sheet: sweep 1.
"$layoutlab" sweep Examples/frame-24-cases.swift --db "$db" 2> /dev/null
"$layoutlab" draw --sweep 1 --db "$db" --output Documentation/Images/frame-24-cases.svg

# One screen across iOS releases and devices (issue 30): sweep 2, a panel per (OS, device).
"$layoutlab" sweep Examples/everyday/settings-form.swift --db "$db" --param os=18,26 \
    --param device="iPhone SE","iPhone 17 Pro","iPad mini" 2> /dev/null
"$layoutlab" draw --sweep 2 --columns 3 --db "$db" --output Documentation/Images/settings-os-devices.svg
