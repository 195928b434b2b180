#!/usr/bin/env python3
"""Check a SARIF 2.1.0 log the way a consumer would see it.

usage: sarif-check.py SCHEMA.json FILE.sarif EXPECTED_RESULTS

1. Validates FILE against SCHEMA (the OASIS SARIF 2.1.0 JSON schema) with the
   validator class that the schema's own "$schema" names (draft-04 for the
   errata01 schema).
2. Reads FILE back with sarif-tools (PyPI) through its Python API
   (sarif.loader.load_sarif_file) and checks that
   - the number of results it sees equals EXPECTED_RESULTS,
   - every result has a ruleId that tool.driver.rules lists (and, where the
     result has a ruleIndex, that rule sits at that index),
   - every artifactLocation (results' locations and relatedLocations, the
     run's artifacts) has a relative uri and a uriBaseId, declared in
     run.originalUriBaseIds when the run has that property.

Prints one line of counts and exits 0; otherwise prints the reasons and exits 1
(2 for a usage error). Run it with the interpreter of the venv that
`make python-deps` makes (.build/python/bin/python), which has sarif-tools.
"""

import json
import sys
import urllib.parse

USAGE = "usage: sarif-check.py SCHEMA.json FILE.sarif EXPECTED_RESULTS"
MAX_SCHEMA_ERRORS = 10


def fail_usage(message):
    print(f"sarif-check: {message}\n{USAGE}", file=sys.stderr)
    sys.exit(2)


def load_json(path, what):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        fail_usage(f"cannot read {what} {path}: {error}")


def schema_errors(schema, document):
    """Validate with the validator class that the schema's "$schema" names."""
    import jsonschema.exceptions
    import jsonschema.validators

    if "$schema" not in schema:
        return None, ['schema has no "$schema": cannot tell its draft']
    validator_class = jsonschema.validators.validator_for(schema, default=None)
    if validator_class is None:
        return None, [f"schema's \"$schema\" {schema['$schema']!r} is not a draft jsonschema knows"]
    try:
        validator_class.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        return validator_class.__name__, [f"the schema itself is invalid: {error.message}"]
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    reasons = []
    for error in errors[:MAX_SCHEMA_ERRORS]:
        where = "/".join(str(part) for part in error.absolute_path) or "<root>"
        reasons.append(f"schema: {where}: {error.message}")
    if len(errors) > MAX_SCHEMA_ERRORS:
        reasons.append(f"schema: ... and {len(errors) - MAX_SCHEMA_ERRORS} more errors")
    return validator_class.__name__, reasons


def artifact_locations(node, where):
    """Yield (json path, artifactLocation) for every artifactLocation under node."""
    if isinstance(node, dict):
        for key, value in node.items():
            path = f"{where}/{key}"
            if key == "artifactLocation" and isinstance(value, dict):
                yield path, value
            yield from artifact_locations(value, path)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from artifact_locations(value, f"{where}/{index}")


def run_locations(run_data, run_index):
    where = f"runs/{run_index}"
    for index, result in enumerate(run_data.get("results") or []):
        yield from artifact_locations(result, f"{where}/results/{index}")
    for index, artifact in enumerate(run_data.get("artifacts") or []):
        if isinstance(artifact, dict) and isinstance(artifact.get("location"), dict):
            yield f"{where}/artifacts/{index}/location", artifact["location"]


def location_reasons(path, location, declared_bases):
    reasons = []
    uri = location.get("uri")
    if uri is None:
        # An artifactLocation may carry only an index into run.artifacts.
        if "index" not in location:
            reasons.append(f"{path}: artifactLocation has neither uri nor index")
        return reasons
    parts = urllib.parse.urlsplit(uri)
    if parts.scheme or parts.netloc or uri.startswith("/"):
        reasons.append(f"{path}: uri {uri!r} is not relative")
    base = location.get("uriBaseId")
    if not base:
        reasons.append(f"{path}: uri {uri!r} has no uriBaseId")
    elif declared_bases is not None and base not in declared_bases:
        reasons.append(f"{path}: uriBaseId {base!r} is not in run.originalUriBaseIds")
    return reasons


def consumer_check(sarif_path, expected_results):
    """Read the file with sarif-tools and check what it sees."""
    try:
        from sarif import loader
    except ImportError as error:
        return None, [f"cannot import sarif-tools ({error}): run with .build/python/bin/python"]
    from importlib.metadata import version

    counts = {"tool": f"sarif-tools {version('sarif-tools')}", "runs": 0, "results": 0,
              "rules": 0, "locations": 0, "bases": set()}
    reasons = []
    try:
        sarif_file = loader.load_sarif_file(sarif_path)
        counts["runs"] = len(sarif_file.runs)
        counts["results"] = sarif_file.get_result_count()
        records = sarif_file.get_records()
    except Exception as error:  # whatever the consumer raises on a file it cannot read
        cause = f" ({error.__cause__!r})" if error.__cause__ else ""
        return counts, [f"sarif-tools cannot read the file: {error!r}{cause}"]

    if counts["results"] != expected_results:
        reasons.append(f"sarif-tools sees {counts['results']} results, expected {expected_results}")
    if len(records) != counts["results"]:
        reasons.append(f"sarif-tools made {len(records)} records of {counts['results']} results")

    for run in sarif_file.runs:
        run_data = run.run_data
        rules = (run_data.get("tool", {}).get("driver", {}).get("rules")) or []
        counts["rules"] += len(rules)
        declared = run_data.get("originalUriBaseIds")
        declared_bases = set(declared) if isinstance(declared, dict) else None
        for index, result in enumerate(run.get_results()):
            where = f"runs/{run.run_index}/results/{index}"
            rule_id = result.get("ruleId")
            if not rule_id:
                reasons.append(f"{where}: result has no ruleId")
            elif not run.get_rules_by_id(rule_id):
                reasons.append(f"{where}: ruleId {rule_id!r} is not in tool.driver.rules")
            elif "ruleIndex" in result:
                rule_index = result["ruleIndex"]
                if not (0 <= rule_index < len(rules)) or rules[rule_index].get("id") != rule_id:
                    reasons.append(f"{where}: ruleIndex {rule_index} is not rule {rule_id!r}")
        for path, location in run_locations(run_data, run.run_index):
            counts["locations"] += 1
            if location.get("uriBaseId"):
                counts["bases"].add(location["uriBaseId"])
            reasons.extend(location_reasons(path, location, declared_bases))
    return counts, reasons


def main(argv):
    if len(argv) != 4:
        fail_usage("expected 3 arguments")
    schema_path, sarif_path, expected_text = argv[1:]
    try:
        expected_results = int(expected_text)
    except ValueError:
        fail_usage(f"EXPECTED_RESULTS {expected_text!r} is not a number")
    schema = load_json(schema_path, "schema")
    document = load_json(sarif_path, "SARIF file")

    title = schema.get("title", "")
    if "SARIF" not in title or "2.1.0" not in title:
        fail_usage(f"{schema_path} is not the SARIF 2.1.0 schema (title {title!r})")

    validator_name, reasons = schema_errors(schema, document)
    counts, consumer_reasons = consumer_check(sarif_path, expected_results)
    reasons.extend(consumer_reasons)

    if reasons:
        print(f"sarif-check: {sarif_path}: FAILED ({len(reasons)} problems)")
        for reason in reasons:
            print(f"  - {reason}")
        return 1
    bases = ",".join(sorted(counts["bases"])) or "-"
    print(f"sarif-check: {sarif_path}: OK: schema valid ({validator_name}); {counts['tool']} read "
          f"{counts['runs']} run(s), {counts['results']} results (expected {expected_results}), "
          f"{counts['rules']} rules, {counts['locations']} artifact locations relative to {bases}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
