#!/usr/bin/python3
"""schema-check: the JSON Schemas of schemas/ against real and broken files.

    schema-check.py SCHEMAS QUESTIONS CORPUS REPORT.json... -- ANSWERS...

- every schema passes Draft7Validator.check_schema;
- every bundled tree and translation in QUESTIONS validates, read with
  yaml.BaseLoader so that every value is text, as hig-wizard reads it;
- every REPORT (written by `run --format json`) validates as a report and as
  an answers file, and every ANSWERS file as an answers file;
- every file of CORPUS/tree, CORPUS/translation and CORPUS/answers fails.

Prints one line of counts; exit status 1 and the reasons otherwise.
"""
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
    if "--" not in argv or len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    split = argv.index("--")
    schemas, questions, corpus = (pathlib.Path(p) for p in argv[:3])
    reports = [pathlib.Path(p) for p in argv[3:split]]
    answers = [pathlib.Path(p) for p in argv[split + 1:]]
    validators = {}
    for name in ("tree", "translation", "answers", "report"):
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
    broken = 0
    for kind in ("tree", "translation", "answers"):
        for path in sorted((corpus / kind).glob("*.yaml")):
            broken += 1
            if validators[kind].is_valid(load(path)):
                problems.append(f"{path}: a broken {kind} passed the schema")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(
        f"schema-check: 4 schemas; {len(bundled)} bundled files, {len(reports)} reports and"
        f" {len(answers)} answers files valid; {broken} broken files rejected"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
