#!/usr/bin/env python3
"""Yoga's time for the flexbox analogue of EngineBenchmark's nested stacks: the anchor the
engine's speed is measured against (issue 13, target 3).

The analogue: nested flex containers alternating column / row (a VStack / an HStack), a gap of
10, children centred on the cross axis (a stack's default alignment), fan-out 10, leaves of a
fixed 100 x 20, the root laid out in 1000 x 1000. Depth 4 is 11,111 nodes (SwiftUI's tree has
21,111: each leaf's `.frame` is a node of its own).

Yoga caches layouts between calls, so every repeat lays out a freshly built tree; only
`calculate_layout` is timed, with the garbage collector off. Prints one line,

    yoga depth 4: 11111 nodes, best of 5: 27.950 ms

which EngineBenchmark reads. Run from anywhere:

    python3 Benchmarks/yoga-anchor.py [--depth N] [--repeat N]

The first run makes a virtualenv in Benchmarks/.venv (git-ignored) and installs Yoga's Python
binding, `pyyoga`, from PyPI into it; later runs reuse it.
"""

import argparse
import gc
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, ".venv")
PYYOGA = "pyyoga==0.1.0"


def venv_python():
    return os.path.join(VENV, "bin", "python")


def ensure_venv():
    """Re-runs this script inside Benchmarks/.venv, making it and installing pyyoga first."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(venv_python()):
        subprocess.check_call([sys.executable, "-m", "venv", VENV], stdout=sys.stderr)
    check = subprocess.run([venv_python(), "-c", "import pyyoga"], capture_output=True)
    if check.returncode != 0:
        subprocess.check_call([venv_python(), "-m", "pip", "install", "--quiet", PYYOGA], stdout=sys.stderr)
    os.execv(venv_python(), [venv_python(), os.path.abspath(__file__)] + sys.argv[1:])


def nested(depth, fan_out, vertical=True):
    """The tree and its node count."""
    from pyyoga import Align, FlexDirection, Gutter, Node

    node = Node()
    if depth == 0:
        node.width = 100
        node.height = 20
        return node, 1
    node.flex_direction = FlexDirection.Column if vertical else FlexDirection.Row
    node.align_items = Align.Center
    node.set_gap(Gutter.All, 10)
    count = 1
    for _ in range(fan_out):
        child, child_count = nested(depth - 1, fan_out, not vertical)
        node.add_child(child)
        count += child_count
    return node, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=5)
    arguments = parser.parse_args()
    ensure_venv()

    best = None
    for _ in range(max(1, arguments.repeat)):
        root, count = nested(arguments.depth, 10)
        gc.disable()
        start = time.perf_counter()
        root.calculate_layout(1000, 1000)
        elapsed = time.perf_counter() - start
        gc.enable()
        # The first child (an HStack of ten VStacks of HStacks at depth 4) is as wide as
        # SwiftUI lays it out: a check that the analogue is the same layout.
        if arguments.depth == 4:
            assert root.get_child(0).layout_width == 10990, root.get_child(0).layout_width
        best = elapsed if best is None else min(best, elapsed)
    print(f"yoga depth {arguments.depth}: {count} nodes, best of {arguments.repeat}: {best * 1000:.3f} ms")


if __name__ == "__main__":
    main()
