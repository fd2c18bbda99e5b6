// Imports each compiled `ts` module and compares every permutation's object with the json
// output's file for that permutation, value for value. Used by GeneratedTypeScriptTests:
//   node compare-with-json.mjs manifest.json
// The manifest lists {module, json: [file per permutation, in order]}. Tokens are paired by
// position within each group (both outputs keep first-appearance order), so a token left out,
// added or moved is a mismatch too. Prints one line per mismatch; exit status 1 if any.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const manifest = JSON.parse(readFileSync(process.argv[2], "utf8"));
const problems = [];
let compared = 0;

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const list = (value) => (Array.isArray(value) ? value : [value]);

function color(json, ts, where) {
  const expected = { colorSpace: json.colorSpace, components: json.components, alpha: json.alpha ?? 1, hex: json.hex };
  const actual = { colorSpace: ts.colorSpace, components: ts.components, alpha: ts.alpha, hex: ts.hex };
  if (!same(expected, actual)) problems.push(`${where}: colour ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
  if (typeof ts.css !== "string" || typeof ts.srgb !== "string") problems.push(`${where}: colour without css/srgb text`);
}

function shadowLayer(json, ts, where) {
  color(json.color, ts.color, where + ".color");
  for (const key of ["offsetX", "offsetY", "blur", "spread"]) value("dimension", json[key], ts[key], `${where}.${key}`);
  if ((json.inset ?? false) !== ts.inset) problems.push(`${where}: inset ${ts.inset} != ${json.inset ?? false}`);
}

function value(type, json, ts, where) {
  compared += 1;
  switch (type) {
    case "color": return color(json, ts, where);
    case "fontFamily":
      if (!same(list(json), ts)) problems.push(`${where}: ${JSON.stringify(ts)} != ${JSON.stringify(json)}`);
      return;
    case "shadow": {
      const layers = list(json);
      if (!Array.isArray(ts) || ts.length !== layers.length) return problems.push(`${where}: ${ts.length} layers != ${layers.length}`);
      layers.forEach((layer, i) => shadowLayer(layer, ts[i], `${where}[${i}]`));
      return;
    }
    case "gradient":
      if (ts.length !== json.length) return problems.push(`${where}: ${ts.length} stops != ${json.length}`);
      json.forEach((stop, i) => {
        color(stop.color, ts[i].color, `${where}[${i}].color`);
        if (stop.position !== ts[i].position) problems.push(`${where}[${i}]: position ${ts[i].position} != ${stop.position}`);
      });
      return;
    case "border":
      color(json.color, ts.color, where + ".color");
      value("dimension", json.width, ts.width, where + ".width");
      value("strokeStyle", json.style, ts.style, where + ".style");
      return;
    case "typography":
      value("fontFamily", json.fontFamily, ts.fontFamily, where + ".fontFamily");
      for (const key of ["fontSize", "fontWeight", "letterSpacing", "lineHeight"]) value("plain", json[key], ts[key], `${where}.${key}`);
      return;
    case "duration": {
      // A spring's extra configurations are checked against the extension elsewhere.
      const { spring, ...plain } = ts;
      if (!same(json, plain)) problems.push(`${where}: ${JSON.stringify(plain)} != ${JSON.stringify(json)}`);
      return;
    }
    default:
      if (!same(json, ts)) problems.push(`${where}: ${JSON.stringify(ts)} != ${JSON.stringify(json)}`);
  }
}

function group(json, ts, where) {
  const jsonKeys = Object.keys(json);
  const tsKeys = Object.keys(ts);
  if (jsonKeys.length !== tsKeys.length) {
    problems.push(`${where || "(top)"}: ${tsKeys.length} members in ts, ${jsonKeys.length} in json`);
    return;
  }
  jsonKeys.forEach((key, i) => {
    const path = where ? `${where}.${key}` : key;
    const member = json[key];
    if (!(member && typeof member === "object" && "$value" in member)) return group(member, ts[tsKeys[i]], path);
    value(member.$type, member.$value, ts[tsKeys[i]], path);
    const spring = member.$extensions?.["dev.tessera.spring"];
    if (spring) {
      compared += 1;
      const own = ts[tsKeys[i]].spring ?? {};
      const expected = [spring.response, spring.dampingFraction, spring.mass ?? 1];
      if (!same(expected, [own.response, own.dampingFraction, own.mass])) problems.push(`${path}: spring ${JSON.stringify(own)} != extension ${JSON.stringify(spring)}`);
    }
  });
}

for (const entry of manifest) {
  const module = await import(pathToFileURL(entry.module).href);
  const objects = Object.values(module.permutations);
  if (objects.length !== entry.json.length) {
    problems.push(`${entry.module}: ${objects.length} permutations, ${entry.json.length} json files`);
    continue;
  }
  if (module.default !== objects[0] || module.tokens !== objects[0]) problems.push(`${entry.module}: tokens is not the first permutation`);
  entry.json.forEach((file, i) => group(JSON.parse(readFileSync(file, "utf8")), objects[i], file));
}

console.log(`${compared} values compared`);
for (const problem of problems) console.log(problem);
process.exit(problems.length ? 1 : 0);
