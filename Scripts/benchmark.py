#!/usr/bin/env python3
"""Times `tessera build` (release build) to CSS + resolved JSON on the benchmark workload.

For each N it generates the token set with ../shared/bench/gen_tokens.py (the workload the peers'
figures were taken on) when that file is beside the checkout, else with Scripts/generate_tokens.py
(the same shape), writes a tessera.yml (lenient import, css + json outputs), runs the build RUNS
times and prints the median wall time, tokens/s and the peak resident memory of the build process.

    python3 Scripts/benchmark.py [--sizes 1000,10000,100000] [--runs 5] [--dir DIR] [--no-build]
    python3 Scripts/benchmark.py --tokens-dir path/with/tokens    # an existing folder of token files
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED_GENERATOR = os.path.join(os.path.dirname(ROOT), "shared", "bench", "gen_tokens.py")
OWN_GENERATOR = os.path.join(ROOT, "Scripts", "generate_tokens.py")

CONFIG = """name: bench
tokens: tokens/*.json
import: lenient
output: build
outputs:
  css: {}
  json: {}
"""


def build_release():
    subprocess.run(["swift", "build", "-c", "release", "--product", "tessera"], cwd=ROOT, check=True)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "tessera")


def generate(n, folder):
    generator = SHARED_GENERATOR if os.path.exists(SHARED_GENERATOR) else OWN_GENERATOR
    subprocess.run([sys.executable, generator, str(n), folder], check=True, stdout=subprocess.DEVNULL)
    for leftover in ("config.json",):
        path = os.path.join(folder, leftover)
        if os.path.exists(path):
            os.remove(path)
    return os.path.basename(generator)


def run_once(binary, folder):
    start = time.perf_counter()
    process = subprocess.Popen([binary, "build", folder], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    stdout, stderr = process.communicate()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("build failed:\n" + stdout.decode() + stderr.decode())
    return wall, usage.ru_maxrss / 1024.0  # ru_maxrss is KiB on Linux


def measure(binary, folder, runs):
    with open(os.path.join(folder, "tessera.yml"), "w") as fh:
        fh.write(CONFIG)
    run_once(binary, folder)  # warm the file cache
    results = [run_once(binary, folder) for _ in range(runs)]
    wall = statistics.median(r[0] for r in results)
    memory = max(r[1] for r in results)
    return wall, memory


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", help="where to generate (default: a temporary folder)")
    parser.add_argument("--tokens-dir", help="benchmark an existing folder holding tokens/*.json instead")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    args = parser.parse_args()
    binary = os.path.join(ROOT, ".build", "release", "tessera") if args.no_build else build_release()
    print("binary: %s" % binary)
    if args.tokens_dir:
        wall, memory = measure(binary, args.tokens_dir, args.runs)
        print("%s: %.3f s wall (median of %d), peak %.1f MiB" % (args.tokens_dir, wall, args.runs, memory))
        return
    base = args.dir or tempfile.mkdtemp(prefix="tessera-bench-")
    print("%10s %12s %14s %12s" % ("tokens", "wall (s)", "tokens/s", "peak MiB"))
    for n in (int(s) for s in args.sizes.split(",")):
        folder = os.path.join(base, "n%d" % n)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        source = generate(n, folder)
        wall, memory = measure(binary, folder, args.runs)
        print("%10d %12.3f %14.0f %12.1f   (%s, median of %d runs)" % (n, wall, n / wall, memory, source, args.runs))
    if not args.dir:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
