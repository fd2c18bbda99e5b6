#!/usr/bin/env python3
"""Times `tessera build` (release build) to CSS + resolved JSON on the benchmark workload.
`--command check` times `tessera check` on the same tokens instead.

For each N it generates the token set with ../shared/bench/gen_tokens.py (the workload the peers'
figures were taken on) when that file is beside the checkout, else with Scripts/generate_tokens.py
(the same shape), writes a tessera.yml (lenient import, css + json outputs), runs the build RUNS
times and prints the median wall time, tokens/s and the peak resident memory of the build process.

`--outputs` picks other outputs (`css,json,swift`). `--swift` times css+json and css+json+swift on
the same tokens, alternating the two builds run by run so load from other processes falls on both,
and prints what the Swift output adds (difference of the medians).

    python3 Scripts/benchmark.py [--sizes 1000,10000,100000] [--runs 5] [--dir DIR] [--no-build]
    python3 Scripts/benchmark.py --sizes 100000 --runs 7 --swift  # the Swift output's added cost
    python3 Scripts/benchmark.py --tokens-dir path/with/tokens    # an existing folder of token files
    python3 Scripts/benchmark.py --binary path/to/tessera         # another build, for before/after
    python3 Scripts/benchmark.py --sizes 100000 --runs 15 --no-build --against path/to/old/tessera
                                                                  # both, alternating run by run
    python3 Scripts/benchmark.py --sizes 100000 --runs 15 --no-build --against OLD --command check
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
"""


# The release as it ships: the Swift runtime and Foundation linked in, so a run does not spend
# 7 ms resolving their symbols at start-up (measured with `perf stat tessera --version`).
RELEASE_FLAGS = ["-c", "release", "--static-swift-stdlib"]


def build_release():
    subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", "tessera"], cwd=ROOT, check=True)
    out = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
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


COMMAND = "build"


def run_once(binary, folder):
    start = time.perf_counter()
    process = subprocess.Popen([binary, COMMAND, folder], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    stdout, stderr = process.communicate()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(COMMAND + " failed:\n" + stdout.decode() + stderr.decode())
    return wall, usage.ru_maxrss / 1024.0  # ru_maxrss is KiB on Linux


def configure(folder, outputs):
    with open(os.path.join(folder, "tessera.yml"), "w") as fh:
        fh.write(CONFIG + "".join("  %s: {}\n" % output for output in outputs))


def measure(binary, folders, runs):
    """Median wall time and peak memory of each folder's build, the folders' runs interleaved."""
    for folder in folders:
        run_once(binary, folder)  # warm the file cache
    results = [[] for _ in folders]
    for _ in range(runs):
        for offset, folder in enumerate(folders):
            results[offset].append(run_once(binary, folder))
    return [(statistics.median(r[0] for r in rs), max(r[1] for r in rs)) for rs in results]


def compare(binaries, folder, runs):
    """Median wall time and peak memory of each binary on one folder, alternating run by run so
    that load from other processes falls on both."""
    for binary in binaries:
        run_once(binary, folder)
    results = [[] for _ in binaries]
    for _ in range(runs):
        for offset, binary in enumerate(binaries):
            results[offset].append(run_once(binary, folder))
    return [(statistics.median(r[0] for r in rs), max(r[1] for r in rs)) for rs in results]


def with_swift(folder, outputs, sibling):
    """A folder building the same tokens as `folder` with the swift output added."""
    shutil.rmtree(sibling, ignore_errors=True)
    os.makedirs(sibling)
    shutil.copytree(os.path.join(folder, "tokens"), os.path.join(sibling, "tokens"))
    configure(sibling, outputs + ["swift"])
    return sibling


def report(label, n, outputs, results, runs):
    names = ["+".join(outputs), "+".join(outputs + ["swift"])]
    for name, (wall, memory) in zip(names, results):
        rate = "%14.0f" % (n / wall) if n else "%14s" % "-"
        print("%10s %12.3f %s %12.1f   %s (%s, median of %d runs)" % (n or "", wall, rate, memory, name, label, runs))
    if len(results) == 2:
        added = results[1][0] - results[0][0]
        print("%10s %12.3f %14s %12.1f   added by the swift output" % ("", added, "", results[1][1] - results[0][1]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", help="where to generate (default: a temporary folder)")
    parser.add_argument("--tokens-dir", help="benchmark an existing folder holding tokens/*.json instead")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--binary", help="time this tessera executable (say, one built from another commit) instead")
    parser.add_argument("--outputs", default="css,json", help="comma-separated outputs to build")
    parser.add_argument("--against", help="also time this other tessera executable, alternating run by run, "
                        "and print the ratio (for a before/after comparison)")
    parser.add_argument("--swift", action="store_true",
                        help="also time the same build with the swift output added, and print the difference")
    parser.add_argument("--command", choices=["build", "check"], default="build",
                        help="the tessera command to time (check reads the same tokens, no rules configured)")
    args = parser.parse_args()
    global COMMAND
    COMMAND = args.command
    outputs = args.outputs.split(",")
    if args.swift and "swift" in outputs:
        sys.exit("--swift adds the swift output itself; leave it out of --outputs")
    if args.binary:
        binary = os.path.abspath(args.binary)
    else:
        binary = os.path.join(ROOT, ".build", "release", "tessera") if args.no_build else build_release()
    print("binary: %s" % binary)
    base = args.dir or tempfile.mkdtemp(prefix="tessera-bench-")
    print("%10s %12s %14s %12s" % ("tokens", "wall (s)", "tokens/s", "peak MiB"))
    if args.tokens_dir:
        jobs = [(args.tokens_dir, 0, args.tokens_dir)]
    else:
        jobs = []
        for n in (int(s) for s in args.sizes.split(",")):
            folder = os.path.join(base, "n%d" % n)
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            jobs.append((folder, n, generate(n, folder)))
    for folder, n, label in jobs:
        configure(folder, outputs)
        folders = [folder]
        if args.swift:
            sibling = os.path.join(base, "with-swift") if args.tokens_dir else folder + "-swift"
            folders.append(with_swift(folder, outputs, sibling))
        if args.against:
            (new_wall, new_memory), (old_wall, old_memory) = compare([binary, os.path.abspath(args.against)], folder, args.runs)
            print("%10s %12.3f %14s %12.1f   this build (%s, median of %d alternating runs)" % (n or "", new_wall, "", new_memory, label, args.runs))
            print("%10s %12.3f %14s %12.1f   %s" % ("", old_wall, "", old_memory, args.against))
            print("%10s %11.1f%%   this build against the other" % ("", (new_wall / old_wall - 1) * 100))
            continue
        report(label, n, outputs, measure(binary, folders, args.runs), args.runs)
    if not args.dir:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
