#!/usr/bin/env python3
"""Times `tessera lint` (release build) on a generated SwiftUI code base against its parse-only floor.

It generates N Swift files of about 100 lines each (SwiftUI views with realistic literals: colours,
paddings, frames, fonts, corner radii, shadows, gradients, animations, images, strings with and
without emoji; some equal to the system's tokens, most not), deterministically from --seed, and
times two runs of the same release binary on them, alternating run by run so load from other
processes falls on both:

  lint        tessera lint DIR --system SYSTEM   (every rule the system activates, the text report)
  parse-only  the same with --parse-only: files found, read and parsed with swift-syntax, no rule

For each size it prints the median wall time, lines/s, peak resident memory (ru_maxrss of the
process), CPU use (user + system over wall: 200% is both cores busy) and lint / parse-only.

    python3 Scripts/lint_benchmark.py [--sizes 1000,2000] [--runs 5] [--seed 25] [--system Systems/paper-ide]
    python3 Scripts/lint_benchmark.py --no-build      # the existing .build/release/tessera
    python3 Scripts/lint_benchmark.py --binary path/to/tessera --dir /tmp/lint-bench  # keep the code base
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE_FLAGS = ["-c", "release", "--static-swift-stdlib"]
LINES_PER_FILE = 100

# Paper's tokens, so that some literals equal a token (an error with the token's spelling) and
# most do not (a warning with the nearest token, or off the grid).
TOKEN_COLORS = [(0xf4, 0xf1, 0xea), (0x22, 0x22, 0x22), (0x88, 0x88, 0x88), (0x9e, 0x2a, 0x2b), (0x4a, 0x5d, 0x23), (0x2a, 0x4d, 0x69)]
TOKEN_SPACING = [8, 16, 24, 32, 48, 60]
TOKEN_FONT_SIZES = [10, 12, 16, 17, 18, 22]
FAMILIES = ["EB Garamond", "SF Mono", "Helvetica Neue", "Avenir Next", "Georgia"]
SYMBOLS = ["star", "bookmark", "calendar", "magnifyingglass", "chevron.right", "xmark", "gearshape"]
ASSETS = ["logo", "hero-banner", "avatar-placeholder", "onboarding-1"]
WORDS = ["Case", "Opinion", "Justice", "Docket", "Citation", "Argument", "Ruling", "Brief", "Court", "Term"]
EMOJI = ["👋", "⚖️", "📚", "✨", "🎉"]


def build_release():
    subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", "tessera"], cwd=ROOT, check=True)
    out = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "tessera")


class Writer:
    def __init__(self, rng):
        self.rng = rng

    def pick(self, tokens, other):
        """A token's value about a third of the time, else a plausible other value."""
        return self.rng.choice(tokens) if self.rng.random() < 0.35 else other()

    def number(self, value):
        return ("%g" % value) if isinstance(value, float) else str(value)

    def color(self):
        r = self.rng
        if r.random() < 0.35:
            red, green, blue = r.choice(TOKEN_COLORS)
        else:
            red, green, blue = (r.randrange(256) for _ in range(3))
        style = r.randrange(4)
        if style == 0:
            return "Color(red: %d / 255, green: %d / 255, blue: %d / 255)" % (red, green, blue)
        if style == 1:
            return "Color(red: %.3f, green: %.3f, blue: %.3f)" % (red / 255, green / 255, blue / 255)
        if style == 2:
            return 'Color(hex: "#%02X%02X%02X")' % (red, green, blue)
        return r.choice(["Color.ink", "Color.fade", ".primary", "Color.white", "theme.accent", ".black"])

    def spacing(self):
        return self.pick(TOKEN_SPACING, lambda: self.rng.choice([4, 6, 10, 12, 14, 20, 28, 36, 40]))

    def words(self, count):
        return " ".join(self.rng.choice(WORDS) for _ in range(count))

    def block(self, index):
        """One view of a screen's body: a few lines, indented for the VStack."""
        r = self.rng
        kind = r.randrange(10)
        if kind == 0:
            size = self.pick(TOKEN_FONT_SIZES, lambda: r.choice([11, 13, 14, 15, 20, 24, 28]))
            return ['Text("%s")' % self.words(3),
                    "    .font(.system(size: %d%s))" % (size, r.choice(["", ", weight: .bold", ", weight: .regular"])),
                    "    .foregroundColor(%s)" % self.color(),
                    "    .padding(%s)" % self.spacing()]
        if kind == 1:
            return ["HStack(spacing: %s) {" % self.spacing(),
                    '    Image(systemName: "%s")' % r.choice(SYMBOLS),
                    "        .frame(width: %s, height: %s)" % (self.pick([24, 44], lambda: r.choice([18, 20, 30])), self.pick([24, 44], lambda: r.choice([18, 20, 30]))),
                    '    Text(item%d.title)' % index,
                    "        .font(.custom(\"%s\", size: %d))" % (r.choice(FAMILIES), self.pick(TOKEN_FONT_SIZES, lambda: r.choice([13, 15, 19]))),
                    "    Spacer(minLength: %s)" % self.spacing(),
                    "}"]
        if kind == 2:
            return ["Button(action: { model.select(%d) }) {" % index,
                    '    Text("%s")' % self.words(2),
                    "        .padding(.horizontal, %s)" % self.spacing(),
                    "}",
                    ".frame(minHeight: %s)" % self.pick([44, 60], lambda: r.choice([32, 36, 40])),
                    ".cornerRadius(%s)" % r.choice([0, 2, 4, 8, 12])]
        if kind == 3:
            if r.random() < 0.5:
                animation = ".easeInOut(duration: %s)" % r.choice(["0.2", "0.3", "0.35", "0.5"])
            else:
                animation = ".spring(response: %s, dampingFraction: %s)" % (r.choice(["0.3", "0.4", "0.55"]), r.choice(["0.6", "0.7", "0.8"]))
            return ["Rectangle()",
                    "    .fill(%s)" % self.color(),
                    "    .frame(height: %s)" % r.choice([1, 2, 0.5]),
                    "    .animation(%s, value: isExpanded)" % animation]
        if kind == 4:
            return ["RoundedRectangle(cornerRadius: %s)" % r.choice([2, 4, 6, 10, 16]),
                    "    .stroke(%s, lineWidth: 1)" % self.color(),
                    "    .shadow(color: .black.opacity(0.%d), radius: %d, x: 0, y: %d)" % (r.randrange(1, 4), r.randrange(2, 9), r.randrange(1, 5)),
                    "    .offset(x: %s, y: %s)" % (self.spacing(), self.spacing())]
        if kind == 5:
            text = self.words(4) + (" " + r.choice(EMOJI) if r.random() < 0.2 else "")
            return ["// %s: shown when the list is empty" % self.words(2),
                    'Label("%s", systemImage: "%s")' % (text, r.choice(SYMBOLS)),
                    "    .labelStyle(.titleAndIcon)",
                    "    .padding(.vertical, %s)" % self.spacing()]
        if kind == 6:
            return ['Image("%s")' % r.choice(ASSETS),
                    "    .resizable()",
                    "    .aspectRatio(contentMode: .fit)",
                    "    .frame(maxWidth: %d)" % r.choice([120, 200, 240, 320])]
        if kind == 7:
            return ["LinearGradient(colors: [%s, %s], startPoint: .top, endPoint: .bottom)" % (self.color(), self.color()),
                    "    .frame(height: %s)" % self.pick(TOKEN_SPACING, lambda: r.choice([80, 120, 140])),
                    "    .opacity(0.%d)" % r.randrange(1, 10)]
        if kind == 8:
            return ["ForEach(model.items.filter { $0.isVisible }.prefix(%d), id: \\.id) { item in" % r.randrange(3, 30),
                    "    Row(item: item, isSelected: item.id == selection)",
                    "        .onTapGesture { selection = item.id }",
                    "}"]
        return ["if model.isLoading {",
                "    ProgressView()",
                "        .padding(%s)" % self.spacing(),
                "} else {",
                '    Text(verbatim: model.summary ?? "%s")' % self.words(3),
                "        .lineLimit(%d)" % r.randrange(1, 4),
                "}"]

    def file(self, number):
        name = "Screen%d" % number
        lines = ["import SwiftUI", "",
                 "/// %s: %s." % (name, self.words(5).lower()),
                 "struct %s: View {" % name,
                 "    @ObservedObject var model: ScreenModel",
                 "    @State private var selection: Int?",
                 "    @State private var isExpanded = false",
                 "",
                 "    var body: some View {",
                 "        VStack(alignment: .leading, spacing: %s) {" % self.spacing()]
        footer = ["        }",
                  "        .padding(%s)" % self.spacing(),
                  "        .background(%s)" % self.color(),
                  "    }",
                  "",
                  "    private func toggle() {",
                  "        withAnimation(.spring(response: 0.%d, dampingFraction: 0.%d)) { isExpanded.toggle() }" % (self.rng.randrange(2, 7), self.rng.randrange(5, 9)),
                  "    }",
                  "}"]
        index = 0
        while True:
            block = self.block(index)
            if len(lines) + len(block) + len(footer) > LINES_PER_FILE:
                break
            lines += ["            " + line for line in block]
            index += 1
        while len(lines) + len(footer) < LINES_PER_FILE:
            lines.append("            Divider()")
        return "\n".join(lines + footer) + "\n"


def generate(folder, files, seed):
    """`files` Swift files in feature folders of 50; the same seed writes the same bytes."""
    shutil.rmtree(folder, ignore_errors=True)
    writer = Writer(random.Random(seed))
    lines = 0
    for number in range(files):
        feature = os.path.join(folder, "Feature%02d" % (number // 50))
        os.makedirs(feature, exist_ok=True)
        text = writer.file(number)
        lines += text.count("\n")
        with open(os.path.join(feature, "Screen%d.swift" % number), "w") as fh:
            fh.write(text)
    return lines


def generate_apart(folder, files, seed):
    """`generate` in a process of its own. A child's peak memory as Linux reports it (ru_maxrss)
    starts from its parent's peak when it is spawned, and generating took this process to some
    80 MiB: every run showed at least that (parse-only 83 MiB instead of its own 27)."""
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--generate", folder, str(files), str(seed)],
                         check=True, capture_output=True, text=True).stdout
    return int(out)


def run_once(command):
    """Wall time, peak memory (MiB), CPU use and the report's summary line of one run. The report
    goes to a file, as a CI log would take it (a pipe left unread would stall a large one)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        # Only the summary line is read: a report read whole (13 MB) would grow this process, and
        # through it the next child's peak (see `generate_apart`).
        size = out.seek(0, os.SEEK_END)
        out.seek(max(0, size - 4096))
        lines = out.read().decode(errors="replace").splitlines()
        err.seek(0)
        stderr = err.read().decode()
    if os.waitstatus_to_exitcode(status) not in (0, 1) or "did not load" in stderr:
        sys.exit("lint failed:\n" + stderr)
    return wall, usage.ru_maxrss / 1024.0, (usage.ru_utime + usage.ru_stime) / wall, lines[-1] if lines else ""


def measure(commands, runs):
    for command in commands:
        run_once(command)  # warm the file cache
    results = [[] for _ in commands]
    for _ in range(runs):
        for offset, command in enumerate(commands):
            results[offset].append(run_once(command))
    return [(statistics.median(r[0] for r in rs), max(r[1] for r in rs), statistics.median(r[2] for r in rs), rs[-1][3])
            for rs in results]


def main():
    if sys.argv[1:2] == ["--generate"]:
        folder, files, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        print(generate(folder, files, seed))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2000", help="files per code base, comma-separated")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--system", default=os.path.join(ROOT, "Systems", "paper-ide"))
    parser.add_argument("--dir", help="where to generate (default: a temporary folder, removed after)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--binary", help="time this tessera executable instead")
    args = parser.parse_args()
    if args.binary:
        binary = os.path.abspath(args.binary)
    else:
        binary = os.path.join(ROOT, ".build", "release", "tessera") if args.no_build else build_release()
    print("binary: %s, system: %s, seed %d, median of %d alternating runs" % (binary, args.system, args.seed, args.runs))
    base = args.dir or tempfile.mkdtemp(prefix="tessera-lint-bench-")
    print("%6s %8s %-10s %9s %11s %9s %6s %7s" % ("files", "lines", "run", "wall (s)", "lines/s", "peak MiB", "CPU", "ratio"))
    for files in (int(s) for s in args.sizes.split(",")):
        folder = os.path.join(base, "files%d" % files)
        lines = generate_apart(folder, files, args.seed)
        lint = [binary, "lint", folder, "--system", args.system]
        (lint_wall, lint_mem, lint_cpu, summary), (parse_wall, parse_mem, parse_cpu, _) = measure([lint, lint + ["--parse-only"]], args.runs)
        print("%6d %8d %-10s %9.3f %11.0f %9.1f %5.0f%% %7s" % (files, lines, "parse-only", parse_wall, lines / parse_wall, parse_mem, parse_cpu * 100, ""))
        print("%6d %8d %-10s %9.3f %11.0f %9.1f %5.0f%% %6.2fx" % (files, lines, "lint", lint_wall, lines / lint_wall, lint_mem, lint_cpu * 100, lint_wall / parse_wall))
        print("       %s" % summary)
    if not args.dir:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
