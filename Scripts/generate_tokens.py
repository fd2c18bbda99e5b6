#!/usr/bin/env python3
"""Writes a synthetic token set with the shape of the peers' benchmark workload
(../shared/bench/gen_tokens.py): Style Dictionary's classic format ("value"/"type" without "$"),
60% hex colours and 40% rem dimensions, about 30% references to earlier tokens of the same kind
(so chains occur), 3-4 groups deep, split over 2 files. Deterministic for a given seed.

    python3 Scripts/generate_tokens.py N OUTDIR [--seed 1] [--files 2]
"""
import argparse
import json
import math
import os
import random


def generate(n, seed, files):
    rng = random.Random(seed)
    fan = max(2, math.ceil(max(1, n / 16) ** (1 / 3)) + 1)
    tree, earlier = {}, {"color": [], "size": []}
    counters = {}
    for _ in range(n):
        kind = "color" if rng.random() < 0.6 else "size"
        depth = rng.choice((2, 3))
        groups = (kind,) + tuple("g%d" % rng.randrange(fan) for _ in range(depth))
        index = counters.get(groups, 0)
        counters[groups] = index + 1
        path = groups + ("t%d" % index,)
        if earlier[kind] and rng.random() < 0.3:
            value = "{%s}" % ".".join(rng.choice(earlier[kind]))
        elif kind == "color":
            value = "#%06x" % rng.randrange(0x1000000)
        else:
            value = "%grem" % (rng.randrange(1, 65) / 8)
        node = tree
        for group in groups:
            node = node.setdefault(group, {})
        node[path[-1]] = {"value": value, "type": "color" if kind == "color" else "dimension"}
        earlier[kind].append(path)
    docs = [dict() for _ in range(files)]
    i = 0
    for top, children in tree.items():
        for key, child in children.items():
            docs[i % files].setdefault(top, {})[key] = child
            i += 1
    return docs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("n", type=int)
    parser.add_argument("outdir")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--files", type=int, default=2)
    args = parser.parse_args()
    os.makedirs(os.path.join(args.outdir, "tokens"), exist_ok=True)
    for i, doc in enumerate(generate(args.n, args.seed, args.files)):
        with open(os.path.join(args.outdir, "tokens", "tokens-%03d.json" % i), "w") as fh:
            json.dump(doc, fh, indent=2)
            fh.write("\n")


if __name__ == "__main__":
    main()
