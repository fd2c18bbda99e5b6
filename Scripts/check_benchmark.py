#!/usr/bin/env python3
"""Times `tessera check` (release build) on the benchmark workload of issue 5.

The 100,000-token set of Scripts/benchmark.py (../shared/bench/gen_tokens.py: Style Dictionary
format, 60% colours) becomes a two-mode system: a resolver whose `dark` context overrides 1,000
colours. tessera.yml declares 1,000 usage pairs (text colour on background colour, 16 pt), a grid
prohibition over every dimension (base 4 px) and leaves the hygiene rules on. The check runs RUNS
times; the script prints the median wall time, the peak resident memory and the finding count.

    python3 Scripts/check_benchmark.py [--tokens 100000] [--pairs 1000] [--runs 5] [--no-build]
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402  (build_release, generate)


def leaf_paths(node, prefix, kind, out):
    """Token paths of one type in a Style Dictionary tree, in document order."""
    for key, value in node.items():
        if isinstance(value, dict) and "value" in value:
            if value.get("type") == kind:
                out.append(prefix + key)
        elif isinstance(value, dict):
            leaf_paths(value, prefix + key + ".", kind, out)
    return out


def set_path(tree, path, value):
    node = tree
    parts = path.split(".")
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


def prepare(folder, pairs, seed=7):
    rng = random.Random(seed)
    token_files = sorted(os.listdir(os.path.join(folder, "tokens")))
    colors = []
    for name in token_files:
        with open(os.path.join(folder, "tokens", name)) as fh:
            leaf_paths(json.load(fh), "", "color", colors)
    # Literal colours only in the dark override, so it stays valid whatever the originals are.
    dark = {}
    for path in rng.sample(colors, min(1000, len(colors))):
        set_path(dark, path, {"value": "#%06x" % rng.randrange(0x1000000), "type": "color"})
    with open(os.path.join(folder, "dark.json"), "w") as fh:
        json.dump(dark, fh)
    sources = [{"$ref": "tokens/%s" % name} for name in token_files]
    resolver = {
        "version": "2025.10",
        "sets": {"base": {"sources": sources}},
        "modifiers": {"mode": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}],
    }
    with open(os.path.join(folder, "bench.resolver.json"), "w") as fh:
        json.dump(resolver, fh)
    lines = ["name: bench", "resolver: bench.resolver.json", "import: lenient", "usage:"]
    for index in range(pairs):
        foreground, background = rng.sample(colors, 2)
        lines += ["  - name: pair %d" % index, "    foreground: %s" % foreground,
                  "    background: %s" % background, "    size: 16"]
    lines += ["prohibitions:", "  - id: grid", "    says: \"Dimensions on a 4 px grid\"", "    rule: grid",
              "    base: 4", "    tokens: \"size.**\""]
    with open(os.path.join(folder, "tessera.yml"), "w") as fh:
        fh.write("\n".join(lines) + "\n")


def run_once(binary, folder):
    result = subprocess.run([binary, "check", folder], capture_output=True)
    if result.returncode not in (0, 1):
        sys.exit("check failed:\n" + result.stderr.decode())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tokens", type=int, default=100000)
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", help="where to generate (default: a temporary folder)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    args = parser.parse_args()
    binary = os.path.join(benchmark.ROOT, ".build", "release", "tessera") if args.no_build else benchmark.build_release()
    folder = args.dir or tempfile.mkdtemp(prefix="tessera-check-bench-")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    benchmark.generate(args.tokens, folder)
    prepare(folder, args.pairs)
    run_once(binary, folder)  # warm the file cache
    walls = []
    peak = 0.0
    summary = ""
    for _ in range(args.runs):
        start = time.perf_counter()
        process = subprocess.Popen([binary, "check", folder], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        stdout = process.stdout.read()
        _, status, usage = os.wait4(process.pid, 0)
        walls.append(time.perf_counter() - start)
        peak = max(peak, usage.ru_maxrss / 1024.0)
        summary = stdout.decode().strip().splitlines()[-1]
    print("%d tokens, 2 modes, %d pairs: %.3f s wall (median of %d), peak %.1f MiB" % (
        args.tokens, args.pairs, statistics.median(walls), args.runs, peak))
    print(summary)
    if not args.dir:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
