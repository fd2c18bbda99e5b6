#!/usr/bin/env python3
"""Times `tessera build --watch` from an edited token to the rebuilt output on disk.

Generates the benchmark workload (as Scripts/benchmark.py does), starts a watch on it with the
release binary, then ROUNDS times changes one token's value in one file and measures the time until
tokens.css on disk holds the new value. The figure includes the watch's polling (150 ms) and
settling (one more poll) as well as the rebuild itself.

    python3 Scripts/watch_benchmark.py [--size 100000] [--rounds 7] [--binary .build/release/tessera]
"""
import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402  (the same workload and tessera.yml)


def wait_for(predicate, timeout=60.0):
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if predicate():
            return True
        time.sleep(0.005)
    return False


def read(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except OSError:
        return ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=100000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--binary", default=os.path.join(benchmark.ROOT, ".build", "release", "tessera"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        benchmark.generate(args.size, folder)
        tokens = os.path.join(folder, "tokens")
        benchmark.configure(folder, ["css", "json"])
        css = os.path.join(folder, "build", "tokens.css")
        watch = subprocess.Popen([args.binary, "build", folder, "--watch", "--quiet"])
        try:
            if not wait_for(lambda: os.path.exists(css)):
                sys.exit("the first build did not finish")
            time.sleep(0.5)
            # The first hex colour of the first token file gets a new value each round.
            files = sorted(os.path.join(tokens, name) for name in os.listdir(tokens) if name.endswith(".json"))
            target = files[0]
            original = read(target)
            times = []
            for round_ in range(args.rounds):
                start = original.find('"#')
                colour = "#%06x" % (0x123456 + round_ * 0x010101)
                edited = original[:start + 1] + colour + original[start + 8:]
                t0 = time.perf_counter()
                with open(target, "w", encoding="utf-8") as fh:
                    fh.write(edited)
                if not wait_for(lambda: colour in read(css)):
                    sys.exit("the edit did not reach tokens.css (round %d)" % round_)
                times.append(time.perf_counter() - t0)
                time.sleep(0.4)
            print("%d tokens: an edited token reaches tokens.css in %.3f s (median of %d; min %.3f, max %.3f)"
                  % (args.size, statistics.median(times), len(times), min(times), max(times)))
        finally:
            watch.send_signal(signal.SIGINT)
            watch.wait(timeout=10)


if __name__ == "__main__":
    main()
