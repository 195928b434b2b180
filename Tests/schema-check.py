#!/usr/bin/python3
"""schema-check: the JSON Schemas of schemas/ against real and broken files.

    schema-check.py SCHEMAS QUESTIONS CORPUS REPORT.json... -- ANSWERS... -- BATCH.jsonl...

- every schema passes Draft7Validator.check_schema;
- every bundled tree and translation in QUESTIONS validates, read with
  yaml.BaseLoader so that every value is text, as hig-wizard reads it;
- every REPORT (written by `run --format json`) validates as a report and as
  an answers file, and every ANSWERS file as an answers file;
- every line of every BATCH (written by `batch`, JSON Lines) validates as a
  batch result;
- every file of CORPUS/tree, CORPUS/translation and CORPUS/answers fails;
- every mutation of CORPUS/report/mutations.json and
  CORPUS/batch/mutations.json fails: each changes one thing in a real report
  (`plain`, `conditional` or `chained`) or batch result (`success`,
  `failure`, `conditional` or `chained`): `set` a value at `at`, `delete`
  it, or `keep` only the first items of a list.

Prints one line of counts; exit status 1 and the reasons otherwise.
"""
import copy
import json
import pathlib
import re
import sys

import yaml
from jsonschema import Draft7Validator


def load(path):
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)
    return yaml.load(text, Loader=yaml.BaseLoader)


def main(argv):
    if argv.count("--") != 2 or len(argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    split = argv.index("--")
    second = argv.index("--", split + 1)
    schemas, questions, corpus = (pathlib.Path(p) for p in argv[:3])
    reports = [pathlib.Path(p) for p in argv[3:split]]
    answers = [pathlib.Path(p) for p in argv[split + 1:second]]
    batches = [pathlib.Path(p) for p in argv[second + 1:]]
    validators = {}
    for name in ("tree", "translation", "answers", "report", "batch"):
        schema = json.loads((schemas / f"{name}.json").read_text(encoding="utf-8"))
        Draft7Validator.check_schema(schema)
        validators[name] = Draft7Validator(schema)
    problems = []

    def expect_valid(kind, path):
        for error in validators[kind].iter_errors(load(path)):
            where = "/".join(str(p) for p in error.absolute_path)
            problems.append(f"{path}: {kind}: {where}: {error.message}")

    bundled = sorted(questions.glob("*.yaml"))
    for path in bundled:
        kind = "translation" if re.search(r"\.(pt|ja|ru)\.yaml$", path.name) else "tree"
        expect_valid(kind, path)
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
        if first != f"# yaml-language-server: $schema=../schemas/{kind}.json":
            problems.append(f"{path}: the first line does not name the {kind} schema")
    guidance = Draft7Validator(json.loads((schemas / "scan-guidance.json").read_text(encoding="utf-8")))
    Draft7Validator.check_schema(guidance.schema)
    Draft7Validator.check_schema(json.loads((schemas / "scan.json").read_text(encoding="utf-8")))
    scan_files = sorted((questions / "scan").glob("*.yaml"))
    for path in scan_files:
        for error in guidance.iter_errors(load(path)):
            problems.append(f"{path}: scan-guidance: {error.message}")
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
        if first != "# yaml-language-server: $schema=../../schemas/scan-guidance.json":
            problems.append(f"{path}: the first line does not name the scan-guidance schema")
    for path in reports:
        expect_valid("report", path)
        expect_valid("answers", path)
    for path in answers:
        expect_valid("answers", path)
    results = []
    for path in batches:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            result = json.loads(line)
            results.append(result)
            for error in validators["batch"].iter_errors(result):
                where = "/".join(str(p) for p in error.absolute_path)
                problems.append(f"{path}:{number}: batch: {where}: {error.message}")
    broken = 0
    for kind in ("tree", "translation", "answers"):
        for path in sorted((corpus / kind).glob("*.yaml")):
            broken += 1
            if validators[kind].is_valid(load(path)):
                problems.append(f"{path}: a broken {kind} passed the schema")
    # One real document of each kind, for the mutations to change.
    report_bases, batch_bases = {}, {}
    for path in reports:
        report = json.loads(path.read_text(encoding="utf-8"))
        kind = "conditional" if report["conditional"] else "chained" if report["followUps"] else "plain"
        report_bases.setdefault(kind, report)
    for result in results:
        kind = (
            "conditional" if "conditional" in result else "chained" if "followUps" in result
            else "failure" if result["error"] is not None else "success"
        )
        batch_bases.setdefault(kind, result)
    mutants = 0
    for kind, bases in (("report", report_bases), ("batch", batch_bases)):
        mutations = json.loads((corpus / kind / "mutations.json").read_text(encoding="utf-8"))
        for mutation in mutations:
            mutants += 1
            name = f"{corpus / kind / 'mutations.json'}: {mutation['why']}"
            if mutation["base"] not in bases:
                problems.append(f"{name}: no real {kind} of the kind '{mutation['base']}' to change")
                continue
            document = mutate(bases[mutation["base"]], mutation)
            if document is None:
                problems.append(f"{name}: {mutation['at']} is not in the real {kind}")
            elif validators[kind].is_valid(document):
                problems.append(f"{name}: the changed {kind} passed the schema")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(
        f"schema-check: {len(validators)} schemas; {len(bundled)} bundled files, {len(reports)} reports,"
        f" {len(answers)} answers files and {len(results)} batch results valid;"
        f" {broken} broken files and {mutants} changed documents rejected"
    )
    return 0


def mutate(document, mutation):
    """A copy of `document` with the one change `mutation` names, or None
    when the place it names (all but its last step) is not there."""
    changed = copy.deepcopy(document)
    *steps, last = mutation["at"]
    node = changed
    for step in steps:
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            return None
    if "set" in mutation:
        if isinstance(node, list) and not (isinstance(last, int) and last < len(node)):
            return None
        node[last] = mutation["set"]
    elif "delete" in mutation:
        if last not in node:
            return None
        del node[last]
    else:
        if not isinstance(node.get(last), list) or len(node[last]) <= mutation["keep"]:
            return None
        node[last] = node[last][: mutation["keep"]]
    return changed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
